/// Home's logic: builds rows from the store and turns a chosen number into navigation.
@MainActor
final class HomePresenter: HomePresenterDelegate {
  private let store: ItemStore
  private weak var view: HomeViewDelegate?

  init(store: ItemStore) {
    self.store = store
  }

  func attach(view: HomeViewDelegate) {
    self.view = view
  }

  func viewWillAppear() {
    let rows = store.items.enumerated().map { index, item in
      HomeRow(number: index + 1, title: item.title, isFavourite: store.isFavourite(item))
    }
    showNotices()
    view?.show(rows: rows)
  }

  func didSelectItem(number: Int) {
    let items = store.items
    guard items.indices.contains(number - 1) else { return showNoItem("\(number)") }
    view?.showDetail(for: items[number - 1])
  }

  func didSelectItem(typed digits: String) {
    // Too large for `Int` is too large for the list too.
    guard let number = Int(digits) else { return showNoItem(digits) }
    didSelectItem(number: number)
  }

  private func showNoItem(_ number: String) {
    let count = store.items.count
    view?.show(notice: count == 0 ? "There are no items to open." : "There is no item \(number): choose 1–\(count).")
  }

  private func showNotices() {
    for notice in store.takeNotices() { view?.show(notice: notice) }
  }
}
