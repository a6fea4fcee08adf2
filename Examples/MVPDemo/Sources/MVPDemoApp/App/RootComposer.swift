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

  /// Registers the shared services, then each module, into `Dependencies.root`, and stacks
  /// the app-wide decorators on them.
  public func register() {
    ServicesComposer().register()
    AnalyticsComposer().register()
    HomeComposer().register()
    DetailComposer().register()
    // A decorator at the Composition Root: every favourite change is reported to analytics,
    // and neither the store nor the presenters change.
    Dependencies.root.decorate(ItemStore.self, isolation: MainActor.shared) { r, store in
      AnalyticsItemStore(decoratee: store, analytics: try r.resolve())
    }
  }
}
