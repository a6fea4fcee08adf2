import Foundation

@testable import MVPDemoApp

/// A fresh directory under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("MVPDemoTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}

/// Three items, as the bundled catalogue would provide them.
let sampleItems = [
  Item(id: "a", title: "Alpha", summary: "The first."),
  Item(id: "b", title: "Beta", summary: "The second."),
  Item(id: "c", title: "Gamma", summary: "The third."),
]

/// An `ItemStore` in memory, so presenter tests need no files.
@MainActor
final class InMemoryItemStore: ItemStore {
  let items: [Item]
  var favourites: Set<String>
  var pendingNotices: [String]

  init(items: [Item] = sampleItems, favourites: Set<String> = [], notices: [String] = []) {
    self.items = items
    self.favourites = favourites
    self.pendingNotices = notices
  }

  func isFavourite(_ item: Item) -> Bool { favourites.contains(item.id) }

  @discardableResult
  func toggleFavourite(_ item: Item) -> Bool {
    if favourites.remove(item.id) != nil { return false }
    favourites.insert(item.id)
    return true
  }

  func takeNotices() -> [String] {
    defer { pendingNotices.removeAll() }
    return pendingNotices
  }
}

/// Records what the Home presenter asks of its view.
@MainActor
final class SpyHomeView: HomeViewDelegate {
  var rows: [[HomeRow]] = []
  var notices: [String] = []
  var openedDetails: [Item] = []

  func show(rows: [HomeRow]) { self.rows.append(rows) }
  func show(notice: String) { notices.append(notice) }
  func showDetail(for item: Item) { openedDetails.append(item) }
}

/// Records what the Detail presenter asks of its view.
@MainActor
final class SpyDetailView: DetailViewDelegate {
  var contents: [DetailContent] = []
  var favouriteChanges: [Bool] = []
  var notices: [String] = []

  func show(content: DetailContent) { contents.append(content) }
  func showFavouriteChanged(isFavourite: Bool) { favouriteChanges.append(isFavourite) }
  func show(notice: String) { notices.append(notice) }
}
