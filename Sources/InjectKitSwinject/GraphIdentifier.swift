@_spi(InjectKitSkins) import InjectKit

#if os(iOS) || os(macOS) || os(tvOS) || os(watchOS)
  import Foundation
#endif

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
/// inside a graph again. Its `id` has Swinject 2.10's type: a `UUID` on Apple platforms, a
/// `UInt` elsewhere (Linux).
public struct GraphIdentifier: Identifiable, Hashable, Sendable {
  #if os(iOS) || os(macOS) || os(tvOS) || os(watchOS)
    /// Unique to this graph.
    public let id: UUID

    /// Creates an identifier that differs from every other one.
    public init() {
      id = UUID()
    }

    /// A new identifier, made by the container.
    static func makeLockHeld(_ held: borrowing RecursiveLock.Held) -> GraphIdentifier { GraphIdentifier() }
  #else
    /// Unique to this graph within the process.
    public let id: UInt

    /// Creates an identifier that differs from every other one made in this process.
    public init() {
      id = SwinjectLock.shared.withLock { held in GraphIdentifier.counter.next(held) }
    }

    /// A new identifier, made by the container (the lock is held: no second locking).
    static func makeLockHeld(_ held: borrowing RecursiveLock.Held) -> GraphIdentifier {
      GraphIdentifier(id: counter.next(held))
    }

    private init(id: UInt) { self.id = id }

    private static let counter = Counter()

    /// Hands out increasing numbers under the module's lock (Swinject draws random ones; a
    /// counter cannot collide).
    private final class Counter: Sendable {
      private let value = guarded(UInt(0))

      func next(_ held: borrowing RecursiveLock.Held) -> UInt {
        value.withLock(held) {
          $0 += 1
          return $0
        }
      }
    }
  #endif
}
