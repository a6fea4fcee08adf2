import InjectKit

/// Registers the Detail module. Its presenter takes the selected item as a runtime argument:
/// `Dependencies.root.resolve(DetailPresenterDelegate.self, arguments: item)`, on the main actor.
@MainActor
struct DetailComposer: @MainActor Composer {
  func register() {
    Dependencies.root.add(DetailPresenterDelegate.self, isolation: MainActor.shared) { (r, item: Item) in
      DetailPresenter(item: item, store: try r.resolve())
    }
    .verifying(with: Item.sample)  // what `verify()` and `--graph` build it with
  }
}

extension Item {
  /// An item for checking the composition: `verify()` builds a Detail presenter with it.
  /// `nonisolated`: in an app target whose default isolation is the main actor it would otherwise
  /// be main-actor isolated, and `verifying(with:)` reads it from a `@Sendable` closure.
  nonisolated static let sample = Item(id: "sample", title: "Sample item", summary: "Built by verify(), never shown.")
}
