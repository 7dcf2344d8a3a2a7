/// A set of days kept as one flag per day over the span they fall in:
/// membership in constant time, members in date order, and no hashing.
package struct DaySet {
  /// The day number of `flags[0]`.
  private let first: Int
  private var flags: [Bool]

  /// The set of `days`, given in any order and with repeats.
  package init(_ days: [CivilDate]) {
    let numbers = days.map(\.daysSinceEpoch)
    let low = numbers.min() ?? 0
    first = low
    flags = [Bool](repeating: false, count: numbers.max().map { $0 - low + 1 } ?? 0)
    for number in numbers { flags[number - low] = true }
  }

  /// Whether `day` is in the set.
  package func contains(_ day: CivilDate) -> Bool {
    let index = day.daysSinceEpoch &- first
    return index >= 0 && index < flags.count && flags[index]
  }

  /// The members, in date order, each once.
  var days: [CivilDate] {
    flags.indices.compactMap { flags[$0] ? CivilDate(daysSinceEpoch: first + $0) : nil }
  }
}
