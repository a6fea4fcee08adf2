import Foundation
import InjectKit
import Testing

extension Reliability {
  /// Many threads, one container, a random mix of everything a container does, for a bounded
  /// time; invariants checked on every operation and at the end of each round.
  @Suite struct Stress {
    @Test func randomMixHoldsInvariants() {
      let seconds = StressEnvironment.seconds(share: 0.55)
      let threads = StressEnvironment.threads
      let rounds = max(1, Int(seconds.rounded()))
      let violations = Violations()
      let operations = Locked(0)
      let seed = UInt64.random(in: 1...UInt64(UInt32.max))
      let clock = Deadline(seconds: seconds)
      // Past its time only to reach the floor (release runs in CI), and never more than 10× as long.
      let minimum = StressEnvironment.minimumOperations
      let limit = Deadline(seconds: seconds * 10)
      var round = 0
      while round < rounds || (operations.current < minimum && !limit.passed) {
        defer { round += 1 }
        weak var released: Dependencies?
        let sessions: (built: Locked<Int>, reset: Locked<Int>)
        do {
          let world = StressWorld()
          released = world.root
          sessions = (world.sessionBuilds, world.sessionResets)
          runRound(
            Locked(world), threads: threads, seconds: seconds / Double(rounds), seed: seed &+ UInt64(round) << 8,
            operations: operations,
            violations: violations)
          let builds = world.singletonBuilds.current
          violations.check(builds.allSatisfy { $0 <= 1 }, "a singleton factory ran more than once: \(builds)")
        }
        violations.check(released == nil, "round \(round): the container outlived its last reference")
        // `onReset` runs once per dropped instance, whether `reset` or the container's end dropped it.
        let (built, reset) = (sessions.built.current, sessions.reset.current)
        violations.check(built == reset, "round \(round): \(built) session instances built, \(reset) reset")
      }
      let total = operations.current
      print(
        "stress: \(total) operations, \(threads) threads, \(String(format: "%.1f", clock.elapsed)) s, "
          + "\(violations.count) invariant violations (seed \(seed))")
      #expect(violations.count == 0, "\(violations.count) violations, seed \(seed):\n\(violations.summary)")
      #expect(total > 0)
      #expect(total >= minimum, "\(total) operations, below the floor of \(minimum)")
    }

    /// Runs the workers against `world` until `seconds` pass, then checks no registration was lost.
    private func runRound(
      _ cell: Locked<StressWorld?>, threads: Int, seconds: Double, seed: UInt64, operations: Locked<Int>,
      violations: Violations
    ) {
      let deadline = Deadline(seconds: seconds)
      let phase = Locked([String](repeating: "starting", count: threads))
      // Workers reach the world through `cell`, emptied below, so no thread object still holds
      // it when the round checks that the container was released.
      defer { cell.withLock { $0 = nil } }
      runWorkers(threads, progress: operations, phase: phase, label: "stress") { index in
        guard let world = cell.current else { return }
        var worker = StressWorker(
          index: index, world: world, violations: violations,
          random: SplitMix64(seed: seed &+ UInt64(index)))
        var done = 0
        while !deadline.passed {
          let operation = worker.step()
          done += 1
          if done % 64 == 0 {
            operations.withLock { $0 += 64 }
            phase.withLock { $0[index] = "after \(operation)" }
          }
        }
        operations.withLock { $0 += done % 64 }
        for slot in 0..<StressWorker.dynamicSlots where worker.versions[slot] > 0 { worker.checkDynamic(slot: slot) }
      }
    }
  }
}
