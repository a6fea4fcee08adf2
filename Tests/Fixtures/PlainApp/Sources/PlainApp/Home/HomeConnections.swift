// The MVP connections of the home module: UI-side, so `@MainActor`.

/// What the home presenter asks of its view.
@MainActor protocol HomeViewDelegate: AnyObject {
  var title: String { get }
  func viewDidLoad()
  func show(title: String)
}

/// What the home view tells its presenter.
@MainActor protocol HomePresenterDelegate: AnyObject {
  func attach(_ view: HomeViewDelegate)
  func viewDidLoad()
  func didSelect(row: Int)
}
