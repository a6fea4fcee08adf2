import InjectKit
import Testing

/// MainActor.md's Swift blocks, the types they assume, and tests of what its text says.
@Suite struct MainActorDocs {
  @MainActor protocol HomePresenterDelegate: AnyObject {
    var hasStarted: Bool { get }
    func start()
  }
  @MainActor final class HomePresenter: HomePresenterDelegate {
    private(set) var hasStarted = false
    func start() { hasStarted = true }
  }
  @MainActor protocol HomeViewDelegate: AnyObject {}
  final class HomeViewController: UIViewController, HomeViewDelegate {
    var presenter: HomePresenterDelegate?

    init(presenter: HomePresenterDelegate? = nil) {
      self.presenter = presenter
    }
  }
  @MainActor struct RootComposer: @MainActor Composer {
    func register() { HomeComposer().register() }
  }

  // snippet: InjectKit.docc/MainActor.md
  @MainActor struct HomeComposer: @MainActor Composer {
    func register() {
      Dependencies.root.add(HomeViewDelegate.self, isolation: MainActor.shared) { r in
        HomeViewController(presenter: try r.resolve())
      }
      Dependencies.root.add(isolation: MainActor.shared) { HomePresenter() as HomePresenterDelegate }
    }
  }
  // end snippet

  // snippet: InjectKit.docc/MainActor.md
  @MainActor func showHome() {
    let presenter: HomePresenterDelegate = Dependencies.root.resolve()
    presenter.start()
  }
  // end snippet

  @MainActor @Test func onTheMainActorMainActorRegistrationsResolveSynchronously() throws {
    try Dependencies.withRoot(Dependencies()) {
      RootComposer().register()

      showHome()

      let view = try #require(Dependencies.root.resolve(HomeViewDelegate.self) as? HomeViewController)
      #expect(view.presenter is HomePresenter)
    }
  }

  @Test func offTheMainActorTheResolveFailsWithIsolationViolation() async throws {
    let deps = Dependencies()
    await MainActor.run { Dependencies.withRoot(deps) { RootComposer().register() } }

    let error = await resolutionErrorOffTheMainActor { _ = try deps.tryResolve(HomeViewDelegate.self) }

    #expect(error?.code == .isolationViolation)
  }

  @MainActor @Test func asyncMainActorCodeResolvesWithThePlainCallOrResolveAsyncForSendableTypes() async throws {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }
    deps.add(HomePresenter.self, isolation: MainActor.shared) { HomePresenter() }  // a main-actor class is Sendable

    await Task.yield()

    #expect(deps.resolve(HomeViewDelegate.self) is HomeViewController)
    #expect(try await deps.resolveAsync(HomePresenter.self).hasStarted == false)
  }

  static func hook(deps: Dependencies) {
    // snippet: InjectKit.docc/MainActor.md
    deps.add(HomeViewController.self, isolation: MainActor.shared) { HomeViewController() }
      .onResolved(isolation: MainActor.shared) { r, view in view.presenter = try r.resolve() }
    // end snippet
  }

  @MainActor @Test func aMainActorHookSetsThePropertyAfterTheGraphIsBuilt() throws {
    let deps = Dependencies()
    deps.add(isolation: MainActor.shared) { HomePresenter() as HomePresenterDelegate }
    Self.hook(deps: deps)

    let view = try deps.tryResolve(HomeViewController.self)

    #expect(view.presenter is HomePresenter)
  }

  protocol Service {}
  struct NeedsAView: Service {
    let view: HomeViewDelegate
  }

  @Test func verifyReportsAnyThreadServiceThatDependsOnAMainActorOne() async {
    let deps = Dependencies()
    deps.add(HomeViewDelegate.self, isolation: MainActor.shared) { HomeViewController() }
    // Written in nonisolated code (in a `@MainActor` test it would inherit the main actor).
    deps.add(Service.self) { r in NeedsAView(view: try r.resolve()) }

    #expect(await MainActor.run { deps.verificationReport().problems(of: .isolation).count } == 1)
  }

  // snippet: InjectKit.docc/MainActor.md
  @MainActor @Test func compositionRoot() throws {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }
    try deps.verify()
  }
  // end snippet

  @Test func otherActorsBlockRunsItsFactoriesOnDatabaseActor() async throws {
    let deps = Dependencies()
    try await Dependencies.withRoot(deps) {
      await DatabaseComposer().register()
      try await runQuery()
    }

    #expect(await Self.lastQueryStore != nil)
    #expect(await Self.offActorCode(deps) == .isolationViolation)
  }

  @DatabaseActor static var lastQueryStore: Store?

  static func offActorCode(_ deps: Dependencies) async -> ResolutionError.Code? {
    await Task.detached { () -> ResolutionError.Code? in
      do throws(ResolutionError) {
        _ = try deps.tryResolve(Query.self)
        return nil
      } catch {
        return error.code
      }
    }.value
  }

  @MainActor @Test func onTheMainActorVerifyDryRunsMainActorFactories() {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }

    let report = deps.verificationReport()

    #expect(report.checkedRegistrations == 2)
    #expect(report.skipped.isEmpty)
  }
}

// snippet: InjectKit.docc/MainActor.md
@globalActor actor DatabaseActor { static let shared = DatabaseActor() }
@DatabaseActor final class Store { init() {} }
@DatabaseActor final class Query {
  let store: Store
  init(store: Store) { self.store = store }
}

@DatabaseActor struct DatabaseComposer {
  func register() {
    Dependencies.root.add(scope: .singleton) { Store() }  // inherits DatabaseActor
    Dependencies.root.add(Query.self) { r in Query(store: try r.resolve()) }
  }
}
// snippet: pause
func registerExplicitly() {
  // snippet: resume
  // From nonisolated code, the closure says it: `{ @DatabaseActor r in … }`.
  Dependencies.root.add(Store.self, isolation: DatabaseActor.shared) { @DatabaseActor in Store() }
  // snippet: pause
}
// snippet: resume

@DatabaseActor func runQuery() throws {
  let query = try Dependencies.root.tryResolve(Query.self)  // on DatabaseActor: a plain call
  MainActorDocs.lastQueryStore = query.store
}
// end snippet
