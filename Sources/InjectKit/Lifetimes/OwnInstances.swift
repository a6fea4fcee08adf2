/// A container's own instances of its parents' cached registrations: those whose graph reaches
/// a key it registers, so that the parent's instance, built from what it overrides, would not do
/// (`Resolution.resolveOverridable`). Each sits in a slot of its own, with the registration's
/// scope (`weak` holds weakly, `reset(_:)` empties it); the parent's instance is untouched.
///
/// Keyed by the registration's instance slot, which its configured copies share and which its
/// container's registry keeps alive, so a key is never reused while this container exists.
// Safety: `table` is `Protected`; `decisions` is only touched with `Reach.lock` held. A decision's
// `home` is this container or a parent of it, which it holds.
final class OwnInstances: @unchecked Sendable {
  /// An own instance: the registration (the copy first met here) and where its instance lives:
  /// an `InstanceSlot`, or an async registration's `AsyncInstanceCache`.
  struct Own {
    /// The registration's instance slot (or async cache), which names it.
    let key: ObjectIdentifier
    let entry: RegistryEntry
    let storage: AnyObject
  }

  /// A list, not a dictionary: a container holds few own instances, and a dictionary keyed by
  /// `ObjectIdentifier` made every container's first use look up `Hashable` conformances
  /// (~115,000 instructions at launch).
  private let table = Protected<[Own]>([])
  /// For parents' registrations this container asked for: whose instance serves it (nil: the
  /// owner's), in the registry epoch it was found in. Only touched with `Reach.lock` held.
  private var decisions: [Decision] = []

  struct Decision {
    let registration: ObjectIdentifier
    let epoch: UInt
    /// This container or a parent of it (which it holds); nil: the owner's instance.
    let home: Unmanaged<Dependencies>?

    var container: Dependencies? { home?.takeUnretainedValue() }
  }

  /// What `Reach.home` found for `registration` in this epoch, if it did.
  func decision(for registration: ObjectIdentifier, epoch: UInt) -> Decision? {
    Reach.lock.lock()
    defer { Reach.lock.unlock() }
    return decisions.first { $0.registration == registration && $0.epoch == epoch }
  }

  /// Remembers `home` for `registration` in `epoch`, replacing an earlier epoch's answer.
  func remember(_ home: Dependencies?, for registration: ObjectIdentifier, epoch: UInt) {
    Reach.lock.lock()
    defer { Reach.lock.unlock() }
    decisions.removeAll { $0.registration == registration }
    decisions.append(Decision(registration: registration, epoch: epoch, home: home.map { .passUnretained($0) }))
  }

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
      if let own = table.first(where: { $0.key == key }) { return own.storage }
      let storage = make()
      table.append(Own(key: key, entry: entry, storage: storage))
      return storage
    }
  }

  /// Every registration that has an own instance's storage here.
  var all: [Own] { table.withLock { $0 } }

  /// Empties the storage of the registrations `matching` accepts; returns their `onReset`
  /// calls, to make outside any lock.
  func drop(_ matching: (RegistryEntry) -> Bool) -> [() -> Void] {
    all.filter { matching($0.entry) }.flatMap { $0.entry.dropCachedInstance(in: $0.storage) }
  }
}
