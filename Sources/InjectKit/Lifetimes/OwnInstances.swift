/// A container's own instances of its parents' cached registrations: those whose graph reaches
/// a key it registers, so that the parent's instance, built from what it overrides, would not do
/// (`Resolution.resolveOverridable`). Each sits in a slot of its own, with the registration's
/// scope (`weak` holds weakly, `reset(_:)` empties it); the parent's instance is untouched.
///
/// Keyed by the registration's instance slot, which its configured copies share and which its
/// container's registry keeps alive, so a key is never reused while this container exists.
final class OwnInstances: Sendable {
  /// An own instance: the registration (the copy first met here) and where its instance lives:
  /// an `InstanceSlot`, or an async registration's `AsyncInstanceCache`.
  struct Own {
    let entry: RegistryEntry
    let storage: AnyObject
  }

  private let table = Protected<[ObjectIdentifier: Own]>([:])

  /// The slot of `entry`'s instance in this container, empty until built. `entry` is cached,
  /// so it has a slot, and so will its own.
  func slot(for entry: RegistryEntry) -> InstanceSlot {
    let storage = self.storage(for: entry, at: ObjectIdentifier(entry.slot.unsafelyUnwrapped)) {
      InstanceSlot.forScope(entry.scope).unsafelyUnwrapped
    }
    // Made just above for this key, always as an `InstanceSlot`.
    return unsafeDowncast(storage, to: InstanceSlot.self)
  }

  /// The cache of an async registration's own instance here, for the registration's `cache`.
  func cache<T: Sendable>(for entry: RegistryEntry, registered cache: AsyncInstanceCache<T>) -> AsyncInstanceCache<T> {
    let storage = self.storage(for: entry, at: ObjectIdentifier(cache)) { AsyncInstanceCache<T>() }
    // Made just above for this key, always as an `AsyncInstanceCache<T>`.
    return unsafeDowncast(storage, to: AsyncInstanceCache<T>.self)
  }

  private func storage(for entry: RegistryEntry, at key: ObjectIdentifier, make: () -> AnyObject) -> AnyObject {
    table.withLock { table in
      if let own = table[key] { return own.storage }
      let storage = make()
      table[key] = Own(entry: entry, storage: storage)
      return storage
    }
  }

  /// Every registration that has an own instance's storage here.
  var all: [Own] { table.withLock { Array($0.values) } }

  /// Empties the storage of the registrations `matching` accepts; returns their `onReset`
  /// calls, to make outside any lock.
  func drop(_ matching: (RegistryEntry) -> Bool) -> [() -> Void] {
    all.filter { matching($0.entry) }.flatMap { $0.entry.dropCachedInstance(in: $0.storage) }
  }
}
