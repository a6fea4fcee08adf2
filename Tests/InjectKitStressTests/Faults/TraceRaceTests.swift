import InjectKit
import Testing

extension Reliability {
  /// Issue 47: traces starting and stopping while threads resolve (run under ThreadSanitizer:
  /// `swift test --sanitize=thread --filter TraceRace`).
  ///
  /// Observed: every resolve returns the right instance whether or not a trace runs; each trace
  /// holds only its container's resolves, every event's parent is an earlier build of the same
  /// trace one level up, and a trace's events stop when it returns.
  @Suite struct TraceRace {
    final class Leaf: Sendable {}
    final class Shared: Sendable {
      let leaf: Leaf
      init(leaf: Leaf) { self.leaf = leaf }
    }
    final class Top: Sendable {
      let shared: Shared
      let leaf: Leaf
      init(shared: Shared, leaf: Leaf) {
        self.shared = shared
        self.leaf = leaf
      }
    }

    static func container(_ label: String) -> Dependencies {
      let deps = Dependencies(label: label)
      deps.add(Leaf.self) { Leaf() }
      deps.add(Shared.self, scope: .singleton) { r in Shared(leaf: try r.resolve()) }
      deps.add(Top.self) { r in Top(shared: try r.resolve(), leaf: try r.resolve()) }
      return deps
    }

    @Test func tracesStartAndStopWhileThreadsResolve() {
      let traced = Self.container("traced")
      let other = Self.container("other")
      let child = Dependencies(parent: traced, label: "child")
      let violations = Violations()
      let progress = Locked(0)
      let traces = Locked(0)
      let deadline = Deadline(seconds: StressEnvironment.seconds(share: 0.02))

      runWorkers(4, progress: progress, label: "trace-race") { index in
        while !deadline.passed {
          if index == 0 {
            let trace = traced.trace {
              for _ in 0..<20 { _ = traced.resolve(Top.self) }
            }
            Self.check(trace, label: traced.label, violations)
            traces.withLock { $0 += 1 }
          } else {
            let deps = [traced, other, child][index % 3]
            do throws(ResolutionError) {
              let top = try deps.tryResolve(Top.self)
              violations.check(top.shared === (try deps.tryResolve(Shared.self)), "a singleton built twice")
            } catch {
              violations.record("resolve failed: \(error.message)")
            }
          }
          progress.withLock { $0 += 1 }
        }
      }

      #expect(violations.count == 0, "\(violations.summary)")
      #expect(traces.current > 0)
    }

    /// A trace's events: only its container's (and its child's, which answers from it), each
    /// nested under an earlier build, one level deeper; the traced thread's own 20 resolves are there.
    static func check(_ trace: ResolutionTrace, label: String, _ violations: Violations) {
      let events = trace.events
      for (index, event) in events.enumerated() {
        violations.check(event.container == label, "an event of \(event.container)")
        if let parent = event.parent {
          violations.check(parent < index, "a parent after its child")
          violations.check(events[parent].outcome != .cached, "a cached read as a parent")
          violations.check(events[parent].depth + 1 == event.depth, "a depth not its parent's plus one")
        } else {
          violations.check(event.depth == 0, "a top-level event below the top")
        }
      }
      let ownTops = events.filter { $0.key == "Top" && $0.depth == 0 }.count
      violations.check(ownTops >= 20, "\(ownTops) top-level resolves of Top, not at least 20")
    }
  }
}
