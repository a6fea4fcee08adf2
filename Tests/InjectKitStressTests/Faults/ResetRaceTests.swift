import InjectKit
import Testing

extension Reliability {
  /// `reset` racing resolution of the scopes it empties.
  ///
  /// Observed: a resolve racing a reset returns either the instance cached before the reset or
  /// a new one; never an error, never a half-built value. `onReset` runs exactly once for every
  /// instance that was cached, counting the container's own release, though possibly while
  /// another thread still uses that instance (it was handed out before the reset).
  @Suite struct ResetRace {
    @Test(arguments: [Scope.singleton, .custom("session"), .weak])
    func resetWhileResolving(scope: Scope) {
      let builds = Locked(0)
      let resets = Locked(0)
      let violations = Violations()
      let progress = Locked(0)
      weak var released: Dependencies?
      do {
        let deps = Dependencies(label: "reset-race")
        released = deps
        deps.add(Service.self, scope: scope) {
          builds.withLock { $0 += 1 }
          return Service(name: "reset")
        }
        .onReset { _ in resets.withLock { $0 += 1 } }
        let deadline = Deadline(seconds: StressEnvironment.seconds(share: 0.02))
        runWorkers(4, progress: progress, label: "reset-race") { index in
          while !deadline.passed {
            if index == 0 {
              deps.reset(scope)
            } else {
              do throws(ResolutionError) {
                violations.check(try deps.tryResolve(Service.self).name == "reset", "wrong instance")
              } catch {
                violations.record("resolve racing reset failed: \(error.message)")
              }
            }
            progress.withLock { $0 += 1 }
          }
        }
      }
      #expect(released == nil)
      #expect(violations.count == 0, "\(violations.summary)")
      #expect(builds.current > 1, "reset never made the next resolve build again")
      if scope != .weak {
        // `.weak` instances freed before a reset have nothing left to reset.
        #expect(resets.current == builds.current, "\(builds.current) built, \(resets.current) onReset calls")
      } else {
        #expect(resets.current <= builds.current)
      }
    }
  }
}
