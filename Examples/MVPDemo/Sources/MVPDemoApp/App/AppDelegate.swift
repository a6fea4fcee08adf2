#if canImport(UIKit) && !os(watchOS)  // watchOS's UIKit has no views
  import UIKit

  /// Launches the iOS app: composes it, then shows Home in a navigation controller.
  /// (Window-based: remove the scene manifest from Info.plist, or move this into a SceneDelegate.)
  final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
      _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      RootComposer().register()
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = UINavigationController(rootViewController: HomeViewController())
      window.makeKeyAndVisible()
      self.window = window
      return true
    }
  }

  #if !SWIFT_PACKAGE
    // In an Xcode app target this is the entry point (a Swift package library cannot have one).
    @main extension AppDelegate {}
  #endif

#else

  /// Launches the terminal app exactly as the iOS `AppDelegate` launches the iOS one.
  final class AppDelegate: TerminalApplicationDelegate {
    var window: TerminalWindow?

    func application(_ application: TerminalApplication, didFinishLaunchingWithOptions launchOptions: [String: String]?)
      -> Bool
    {
      RootComposer().register()
      let window = TerminalWindow()
      window.rootViewController = TerminalNavigationController(rootViewController: HomeViewController())
      window.makeKeyAndVisible()
      self.window = window
      return true
    }
  }

#endif
