import InjectKit

/// Registers the Home module. Its view is created by `AppDelegate` and resolves its presenter with `@Inject`.
@MainActor
struct HomeComposer: @MainActor Composer {
  func register() {
    // The tutorial's form: written in this `@MainActor` composer, the closure is a main-actor
    // one, so the `@MainActor` presenter is built, and resolved, only on the main actor.
    Dependencies.root.add { r in HomePresenter(store: try r.resolve()) as HomePresenterDelegate }
  }
}
