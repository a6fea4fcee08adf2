// The command line is the terminal app's: where UIKit has views (iOS, tvOS) the app has none.
#if !canImport(UIKit) || os(watchOS)
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

    @Test(arguments: [["--verify", "--graph"], ["--graph", "--verify"]])
    func verifyAndGraphWorkTogether(arguments: [String]) {
      let deps = Dependencies()
      #expect(Dependencies.withRoot(deps) { DemoCommandLine.main(arguments: arguments) } == 0)
      #expect(deps.isRegistered(HomePresenterDelegate.self))
    }

    @Test func verifyAndGraphTogetherStillFailOnProblems() {
      let deps = Dependencies()
      deps.add { r in NeedsUnregistered(dependency: try r.resolve()) }
      #expect(Dependencies.withRoot(deps) { DemoCommandLine.main(arguments: ["--graph", "--verify"]) } == 1)
    }

    @Test(arguments: [["--bogus"], ["--verify", "--verify"], ["--graph", "--help"], ["--verify", "x"]])
    func unknownArgumentsAreAUsageError(arguments: [String]) {
      #expect(Dependencies.withRoot(Dependencies()) { DemoCommandLine.main(arguments: arguments) } == 64)
    }

    @Test func helpListsEveryCommandOfTheApp() {
      for command in ["a number", "f to toggle", "b to go back", "? to show the screen again", "q to"] {
        #expect(DemoCommandLine.usage.contains(command), "--help does not mention \(command.debugDescription)")
      }
    }
  }
#endif
