/// A decorator: the same `ItemStore`, reporting favourite changes to `Analytics`. Stacked on
/// the real store at the Composition Root (`RootComposer`), so neither the store nor the
/// presenters know analytics exist.
@MainActor
final class AnalyticsItemStore: ItemStore {
  let decoratee: any ItemStore
  let analytics: Analytics

  init(decoratee: any ItemStore, analytics: Analytics) {
    self.decoratee = decoratee
    self.analytics = analytics
  }

  var items: [Item] { decoratee.items }

  func isFavourite(_ item: Item) -> Bool { decoratee.isFavourite(item) }

  @discardableResult
  func toggleFavourite(_ item: Item) -> Bool {
    let isFavourite = decoratee.toggleFavourite(item)
    analytics.track("\(isFavourite ? "favourite.added" : "favourite.removed") \(item.id)")
    return isFavourite
  }

  func takeNotices() -> [String] { decoratee.takeNotices() }
}
