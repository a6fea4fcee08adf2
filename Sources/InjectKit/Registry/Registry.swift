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
      // entry stored first, the loop retains and releases each entry once more.
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

// MARK: - The snapshot lookups read

/// What lookups read: a registry's entries as of one moment, with what the engine reads beside
/// them on its hot paths. Immutable; its table is the registry state's own array, shared until the
/// next change copies it.
final class Snapshot: Sendable {
  private let slots: [RegistryEntry?]
  /// `Registry.State.typeBits` as of this snapshot.
  let typeBits: UInt64
  let attachment: (any AnyObject & Sendable)?
  let ownInstances: OwnInstances?

  init(_ state: Registry.State) {
    slots = state.slots
    typeBits = state.typeBits
    attachment = state.attachment
    ownInstances = state.ownInstances
  }

  /// The entry for `key`, whose `quickHash` cut to 32 bits is `hash`.
  @inline(__always)
  func entry(for key: DependencyKey, hash: UInt32) -> RegistryEntry? {
    Self.probe(slots, key: key, hash: hash).entry
  }

  /// Runs `body` on the entry for `key` (nil: none), borrowed from the table: a top-level resolve
  /// reads a cached instance through it without a retain of the entry, which every thread reading
  /// the same singleton would share.
  @inline(__always)
  func withEntry<R, E: Error>(for key: DependencyKey, hash: UInt32, _ body: (RegistryEntry?) throws(E) -> R) throws(E)
    -> R
  {
    let mask = slots.count &- 1
    var index = Int(hash) & mask
    while slots[index] != nil {
      if slots[index]!.hash == hash && slots[index]!.key == key {
        return try withBorrowedElement(of: slots, at: index, body)
      }
      index = (index &+ 1) & mask
    }
    return try body(nil)
  }

  /// The slot of `slots` (a power of two long, never full) holding `key`, or the empty one where it
  /// belongs, and its entry.
  @inline(__always)
  static func probe(_ slots: [RegistryEntry?], key: DependencyKey, hash: UInt32) -> (index: Int, entry: RegistryEntry?)
  {
    let mask = slots.count &- 1
    var index = Int(hash) & mask
    while let entry = slots[index] {
      if entry.hash == hash && entry.key == key { return (index, entry) }
      index = (index &+ 1) & mask
    }
    return (index, nil)
  }
}

// MARK: - What the engine asks a registry: lookups, listings, the state beside the entries

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

// MARK: - The key entries are found by

/// What a registration is found by: the service type's identity, the runtime-argument
/// signature's identity (`Void` for none) and an optional name.
///
/// `ObjectIdentifier` of a metatype is unique per type, so `A.Service` and `B.Service`, or
/// `Box<Int>` and `Box<String>`, never collide, and comparing two keys costs two pointer
/// comparisons plus the name's.
struct DependencyKey: Hashable, Sendable {
  let type: ObjectIdentifier
  /// The arguments' type identity; a collection's element has an object's instead (see
  /// `init(element:identity:)`).
  let arguments: ObjectIdentifier
  let name: String?

  init(_ type: Any.Type, arguments: Any.Type = Void.self, name: String?) {
    self.type = ObjectIdentifier(type)
    self.arguments = ObjectIdentifier(arguments)
    self.name = name
  }

  static func == (lhs: DependencyKey, rhs: DependencyKey) -> Bool {
    guard lhs.type == rhs.type, lhs.arguments == rhs.arguments else { return false }
    if lhs.name == nil, rhs.name == nil { return true }
    return namesEqual(lhs.name, rhs.name)
  }

  static func namesEqual(_ lhs: String?, _ rhs: String?) -> Bool { lhs == rhs }

  func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(arguments)
    if let name { hasher.combine(name) }
  }

  /// A cheap hash for the registry's own table: type and argument identities are already
  /// well-spread pointers, so a multiply-and-shift mix is enough (no SipHash per resolve).
  var quickHash: Int { Self.quickHash(type, arguments, name) }

  /// `quickHash` of the key of these parts. A caller holding the name as a parameter passes it
  /// borrowed; read from a key in memory, it is copied out first (a retain and a release).
  static func quickHash(_ type: ObjectIdentifier, _ arguments: ObjectIdentifier, _ name: String?) -> Int {
    var mixed = UInt(bitPattern: type) ^ (UInt(bitPattern: arguments) &>> 3)
    if let name { mixed = mixName(mixed, name) }
    mixed = (mixed ^ (mixed &>> 29)) &* 0xbf58_476d_1ce4_e5b9
    return Int(bitPattern: mixed ^ (mixed &>> 32))
  }

  /// The key's bit in a frame's path mask (`Frame.pathKeys`): from the types only, so it costs no
  /// hashing of the name (keys differing only by name share a bit, and a walk tells them apart).
  var pathBitIndex: UInt8 {
    let mixed = (UInt(bitPattern: type) ^ (UInt(bitPattern: arguments) &>> 3)) &* 0xbf58_476d_1ce4_e5b9
    return UInt8(truncatingIfNeeded: mixed &>> 58)
  }

  /// Folds the name's UTF-8 bytes into `mixed`, eight to a word (a name is a few words).
  static func mixName(_ mixed: UInt, _ name: String) -> UInt {
    var mix = NameMix(mixed)
    // Read in place where the standard library lends its bytes (a native or small string); the
    // view's iterator, about ten times the instructions a byte, for the rest.
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *), name.isContiguousUTF8 {
      let bytes = name.utf8.span
      for index in 0..<bytes.count { mix.add(bytes[index]) }
    } else {
      for byte in name.utf8 { mix.add(byte) }
    }
    return mix.result
  }
}

/// The state of `DependencyKey.mixName`: the mix so far, and the word being filled.
private struct NameMix {
  var mixed: UInt
  var word: UInt = 0
  var count = 0

  @inline(__always) init(_ mixed: UInt) { self.mixed = mixed }

  @inline(__always) mutating func add(_ byte: UInt8) {
    word = word &<< 8 | UInt(byte)
    count &+= 1
    if count & 7 == 0 {
      mixed = (mixed ^ word) &* 0x9e37_79b9_7f4a_7c15
      mixed ^= mixed &>> 31
      word = 0
    }
  }

  /// The count is mixed in, so a last partial word is unambiguous.
  @inline(__always) var result: UInt { (mixed ^ word ^ UInt(bitPattern: count) &<< 56) &* 0x9e37_79b9_7f4a_7c15 }
}

/// Where a registration or a resolve was written, captured with `#fileID` and `#line`.
///
/// The file name (a string literal in the binary) and the line. Every registration keeps one.
struct CallSite: Sendable, CustomStringConvertible {
  let file: StaticString
  let line: UInt32

  init(file: StaticString, line: UInt) {
    self.file = file
    self.line = UInt32(truncatingIfNeeded: line)
  }

  var description: String { "\(file):\(line)" }
}
