import InjectKit

/// Stands in for a `UIViewController` (there is no UIKit on Linux).
final class HomeViewController: HomeViewDelegate {
  @Inject var presenter: HomePresenterDelegate
  private(set) var title = ""

  func viewDidLoad() {
    presenter.attach(self)
    presenter.viewDidLoad()
  }

  func show(title: String) { self.title = title }
}
