extension Array where Element == String {
  /// The strings in order with `separator` between them: what
  /// `joined(separator:)` gives.
  ///
  /// Written for `[String]` alone because the standard library's generic
  /// `joined` resolves its types at run time the first time a process calls
  /// it, which costs a one-shot command (a cron job, a shell test) more than
  /// the text it joins.
  package func joinedText(separator: String = "") -> String {
    var text = ""
    for index in indices {
      if index > startIndex { text += separator }
      text += self[index]
    }
    return text
  }
}
