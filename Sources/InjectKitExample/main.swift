import InjectKit

// A walk through the tutorial flow: composers register, the RootComposer runs once at launch,
// views get their presenters through @Inject. (The MVP demo grows this into the full app.)

protocol GreetingService: Sendable { func greeting(for name: String) -> String }
struct PoliteGreetingService: GreetingService {
  func greeting(for name: String) -> String { "Hello, \(name)!" }
}

protocol HomePresenterDelegate { func title() -> String }
struct HomePresenter: HomePresenterDelegate {
  let service: any GreetingService
  func title() -> String { service.greeting(for: "InjectKit") }
}

final class HomeView {
  @Inject var presenter: HomePresenterDelegate
  func show() { print(presenter.title()) }
}

struct HomeComposer: Composer {
  func register() {
    Dependencies.root.add((any GreetingService).self, scope: .singleton) { PoliteGreetingService() }
    Dependencies.root.add { r in HomePresenter(service: try r.resolve()) as HomePresenterDelegate }
  }
}

struct RootComposer: Composer {
  func register() { HomeComposer().register() }
}

RootComposer().register()
HomeView().show()
print(Dependencies.root)
