/// The app's data: the catalogue and which items are favourites. One instance (a singleton)
/// is shared by Home and Detail, so a favourite set on Detail shows on Home.
@MainActor
protocol ItemStore: AnyObject, Sendable {
  /// Every item, in catalogue order.
  var items: [Item] { get }

  /// Whether `item` is a favourite.
  ///
  /// - Parameter item: The item.
  /// - Returns: True if it is a favourite.
  func isFavourite(_ item: Item) -> Bool

  /// Makes `item` a favourite, or stops it being one, and saves the change.
  ///
  /// - Parameter item: The item.
  /// - Returns: Whether it is a favourite now. If saving failed the change still holds for this
  ///   session, and `takeNotices()` says why.
  @discardableResult
  func toggleFavourite(_ item: Item) -> Bool

  /// Problems met since the last call, worded for the user (a favourites file set aside, a failed save).
  ///
  /// - Returns: The messages, oldest first; each is returned once.
  func takeNotices() -> [String]
}
