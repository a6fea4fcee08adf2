import InjectKit

/// Data access may run on any thread, so it opts out of the target's main-actor default.
nonisolated protocol ItemRepository: Sendable {
  func all() -> [String]
}

nonisolated final class InMemoryItemRepository: ItemRepository {
  private let items = ["apples", "bread", "coffee"]
  func all() -> [String] { items }
}

struct ServicesComposer: Composer {
  func register() {
    // A nonisolated factory: the tutorial's form, resolvable from any thread.
    Dependencies.root.add(ItemRepository.self, scope: .singleton) { InMemoryItemRepository() }
  }
}
