import InjectKit
import Testing

// The tutorial's code (seed 002), unchanged but for the test container binding.
protocol HomeViewDelegate: AnyObject {}
protocol HomePresenterDelegate: AnyObject {}
protocol DetailPresenterDelegate: AnyObject {}

final class HomeViewController: HomeViewDelegate {
  @Inject var myPresenter: HomePresenterDelegate
}
final class HomePresenter: HomePresenterDelegate {}
final class DetailPresenter: DetailPresenterDelegate {}

struct HomeComposer: Composer {
  func register() {
    Dependencies.root.add({ HomeViewController() as HomeViewDelegate })
    Dependencies.root.add({ HomePresenter() as HomePresenterDelegate })
  }
}

struct DetailComposer: Composer {
  func register() {
    Dependencies.root.add({ DetailPresenter() as DetailPresenterDelegate })
  }
}

struct RootComposer: Composer {
  func register() {
    HomeComposer().register()
    DetailComposer().register()
  }
}

@Suite struct TutorialTests {
  @Test func tutorialCompositionWorksUnchanged() {
    Dependencies.withRoot(Dependencies()) {
      RootComposer().register()
      let view = Dependencies.root.resolve() as HomeViewDelegate
      let controller = view as? HomeViewController
      #expect(controller != nil)
      let presenter = controller?.myPresenter
      #expect(presenter is HomePresenter)
      #expect(controller?.myPresenter === presenter)  // kept, not re-resolved per access
      #expect(Dependencies.root.resolve() as DetailPresenterDelegate is DetailPresenter)
    }
  }
}
