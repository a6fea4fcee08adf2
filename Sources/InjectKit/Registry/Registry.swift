/// A container's own registrations.
///
/// Registration is rare and resolution is hot, and the two never wait for each other:
/// - Writers change `state` with its lock held, and withdraw the published snapshot.
/// - Lookups read the published `Snapshot`, an immutable table, without a lock. The first lookup
///   after a change finds nothing published, builds the snapshot from `state` (lock held) and
///   publishes it (`Publication`); every lookup after it reads that one.
/// - A change made before a lookup starts is seen by it: the change withdrew the snapshot, so the
///   lookup reads either nothing (and builds from the state, which has the change) or a snapshot
///   built after the change.
/// - Registrations a skin deferred (Registry+Deferred.swift) are stored before a snapshot is built,
///   so no snapshot is published while one waits.
/// - No entry is freed while the registry lives: replaced and refused entries stay in `kept`, so a
///   caller holding an entry it found a moment ago (or a `Registration` naming it) never holds a
///   freed one.
final class Registry: Sendable {
  /// What writers change, behind one lock.
  struct State: Sendable {
    /// The current entries, in an open-addressing table probed by `DependencyKey.quickHash`, at
    /// most half full. A snapshot shares this array until the next change copies it.
    var slots = [RegistryEntry?](repeating: nil, count: 16)
    /// Where each key of `slots` (at the same index) was first registered among the container's
    /// keys, from 0: listings keep that order. Kept beside the table, not in the entries, which are
    /// immutable (a replacement takes its key's slot, so its position, over); only the state has
    /// it, not the snapshots lookups read. Empty until the first key is stored, so a container that
    /// registers nothing allocates none.
    var positions: [UInt32] = []
    /// Keys registered so far: the next new key's position, and the table's load.
    var count: UInt32 = 0
    /// Entries replaced, or not stored (a sealed container's refusal): alive as long as the registry.
    var kept: [RegistryEntry] = []
    /// The entries a sealed container refused (`refuse`), kept in `kept`, so their identities are
    /// never reused.
    var refused: Set<ObjectIdentifier> = []
    /// One bit per type ever stored (`Registry.typeBit`); only grows.
    var typeBits: UInt64 = 0
    /// Where `seal()` closed the container, once it did.
    var sealedAt: CallSite?
    /// What a skin keeps with the container (`Dependencies.attachment`).
    var attachment: (any AnyObject & Sendable)?
    /// The container's own instances of its parents' registrations, made on first use.
    var ownInstances: OwnInstances?
    /// Registrations a skin deferred, to store before the next snapshot (Registry+Deferred.swift).
    var deferred: [DeferredItem] = []
    /// The thread storing deferred registrations, whose own changes go on meanwhile.
    var storingThread: UInt?
    /// What `reset(_:)` dropped, held weakly: the survivors of a reset, while alive.
    var resetInstances: [ResetInstance] = []

    /// Every current entry, in no particular order.
    var entries: [RegistryEntry] { slots.compactMap { $0 } }

    /// Every current entry, in the order keys were first registered.
    var entriesInOrder: [RegistryEntry] {
      var ordered = [RegistryEntry?](repeating: nil, count: Int(count))
      for (index, entry) in slots.enumerated() where entry != nil { ordered[Int(positions[index])] = entry }
      return ordered.compactMap { $0 }
    }

    /// The entry for `key`.
    func entry(for key: DependencyKey) -> RegistryEntry? {
      Snapshot.probe(slots, key: key, hash: UInt32(truncatingIfNeeded: key.quickHash)).entry
    }

    /// Stores `make(previous)` for `key`, keeping the previous entry's place in listings; returns
    /// the entry replaced.
    @discardableResult
    mutating func upsert(_ key: DependencyKey, _ make: (RegistryEntry?) -> RegistryEntry) -> RegistryEntry? {
      upsert(key, hash: UInt32(truncatingIfNeeded: key.quickHash), make)
    }

    /// `upsert`, for a key whose `quickHash` cut to 32 bits, `hash`, is known (an entry's own).
    @discardableResult
    mutating func upsert(_ key: DependencyKey, hash: UInt32, _ make: (RegistryEntry?) -> RegistryEntry)
      -> RegistryEntry?
    {
      if Int(count + 1) * 2 > slots.count { grow() }
      let (index, previous) = Snapshot.probe(slots, key: key, hash: hash)
      let entry = make(previous)
      if let previous {
        kept.append(previous)
      } else {
        if positions.isEmpty { positions = [UInt32](repeating: 0, count: slots.count) }
        positions[index] = count
        count += 1
      }
      typeBits |= Registry.typeBit(key.type)
      slots[index] = entry
      return previous
    }

    /// Doubles the table (it holds keys by then, so `positions` is as long as it).
    private mutating func grow() {
      var bigger = [RegistryEntry?](repeating: nil, count: slots.count * 2)
      var biggerPositions = [UInt32](repeating: 0, count: bigger.count)
      let mask = bigger.count - 1
      // Iterated, with the entry stored after its position: indexed (`slots[from]`), with the
      // entry stored first, the loop retained and released each entry once more (measured:
      // 43 instructions per registration in the `registration` row).
      var from = 0
      for slot in slots {
        defer { from &+= 1 }
        guard let entry = slot else { continue }
        var index = Int(entry.hash) & mask
        while bigger[index] != nil { index = (index &+ 1) & mask }
        biggerPositions[index] = positions[from]
        bigger[index] = entry
      }
      slots = bigger
      positions = biggerPositions
    }

    /// Stores a collection (`CollectionBody`) and, at its array type's own key, its alias, so a
    /// resolve of `[T]` finds it with its one lookup — unless something else holds that key (a
    /// registration of `[T]` itself wins; a decorator's placeholder keeps its error).
    mutating func storeCollection(_ collection: RegistryEntry) {
      upsert(collection.key) { _ in collection }
      guard let alias = collection.alias() else { return }
      if let holder = entry(for: alias.key), !holder.isCollectionAlias { return }
      upsert(alias.key) { _ in alias }
    }

    /// Replaces the entry for `key` with `transform(entry)` and returns it; nil when there is none.
    /// A collection's element is replaced in its collection too, which holds its elements' entries.
    mutating func update(_ key: DependencyKey, _ transform: (RegistryEntry) -> RegistryEntry) -> RegistryEntry? {
      guard let previous = entry(for: key) else { return nil }
      let replacement = transform(previous)
      upsert(key) { _ in replacement }
      if let collectionKey = replacement.collectionKey, let collection = entry(for: collectionKey) {
        storeCollection(collection.replacingElement(replacement))
      }
      return replacement
    }
  }

  private let state = Protected(State())
  private let published = Publication<Snapshot>()

  /// The bit of `type` in `typeBits`.
  static func typeBit(_ type: ObjectIdentifier) -> UInt64 {
    1 &<< ((UInt64(UInt(bitPattern: type)) &* 0xbf58_476d_1ce4_e5b9) &>> 58)
  }

  /// Runs `body` on the published snapshot, building it first if a change withdrew it.
  @inline(__always)
  func withSnapshot<R, E: Error>(_ body: (Snapshot) throws(E) -> R) throws(E) -> R {
    try published.read(body, otherwise: { () throws(E) -> R in try body(snapshotPublishedNow()) })
  }

  /// Builds and publishes the snapshot of the current state, once deferred registrations are
  /// stored; returns it.
  @inline(never)
  private func snapshotPublishedNow() -> Snapshot {
    while true {
      storeDeferred()
      let snapshot = state.withLock { state -> Snapshot? in
        // Deferred again meanwhile, or still being stored by another thread: stored first, by the loop.
        if !state.deferred.isEmpty || (state.storingThread != nil && state.storingThread != ThreadIdentity.current) {
          return nil
        }
        if let current = published.read({ $0 }) { return current }
        let snapshot = Snapshot(state)
        published.publish(snapshot)
        return snapshot
      }
      if let snapshot { return snapshot }
    }
  }

  /// Runs `change` on the state with its lock held, and withdraws the snapshot: the next lookup
  /// sees the change. Deferred registrations are stored first (but on the thread storing them).
  @discardableResult
  func change<R>(_ change: (inout State) -> R) -> R {
    while true {
      let result = state.withLock { state -> R? in
        if !state.deferred.isEmpty, state.storingThread != ThreadIdentity.current { return nil }
        defer { published.withdrawAdvancingEpoch() }
        return change(&state)
      }
      if let result { return result }
      storeDeferred()
    }
  }

  /// The scope of the registration stored for `key`, if any, in one read under the lock: what a new
  /// registration of the key without a scope inherits (`Dependencies.effectiveScope`). Registrations
  /// a skin deferred are not stored first: theirs are transient in the engine.
  func scopeOfRegistration(for key: DependencyKey, hash: UInt32) -> Scope? {
    state.withLock { state in
      // Most registrations are of a type nothing registered here before: one test of a bit.
      guard state.typeBits & Self.typeBit(key.type) != 0,
        let entry = Snapshot.probe(state.slots, key: key, hash: hash).entry, entry.isRegistration
      else { return nil }
      return entry.scope
    }
  }

  /// Reads the state with its lock held; no deferred registration is stored first.
  func read<R>(_ body: (State) -> R) -> R { state.withLock { body($0) } }

  /// Runs `body` on the state with its lock held, for what is no registration (the state beside
  /// the entries): the snapshot is withdrawn only if `body` says so.
  func changeState<R>(_ body: (inout State) -> (R, withdraw: Bool)) -> R {
    state.withLock { state in
      let (result, withdraw) = body(&state)
      if withdraw { published.withdrawAdvancingEpoch() }
      return result
    }
  }
}
