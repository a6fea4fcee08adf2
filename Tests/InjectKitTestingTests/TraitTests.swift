import InjectKit
import InjectKitTesting
import Testing

@Suite struct TestTraitTests {
  // One container per case: a container shared across cases would count past one.
  @Test(.dependencies { deps in deps.add(Counter.self, scope: .singleton) { Counter() } }, arguments: 0..<20)
  func everyCaseGetsAFreshContainer(_ value: Int) {
    #expect(Dependencies.root.resolve(Counter.self).increment() == 1)
  }

  @Test(
    .dependencies { _ in
      ProbeComposer(value: 3).register()
      await MainActorComposer().register()
    })
  @MainActor func configureRunsComposersIntoTheTestContainer() {  // MainActorComposer's factory is a main-actor one
    #expect(Dependencies.root.resolve(Probe.self).value == 3)
    #expect(Dependencies.root.resolve(Probe.self, name: "main").value == -1)
  }

  @Test(.dependencies { deps in deps.add { Probe(value: 8) } })
  func containerStartsEmptyAndStaysOutOfTheGlobalRoot() async {
    let root = Dependencies.root
    #expect(root.parent == nil)
    // Task.detached drops task-locals: it sees the process-wide root, which never got the probe.
    let global = await Task.detached { Dependencies.root }.value
    #expect(global !== root)
    #expect(!global.isRegistered(Probe.self))
  }

  @Test func configureErrorsReachTheTest() async throws {
    struct ConfigureFailed: Error {}
    let trait: DependenciesTrait = .dependencies { _ in throw ConfigureFailed() }
    let test = try #require(Test.current)
    await #expect(throws: ConfigureFailed.self) {
      try await trait.provideScope(for: test, testCase: Test.Case.current) {
        Issue.record("the test ran although configure threw")
      }
    }
  }
}

/// The suite's trait applies to each test on its own.
@Suite(
  .dependencies { deps in
    deps.add(Counter.self, scope: .singleton) { Counter() }
    deps.add { Probe(value: 1) }
  })
struct SuiteTraitTests {
  @Test(arguments: 0..<20) func everyCaseGetsAFreshContainer(_ value: Int) {
    #expect(Dependencies.root.resolve(Counter.self).increment() == 1)
  }

  // Two plain tests writing the same key: whichever runs second would see the other's value.
  @Test func firstWriterSeesNoOtherWrite() {
    #expect(!Dependencies.root.isRegistered(Probe.self, name: "written"))
    Dependencies.root.add(name: "written") { Probe(value: 10) }
    #expect(Dependencies.root.resolve(Probe.self, name: "written").value == 10)
  }

  @Test func secondWriterSeesNoOtherWrite() {
    #expect(!Dependencies.root.isRegistered(Probe.self, name: "written"))
    Dependencies.root.add(name: "written") { Probe(value: 20) }
    #expect(Dependencies.root.resolve(Probe.self, name: "written").value == 20)
  }

  @Test(.dependencies { deps in deps.add { Probe(value: 2) } })
  func testTraitBuildsOnTheSuiteTrait() {
    #expect(Dependencies.root.resolve(Probe.self).value == 2)
    #expect(Dependencies.root.parent?.resolve(Probe.self).value == 1)
    #expect(Dependencies.root.resolve(Counter.self).increment() == 1)
  }
}
