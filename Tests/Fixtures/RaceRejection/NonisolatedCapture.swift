// Must NOT compile: a factory registered from nonisolated code is a `@Sendable` closure, so
// capturing a mutable class that the registering code keeps using is a data race the compiler
// rejects, as before the closure forms learned to inherit a caller's actor.
// Checked by Tests/Fixtures/RaceRejection/check.sh (in .ci/run).
import InjectKit

final class Counter { var count = 0 }
final class Service {}

func registerRacily(_ deps: Dependencies) {
  let counter = Counter()
  deps.add { () -> Service in
    counter.count += 1
    return Service()
  }
  counter.count += 1
}
