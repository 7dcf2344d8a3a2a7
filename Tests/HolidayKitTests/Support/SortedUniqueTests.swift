import Testing

@testable import HolidayKit

struct SortedUniqueTests {
  /// Says what a sorted Set says, for lists with and without repeats.
  @Test(arguments: [[], [5], [3, 1, 2], [2, 2, 2], [9, -1, 9, 0, -1, 2026, 2007], [Int.max, Int.min, 0, Int.max]])
  func isTheSortedSet(values: [Int]) {
    #expect(values.sortedUnique() == Set(values).sorted())
  }
}
