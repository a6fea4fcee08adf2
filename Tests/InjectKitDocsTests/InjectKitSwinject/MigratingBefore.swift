import InjectKitSwinject
import Testing

/// The Swinject side of the Swinject catalog's MigratingFromSwinject.md: its Swinject code,
/// compiled against InjectKitSwinject (as step 1 of the guide says it can be), and its tests.
@Suite struct MigratingBeforeDocs {
  protocol Analytics {
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
  final class NetworkAssembly: Assembly {
    func assemble(container: Container) { container.register(APIClient.self) { _ in LiveAPIClient() } }
  }

  /// Step 2: the app's container, backed by `Dependencies.root`.
  static func assemble() -> Assembler {
    // The guide's own layout, which swift-format would change (the guide is another branch's).
    // swift-format-ignore
    // snippet: InjectKitSwinject.docc/MigratingFromSwinject.md
    let assembler = Assembler([NetworkAssembly(), HomeAssembly()],
                              container: Container(dependencies: .root))
    // end snippet
    return assembler
  }

  // snippet: InjectKitSwinject.docc/MigratingFromSwinject.md
  final class HomeAssembly: Assembly {
    func assemble(container: Container) {
      container.register(Analytics.self) { _ in ConsoleAnalytics() }
        .inObjectScope(.container)
      container.register(HomeService.self) { r in
        HomeService(api: r.resolve(APIClient.self)!)
      }
      container.register(HomePresenter.self) { r, userID in
        // snippet: pause
        // swift-format-ignore
        // snippet: resume
        HomePresenter(userID: userID, service: r.resolve(HomeService.self)!,
                      analytics: r.resolve(Analytics.self)!)
      }
      .implements(HomePresenterDelegate.self)
    }

    func loaded(resolver: Resolver) {
      resolver.resolve(Analytics.self)!.start()
    }
  }

  // snippet: pause
  static func presenter(assembler: Assembler, userID: String) -> HomePresenter {
    // snippet: resume
    let presenter = assembler.resolver.resolve(HomePresenter.self, argument: userID)!
    // snippet: pause
    return presenter
  }
  // snippet: resume
  // end snippet

  @Test func beforeTheAssemblyAnswersThePresenterAndItsProtocolWithTheArgument() throws {
    let assembler = Assembler([NetworkAssembly(), HomeAssembly()])

    let presenter = Self.presenter(assembler: assembler, userID: "u1")
    let delegate = try #require(assembler.resolver.resolve(HomePresenterDelegate.self, argument: "u2"))

    #expect(presenter.userID == "u1")
    #expect(delegate.userID == "u2")
  }
}
