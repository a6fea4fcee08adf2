import InjectKit
import Testing

/// Issue 18, case 3: a captive dependency is a longer-lived instance that keeps a shorter-lived
/// one. Autowired registrations keep their parameters by construction; a closure factory's dry
/// run shows whether what it received is still alive, held by its instance, once built.
@Suite struct VerificationCaptiveTests {
  struct Settings: Sendable {
    var databaseURL = "memory"
  }
  final class SettingsFile: Sendable {
    let databaseURL = "file"
  }
  final class Database: Sendable {
    let url: String
    init(url: String) { self.url = url }
    static func open(_ url: String) -> Database { Database(url: url) }
  }

  @Test func aSingletonKeepingATransientIsCaptive() {
    let deps = Dependencies()
    deps.add(Repository.self, scope: .singleton) { r in Repository(store: try r.resolve()) }
    deps.add(Store.self) { _ in FileStore() }

    let captive = deps.verificationReport().problems(of: .captiveDependency)

    #expect(captive.map(\.path) == [["Repository", "Store"]])
  }

  @Test func readingAValueOutOfATransientStructIsNotCaptive() {
    let deps = Dependencies()
    deps.add(Settings.self) { Settings() }
    deps.add(Database.self, scope: .singleton) { r in Database.open(try r.resolve(Settings.self).databaseURL) }

    let report = deps.verificationReport()

    #expect(report.problems.isEmpty, "\(report)")
  }

  @Test func keepingATransientStructIsNotCaptive() {
    final class Holder: Sendable {
      let settings: Settings
      init(settings: Settings) { self.settings = settings }
    }
    let deps = Dependencies()
    deps.add(Settings.self) { Settings() }
    deps.add(Holder.self, scope: .singleton) { r in Holder(settings: try r.resolve()) }

    #expect(deps.verificationReport().problems.isEmpty)
  }

  @Test func readingAndDroppingATransientClassIsNotCaptive() {
    let deps = Dependencies()
    deps.add(SettingsFile.self) { SettingsFile() }
    deps.add(Database.self, scope: .singleton) { r in Database.open(try r.resolve(SettingsFile.self).databaseURL) }

    #expect(deps.verificationReport().problems.isEmpty)
  }

  @Test func anAutowiredSingletonKeepsItsParametersByConstruction() {
    let deps = Dependencies()
    deps.autowire(Repository.self, scope: .singleton, Repository.init)
    deps.add(Store.self) { _ in FileStore() }

    let captive = deps.verificationReport().problems(of: .captiveDependency)

    #expect(captive.map(\.path) == [["Repository", "Store"]])
  }

  @Test func aGraphInstanceKeptThroughAnotherIsCaptive() {
    let deps = Dependencies()
    deps.add(Node.self) { r in Node(leaf: try r.resolve()) }
    deps.add(Leaf.self, scope: .graph) { Leaf() }
    deps.add(Presenter.self, scope: .singleton) { r in
      _ = try r.resolve(Node.self)
      return Presenter(repository: Repository(store: FileStore()), leaf: try r.resolve())
    }

    let captive = deps.verificationReport().problems(of: .captiveDependency)

    // Presenter keeps the graph's Leaf (which Node was built with first); it drops the Node.
    #expect(captive.map(\.path) == [["Presenter", "Leaf"]])
  }

  final class Parent: Sendable {}
  // Safety: `parent` is written by `onResolved` on the resolving thread before the resolve
  // returns, and only read afterwards.
  final class StrongChild: @unchecked Sendable {
    var parent: Parent?
  }
  // Safety: as `StrongChild`.
  final class WeakChild: @unchecked Sendable {
    weak var parent: Parent?
  }

  @Test func whatAHookKeepsIsObservedToo() {
    let deps = Dependencies()
    deps.add(Parent.self, scope: .graph) { Parent() }
    deps.add(StrongChild.self, scope: .singleton) { StrongChild() }
      .onResolved { r, child in child.parent = try r.resolve() }
    deps.add(WeakChild.self, scope: .singleton) { WeakChild() }
      .onResolved { r, child in child.parent = try r.resolve() }

    let captive = deps.verificationReport().problems(of: .captiveDependency)

    // The hook's `child.parent = try r.resolve()` asks for `Parent?`, which falls back to `Parent`.
    #expect(captive.map(\.path) == [["StrongChild", "Optional<Parent>"]])
  }

  @Test func asyncFactoriesAreObservedWhenAwaited() async throws {
    final class Pool: Sendable {
      let settings: SettingsFile
      init(settings: SettingsFile) { self.settings = settings }
    }
    let deps = Dependencies()
    deps.add(SettingsFile.self) { SettingsFile() }
    deps.addAsync(Database.self, scope: .singleton) { r in Database.open(try r.resolve(SettingsFile.self).databaseURL) }
    deps.addAsync(Pool.self, scope: .singleton) { r in Pool(settings: try r.resolve()) }

    let error = try await #require(throws: VerificationError.self) { try await deps.verify() }

    #expect(error.report.problems.map(\.path) == [["Pool", "SettingsFile"]])
    #expect(error.report.problems.map(\.kind) == [.captiveDependency])
  }
}
