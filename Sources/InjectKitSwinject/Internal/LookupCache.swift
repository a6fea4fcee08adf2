@_spi(InjectKitSkins) import InjectKit

/// A direct-mapped cache of `ContainerState.entry(for:)` for keys without an option: the service
/// and argument types compared by identity, and the name. Every registration change, in any
/// container (a parent's changes what a child finds), empties all caches at once by moving the
/// generation on. A value kept in its `ContainerState`'s guarded fields.
struct LookupCache {
  private struct Slot {
    var service = 0
    var arguments = 0
    var name: String?
    var generation: UInt = 0
    var entry: (any ServiceEntryProtocol)?
  }

  /// 32: a container at launch or a screen's child repeats few lookups, and each table is
  /// filled when made.
  private static let size = 32
  private var slots = [Slot](repeating: Slot(), count: size)

  /// Moves on with every registration change; slots of another generation are empty. Starts at
  /// 1 so a new slot (generation 0) is empty.
  private static let current = guarded(UInt(1))

  /// The current generation, for `entry` and `remember`. The lock is held (`held`).
  static func generation(_ held: borrowing RecursiveLock.Held) -> UInt { current.withLock(held) { $0 } }

  /// Empties every cache.
  static func registrationsChanged() {
    current.withLock { $0 &+= 1 }
  }

  /// `registrationsChanged()`; the lock is held (`held`).
  static func registrationsChanged(_ held: borrowing RecursiveLock.Held) {
    current.withLock(held) { $0 &+= 1 }
  }

  private static func index(_ service: Int, _ arguments: Int) -> Int {
    ((service >> 4) ^ (service >> 10) ^ (arguments >> 4)) & (size - 1)
  }

  /// The service and argument identities of a resolve of `Service` with `Arguments`.
  static func ids<Service, Arguments>(_ service: Service.Type, _ arguments: Arguments.Type) -> (Int, Int) {
    (Int(bitPattern: ObjectIdentifier(Service.self)), Int(bitPattern: ObjectIdentifier(Arguments.self)))
  }

  /// The identities of a resolve of `Service` with one runtime argument of type `Argument` (kept
  /// apart from the argument-free key of the same types by a tag bit: type metadata addresses
  /// are aligned).
  static func ids<Service, Argument>(_ service: Service.Type, oneArgument argument: Argument.Type) -> (Int, Int) {
    (Int(bitPattern: ObjectIdentifier(Service.self)), Int(bitPattern: ObjectIdentifier(Argument.self)) | 1)
  }

  /// The entry remembered for these identities and name, if no registration changed since
  /// `generation`.
  func entry(_ ids: (Int, Int), name: String?, generation: UInt) -> (any ServiceEntryProtocol)? {
    let slot = slots[Self.index(ids.0, ids.1)]
    guard slot.generation == generation, slot.service == ids.0, slot.arguments == ids.1, slot.name == name
    else { return nil }
    return slot.entry
  }

  /// Remembers `entry` as what these identities and name find, in `generation`.
  mutating func remember(_ entry: any ServiceEntryProtocol, _ ids: (Int, Int), name: String?, generation: UInt) {
    slots[Self.index(ids.0, ids.1)] = Slot(
      service: ids.0, arguments: ids.1, name: name, generation: generation, entry: entry)
  }

  /// Forgets every entry (they stay unreachable after a registration change anyway; this lets
  /// removed ones go).
  mutating func clear() {
    for index in slots.indices { slots[index] = Slot() }
  }
}
