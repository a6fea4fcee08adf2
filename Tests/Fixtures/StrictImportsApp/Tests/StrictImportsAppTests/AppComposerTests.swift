import InjectKit
import InjectKitTesting
import StrictImportsApp
import Testing

/// A greeter of the test's own, registered over the app's.
struct QuietGreeter: Greeter {
  func greet(_ name: String) -> String { "hi \(name)" }
}

@Suite(.dependencies { _ in AppComposer().register() })
struct AppComposerTests {
  @Test func argumentFactoriesOfEachArityAndTheDecoratorAreRegistered() throws {
    let root = Dependencies.root

    let greeting = try root.tryResolve(Greeting.self, arguments: "Ada")
    let two = try root.tryResolve(Report.self, arguments: "title", 2)
    let three = try root.tryResolve(Report.self, arguments: "a", "b", "c")
    let six = try root.tryResolve(Report.self, arguments: 1, 2, 3, 4, 5, 6)

    #expect(greeting.text == "Hello, Ada!")
    #expect(two.lines == ["title", "2"])
    #expect(three.lines == ["a", "b", "c"])
    #expect(six.lines == ["1", "2", "3", "4", "5", "6"])
    #expect(try root.tryResolve([any Greeter].self).count == 1)
    #expect(try root.tryResolve(GreetingScreen.self, name: "autowired").title(for: "Ada") == "Hello, Ada!")
  }

  @Test func theLegacyModuleResolvesThroughTheSwinjectAPIAndTheEngine() throws {
    LegacyModule.register()

    #expect(LegacyModule.greeting(for: "Ada")?.text == "legacy Ada")
    #expect(try Dependencies.root.tryResolve(Greeting.self, name: "legacy", arguments: "Bo").text == "legacy Bo")
  }

  @Test func anOverrideReplacesTheAppsGreeter() throws {
    let greeting = try Dependencies.withOverrides { deps in
      deps.add(Greeter.self) { QuietGreeter() }
    } operation: {
      try Dependencies.root.tryResolve(Greeting.self, arguments: "Ada")
    }

    #expect(greeting.text == "hi Ada")  // the override is the test's own, undecorated
  }

  @Test func everyRegistrationVerifies() throws {
    let report = Dependencies.root.verificationReport()

    #expect(report.problems.isEmpty, "\(report)")
  }
}
