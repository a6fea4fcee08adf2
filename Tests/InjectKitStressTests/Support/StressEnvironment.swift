import Foundation

/// Knobs read from the environment, so CI keeps the suite short and a developer can run it long.
///
/// - `INJECTKIT_STRESS_SECONDS`: wall time shared by the timed suites (default 10).
/// - `INJECTKIT_STRESS_THREADS`: worker threads per timed test (default 8).
/// - `INJECTKIT_STRESS_STALL_SECONDS`: how long no operation may finish before the watchdog
///   declares a deadlock (default 20).
/// - `INJECTKIT_GRAPH_SEED`: replays the random-graph run that printed this seed.
/// - `INJECTKIT_GRAPH_COUNT`: how many random graphs to check at most (default 3000).
/// - `INJECTKIT_STRESS_MIN_OPERATIONS`: the floor of the stress mix (default 0): it runs past its
///   time, up to ten times as long, until this many operations ran, and fails below it.
/// - `INJECTKIT_GRAPH_MIN_COUNT`: the floor of the random-graph check (default 500): it checks at
///   least this many graphs whatever its time share, and fails below it.
enum StressEnvironment {
  static func value(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }

  static var totalSeconds: Double { value("INJECTKIT_STRESS_SECONDS").flatMap(Double.init) ?? 10 }
  static var threads: Int { value("INJECTKIT_STRESS_THREADS").flatMap(Int.init) ?? 8 }
  static var stallSeconds: Double { value("INJECTKIT_STRESS_STALL_SECONDS").flatMap(Double.init) ?? 20 }
  static var graphCount: Int { value("INJECTKIT_GRAPH_COUNT").flatMap(Int.init) ?? 3_000 }
  static var minimumOperations: Int { value("INJECTKIT_STRESS_MIN_OPERATIONS").flatMap(Int.init) ?? 0 }
  static var minimumGraphs: Int { min(graphCount, value("INJECTKIT_GRAPH_MIN_COUNT").flatMap(Int.init) ?? 500) }
  static var graphSeed: UInt64 {
    value("INJECTKIT_GRAPH_SEED").flatMap { UInt64($0) } ?? UInt64.random(in: 1...UInt64(UInt32.max))
  }

  /// The part of the total time one timed test gets: the stress mix most, each fault a little.
  static func seconds(share: Double) -> Double { max(0.2, totalSeconds * share) }
}
