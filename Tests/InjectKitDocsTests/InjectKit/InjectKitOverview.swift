import InjectKit
import Testing

/// InjectKit.md's Swift block (the catalog's landing page), and a test of it.
@Suite struct InjectKitOverviewDocs {
  protocol HomePresenterDelegate: AnyObject {}
  final class HomePresenter: HomePresenterDelegate {}
  protocol Analytics: Sendable {}
  struct ConsoleAnalytics: Analytics {}
  protocol HomeViewDelegate: AnyObject {}
  struct RootComposer: Composer {
    func register() { HomeComposer().register() }
  }

  // snippet: InjectKit.docc/InjectKit.md
  struct HomeComposer: Composer {
    func register() {
      Dependencies.root.add({ HomePresenter() as HomePresenterDelegate })
      Dependencies.root.add(Analytics.self, scope: .singleton) { ConsoleAnalytics() }
    }
  }

  // snippet: pause
  static func launch() {
    // snippet: resume
    RootComposer().register()  // at launch

    // snippet: pause
  }
  // snippet: resume
  final class HomeViewController: UIViewController, HomeViewDelegate {
    @Inject var presenter: HomePresenterDelegate
  }
  // end snippet

  @MainActor @Test func theViewControllerReceivesThePresenterTheComposerRegistered() {
    Dependencies.withRoot(Dependencies()) {
      Self.launch()

      #expect(HomeViewController().presenter is HomePresenter)
      #expect(Dependencies.root.resolve(Analytics.self) is ConsoleAnalytics)
    }
  }
}
