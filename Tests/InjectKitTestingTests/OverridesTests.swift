import InjectKit
import InjectKitTesting
import Testing

@Suite(
  .dependencies { deps in
    deps.add(Counter.self, scope: .singleton) { Counter() }
    deps.add { Probe(value: 1) }
  })
struct OverridesTests {
  @Test func syncOverrideWinsOverRealRegistrations() {
    let before = Dependencies.root
    let counter = before.resolve(Counter.self)
    let seen = Dependencies.withOverrides { deps in
      deps.add { Probe(value: 2) }
    } operation: {
      #expect(Dependencies.root.parent === before)
      #expect(Dependencies.root.resolve(Counter.self) === counter)
      return Dependencies.root.resolve(Probe.self).value
    }
    #expect(seen == 2)
    #expect(Dependencies.root === before)
    #expect(Dependencies.root.resolve(Probe.self).value == 1)
  }

  @Test func asyncOverrideWinsOverRealRegistrations() async throws {
    let before = Dependencies.root
    let counter = before.resolve(Counter.self)
    let seen = try await Dependencies.withOverrides { deps in
      await Task.yield()
      deps.add { Probe(value: 3) }
    } operation: {
      try await Task.sleep(nanoseconds: 1_000_000)
      #expect(Dependencies.root.resolve(Counter.self) === counter)
      return await Task { Dependencies.root.resolve(Probe.self).value }.value
    }
    #expect(seen == 3)
    #expect(Dependencies.root === before)
    #expect(Dependencies.root.resolve(Probe.self).value == 1)
  }

  @Test func injectReadBeforeTheOverrideKeepsItsInstance() {
    let early = ProbeReader()
    #expect(early.probe.value == 1)
    Dependencies.withOverrides { deps in
      deps.add { Probe(value: 4) }
    } operation: {
      #expect(early.probe.value == 1)
      #expect(ProbeReader().probe.value == 4)
    }
  }

  @Test func errorsPropagateAndRootIsRestored() {
    struct Failed: Error {}
    let before = Dependencies.root
    #expect(throws: Failed.self) {
      try Dependencies.withOverrides { _ in
      } operation: {
        throw Failed()
      }
    }
    #expect(Dependencies.root === before)
  }
}
