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

/// The screen of one item, built for the item the user picked: a runtime argument.
final class DetailViewController: UIViewController {
  let item: String
  let presenter: DetailPresenterDelegate

  init(item: String, presenter: DetailPresenterDelegate) {
    self.item = item
    self.presenter = presenter
  }
}

/// The detail screen's header: a view whose factory resolves what it shows, in the explicit-type
/// `Resolver` form (`add(T.self) { r in … }`).
final class DetailHeaderView: UIViewController {
  let presenter: DetailPresenterDelegate

  init(presenter: DetailPresenterDelegate) {
    self.presenter = presenter
  }
}

struct DetailComposer: Composer {
  func register() {
    // One detail presenter for the app's lifetime, built on the main actor.
    Dependencies.root.add(scope: .singleton, { DetailPresenter() as DetailPresenterDelegate })
    // A view built with a runtime argument, in the tutorial's style: a main-actor factory too.
    Dependencies.root.add(DetailViewController.self) { (r, item: String) in
      DetailViewController(item: item, presenter: try r.resolve())
    }
    // The explicit-type `Resolver` form: a main-actor factory as well.
    Dependencies.root.add(DetailHeaderView.self) { r in DetailHeaderView(presenter: try r.resolve()) }
  }
}
