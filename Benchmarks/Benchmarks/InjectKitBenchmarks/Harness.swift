import Benchmark
import Dispatch
import Foundation

/// What is measured; one row of the report.
enum Scenario: String, CaseIterable {
  case transient = "transient leaf"
  case singleton = "cached singleton"
  case chain = "3-object chain"
  case graph = "5-object graph"
  case named = "named"
  case oneArgument = "1 argument"
  case threeArguments = "3 arguments"
  case autowire = "autowired 4-parameter init"
  case injectFirst = "@Inject first access"
  case injectNext = "@Inject subsequent access"
  case transientOneThread = "transient 1 thread"
  case transientTwoThreads = "transient 2 threads"
  case singletonOneThread = "singleton 1 thread"
  case singletonTwoThreads = "singleton 2 threads"
  case register1k = "register 1000 keys"
  case register10k = "register 10000 keys"
  case graphScope = "graph scope chain"
  case verify = "verify 10000 autowired"
  case coldStart = "cold start RootComposer"
}

/// Who does the work; one column of the report.
enum Implementation: String, CaseIterable {
  case pure = "pure DI"
  case injectKit = "InjectKit"
  case swinject = "Swinject"
  case tutorial = "tutorial"
  case swiftDependencies = "swift-dependencies"
}

/// How a scenario is timed.
enum Shape {
  /// 1,000 operations per measured iteration; reported per operation with `--scale`.
  case perOperation
  /// One operation (or a fixed batch, like registering N keys) per measured iteration.
  case perIteration
  /// One batch per iteration, also counting the heap bytes still held after it.
  case memory
}

/// `INJECTKIT_BENCH_SMOKE=1` runs every scenario for a couple of iterations only: it proves the
/// benchmarks build and run (CI), not how fast anything is.
let isSmokeRun = ProcessInfo.processInfo.environment["INJECTKIT_BENCH_SMOKE"] != nil

/// Operations each thread performs per iteration in the multi-thread scenarios.
let operationsPerThread = isSmokeRun ? 100 : 20_000

func configuration(_ shape: Shape) -> Benchmark.Configuration {
  let metrics: [BenchmarkMetric] = shape == .memory ? [.wallClock, .memoryLeakedBytes] : [.wallClock]
  return Benchmark.Configuration(
    metrics: metrics,
    // Fixed units so that report.py reads plain numbers: nanoseconds per 1,000 operations, or
    // microseconds per batch; bytes unscaled.
    timeUnits: shape == .perOperation ? .nanoseconds : .microseconds,
    units: [.memoryLeakedBytes: .count],
    warmupIterations: isSmokeRun ? 0 : (shape == .perOperation ? 10 : 3),
    scalingFactor: shape == .perOperation ? .kilo : .one,
    maxDuration: isSmokeRun ? .milliseconds(20) : .seconds(1),
    maxIterations: isSmokeRun ? 1 : (shape == .perOperation ? 5_000 : 300)
  )
}

/// Declares the benchmark named "`scenario` / `implementation`".
func bench(
  _ scenario: Scenario, _ implementation: Implementation, _ shape: Shape = .perOperation,
  _ body: @escaping (Benchmark) -> Void
) {
  Benchmark("\(scenario.rawValue) / \(implementation.rawValue)", configuration: configuration(shape), closure: body)
}

/// Runs `body` on `threads` threads at once and returns when all are done.
///
/// One thread runs the same code path, so the 1- and 2-thread scenarios differ only in the
/// number of threads: aggregate throughput = 2 × time(1 thread) / time(2 threads).
func onThreads(_ threads: Int, _ body: @escaping @Sendable () -> Void) {
  DispatchQueue.concurrentPerform(iterations: threads) { _ in body() }
}
