import InjectKit
import Testing

/// The error the fault-injecting factories throw.
struct InjectedFault: Error, CustomStringConvertible {
  var description: String { "injected fault" }
}

extension Reliability {
  /// Factories that throw at random, under load, in every scope.
  ///
  /// Observed: every failure reaches `tryResolve` as `factoryFailed` with the fault as
  /// `underlying` and the path from the resolved key to the throwing one; a caching scope keeps
  /// nothing after a throw, so the next resolve retries; once a singleton is built it is never
  /// built again, and its later resolves cannot fail.
  @Suite struct ThrowingFactories {
    @Test(arguments: [Scope.transient, .singleton, .weak, .graph, .custom("flaky")])
    func failuresAreReportedAndRetried(scope: Scope) {
      let deps = Dependencies(label: "faults")
      let builds = Locked(0)
      deps.add(Service.self, name: "flaky", scope: scope) { _ in
        if Int.random(in: 0..<3) == 0 { throw InjectedFault() }
        builds.withLock { $0 += 1 }
        return Service(name: "flaky")
      }
      deps.add(Middle.self) { r in Middle(leaf: Leaf(), service: try r.resolve(Service.self, name: "flaky")) }
      let violations = Violations()
      let successes = Locked([ObjectIdentifier]())
      let progress = Locked(0)
      let deadline = Deadline(seconds: StressEnvironment.seconds(share: 0.02))
      runWorkers(4, progress: progress, label: "throwing") { _ in
        while !deadline.passed {
          do throws(ResolutionError) {
            let middle = try deps.tryResolve(Middle.self)
            successes.withLock { $0.append(ObjectIdentifier(middle.service)) }
          } catch {
            violations.check(
              error.code == .factoryFailed && error.underlying is InjectedFault,
              "expected factoryFailed(InjectedFault), got \(error.code): \(error.message)")
            violations.check(error.path == ["Middle", "Service (name: \"flaky\")"], "path \(error.path)")
            violations.check(error.description.contains("injected fault"), "description lacks the fault")
          }
          progress.withLock { $0 += 1 }
        }
      }
      #expect(violations.count == 0, "\(violations.summary)")
      #expect(!successes.current.isEmpty, "no resolve succeeded in \(progress.current) attempts")
      if scope == .singleton || scope == .custom("flaky") {
        #expect(builds.current == 1, "a caching scope built \(builds.current) instances")
        #expect(Set(successes.current).count == 1)
      }
    }
  }
}
