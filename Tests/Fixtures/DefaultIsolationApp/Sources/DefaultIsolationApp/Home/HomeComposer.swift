import InjectKit

struct HomeComposer: Composer {
  func register() {
    // The tutorial's lines, verbatim: written in main-actor code (this target's default), the
    // closures are main-actor ones, so they may build `@MainActor` views and run only there.
    Dependencies.root.add({ HomeViewController() as HomeViewDelegate })
    Dependencies.root.add({ HomePresenter() as HomePresenterDelegate })
  }
}
