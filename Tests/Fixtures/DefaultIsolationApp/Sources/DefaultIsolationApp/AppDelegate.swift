import InjectKit

/// The Composition Root: every module's composer, called once at launch.
struct RootComposer: Composer {
  func register() {
    ServicesComposer().register()
    HomeComposer().register()
    DetailComposer().register()
  }
}

/// Stands in for `UIApplicationDelegate`: composes, then shows the first screen.
final class AppDelegate {
  private(set) var rootViewController: HomeViewDelegate?

  func didFinishLaunching() {
    RootComposer().register()
    let home = Dependencies.root.resolve(HomeViewDelegate.self)
    home.viewDidLoad()
    rootViewController = home
  }
}
