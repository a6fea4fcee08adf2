import InjectKit
import Testing

extension Reliability {
  /// Factories that register other keys, or their own key, while they are being resolved.
  ///
  /// Observed: `add` from inside a factory neither deadlocks nor fails the resolve in
  /// progress (registration takes the registry's lock; resolution never holds it). Keys added
  /// that way resolve at once. A singleton factory that replaces its own registration while it
  /// runs returns its instance to that resolve, but the instance is cached in the replaced
  /// registration and dropped: the next resolve runs the new factory. The factory must capture
  /// the container weakly, or container → registration → factory → container is a cycle.
  @Suite struct ReentrantAdd {
    @Test func addingOtherKeysWhileResolving() {
      let deps = Dependencies(label: "reentrant")
      let counter = Locked(0)
      deps.add(Service.self, name: "adder") { [weak deps] in
        let number = counter.withLock { value in
          value += 1
          return value
        }
        deps?.add(Dynamic.self, name: "added-\(number)") { Dynamic(name: "added-\(number)", version: number) }
        return Service(name: "added-\(number)")
      }
      let violations = Violations()
      let progress = Locked(0)
      let deadline = Deadline(seconds: StressEnvironment.seconds(share: 0.02))
      runWorkers(4, progress: progress, label: "reentrant") { _ in
        while !deadline.passed {
          // The factory ran on this thread, so the key it added must be visible here now.
          let name = deps.resolve(Service.self, name: "adder").name
          do throws(ResolutionError) {
            violations.check(try deps.tryResolve(Dynamic.self, name: name).name == name, "\(name): wrong instance")
          } catch {
            violations.record("a key added inside a factory was lost: \(error.message)")
          }
          progress.withLock { $0 += 1 }
        }
      }
      #expect(violations.count == 0, "\(violations.summary)")
      #expect(counter.current > 0)
    }

    @Test func singletonReplacingItselfWhileResolving() {
      let deps = Dependencies(label: "self-replacing")
      deps.add(Service.self, scope: .singleton) { [weak deps] in
        deps?.add(Service.self, scope: .singleton) { Service(name: "second") }
        return Service(name: "first")
      }
      let first = deps.resolve(Service.self)
      #expect(first.name == "first")
      let second = deps.resolve(Service.self)
      #expect(second.name == "second")
      #expect(deps.resolve(Service.self) === second)
    }
  }
}
