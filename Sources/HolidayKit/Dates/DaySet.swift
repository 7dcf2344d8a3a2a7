/// A set of days kept as one flag per day over the span they fall in:
/// membership in constant time, members in date order, and no hashing.
struct DaySet {
  /// The day number of `flags[0]`.
  private var first: Int
  private var flags: [Bool]

  /// An empty set, with room for the days from `start` through `end`.
  init(from start: CivilDate, through end: CivilDate) {
    first = start.daysSinceEpoch
    flags = [Bool](repeating: false, count: max(0, end.daysSinceEpoch - first + 1))
  }

  /// The set of `days`.
  init(_ days: [CivilDate]) {
    let numbers = days.map(\.daysSinceEpoch)
    let low = numbers.min() ?? 0
    first = low
    flags = [Bool](repeating: false, count: numbers.max().map { $0 - low + 1 } ?? 0)
    for number in numbers { flags[number - low] = true }
  }

  /// Whether `day` is in the set.
  func contains(_ day: CivilDate) -> Bool {
    let index = day.daysSinceEpoch &- first
    return index >= 0 && index < flags.count && flags[index]
  }

  /// Adds `day`, widening the span when it falls outside.
  mutating func insert(_ day: CivilDate) {
    let number = day.daysSinceEpoch
    if flags.isEmpty {
      first = number
      flags = [false]
    } else if number < first {
      flags.insert(contentsOf: repeatElement(false, count: first - number), at: 0)
      first = number
    } else if number - first >= flags.count {
      flags.append(contentsOf: repeatElement(false, count: number - first - flags.count + 1))
    }
    flags[number - first] = true
  }

  /// The members, in date order.
  var days: [CivilDate] {
    flags.indices.compactMap { flags[$0] ? CivilDate(daysSinceEpoch: first + $0) : nil }
  }
}
