import InjectKit

/// Data access may run on any thread, so it opts out of the target's main-actor default.
nonisolated protocol ItemRepository: Sendable {
  func all() -> [String]
}

nonisolated final class InMemoryItemRepository: ItemRepository {
  private let items = ["apples", "bread", "coffee"]
  func all() -> [String] { items }
}

/// Services meant for any thread are registered from a nonisolated composer: its closures are
/// `@Sendable` and nonisolated, so they may be resolved anywhere (the compiler checks them as such).
nonisolated struct ServicesComposer: Composer {
  func register() {
    Dependencies.root.add(ItemRepository.self, scope: .singleton) { InMemoryItemRepository() }
  }
}
