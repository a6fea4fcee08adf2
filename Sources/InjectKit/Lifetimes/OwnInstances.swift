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
  struct Own: Sendable {
    /// The registration's instance slot (or async cache), which names it.
    let key: ObjectIdentifier
    let entry: RegistryEntry
    let storage: any AnyObject & Sendable
  }

  /// A list, not a dictionary: a container holds few own instances, and a dictionary keyed by
  /// `ObjectIdentifier` makes the first container's first use scan the app's conformances for
  /// `Hashable`, at launch.
  private let table = Protected<[Own]>([])
  /// For parents' registrations this container asked for: whose instance serves it (nil: the
  /// owner's), in the registry epoch it was found in.
  private let decisions = Protected<[Decision]>([])

  struct Decision: Sendable {
    let registration: ObjectIdentifier
    let epoch: UInt
    /// Whether the owner's instance serves this container (else `home`'s own does).
    let isOwners: Bool
    /// This container or a parent of it, weakly: this container would otherwise hold itself.
    weak var home: Dependencies?

    /// The container whose own instance serves; nil: the owner's.
    var container: Dependencies? { isOwners ? nil : home }
  }

  /// What `Reach.home` found for `registration` in this epoch, if it did.
  func decision(for registration: ObjectIdentifier, epoch: UInt) -> Decision? {
    decisions.withLock { decisions in decisions.first { $0.registration == registration && $0.epoch == epoch } }
  }

  /// Remembers `home` for `registration` in `epoch`, replacing an earlier epoch's answer.
  func remember(_ home: Dependencies?, for registration: ObjectIdentifier, epoch: UInt) {
    decisions.withLock { decisions in
      decisions.removeAll { $0.registration == registration }
      decisions.append(Decision(registration: registration, epoch: epoch, isOwners: home == nil, home: home))
    }
  }

  /// The slot of `entry`'s instance in this container, empty until built. `entry` is cached,
  /// so it has a slot, and so will its own.
  func slot(for entry: RegistryEntry) -> InstanceSlot {
    let storage = self.storage(for: entry, at: ObjectIdentifier(entry.slot!)) { InstanceSlot.forScope(entry.scope)! }
    // Made just above for this key, always as an `InstanceSlot`.
    return storage as! InstanceSlot
  }

  /// The cache of an async registration's own instance here, for the registration's `cache`.
  func cache<T: Sendable>(for entry: RegistryEntry, registered cache: AsyncInstanceCache<T>) -> AsyncInstanceCache<T> {
    let storage = self.storage(for: entry, at: ObjectIdentifier(cache)) { AsyncInstanceCache<T>() }
    // Made just above for this key, always as an `AsyncInstanceCache<T>`.
    return storage as! AsyncInstanceCache<T>
  }

  private func storage(
    for entry: RegistryEntry, at key: ObjectIdentifier, make: () -> any AnyObject & Sendable
  ) -> any AnyObject & Sendable {
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
  /// calls, to make outside any lock, and the boxes dropped.
  func drop(_ matching: (RegistryEntry) -> Bool) -> DroppedInstances {
    var dropped = DroppedInstances()
    for own in all where matching(own.entry) { dropped.append(own.entry.dropCachedInstance(in: own.storage)) }
    return dropped
  }
}
