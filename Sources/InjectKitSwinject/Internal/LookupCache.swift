/// A direct-mapped cache of `ContainerState.entry(for:)` for keys without an option: the service
/// and argument types compared by identity, and the name. Every registration change, in any
/// container (a parent's changes what a child finds), empties all caches at once by moving the
/// generation on.
// Safety: `slots` and `generation` are only read and written inside `SwinjectLock.shared.withLock`
// (or between its `lock()` and `unlock()`); the pointer itself is immutable.
final class LookupCache: @unchecked Sendable {
  private struct Slot {
    var service = 0
    var arguments = 0
    var name: String?
    var generation: UInt = 0
    var entry: (any ServiceEntryProtocol)?
  }

  /// 32: a container at launch or a screen's child repeats few lookups, and each table is
  /// filled (a `memset`) when made.
  private static let size = 32
  /// Made on the first `remember`.
  @exclusivity(unchecked) private var storage: UnsafeMutablePointer<Slot>?

  /// Moves on with every registration change; slots of another generation are empty.
  private static let current = Generation()

  // Safety: as `LookupCache`'s; `value` starts at 1 so a new slot (generation 0) is empty.
  private final class Generation: @unchecked Sendable {
    var value: UInt = 1
  }

  init() {}

  deinit {
    guard let storage else { return }
    storage.deinitialize(count: Self.size)
    storage.deallocate()
  }

  /// The slots, made on first use. Lock must be held.
  private var slots: UnsafeMutablePointer<Slot> {
    if let storage { return storage }
    let made = UnsafeMutablePointer<Slot>.allocate(capacity: Self.size)
    made.initialize(repeating: Slot(), count: Self.size)
    storage = made
    return made
  }

  /// Empties every cache. Lock must be held.
  static func registrationsChanged() {
    current.value &+= 1
  }

  private func slot(_ service: Int, _ arguments: Int) -> UnsafeMutablePointer<Slot> {
    slots + Self.index(service, arguments)
  }

  private static func index(_ service: Int, _ arguments: Int) -> Int {
    ((service >> 4) ^ (service >> 10) ^ (arguments >> 4)) & (size - 1)
  }

  /// The entry found last time for these types and name, if no registration changed since.
  /// Lock must be held.
  func entry<Service, Arguments>(
    _ service: Service.Type, _ arguments: Arguments.Type, name: String?
  ) -> (any ServiceEntryProtocol)? {
    found(Int(bitPattern: ObjectIdentifier(Service.self)), Int(bitPattern: ObjectIdentifier(Arguments.self)), name)
  }

  /// The entry found last time for a resolve of `Service` with one runtime argument of type
  /// `Argument` (kept apart from the argument-free key of the same types by a tag bit: type
  /// metadata addresses are aligned). Lock must be held.
  func entry<Service, Argument>(
    _ service: Service.Type, oneArgument argument: Argument.Type, name: String?
  ) -> (any ServiceEntryProtocol)? {
    found(Int(bitPattern: ObjectIdentifier(Service.self)), Int(bitPattern: ObjectIdentifier(Argument.self)) | 1, name)
  }

  /// The entry remembered for these identities and name, if no registration changed since.
  @inline(__always) private func found(_ serviceID: Int, _ argumentsID: Int, _ name: String?)
    -> (any ServiceEntryProtocol)?
  {
    guard let storage else { return nil }
    let slot = storage + Self.index(serviceID, argumentsID)
    guard slot.pointee.generation == Self.current.value, slot.pointee.service == serviceID,
      slot.pointee.arguments == argumentsID, slot.pointee.name == name
    else { return nil }
    return slot.pointee.entry
  }

  /// Remembers `entry` as what a one-argument resolve of these types and name finds. Lock must
  /// be held.
  func remember<Service, Argument>(
    _ entry: any ServiceEntryProtocol, _ service: Service.Type, oneArgument argument: Argument.Type, name: String?
  ) {
    let serviceID = Int(bitPattern: ObjectIdentifier(Service.self))
    let argumentsID = Int(bitPattern: ObjectIdentifier(Argument.self)) | 1
    slot(serviceID, argumentsID).pointee = Slot(
      service: serviceID, arguments: argumentsID, name: name, generation: Self.current.value, entry: entry)
  }

  /// Forgets every entry (they stay unreachable after a registration change anyway; this lets
  /// removed ones go). Lock must be held.
  func clear() {
    guard let storage else { return }
    for index in 0..<Self.size { storage[index] = Slot() }
  }

  /// Remembers `entry` as what these types and name find. Lock must be held.
  func remember<Service, Arguments>(
    _ entry: any ServiceEntryProtocol, _ service: Service.Type, _ arguments: Arguments.Type, name: String?
  ) {
    let serviceID = Int(bitPattern: ObjectIdentifier(Service.self))
    let argumentsID = Int(bitPattern: ObjectIdentifier(Arguments.self))
    slot(serviceID, argumentsID).pointee = Slot(
      service: serviceID, arguments: argumentsID, name: name, generation: Self.current.value, entry: entry)
  }
}
