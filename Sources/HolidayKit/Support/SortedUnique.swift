extension Array where Element: Comparable {
  /// The elements in increasing order, each once.
  func sortedUnique() -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(count)
    for element in sorted() where result.last != element { result.append(element) }
    return result
  }
}
