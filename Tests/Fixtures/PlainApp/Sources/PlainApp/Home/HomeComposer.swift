import InjectKit

@MainActor struct HomeComposer: @MainActor Composer {
  func register() {
    // The factories build main-actor types, so they say where they run.
    Dependencies.root.add(HomeViewDelegate.self, isolation: MainActor.shared) { HomeViewController() }
    Dependencies.root.add(HomePresenterDelegate.self, isolation: MainActor.shared) { HomePresenter() }
  }
}
