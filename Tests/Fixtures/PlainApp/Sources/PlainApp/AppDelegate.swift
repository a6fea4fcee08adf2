import InjectKit

/// The Composition Root: every module's composer, called once at launch.
@MainActor struct RootComposer: @MainActor Composer {
  func register() {
    ServicesComposer().register()
    HomeComposer().register()
    DetailComposer().register()
  }
}

/// Stands in for `UIApplicationDelegate`: composes, then shows the first screen.
@MainActor final class AppDelegate {
  private(set) var rootViewController: HomeViewDelegate?

  func didFinishLaunching() {
    RootComposer().register()
    let home = Dependencies.root.resolve(HomeViewDelegate.self)
    home.viewDidLoad()
    rootViewController = home
  }
}
