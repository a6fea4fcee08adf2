/// Registers one module's dependencies; a `RootComposer` calls every module's composer once,
/// at launch — the app's Composition Root.
///
/// ```swift
/// struct HomeComposer: Composer {
///   func register() {
///     Dependencies.root.add({ HomeViewController() as HomeViewDelegate })
///     Dependencies.root.add({ HomePresenter() as HomePresenterDelegate })
///   }
/// }
///
/// struct RootComposer: Composer {
///   func register() {
///     HomeComposer().register()
///     DetailComposer().register()
///   }
/// }
/// ```
///
/// Conformers may be main-actor types (as UIKit apps' composers usually are); they state it in
/// the conformance: `@MainActor struct HomeComposer: @MainActor Composer` (Swift 6.2 and later).
public protocol Composer {
  /// Adds this module's registrations, usually to `Dependencies.root`.
  func register()
}
