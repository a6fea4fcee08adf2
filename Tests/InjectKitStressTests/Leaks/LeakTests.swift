import InjectKit
import Testing

extension Reliability {
  /// Weak references prove what a container and its scopes release: see `LeakScenario`.
  @Suite struct Leaks {
    @Test func nothingOutlivesItsOwners() {
      var leaks: [String] = []
      var watched = 0
      for scenario in LeakScenario.allCases {
        let probe = LeakProbe()
        scenario.run(probe)
        watched += probe.count
        leaks += probe.leaks.map { "\(scenario): \($0)" }
      }
      print("leaks found: \(leaks.count) (\(watched) objects watched in \(LeakScenario.allCases.count) scenarios)")
      #expect(leaks.isEmpty, "still alive: \(leaks)")
      #expect(watched >= LeakScenario.allCases.count)
    }

    /// The probe itself sees a leak: an object kept alive by a cycle.
    @Test func probeSeesACycle() {
      let probe = LeakProbe()
      let cycle = Cycle()
      cycle.me = cycle
      probe.watch(cycle, "cycle")
      #expect(probe.leaks == ["cycle"])
      cycle.me = nil
    }
  }
}

private final class Cycle {
  var me: Cycle?
}
