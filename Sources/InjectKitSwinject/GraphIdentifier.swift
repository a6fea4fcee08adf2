/// Identifies one object graph: everything built during a single top-level `resolve`.
///
/// ```swift
/// container.register(Dog.self) { r in
///   let graph = r.resolve(GraphIdentifier.self)   // the graph being built right now
///   return Dog()
/// }
/// ```
///
/// `graph`-scoped instances are shared within one identifier. Storages receive it in
/// `InstanceStorage.instance(inGraph:)`, and `Container.withObjectGraph(_:closure:)` resolves
/// inside a graph again.
public struct GraphIdentifier: Identifiable, Hashable, Sendable {
  /// A process-wide unique number.
  public let id: UInt64

  /// Creates an identifier that differs from every other one made in this process.
  public init() {
    id = GraphIdentifier.counter.next()
  }

  private static let counter = Counter()

  /// Hands out increasing numbers under the module's lock.
  // Safety: `value` is only read and written inside `SwinjectLock.shared.withLock`.
  private final class Counter: @unchecked Sendable {
    private var value: UInt64 = 0

    func next() -> UInt64 {
      SwinjectLock.shared.withLock {
        value += 1
        return value
      }
    }
  }
}
