import InjectKit
import Testing

/// GettingStarted.md's Swift blocks, the types they assume, and tests of what its text says.
@Suite struct GettingStartedDocs {
  protocol HomePresenterDelegate: AnyObject {
    var hasLoaded: Bool { get }
    func viewDidLoad()
  }
  final class HomePresenter: HomePresenterDelegate {
    private(set) var hasLoaded = false
    func viewDidLoad() { hasLoaded = true }
  }
  protocol Analytics: Sendable {}
  struct ConsoleAnalytics: Analytics {}
  protocol HomeViewDelegate: AnyObject {}
  struct Item: Sendable, Equatable {
    static let sample = Item(id: 1)
    let id: Int
  }
  final class DetailPresenter {
    let item: Item
    let analytics: Analytics

    init(item: Item, analytics: Analytics) {
      self.item = item
      self.analytics = analytics
    }
  }

  // snippet: InjectKit.docc/GettingStarted.md
  struct HomeComposer: Composer {
    func register() {
      Dependencies.root.add({ HomePresenter() as HomePresenterDelegate })
      Dependencies.root.add(Analytics.self, scope: .singleton) { ConsoleAnalytics() }
    }
  }

  struct DetailComposer: Composer {
    func register() {
      Dependencies.root.add(DetailPresenter.self) { (r, item: Item) in  // a runtime argument
        DetailPresenter(item: item, analytics: try r.resolve())
      }
      .verifying(with: Item.sample)  // what verify() builds it with
    }
  }
  // end snippet

  // snippet: InjectKit.docc/GettingStarted.md
  struct RootComposer: Composer {
    func register() {
      HomeComposer().register()
      DetailComposer().register()
    }
  }

  // snippet: pause
  static func launch() {
    // snippet: resume
    // AppDelegate.application(_:didFinishLaunchingWithOptions:), or your @main App's init
    RootComposer().register()
    Dependencies.root.seal()  // optional: refuse registrations from here on
    // snippet: pause
  }
  // snippet: resume
  // end snippet

  // snippet: InjectKit.docc/GettingStarted.md
  final class HomeViewController: UIViewController, HomeViewDelegate {
    @Inject var presenter: HomePresenterDelegate

    override func viewDidLoad() {
      super.viewDidLoad()
      presenter.viewDidLoad()
    }
  }
  // end snippet

  static func resolveDirectly(item: Item) -> (HomePresenterDelegate, DetailPresenter) {
    // snippet: InjectKit.docc/GettingStarted.md
    let presenter: HomePresenterDelegate = Dependencies.root.resolve()
    let detail = Dependencies.root.resolve(DetailPresenter.self, arguments: item)
    // end snippet
    return (presenter, detail)
  }

  @MainActor @Test func launchComposesSealsAndTheViewGetsItsPresenter() {
    Dependencies.withRoot(Dependencies()) {
      Self.launch()
      let view = HomeViewController()

      view.viewDidLoad()

      #expect(Dependencies.root.isSealed)
      #expect(view.presenter is HomePresenter)
      #expect(view.presenter.hasLoaded)
    }
  }

  @Test func resolvingDirectlyPassesTheRuntimeArgument() {
    Dependencies.withRoot(Dependencies()) {
      RootComposer().register()

      let (presenter, detail) = Self.resolveDirectly(item: Item(id: 7))

      #expect(presenter is HomePresenter)
      #expect(detail.item == Item(id: 7))
      #expect(detail.analytics is ConsoleAnalytics)
    }
  }

  @Test func tryResolveThrowsWhereResolveWouldStop() {
    #expect(throws: ResolutionError.self) { try Dependencies().tryResolve(HomePresenterDelegate.self) }
  }

  // snippet: InjectKit.docc/GettingStarted.md
  @Test func compositionRootIsComplete() throws {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }
    try deps.verify()
  }
  // end snippet
}
