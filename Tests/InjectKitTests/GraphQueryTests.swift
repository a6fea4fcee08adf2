import InjectKit
import Testing

/// Issue 37, part 2: the graph `verify()` records, asked. One small app: a coordinator showing
/// a home and a settings screen, a presenter behind a protocol, two singletons, a logger, and a
/// cache nothing uses any more.
@Suite struct GraphQueryTests {
  final class Logger: Sendable {}
  final class Store: Sendable {
    let logger: Logger
    init(logger: Logger) { self.logger = logger }
  }
  final class Analytics: Sendable {}
  protocol HomePresenting: Sendable {}
  final class HomePresenter: HomePresenting {
    init(analytics: Analytics, store: Store) {}
  }
  final class HomeView: Sendable {
    init(presenter: any HomePresenting) {}
  }
  final class SettingsView: Sendable {
    init(store: Store) {}
  }
  final class AppCoordinator: Sendable {
    init(home: HomeView, settings: SettingsView) {}
  }
  final class LegacyCache: Sendable {
    init(logger: Logger) {}
  }

  /// The line of each registration, for the sites the answers name.
  struct Lines {
    var store = 0
    var analytics = 0
    var decorator = 0
    var presenter = 0
    var legacy = 0
  }

  static func app(storeScope: Scope = .singleton, presenterUsesStore: Bool = true) -> (Dependencies, Lines) {
    let deps = Dependencies(label: "app")
    var lines = Lines()
    deps.add(Logger.self, scope: .singleton) { Logger() }
    lines.store = #line + 1
    deps.add(Store.self, scope: storeScope) { r in Store(logger: try r.resolve()) }
    lines.analytics = #line + 1
    deps.add(Analytics.self, scope: .singleton) { Analytics() }
    lines.decorator = #line + 1
    deps.decorate(Analytics.self) { _, analytics in analytics }
    lines.presenter = #line + 1
    deps.add(HomePresenter.self) { r in
      let store: Store? = presenterUsesStore ? try r.resolve(Store.self) : nil
      return HomePresenter(analytics: try r.resolve(), store: store ?? Store(logger: Logger()))
    }
    .implements(HomePresenting.self)
    deps.add(HomeView.self) { r in HomeView(presenter: try r.resolve(HomePresenting.self)) }
    deps.add(SettingsView.self) { r in SettingsView(store: try r.resolve()) }
    deps.add(AppCoordinator.self) { r in AppCoordinator(home: try r.resolve(), settings: try r.resolve()) }
    lines.legacy = #line + 1
    deps.add(LegacyCache.self, scope: .singleton) { r in LegacyCache(logger: try r.resolve()) }
    return (deps, lines)
  }

  static let file = "InjectKitTests/GraphQueryTests.swift"

  // MARK: explain

  @Test func explainNamesTheRegistrationItsDependenciesAndThePathsToIt() {
    let (deps, lines) = Self.app()

    let explanation = deps.explain(HomePresenter.self)

    #expect(
      explanation.registration
        == RegistrationSummary(
          key: "HomePresenter", scope: .transient, container: "\"app\"", site: "\(Self.file):\(lines.presenter)"))
    #expect(explanation.builtBy == nil)
    // In the order its factory asks.
    #expect(
      explanation.dependencies.map(\.description) == [
        "HomePresenter → Store [singleton]", "HomePresenter → Analytics [singleton]",
      ])
    #expect(explanation.dependencies.first?.target?.site == "\(Self.file):\(lines.store)")
    #expect(explanation.paths == [["AppCoordinator", "HomeView", "HomePresenting", "HomePresenter"]])
    #expect(!explanation.hasMorePaths)
    #expect(explanation.problems.isEmpty)
  }

  @Test func explainFollowsAForwardingKeyToTheRegistrationThatBuildsIt() {
    let (deps, lines) = Self.app()

    let explanation = deps.explain(HomePresenting.self)

    #expect(explanation.registration?.forwardsTo == "HomePresenter")
    #expect(explanation.registration?.traits == "[forwards to HomePresenter]")
    #expect(explanation.builtBy?.site == "\(Self.file):\(lines.presenter)")
    #expect(explanation.dependencies.map(\.to) == ["Store", "Analytics"])
    #expect(explanation.paths == [["AppCoordinator", "HomeView", "HomePresenting"]])
  }

  @Test func explainListsDecoratorsAndIsPrintable() {
    let (deps, lines) = Self.app()

    let explanation = deps.explain(Analytics.self)

    #expect(explanation.decorators == ["\(Self.file):\(lines.decorator)"])
    #expect(explanation.dependencies.isEmpty)
    #expect(
      explanation.description == """
        Analytics [singleton], added at \(Self.file):\(lines.analytics) in container "app"
          decorated at: \(Self.file):\(lines.decorator)
          depends on: nothing
          reached from the graph's roots by:
            AppCoordinator → HomeView → HomePresenting → HomePresenter → Analytics
          problems: none
        """)
  }

  /// The answers follow the wiring: a changed scope, a removed edge and a renamed key each
  /// change them.
  @Test func explainChangesWithTheWiring() {
    let transientStore = Self.app(storeScope: .transient).0
    #expect(transientStore.explain(Store.self).registration?.scope == .transient)
    #expect(
      transientStore.explain(HomePresenter.self).dependencies.map(\.description).first
        == "HomePresenter → Store [transient]")

    let withoutEdge = Self.app(presenterUsesStore: false).0
    #expect(withoutEdge.explain(HomePresenter.self).dependencies.map(\.to) == ["Analytics"])
    #expect(withoutEdge.explain(Store.self).paths == [["AppCoordinator", "SettingsView", "Store"]])

    let renamed = Self.app().0
    renamed.add(Store.self, name: "main", scope: .singleton) { r in Store(logger: try r.resolve()) }
    #expect(renamed.explain(Store.self, name: "main").registration?.key == "Store (name: \"main\")")
    #expect(renamed.explain(Store.self, name: "mian").registration == nil)
  }

  @Test func explainOfAKeyNothingRegistersShowsWhoAsksForIt() {
    let deps = Dependencies(label: "app")
    deps.add(SettingsView.self) { r in SettingsView(store: try r.resolve()) }
    deps.add(AppCoordinator.self) { r in
      AppCoordinator(
        home: HomeView(presenter: HomePresenter(analytics: Analytics(), store: try r.resolve())),
        settings: try r.resolve())
    }

    let explanation = deps.explain(Store.self)

    #expect(explanation.registration == nil)
    // The coordinator's factory stops at its first failure: it never reaches the settings screen.
    #expect(explanation.paths == [["SettingsView", "Store"], ["AppCoordinator", "Store"]])
    #expect(explanation.description.hasPrefix("Store: nothing registers it in reach of the container."))
    #expect(deps.explain(SettingsView.self).problems.map(\.kind) == [.missingDependency])
  }

  @Test func explainListsTwentyPathsAndSaysThereAreMore() {
    // Five layers of two nodes, each on both nodes of the layer below: 2^5 = 32 paths to the leaf.
    let deps = Dependencies()
    deps.add(Logger.self, scope: .singleton) { Logger() }
    for layer in 1...5 {
      for side in ["a", "b"] {
        deps.add(Store.self, name: "\(layer)\(side)") { r in
          if layer > 1 {
            _ = try r.resolve(Store.self, name: "\(layer - 1)a")
            _ = try r.resolve(Store.self, name: "\(layer - 1)b")
          }
          return Store(logger: try r.resolve())
        }
      }
    }

    let explanation = deps.explain(Logger.self)

    #expect(explanation.paths.count == DependencyExplanation.pathLimit)
    #expect(explanation.hasMorePaths)
    #expect(explanation.paths.allSatisfy { $0.last == "Logger" && $0.count == 6 })
  }

  // MARK: dependents

  @Test func dependentsAreListedNearestFirstWithTheEdgeThatReachesThem() {
    let (deps, _) = Self.app()

    let dependents = deps.dependents(of: Store.self)

    #expect(
      dependents.map(\.description) == [
        "1  HomePresenter [transient] → Store", "1  SettingsView [transient] → Store",
        "2  HomePresenting [forwards to HomePresenter] → HomePresenter",
        "2  AppCoordinator [transient] → SettingsView", "3  HomeView [transient] → HomePresenting",
      ])
    #expect(dependents.first?.edge.target?.scope == .singleton)
    #expect(deps.dependents(of: AppCoordinator.self).isEmpty)
    #expect(
      Self.app(presenterUsesStore: false).0.dependents(of: Store.self).map(\.registration.key) == [
        "SettingsView", "AppCoordinator",
      ])
  }

  // MARK: Unused registrations

  @Test func registrationsNoRootReachesAreUnused() throws {
    let (deps, lines) = Self.app()

    let error = try #require(throws: VerificationError.self) { try deps.verify(roots: [AppCoordinator.self]) }

    let unused = error.report.problems(of: .unusedRegistration)
    #expect(error.report.problems.count == 1)
    #expect(unused.map(\.path) == [["LegacyCache"]])
    #expect(unused.first?.site == "\(Self.file):\(lines.legacy)")
    #expect(
      unused.first?.message.hasPrefix(
        "LegacyCache (added at \(Self.file):\(lines.legacy)) is needed by nothing the roots (AppCoordinator) reach")
        == true)
    #expect(error.report.description.contains("Unused registrations (1)"))
  }

  @Test func withoutRootsOrWithEveryEntryPointNothingIsUnused() throws {
    let (deps, _) = Self.app()

    try deps.verify()
    try deps.verify(roots: [AppCoordinator.self, LegacyCache.self])
    #expect(deps.verificationReport(roots: [AppCoordinator.self]).problems.map(\.path) == [["LegacyCache"]])
  }

  @Test func aRootNothingRegistersIsMissing() {
    let (deps, _) = Self.app()

    let report = deps.verificationReport(roots: [AppCoordinator.self, LegacyCache.self, Tracker.self])

    #expect(report.problems.map(\.kind) == [.missingDependency])
    #expect(report.problems.first?.path == ["Tracker"])
    #expect(report.problems.first?.message.contains("roots given to verify(roots:)") == true)
  }

  final class Tracker: Sendable {}
  final class Screen: Sendable {
    init(trackers: [Tracker]) {}
  }
  final class Audit: Sendable {}
  final class Printer: Sendable {}

  /// What hooks, decorators, collections and forwarding reach is used; a collection's element
  /// nothing collects is not.
  @Test func everyKindOfEdgeCountsAsUse() throws {
    let deps = Dependencies(label: "app")
    deps.addToCollection(Tracker.self) { Tracker() }
    deps.addToCollection(Tracker.self, name: "unused") { Tracker() }
    deps.add(Audit.self) { Audit() }
    deps.add(Printer.self) { Printer() }
    deps.add(Screen.self) { r in Screen(trackers: try r.resolve()) }
      .onResolved { r, _ in _ = try r.resolve(Audit.self) }
    deps.decorate(Screen.self) { r, screen in
      _ = try r.resolve(Printer.self)
      return screen
    }

    let report = deps.verificationReport(roots: [Screen.self])

    #expect(report.problems.map(\.path) == [["Tracker (element 1 of [Tracker] (name: \"unused\"))"]])
  }

  @Test func whatVerificationCouldNotCheckIsNamed() throws {
    let deps = Dependencies(label: "app")
    deps.add(Logger.self) { Logger() }
    deps.add(Store.self) { r in Store(logger: try r.resolve()) }
      .skipVerification(because: "it opens the real database")

    let unused = deps.verificationReport(roots: [Store.self]).problems(of: .unusedRegistration)

    #expect(unused.map(\.path) == [["Logger"]])
    #expect(
      unused.first?.message.contains("It may be needed by Store, which the roots reach but verify() could not fully")
        == true)
  }
}
