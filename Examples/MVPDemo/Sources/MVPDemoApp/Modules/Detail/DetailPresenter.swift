/// Detail's logic for one item, which it receives as a runtime argument when resolved.
@MainActor
final class DetailPresenter: DetailPresenterDelegate {
  private let item: Item
  private let store: ItemStore
  private weak var view: DetailViewDelegate?

  init(item: Item, store: ItemStore) {
    self.item = item
    self.store = store
  }

  func attach(view: DetailViewDelegate) {
    self.view = view
  }

  func viewWillAppear() {
    showNotices()
    view?.show(content: DetailContent(title: item.title, summary: item.summary, isFavourite: store.isFavourite(item)))
  }

  func didToggleFavourite() {
    let isFavourite = store.toggleFavourite(item)
    view?.showFavouriteChanged(isFavourite: isFavourite)
    showNotices()
  }

  private func showNotices() {
    for notice in store.takeNotices() { view?.show(notice: notice) }
  }
}
