// Two threads against one, wall clock: what Benchmarks/threads.py gates (issue 44).
//
// `InjectKitThreads [rounds] [milliseconds]` times, for InjectKit and for Swinject 2.10.0's
// synchronized container, a transient resolve and a cached singleton's: N resolves on one thread,
// then N resolves on each of two threads at once, started together. Aggregate throughput of two
// threads ÷ one thread's is 2 × time(1 thread) ÷ time(2 threads): 2 when two cores share nothing,
// 1 when the second thread only waits for the first, under 1 when the second slows both down.
// Each round measures every case once, one thread and two threads back to back (alternating
// which goes first), and prints one line per case; threads.py takes the median over rounds.
//
// Hand-written Swift doing each scenario's least is measured in the same rounds: a new `Leaf()`,
// and handing out one shared `Leaf` (returned +1, released by the caller, as every resolve of a
// cached instance is). Two threads writing one object's reference count take turns at its cache
// line, whatever code does it; threads.py subtracts what that costs hand-written code from
// InjectKit's two-thread time, so the gate sees the contention InjectKit adds of its own.
import Dispatch
import Foundation
import InjectKit
import Swinject

/// What every resolve makes or hands out.
final class Leaf: Sendable {
  init() {}
}

/// Consumes the result without retaining it (a call the optimizer may not look into).
@inline(never) @_optimize(none)
func sink(_ object: AnyObject) {}

/// The one instance the hand-written singleton hands out.
final class SharedLeaf: Sendable {
  static let shared = SharedLeaf()
  let leaf = Leaf()
}

/// A new `Leaf`, out of line: what a transient resolve does at the least.
@inline(never)
func makeLeaf() -> Leaf { Leaf() }

/// The shared `Leaf`, out of line, returned +1: what a cached singleton's resolve does at the least.
@inline(never)
func handOutLeaf() -> Leaf { SharedLeaf.shared.leaf }

/// Swinject's thread-safe view of a container, which it serialises with its own lock.
// Safety: `resolver` is `container.synchronize()`, which Swinject documents as safe to use from
// several threads; the container behind it is not touched after it is made.
struct SynchronizedSwinject: @unchecked Sendable {
  let resolver: Swinject.Resolver
}

/// One measured case: `run(n)` does n resolves on the calling thread.
struct Case: Sendable {
  let implementation: String
  let scenario: String
  let run: @Sendable (Int) -> Void
}

func makeCases() -> [Case] {
  let transient = Dependencies(label: "transient")
  transient.add(Leaf.self) { Leaf() }
  let singleton = Dependencies(label: "singleton")
  singleton.add(Leaf.self, scope: .singleton) { Leaf() }

  let swinjectTransient = Container()
  swinjectTransient.register(Leaf.self) { _ in Leaf() }
  let swinjectSingleton = Container()
  swinjectSingleton.register(Leaf.self) { _ in Leaf() }.inObjectScope(.container)
  let synchronizedTransient = SynchronizedSwinject(resolver: swinjectTransient.synchronize())
  let synchronizedSingleton = SynchronizedSwinject(resolver: swinjectSingleton.synchronize())

  let cases = [
    Case(implementation: "injectkit", scenario: "transient") { n in
      for _ in 0..<n { sink(transient.resolve(Leaf.self)) }
    },
    Case(implementation: "injectkit", scenario: "singleton") { n in
      for _ in 0..<n { sink(singleton.resolve(Leaf.self)) }
    },
    Case(implementation: "handwritten", scenario: "transient") { n in
      for _ in 0..<n { sink(makeLeaf()) }
    },
    Case(implementation: "handwritten", scenario: "singleton") { n in
      for _ in 0..<n { sink(handOutLeaf()) }
    },
    Case(implementation: "swinject", scenario: "transient") { n in
      for _ in 0..<n { sink(synchronizedTransient.resolver.resolve(Leaf.self)!) }
    },
    Case(implementation: "swinject", scenario: "singleton") { n in
      for _ in 0..<n { sink(synchronizedSingleton.resolver.resolve(Leaf.self)!) }
    },
  ]
  for each in cases { each.run(1) }  // the singletons are made here, outside every measurement
  return cases
}

/// Nanoseconds from starting `threads` threads together, each doing `operations` resolves,
/// until the last one is done. The threads are made and waiting before the clock starts.
func time(_ each: Case, threads: Int, operations: Int) -> UInt64 {
  let ready = DispatchSemaphore(value: 0)
  let go = DispatchSemaphore(value: 0)
  let done = DispatchGroup()
  for _ in 0..<threads {
    done.enter()
    Thread {
      ready.signal()
      go.wait()
      each.run(operations)
      done.leave()
    }.start()
  }
  for _ in 0..<threads { ready.wait() }
  let start = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<threads { go.signal() }
  done.wait()
  return DispatchTime.now().uptimeNanoseconds - start
}

/// The number of resolves one thread does in about `milliseconds` (also the warm-up).
func calibrate(_ each: Case, milliseconds: Int) -> Int {
  var operations = 1_000
  while true {
    let elapsed = time(each, threads: 1, operations: operations)
    if elapsed >= UInt64(milliseconds) * 1_000_000 / 2 {
      return max(1, Int(Double(operations) * Double(milliseconds) * 1e6 / Double(elapsed)))
    }
    operations *= 4
  }
}

let arguments = CommandLine.arguments.dropFirst().map { Int($0) }
guard arguments.count <= 2, arguments.allSatisfy({ ($0 ?? 0) > 0 }) else {
  FileHandle.standardError.write(Data("usage: InjectKitThreads [rounds] [milliseconds per measurement]\n".utf8))
  exit(2)
}
let rounds = arguments.first.flatMap { $0 } ?? 15
let milliseconds = arguments.dropFirst().first.flatMap { $0 } ?? 20

let cases = makeCases()
let operations = cases.map { calibrate($0, milliseconds: milliseconds) }
for round in 0..<rounds {
  for (each, n) in zip(cases, operations) {
    var one: UInt64 = 0
    var two: UInt64 = 0
    if round % 2 == 0 {
      one = time(each, threads: 1, operations: n)
      two = time(each, threads: 2, operations: n)
    } else {
      two = time(each, threads: 2, operations: n)
      one = time(each, threads: 1, operations: n)
    }
    print("\(each.implementation) \(each.scenario) \(n) \(one) \(two)")
  }
}
