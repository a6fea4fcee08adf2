// Must compile: the same lines in `@MainActor` code build a main-actor factory, which InjectKit
// runs only on the main actor, so the captured counter is only ever touched there.
// Checked by Tests/Fixtures/RaceRejection/check.sh (in .ci/run).
import InjectKit

final class Counter { var count = 0 }
final class Service {}

@MainActor func registerOnTheMainActor(_ deps: Dependencies) {
  let counter = Counter()
  deps.add { () -> Service in
    counter.count += 1
    return Service()
  }
  counter.count += 1
}

@MainActor func registerWithAnArgumentOnTheMainActor(_ deps: Dependencies) {
  let counter = Counter()
  deps.add(Service.self) { (_, step: Int) in
    counter.count += step
    return Service()
  }
  counter.count += 1
}
