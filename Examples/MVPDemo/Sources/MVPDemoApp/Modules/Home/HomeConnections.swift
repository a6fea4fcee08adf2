// The Home module's connections: how its View and Presenter talk to each other.

/// One line of the Home list, ready to display.
struct HomeRow: Equatable, Sendable {
  /// 1-based, as the user types it.
  let number: Int
  let title: String
  let isFavourite: Bool
}

/// What the Home presenter asks its view to do.
@MainActor
protocol HomeViewDelegate: AnyObject {
  /// Displays the list.
  func show(rows: [HomeRow])
  /// Tells the user something went wrong, or what was done about it.
  func show(notice: String)
  /// Opens the Detail screen for `item`.
  func showDetail(for item: Item)
}

/// What the Home view tells its presenter.
@MainActor
protocol HomePresenterDelegate: AnyObject {
  /// Connects the view; the presenter keeps it weakly (the view owns the presenter).
  func attach(view: HomeViewDelegate)
  /// The screen is (again) visible: favourites may have changed on Detail.
  func viewWillAppear()
  /// The user chose the row numbered `number`, which may be out of range.
  func didSelectItem(number: Int)
  /// The user typed `digits` (ASCII digits only) to choose a row: a number that may be out of
  /// range, even too large for `Int`.
  func didSelectItem(typed digits: String)
}
