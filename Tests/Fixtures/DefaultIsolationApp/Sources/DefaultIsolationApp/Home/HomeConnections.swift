// The MVP connections of the home module. Like everything in this target, they are
// `@MainActor` by default.

/// What the home presenter asks of its view.
protocol HomeViewDelegate: AnyObject {
  var title: String { get }
  func viewDidLoad()
  func show(title: String)
}

/// What the home view tells its presenter.
protocol HomePresenterDelegate: AnyObject {
  func attach(_ view: HomeViewDelegate)
  func viewDidLoad()
  func didSelect(row: Int)
}
