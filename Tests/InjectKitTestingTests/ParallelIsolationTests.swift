import InjectKit
import InjectKitTesting
import Testing

/// 100 cases run in parallel, all overriding `Probe`; each must see only its own value.
@Suite struct ParallelIsolationTests {
  @Test(arguments: 0..<100) func overrideSeesOnlyItsOwnValue(_ value: Int) {
    Dependencies.withOverrides { deps in
      deps.add { Probe(value: value) }
    } operation: {
      for _ in 0..<50 {
        #expect(Dependencies.root.resolve(Probe.self).value == value)
      }
      #expect(ProbeReader().probe.value == value)
    }
  }

  @Test(arguments: 0..<100) func asyncOverrideSurvivesSuspension(_ value: Int) async throws {
    try await Dependencies.withOverrides { deps in
      deps.add { Probe(value: value) }
    } operation: {
      let reader = ProbeReader()
      // Suspend so other cases run on this thread between the override and the reads.
      try await Task.sleep(nanoseconds: UInt64(value % 5 + 1) * 1_000_000)
      await Task.yield()
      #expect(Dependencies.root.resolve(Probe.self).value == value)
      #expect(reader.probe.value == value)
      let fromChild = await Task { Dependencies.root.resolve(Probe.self).value }.value
      #expect(fromChild == value)
    }
  }

  // Composers write to `Dependencies.root`: in a trait test that is the test's own container.
  @Test(.dependencies { _ in }, arguments: 0..<100) func traitContainerTakesRootWrites(_ value: Int) async {
    #expect(!Dependencies.root.isRegistered(Probe.self))
    ProbeComposer(value: value).register()
    await Task.yield()
    #expect(Dependencies.root.resolve(Probe.self).value == value)
    #expect(ProbeReader().probe.value == value)
  }
}
