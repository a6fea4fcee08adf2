import InjectKit
import Testing

extension Reliability {
  /// A decorated singleton resolved by two threads at once, over and over on fresh containers.
  ///
  /// Observed: the factory and the decorator each run exactly once per container, both threads
  /// get the same decorated instance, and nothing undecorated ever escapes.
  @Suite struct DecoratedSingleton {
    @Test func twoThreadsBuildAndDecorateItExactlyOnce() {
      let violations = Violations()
      let progress = Locked(0)
      let rounds = Locked(0)
      let deadline = Deadline(seconds: StressEnvironment.seconds(share: 0.02))
      while !deadline.passed || rounds.current == 0 {
        let deps = Dependencies(label: "decorated")
        let builds = Locked(0)
        let decorations = Locked(0)
        deps.add(Service.self, scope: .singleton) {
          builds.withLock { $0 += 1 }
          return Service(name: "plain")
        }
        deps.decorate(Service.self) { _, inner in
          decorations.withLock { $0 += 1 }
          return Service(name: "decorated \(inner.name)")
        }
        let seen = Locked([ObjectIdentifier]())
        runWorkers(2, progress: progress, label: "decorated-singleton") { _ in
          let service = deps.resolve(Service.self)
          violations.check(service.name == "decorated plain", "an undecorated instance escaped: \(service.name)")
          seen.withLock { $0.append(ObjectIdentifier(service)) }
          progress.withLock { $0 += 1 }
        }
        violations.check(builds.current == 1, "the factory ran \(builds.current) times")
        violations.check(decorations.current == 1, "the decorator ran \(decorations.current) times")
        violations.check(Set(seen.current).count == 1, "the threads got different instances")
        rounds.withLock { $0 += 1 }
      }
      #expect(violations.count == 0, "\(violations.summary)")
      print("stress: decorated singleton, \(rounds.current) rounds of two threads")
    }
  }
}
