/// The man page's option lists, generated from the option declarations:
/// the part of `Documentation/workday-ics.1` between
/// `.\" BEGIN OPTIONS NAME` and `.\" END OPTIONS` is the options of the
/// command NAME (`shared` for those every command that answers about days
/// takes), each its own `.TP` entry with the declaration's manual
/// paragraph (else its line of help). `make man` rewrites the page
/// (`workday-ics __man < PAGE`); a test checks the committed page is what
/// is generated.
enum ManPage {
  /// The marker that opens a generated part, followed by its name.
  static let begin = ".\\\" BEGIN OPTIONS "
  /// The marker that closes it.
  static let end = ".\\\" END OPTIONS"

  /// `page` with every generated part made anew.
  static func regenerated(_ page: String) -> String {
    var lines: [Substring] = []
    var isSkipping = false
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix(begin) {
        lines.append(line)
        lines += entries(for: String(line.dropFirst(begin.count))).map { Substring($0) }
        isSkipping = true
      } else if line == end {
        lines.append(line)
        isSkipping = false
      } else if !isSkipping {
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The options the part `name` lists: the shared ones with help and
  /// version, or a command's own (not the shared ones, which `OPTIONS`
  /// lists, nor help and version).
  static func options(for name: String) -> [Option] {
    if name == "shared" { return Commands.sharedGroup.options }
    guard let command = Commands.named(name) else { return [] }
    let takesShared = Option.shared.allSatisfy(command.options.contains)
    return command.optionGroups.flatMap(\.options).filter { option in
      ![.help, .version].contains(option) && !(takesShared && Option.shared.contains(option))
    }
  }

  /// The `.TP` entries of the part `name`.
  static func entries(for name: String) -> [String] {
    options(for: name).flatMap { option -> [String] in
      let names = (option.short.map { "\\fB\(roff($0))\\fR, " } ?? "") + "\\fB\(roff(option.name))\\fR"
      let value = option.placeholder.map { " \\fI\(roff($0))\\fR" } ?? ""
      return [".TP", names + value] + paragraph(option.manual ?? sentence(option.help))
    }
  }

  /// A line of help as a sentence: capitalised, with a full stop.
  static func sentence(_ help: String) -> String {
    let capitalised = (help.first.map { String($0).uppercased() } ?? "") + help.dropFirst()
    return capitalised.hasSuffix(".") ? capitalised : capitalised + "."
  }

  /// `text` as roff source lines of at most 78 columns, option names in
  /// bold.
  static func paragraph(_ text: String) -> [String] {
    let words = text.split(separator: " ").map { word -> String in
      // An option's name, possibly with punctuation around it: bold.
      guard let start = word.indices.first(where: { word[$0...].hasPrefix("--") }),
        word[start...].dropFirst(2).first?.isLowercase == true
      else { return roff(word) }
      var end = word[start...].dropFirst(2).firstIndex { !($0.isLowercase || $0 == "-") } ?? word.endIndex
      while word[start..<end].hasSuffix("-") { end = word.index(before: end) }
      return roff(word[..<start]) + "\\fB" + roff(word[start..<end]) + "\\fR" + roff(word[end...])
    }
    var lines: [String] = []
    var line = ""
    for word in words {
      if line.isEmpty {
        line = word
      } else if line.count + 1 + word.count <= 78 {
        line += " " + word
      } else {
        lines.append(line)
        line = word
      }
    }
    lines.append(line)
    // A line that starts with . or ' would be a request.
    return lines.map { $0.hasPrefix(".") || $0.hasPrefix("'") ? "\\&" + $0 : $0 }
  }

  /// Text escaped for roff: backslashes, non-ASCII characters as
  /// `\[uXXXX]`, and hyphens as minus signs (`\-`) except inside a word
  /// such as built-in.
  static func roff(_ text: some StringProtocol) -> String {
    let characters = Array(text.unicodeScalars)
    var result = ""
    for (index, scalar) in characters.enumerated() {
      switch scalar {
      case "\\": result += "\\e"
      case "-":
        let before = index > 0 ? characters[index - 1] : " "
        let after = index + 1 < characters.count ? characters[index + 1] : " "
        let isInsideWord = before.properties.isLowercase && after.properties.isLowercase && before.isASCII
        result += isInsideWord && !text.hasPrefix("-") ? "-" : "\\-"
      case _ where !scalar.isASCII:
        let digits = String(scalar.value, radix: 16, uppercase: true)
        result += "\\[u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "]"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `workday-ics __man`: the page on standard input, regenerated, on
  /// standard output.
  static func run(in run: Run) throws -> Int32 {
    let bytes = try InputFile.read("-", limit: InputFile.calendarLimit, origin: .shown, session: run.files)
    run.terminal.write(regenerated(String(decoding: bytes, as: UTF8.self)))
    return 0
  }
}
