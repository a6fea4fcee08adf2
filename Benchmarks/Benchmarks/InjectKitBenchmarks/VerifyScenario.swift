import Benchmark
import InjectKit

/// 10,000 autowired registrations (one type under 10,000 names) over four singletons.
enum VerifyFixture {
  static let container: Dependencies = {
    let deps = Dependencies(label: "verify")
    deps.add(ServiceA.self, scope: .singleton) { ServiceA() }
    deps.add(ServiceB.self, scope: .singleton) { ServiceB() }
    deps.add(ServiceC.self, scope: .singleton) { ServiceC() }
    deps.add(ServiceD.self, scope: .singleton) { ServiceD() }
    for name in RegistrationNames.tenThousand { deps.autowire(Presenter.self, name: name, Presenter.init) }
    return deps
  }()
}

func verifyBenchmarks() {
  bench(.verify, .injectKit, .perIteration) { benchmark in
    let deps = VerifyFixture.container
    benchmark.startMeasurement()
    do {
      try deps.verify()
    } catch {
      benchmark.error("verify() found problems in a correct graph: \(error)")
    }
  }
}
