import InjectKit

/// Registers the Home module. Its view is created by `AppDelegate` and resolves its presenter with `@Inject`.
@MainActor
struct HomeComposer: @MainActor Composer {
  func register() {
    Dependencies.root.add(HomePresenterDelegate.self, isolation: MainActor.shared) { r in
      HomePresenter(store: try r.resolve())
    }
  }
}
