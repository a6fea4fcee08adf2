import InjectKit

/// Data access may run on any thread: nonisolated, as everything is by default here.
protocol ItemRepository: Sendable {
  func all() -> [String]
}

final class InMemoryItemRepository: ItemRepository {
  private let items = ["apples", "bread", "coffee"]
  func all() -> [String] { items }
}

/// A nonisolated composer: registering needs no actor.
struct ServicesComposer: Composer {
  func register() {
    // A nonisolated factory: the tutorial's form, resolvable from any thread.
    Dependencies.root.add(ItemRepository.self, scope: .singleton) { InMemoryItemRepository() }
  }
}
