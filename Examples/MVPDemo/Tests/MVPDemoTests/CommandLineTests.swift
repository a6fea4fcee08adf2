import InjectKit
import Testing

@testable import MVPDemoApp

/// The options of `MVPDemo` / `InjectKitExample`, run against a container of the test's own.
@MainActor
@Suite struct CommandLineTests {
  private struct Unregistered {}
  private struct NeedsUnregistered { let dependency: Unregistered }

  @Test func verifyExitsZeroForTheApp() {
    #expect(Dependencies.withRoot(Dependencies()) { DemoCommandLine.main(arguments: ["--verify"]) } == 0)
  }

  @Test func verifyExitsNonzeroWhenTheGraphHasProblems() {
    let deps = Dependencies()
    deps.add { r in NeedsUnregistered(dependency: try r.resolve()) }
    #expect(Dependencies.withRoot(deps) { DemoCommandLine.main(arguments: ["--verify"]) } == 1)
  }

  @Test func graphComposesTheApp() {
    let deps = Dependencies()
    #expect(Dependencies.withRoot(deps) { DemoCommandLine.main(arguments: ["--graph"]) } == 0)
    #expect(deps.graph(format: .mermaid).contains("HomePresenterDelegate"))
  }

  @Test(arguments: [["--bogus"], ["--verify", "--graph"]])
  func unknownArgumentsAreAUsageError(arguments: [String]) {
    #expect(Dependencies.withRoot(Dependencies()) { DemoCommandLine.main(arguments: arguments) } == 64)
  }
}
