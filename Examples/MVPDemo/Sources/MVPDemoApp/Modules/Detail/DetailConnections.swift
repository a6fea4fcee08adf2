// The Detail module's connections: how its View and Presenter talk to each other.

/// What the Detail screen displays.
struct DetailContent: Equatable, Sendable {
  let title: String
  let summary: String
  let isFavourite: Bool
}

/// What the Detail presenter asks its view to do.
@MainActor
protocol DetailViewDelegate: AnyObject {
  /// Displays the item.
  func show(content: DetailContent)
  /// Reports the favourite toggled by the user: `isFavourite` is the new state.
  func showFavouriteChanged(isFavourite: Bool)
  /// Tells the user something went wrong, or what was done about it.
  func show(notice: String)
}

/// What the Detail view tells its presenter.
@MainActor
protocol DetailPresenterDelegate: AnyObject {
  /// Connects the view; the presenter keeps it weakly (the view owns the presenter).
  func attach(view: DetailViewDelegate)
  /// The screen is visible.
  func viewWillAppear()
  /// The user asked to make the item a favourite, or to stop it being one.
  func didToggleFavourite()
}
