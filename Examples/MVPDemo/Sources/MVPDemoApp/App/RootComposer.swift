import InjectKit

/// The app's Composition Root: registers every module once, at launch, from `AppDelegate`.
///
/// ```swift
/// func application(_ application: UIApplication,
///                  didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///   RootComposer().register()
///   // … then show Home
/// }
/// ```
@MainActor
public struct RootComposer: @MainActor Composer {
  /// Creates the composer; it has no state.
  public init() {}

  /// Registers the shared services, then each module, into `Dependencies.root`.
  public func register() {
    ServicesComposer().register()
    HomeComposer().register()
    DetailComposer().register()
  }
}
