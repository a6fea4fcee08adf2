// Must NOT compile: the runtime-argument form, written in nonisolated code, is a `@Sendable`
// closure too, so capturing a mutable class that the registering code keeps using is rejected.
// Checked by Tests/Fixtures/RaceRejection/check.sh (in .ci/run).
import InjectKit

final class Counter { var count = 0 }
final class Service {}

func registerRacilyWithAnArgument(_ deps: Dependencies) {
  let counter = Counter()
  deps.add(Service.self) { (_, step: Int) in
    counter.count += step
    return Service()
  }
  counter.count += 1
}
