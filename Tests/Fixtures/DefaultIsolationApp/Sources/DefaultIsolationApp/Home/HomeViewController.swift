import InjectKit

/// Stands in for UIKit's `UIViewController` (there is no UIKit on Linux): `@MainActor`, like the
/// real one, so its subclasses are too.
@MainActor open class UIViewController { public init() {} }

final class HomeViewController: UIViewController, HomeViewDelegate {
  @Inject var presenter: HomePresenterDelegate
  private(set) var title = ""

  func viewDidLoad() {
    presenter.attach(self)
    presenter.viewDidLoad()
  }

  func show(title: String) { self.title = title }
}
