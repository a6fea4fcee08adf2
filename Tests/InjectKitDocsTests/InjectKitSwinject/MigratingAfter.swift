import InjectKit
import Testing

/// The InjectKit side of the Swinject catalog's MigratingFromSwinject.md: the composer an assembly
/// becomes, and tests that it does what the assembly did.
@Suite struct MigratingAfterDocs {
  protocol Analytics: Sendable {
    func start()
  }
  struct ConsoleAnalytics: Analytics {
    func start() {}
  }
  protocol APIClient {}
  struct LiveAPIClient: APIClient {}
  final class HomeService {
    init(api: APIClient) {}
  }
  protocol HomePresenterDelegate: AnyObject {
    var userID: String { get }
  }
  final class HomePresenter: HomePresenterDelegate {
    let userID: String
    init(userID: String, service: HomeService, analytics: Analytics) { self.userID = userID }
  }

  // snippet: InjectKitSwinject.docc/MigratingFromSwinject.md
  struct HomeComposer: Composer {
    func register() {
      let deps = Dependencies.root
      deps.add(Analytics.self, scope: .singleton) { _ in ConsoleAnalytics() }
      deps.add(HomeService.self) { r in HomeService(api: try r.resolve()) }
      deps.add(HomePresenter.self) { (r, userID: String) in
        HomePresenter(userID: userID, service: try r.resolve(), analytics: try r.resolve())
      }
      .implements(HomePresenterDelegate.self)
    }
  }

  // snippet: pause
  static func launch(userID: String) -> HomePresenter {
    // snippet: resume
    // At launch, after every composer has registered (what `loaded(resolver:)` did):
    Dependencies.root.resolve(Analytics.self).start()

    let presenter = Dependencies.root.resolve(HomePresenter.self, arguments: userID)
    // snippet: pause
    return presenter
  }
  // snippet: resume
  // end snippet

  @Test func afterTheComposerAnswersWhatTheAssemblyDid() {
    Dependencies.withRoot(Dependencies()) {
      Dependencies.root.add(APIClient.self) { LiveAPIClient() }
      HomeComposer().register()

      #expect(Self.launch(userID: "u1").userID == "u1")
      // The guide's note: the forwarded key takes the same runtime arguments.
      #expect((try? Dependencies.root.tryResolve(HomePresenterDelegate.self, arguments: "u2"))?.userID == "u2")
    }
  }
}
