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

  /// One timed run of `body`, which returns how many units of work it did:
  /// units per second, or the seconds of the run when `unit` is a time.
  func figure(of body: () -> Int) -> Double {
    var work = 0
    let elapsed = ContinuousClock().measure { work = body() }
    return higherIsBetter ? Double(work) / seconds(elapsed) : seconds(elapsed)
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

/// Benchmarks measured together: one warm-up run of each, then the
/// repetitions of all interleaved a round at a time, so that a slow spell of
/// a shared machine costs one figure of each benchmark rather than every
/// figure of one. Each reports the median of its runs and the spread.
struct BenchmarkSuite {
  private var entries: [(benchmark: Benchmark, repetitions: Int, body: () -> Int)] = []

  /// Adds `benchmark`, measured by `repetitions` runs of `body`.
  mutating func add(_ benchmark: Benchmark, repetitions: Int = 7, _ body: @escaping () -> Int) {
    entries.append((benchmark, repetitions, body))
  }

  /// Runs everything and returns the figures, in the order added.
  func run() -> [Benchmark.Result] {
    for entry in entries { _ = entry.body() }
    var figures = [[Double]](repeating: [], count: entries.count)
    for round in 0..<(entries.map(\.repetitions).max() ?? 0) {
      for (index, entry) in entries.enumerated() where round < entry.repetitions {
        figures[index].append(entry.benchmark.figure(of: entry.body))
      }
    }
    return zip(entries, figures).map { entry, runs in
      let sorted = runs.sorted()
      return Benchmark.Result(
        benchmark: entry.benchmark, median: sorted[sorted.count / 2], low: sorted[0], high: sorted[sorted.count - 1])
    }
  }
}

/// A duration in seconds.
func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// A number with an SI prefix: `21.3 M`, `480 µ`.
func humanReadable(_ value: Double) -> String {
  let prefixes: [(Double, String)] = [
    (1e9, "G"), (1e6, "M"), (1e3, "k"), (1, ""), (1e-3, "m"), (1e-6, "µ"), (1e-9, "n"),
  ]
  for (scale, prefix) in prefixes where abs(value) >= scale {
    return String(format: "%.3g %@", value / scale, prefix)
  }
  return String(format: "%.3g ", value)
}
