/// The `ItemStore` the app uses: items from the bundled catalogue, favourites in `FavouritesFile`.
///
/// Nothing is read until first use, so composing (and `verify()`, which dry-runs factories)
/// touches no files.
@MainActor
final class FileItemStore: ItemStore {
  private let catalog: ItemCatalog
  private let file: FavouritesFile
  private var state: (items: [Item], favourites: Set<String>, canSave: Bool)?
  private var notices: [String] = []

  init(catalog: ItemCatalog, file: FavouritesFile) {
    self.catalog = catalog
    self.file = file
  }

  var items: [Item] { loaded.items }

  func isFavourite(_ item: Item) -> Bool { loaded.favourites.contains(item.id) }

  @discardableResult
  func toggleFavourite(_ item: Item) -> Bool {
    var current = loaded
    let isFavourite = current.favourites.insert(item.id).inserted
    if !isFavourite { current.favourites.remove(item.id) }
    state = current
    if current.canSave {
      do {
        try file.save(current.favourites)
      } catch {
        notices.append(
          "Could not save favourites to \(file.url.path) (\(FavouritesFile.reason(error))); "
            + "the change holds for this session only.")
      }
    } else {
      notices.append("Favourites are not being saved this session (see the message at launch).")
    }
    return isFavourite
  }

  func takeNotices() -> [String] {
    _ = loaded
    defer { notices.removeAll() }
    return notices
  }

  /// Loads on first use; later calls return what is in memory.
  private var loaded: (items: [Item], favourites: Set<String>, canSave: Bool) {
    if let state { return state }
    let items: [Item]
    do {
      items = try catalog.load()
    } catch {
      items = []
      notices.append("Could not load the item catalogue (\(FavouritesFile.reason(error))).")
    }
    let favourites = file.load()
    notices += favourites.notices
    let loaded = (items: items, favourites: favourites.ids, canSave: favourites.canSave)
    state = loaded
    return loaded
  }
}
