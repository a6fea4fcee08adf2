import InjectKit
import Testing

extension Reliability {
  /// `onReset` hooks that misbehave.
  ///
  /// Observed: a hook cannot throw: `onReset` takes `(T) -> Void`, so a throwing closure does not
  /// compile.
  /// Hooks run after the cache is emptied and outside every lock, so a hook may resolve (even
  /// the key being reset: that builds and caches a new instance), `add`, or `reset` again,
  /// without deadlock. Hooks run because the container itself is released cannot reach it: a
  /// weak capture already reads nil there.
  @Suite struct ResetHooks {
    @Test func hookResolvesAddsAndResetsAgain() {
      let deps = Dependencies(label: "hooks")
      let hookRuns = Locked(0)
      let rebuilt = Locked<Service?>(nil)
      deps.add(Service.self, scope: .singleton) { Service(name: "reset me") }
        .onReset { [weak deps] _ in
          let run = hookRuns.withLock { runs in
            runs += 1
            return runs
          }
          guard let deps, run == 1 else { return }
          rebuilt.withLock { $0 = deps.resolve(Service.self) }
          deps.add(Leaf.self) { Leaf() }
          deps.reset(.singleton)  // resets the instance just rebuilt: this hook runs a second time
        }
      let original = deps.resolve(Service.self)
      deps.reset(.singleton)
      #expect(hookRuns.current == 2)
      #expect(rebuilt.current != nil && rebuilt.current !== original)
      #expect(deps.isRegistered(Leaf.self))
      #expect(deps.resolve(Service.self) !== rebuilt.current, "the nested reset did not drop the rebuilt instance")
    }

    @Test func hookDuringContainerReleaseCannotReachIt() {
      let sawContainer = Locked<Bool?>(nil)
      do {
        let deps = Dependencies(label: "releasing")
        deps.add(Service.self, scope: .singleton) { Service(name: "x") }
          .onReset { [weak deps] _ in sawContainer.withLock { $0 = deps != nil } }
        _ = deps.resolve(Service.self)
      }
      #expect(sawContainer.current == false)
    }
  }
}
