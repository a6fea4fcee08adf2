// What the engine asks a registry: lookups, listings, and the state beside the entries.
extension Registry {
  /// The entry for `key`, whose `quickHash` is `hash`, from the published snapshot.
  @inline(__always)
  func entry(for key: DependencyKey, hash: Int) -> RegistryEntry? {
    let short = UInt32(truncatingIfNeeded: hash)
    return withSnapshot { snapshot in snapshot.entry(for: key, hash: short) }
  }

  /// Runs `body` on the entry for `key`, whose `quickHash` is `hash`, borrowed from the published
  /// snapshot (see `Snapshot.withEntry`).
  @inline(__always)
  func withEntry<R, E: Error>(for key: DependencyKey, hash: Int, _ body: (RegistryEntry?) throws(E) -> R) throws(E) -> R
  {
    let short = UInt32(truncatingIfNeeded: hash)
    return try withSnapshot { (snapshot) throws(E) -> R in try snapshot.withEntry(for: key, hash: short, body) }
  }

  /// The current entry for `key` (deferred registrations stored first), read under the lock: for
  /// modifiers and diagnostics, which must not build a snapshot per registration.
  func entry(for key: DependencyKey) -> RegistryEntry? {
    storeDeferred()
    return read { $0.entry(for: key) }
  }

  /// Whether this registry holds an entry for `key` (a registration, a collection, decorators
  /// waiting): the one its container's lookups find before any parent's.
  func holds(_ key: DependencyKey) -> Bool {
    typeBits & Self.typeBit(key.type) != 0 && entry(for: key, hash: key.quickHash) != nil
  }

  /// Whether some entry here is of `type`, under any name and arguments.
  func holdsType(_ type: ObjectIdentifier) -> Bool {
    typeBits & Self.typeBit(type) != 0 && all.contains { $0.key.type == type }
  }

  /// One bit per type ever stored (`typeBit`, whatever the name and arguments): a type whose bit
  /// is clear has no entry here, so asking whether a child registers what a parent's instance
  /// reached (`Reach`) is mostly one load. Zero for a container that never registered anything.
  var typeBits: UInt64 { withSnapshot { $0.typeBits } }

  /// Every current entry, in the order keys were first registered (deferred registrations
  /// stored first); collections' aliases, which only serve lookups, are left out.
  var all: [RegistryEntry] {
    storeDeferred()
    return made
  }

  /// The entries stored so far, for a container going away: deferred registrations are not stored.
  var made: [RegistryEntry] {
    read { state in state.entriesInOrder.filter { !$0.isCollectionAlias } }
  }

  /// Stores `entry`, or, when its key has an entry, `merge(entry, previous)`; returns the entry
  /// replaced, if any. `merge` runs with the lock held.
  @discardableResult
  func insert(_ entry: RegistryEntry, merging merge: (RegistryEntry, RegistryEntry) -> RegistryEntry) -> RegistryEntry?
  {
    change { state in state.upsert(entry.key) { previous in previous.map { merge(entry, $0) } ?? entry } }
  }

  /// Stores `make(previous)` for `key`, atomically; returns the entry replaced, if any.
  @discardableResult func upsert(_ key: DependencyKey, _ make: (RegistryEntry?) -> RegistryEntry) -> RegistryEntry? {
    change { state in state.upsert(key, make) }
  }

  /// Replaces the entry for `key` with `transform(entry)`; false when there is none.
  @discardableResult func update(_ key: DependencyKey, _ transform: (RegistryEntry) -> RegistryEntry) -> Bool {
    change { state in state.update(key, transform) != nil }
  }

  /// Keeps `entry`, refused by the sealed container, alive as long as the registry, and remembers
  /// it was refused (`Registration.wasRefused`).
  func keepRefused(_ entry: RegistryEntry) {
    changeState { state in
      state.kept.append(entry)
      state.refused.insert(ObjectIdentifier(entry))
      return ((), withdraw: false)
    }
  }

  /// Whether the entry `id` names was refused by the sealed container (`keepRefused`, `store`).
  func wasRefused(_ id: ObjectIdentifier) -> Bool { read { $0.refused.contains(id) } }

  /// Whether `seal()` closed the container.
  var isSealed: Bool { sealedAt != nil }

  /// Where the container was first sealed, once it is.
  var sealedAt: CallSite? { read(\.sealedAt) }

  /// Marks the container sealed at `site`, unless it is sealed already.
  func markSealed(at site: CallSite) {
    changeState { state in
      if state.sealedAt == nil { state.sealedAt = site }
      return ((), withdraw: false)
    }
  }

  /// The container's own instances of its parents' registrations (`OwnInstances`), made on
  /// first use: most containers never have any.
  var ownInstances: OwnInstances {
    if let made = ownInstancesIfMade { return made }
    return changeState { state in
      if let made = state.ownInstances { return (made, withdraw: false) }
      let made = OwnInstances()
      state.ownInstances = made
      return (made, withdraw: true)
    }
  }

  /// `ownInstances`, if it was made.
  var ownInstancesIfMade: OwnInstances? { withSnapshot { $0.ownInstances } }

  /// What a skin keeps with this container (`Dependencies.attachment`), once attached.
  var attachment: (any AnyObject & Sendable)? { withSnapshot { $0.attachment } }

  /// Attaches `make()` unless something is attached already; returns what is attached.
  func attach(_ make: () -> any AnyObject & Sendable) -> any AnyObject & Sendable {
    changeState { state in
      if let attached = state.attachment { return (attached, withdraw: false) }
      let made = make()
      state.attachment = made
      return (made, withdraw: true)
    }
  }
}
