/// Where the make-up workdays of a predicted year go: the guess.
///
/// Each break needs one make-up workday per 调休 day: its weekdays off less
/// its statutory weekdays and its Art. 6 replacements. The principles say
/// no more; the notices of 2024-2026 place them so:
///
/// 1. On a Saturday or Sunday within three weeks of the break, not in a
///    break, and not the day before a 春节 break.
/// 2. No run of more than six working days around the break (Art. 7 of
///    the 2024 measures) where any placement allows it.
/// 3. As many before the break as after it (one more on one side for an
///    odd number).
/// 4. As near the break as possible (total distance in days); of equals,
///    the earlier.
///
/// Breaks are placed in date order, each seeing the make-up days placed
/// before it.
enum MakeUpPlacement {
  /// How far from a break a make-up day may lie, in days.
  static let reach = 21
  /// The longest run of working days the 2024 measures allow, save in
  /// particular cases.
  static let longestRun = 6

  /// The make-up days (day numbers) of `breaks`, per break, in order.
  static func makeUpDays(for breaks: [PlannedBreak], statutory: StatutoryTable) -> [[Int]] {
    var off = Set<Int>()
    for plan in breaks { off.formUnion(plan.days) }
    var makeUp = Set<Int>()
    func isWorking(_ day: Int) -> Bool {
      makeUp.contains(day) || (!off.contains(day) && !LegalClassifier.isWeekend(day))
    }
    var result: [[Int]] = []
    for plan in breaks {
      let needed = needs(plan, statutory: statutory)
      guard needed > 0 else {
        result.append([])
        continue
      }
      let start = plan.days.lowerBound
      let end = plan.days.upperBound
      let candidates = Array((start - reach)..<start) + Array((end + 1)...(end + reach))
      let allowed = candidates.filter { day in
        LegalClassifier.isWeekend(day) && !off.contains(day) && !makeUp.contains(day)
          && !(plan.keepsEveFree && day == start - 1)
      }
      var best: (score: [Int], days: [Int])?
      for combination in combinations(of: allowed, size: needed) {
        combination.forEach { makeUp.insert($0) }
        var run = 0
        var longest = 0
        for day in (start - reach - 7)...(end + reach + 7) {
          run = isWorking(day) ? run + 1 : 0
          longest = max(longest, run)
        }
        combination.forEach { makeUp.remove($0) }
        let before = combination.filter { $0 < start }.count
        let imbalance = max(0, abs(2 * before - needed) - needed % 2)
        let distance = combination.reduce(0) { $0 + ($1 < start ? start - $1 : $1 - end) }
        let score = [max(0, longest - longestRun), imbalance, distance] + combination
        if best.map({ score.lexicographicallyPrecedes($0.score) }) ?? true { best = (score, combination) }
      }
      let chosen = best?.days ?? []
      chosen.forEach { makeUp.insert($0) }
      result.append(chosen)
    }
    return result
  }

  /// The number of 调休 days of a break: weekdays off less statutory
  /// weekdays less Art. 6 replacements (one per statutory weekend day and
  /// per coinciding holiday).
  static func needs(_ plan: PlannedBreak, statutory: StatutoryTable) -> Int {
    let weekdaysOff = plan.days.filter { !LegalClassifier.isWeekend($0) }.count
    let statutoryWeekdays = plan.days.filter { !LegalClassifier.isWeekend($0) && statutory.holidays[$0] != nil }.count
    let replacements = LegalClassifier.replacements(in: plan.days, statutory: statutory).count
    return max(0, weekdaysOff - statutoryWeekdays - replacements)
  }

  /// Every choice of `size` elements of `items`, each in increasing order.
  static func combinations(of items: [Int], size: Int) -> [[Int]] {
    guard size > 0 else { return [[]] }
    guard items.count >= size else { return [] }
    var result: [[Int]] = []
    var indices = Array(0..<size)
    while true {
      result.append(indices.map { items[$0] })
      var position = size - 1
      while position >= 0, indices[position] == items.count - size + position { position -= 1 }
      guard position >= 0 else { return result }
      indices[position] += 1
      for next in (position + 1)..<size { indices[next] = indices[next - 1] + 1 }
    }
  }
}
