import Foundation

/// One measured figure: repetitions after a warm-up, reported as the median
/// rate with the spread (the fastest and slowest runs).
struct Benchmark {
  /// What was measured, as the table shows it.
  var name: String
  /// The unit of the rate, such as `occurrences/s`.
  var unit: String
  /// The target, as the issue sets it, such as `≥ 20 M`.
  var target: String
  /// Whether a larger figure is better (rates) or a smaller one (times).
  var higherIsBetter: Bool
  /// The figure that meets the target, in the unit.
  var threshold: Double

  /// Runs `body` `repetitions` times after one warm-up run. `body` returns
  /// how many units of work it did; the figure is units per second, or the
  /// seconds per run when `unit` is a time.
  func measure(repetitions: Int = 7, _ body: () -> Int) -> Result {
    _ = body()
    var figures: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<repetitions {
      var work = 0
      let elapsed = clock.measure { work = body() }
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      figures.append(higherIsBetter ? Double(work) / seconds : seconds)
    }
    figures.sort()
    return Result(benchmark: self, median: figures[figures.count / 2], low: figures[0], high: figures[figures.count - 1])
  }

  /// A measured figure.
  struct Result {
    var benchmark: Benchmark
    var median: Double
    var low: Double
    var high: Double

    var meetsTarget: Bool {
      benchmark.higherIsBetter ? median >= benchmark.threshold : median <= benchmark.threshold
    }
  }
}

/// A number with an SI prefix: `21.3 M`, `480 µ`.
func humanReadable(_ value: Double) -> String {
  let prefixes: [(Double, String)] = [(1e9, "G"), (1e6, "M"), (1e3, "k"), (1, ""), (1e-3, "m"), (1e-6, "µ"), (1e-9, "n")]
  for (scale, prefix) in prefixes where abs(value) >= scale {
    return String(format: "%.3g %@", value / scale, prefix)
  }
  return String(format: "%.3g ", value)
}
