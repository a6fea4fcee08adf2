import InjectKit
import InjectKitTesting
import Testing

/// README.md's Swift blocks, the types they assume, and tests of what the text around them says.
@Suite struct ReadmeDocs {
  protocol HomePresenterDelegate: AnyObject {}
  final class HomePresenter: HomePresenterDelegate {}
  protocol Analytics: Sendable {}
  struct ConsoleAnalytics: Analytics {}
  protocol HomeViewDelegate: AnyObject {}
  struct DetailComposer: Composer {
    func register() {}
  }

  // snippet: README.md
  @MainActor struct HomeComposer: @MainActor Composer {
    func register() {
      Dependencies.root.add({ HomePresenter() as HomePresenterDelegate })  // the tutorial's form
      Dependencies.root.add(Analytics.self, scope: .singleton) { ConsoleAnalytics() }
      Dependencies.root.add(HomeViewDelegate.self, isolation: MainActor.shared) { HomeViewController() }
    }
  }
  @MainActor struct RootComposer: @MainActor Composer {
    func register() {
      HomeComposer().register()
      DetailComposer().register()
    }
  }

  // snippet: pause
  @MainActor static func launch() {
    // snippet: resume
    RootComposer().register()  // in AppDelegate.application(_:didFinishLaunchingWithOptions:)

    // snippet: pause
  }
  // snippet: resume
  final class HomeViewController: UIViewController, HomeViewDelegate {
    @Inject var presenter: HomePresenterDelegate  // resolved on first read, then kept
  }
  // end snippet

  @MainActor @Test func quickStartComposesTheAppAndInjectsThePresenterOnce() throws {
    try Dependencies.withRoot(Dependencies()) {
      Self.launch()

      let view = try #require(Dependencies.root.resolve(HomeViewDelegate.self) as? HomeViewController)
      #expect(view.presenter is HomePresenter)
      #expect(view.presenter === view.presenter)
      #expect(Dependencies.root.resolve(Analytics.self) is ConsoleAnalytics)
    }
  }

  struct Settings {}
  final class Database: Sendable {
    static func open(_ settings: Settings) async throws -> Database { Database() }
  }

  static func asyncServices(deps: Dependencies) async throws -> Database {
    // snippet: README.md
    deps.addAsync(Database.self, scope: .singleton) { r in try await Database.open(try r.resolve(Settings.self)) }
    let db = try await deps.resolveAsync(Database.self)  // built once however many tasks await it
    // end snippet
    return db
  }

  @Test func anAsyncSingletonIsBuiltOnceForEveryTaskAwaitingIt() async throws {
    let deps = Dependencies()
    deps.add { Settings() }
    let first = try await Self.asyncServices(deps: deps)

    let others = try await withThrowingTaskGroup(of: Database.self) { group in
      for _ in 0..<8 { group.addTask { try await deps.resolveAsync(Database.self) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }

    #expect(others.count == 8)
    #expect(others.allSatisfy { $0 === first })
  }

  // snippet: README.md
  @MainActor @Test func compositionRootIsComplete() throws {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }
    try deps.verify()  // every broken edge at once; `try await deps.verify()` also runs async factories
  }
  // end snippet

  protocol Store {}
  protocol Net {}
  protocol Tracker {}
  final class FeedPresenter {
    init(store: Store, net: Net, tracker: Tracker) {}
  }

  @Test func verifyReportsEveryMissingDependencyAtOnce() {
    let deps = Dependencies()
    deps.autowire(FeedPresenter.self, FeedPresenter.init)

    let missing = deps.verificationReport().problems(of: .missingDependency)

    #expect(
      missing.map(\.path) == [["FeedPresenter", "Store"], ["FeedPresenter", "Net"], ["FeedPresenter", "Tracker"]])
  }

  final class SpyHomeView: HomeViewDelegate {}

  // snippet: README.md
  @Suite(
    .dependencies { deps in
      await RootComposer().register()  // registers into this test's container
      deps.add { SpyHomeView() as HomeViewDelegate }.asOverride()  // replaces the real one
    })
  @MainActor struct HomePresenterTests {  // the app's composers register main-actor factories
    @Test func showsTheSpy() {
      #expect(Dependencies.root.resolve(HomeViewDelegate.self) is SpyHomeView)
    }
  }
  // end snippet
}

extension ReadmeDocs.HomePresenterTests {
  // These check what the README block's comments say.
  @Test func theRootComposerRegisteredIntoThisTestsContainer() {
    #expect(Dependencies.root.resolve(ReadmeDocs.Analytics.self) is ReadmeDocs.ConsoleAnalytics)
    #expect(Dependencies.root.isRegistered(ReadmeDocs.HomePresenterDelegate.self))
  }

  @Test func theOverrideIsNotReportedAsADuplicate() {
    #expect(Dependencies.root.verificationReport().problems(of: .duplicateRegistration).isEmpty)
  }
}
