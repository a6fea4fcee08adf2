import InjectKit

/// Registers the Detail module. Its presenter takes the selected item as a runtime argument:
/// `Dependencies.root.resolve(DetailPresenterDelegate.self, arguments: item)`.
@MainActor
struct DetailComposer: @MainActor Composer {
  func register() {
    Dependencies.root.add(DetailPresenterDelegate.self) { (r, item: Item) in
      DetailPresenter(item: item, store: try r.resolve())
    }
  }
}
