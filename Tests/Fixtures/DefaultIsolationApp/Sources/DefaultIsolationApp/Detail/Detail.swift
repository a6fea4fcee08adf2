import InjectKit

/// What the home module may ask of the detail module.
protocol DetailPresenterDelegate: AnyObject {
  var shownItem: String? { get }
  func show(item: String)
}

final class DetailPresenter: DetailPresenterDelegate {
  private(set) var shownItem: String?
  func show(item: String) { shownItem = item }
}

struct DetailComposer: Composer {
  func register() {
    // One detail presenter for the app's lifetime, built on the main actor.
    Dependencies.root.add(scope: .singleton, { DetailPresenter() as DetailPresenterDelegate })
  }
}
