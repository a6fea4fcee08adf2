/// A container's own instances of its parents' cached registrations: those whose graph reaches
/// a key it registers, so that the parent's instance, built from what it overrides, would not do
/// (`Resolution.resolveOverridable`). Each sits in a slot of its own, with the registration's
/// scope (`weak` holds weakly, `reset(_:)` empties it); the parent's instance is untouched.
///
/// Keyed by the registration's instance slot, which its configured copies share and which its
/// container's registry keeps alive, so a key is never reused while this container exists.
final class OwnInstances: Sendable {
  /// An own instance: the registration (the copy first built here) and the slot holding it.
  struct Own {
    let entry: RegistryEntry
    let slot: InstanceSlot
  }

  private let table = Protected<[ObjectIdentifier: Own]>([:])

  /// The slot of `entry`'s instance in this container, empty until built. `entry` is cached,
  /// so it has a slot, and so will its own.
  func slot(for entry: RegistryEntry) -> InstanceSlot {
    let key = ObjectIdentifier(entry.slot.unsafelyUnwrapped)
    return table.withLock { table in
      if let own = table[key] { return own.slot }
      let slot = InstanceSlot.forScope(entry.scope).unsafelyUnwrapped
      table[key] = Own(entry: entry, slot: slot)
      return slot
    }
  }

  /// The own instance slot of `entry`'s registration, if one was made here.
  func existingSlot(for entry: RegistryEntry) -> InstanceSlot? {
    guard let registration = entry.slot else { return nil }
    return table.withLock { $0[ObjectIdentifier(registration)]?.slot }
  }

  /// Every registration that has an own slot here.
  var all: [Own] { table.withLock { Array($0.values) } }

  /// Empties the slots of the registrations `matching` accepts; returns their `onReset` calls,
  /// to make outside any lock.
  func drop(_ matching: (RegistryEntry) -> Bool) -> [() -> Void] {
    all.filter { matching($0.entry) }.flatMap { $0.entry.dropCachedInstance(in: $0.slot) }
  }
}
