import CInjectKitAtomics

/// A container's own registrations: an open-addressing table keyed by `DependencyKey` that
/// readers probe without taking any lock. The table holds its entries (+1 each), but for an entry
/// made from a pending registration's record, which the record holds (Registry+Pending.swift);
/// listings sort them by `RegistryEntry.position`, the order keys were first registered.
///
/// Registration is rare and resolution is hot, so writers pay for readers' freedom:
/// - Writers take `lock`, so they are serialised among themselves.
/// - A slot holds an unretained pointer to a `RegistryEntry`, or to a pending registration's record
///   (tagged), and is written with a release store; readers load it with an acquire load, so they
///   see a fully built, immutable entry or record.
/// - No entry is freed while the registry lives: replaced entries stay in `retired`, and so do
///   entries a `Registration` names that were not stored (`keep`). A reader holding an entry it
///   found a moment ago, or a handle its entry, therefore never touches freed memory.
///   Re-registering a key costs one retained entry until the container goes away; that is the
///   price of a lock-free read.
/// - Every change moves the process's registry epoch on, after it is stored (`Table.publish`),
///   so lookups remembered in an earlier epoch are known to be stale (`ParameterCache`).
/// - Readers probe a table inside a read section (`ReadSection`); `grow`
///   publishes the bigger table, then frees the old one once every section open at that moment
///   has closed (`ReadSection.waitForReaders`), so a probe never reads freed memory.
// Thread safety: `count`, `retired` and entries' `position` are only touched with `lock` held
// (so they need no dynamic exclusivity checks, which would cost more than the rest of a
// registration). Table memory is written only by lock holders, with release stores.
// Safety: readers only load, with acquire loads inside a read section, and nothing they load
// is freed under them: entries live as long as the registry, old tables until readers leave.
final class Registry: @unchecked Sendable {
  let lock = Lock()
  /// The published table (see `Table`): swapped by `grow`, which frees the old one once no
  /// reader can still probe it.
  /// `current[0]` is the table; `current[1]`, once the container is sealed, is where (a
  /// `CallSite`, allocated);
  /// `current[2]`'s bit pattern is `typeBits`; `current[3]` is the skin's attachment (retained);
  /// `current[4]` is non-nil while deferred registrations wait (`deferRegistration`), and
  /// `current[5]` names the thread storing them; `current[6]` is the container's
  /// `OwnInstances`, made on first use (retained); `current[7]` is non-nil once the container
  /// is listed in `LiveContainers`.
  let current: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  /// How many keys the table holds.
  @exclusivity(unchecked) var count = 0
  /// Entries replaced since, kept alive for readers that may still hold them.
  @exclusivity(unchecked) private var retired: [RegistryEntry] = []
  /// Registrations to store before anything reads this registry (Registry+Deferred.swift).
  /// Lock held.
  @exclusivity(unchecked) var deferred: [DeferredItem] = []
  /// Pending registrations' records (Registry+Pending.swift): the chunks, and the free part of the
  /// last one. Lock held.
  @exclusivity(unchecked) var pendingChunks: [UnsafeMutablePointer<PendingFactory>] = []
  @exclusivity(unchecked) var pendingNext: UnsafeMutablePointer<PendingFactory>?
  @exclusivity(unchecked) var pendingEnd: UnsafeMutablePointer<PendingFactory>?

  /// `current`'s words, and their bytes: the first table follows them in the same allocation.
  private static let headerWords = 8
  private static var headerBytes: Int { headerWords * MemoryLayout<UnsafeMutableRawPointer?>.stride }
  private static let firstCapacity = 16

  /// Whether `table` is the first one, allocated with `current` (freed with it, never alone).
  private func isFirst(_ table: Table) -> Bool { table.base == UnsafeMutableRawPointer(current) + Self.headerBytes }

  init() {
    // One allocation for the header words and the first table, which follows them.
    let block = UnsafeMutableRawPointer.allocate(
      byteCount: Self.headerBytes + Table.bytes(capacity: Self.firstCapacity),
      alignment: MemoryLayout<UnsafeMutableRawPointer?>.alignment)
    current = block.bindMemory(to: UnsafeMutableRawPointer?.self, capacity: Self.headerWords)
    current.initialize(to: Table.initialize(at: block + Self.headerBytes, capacity: Self.firstCapacity))
    (current + 1).initialize(repeating: nil, count: Self.headerWords - 1)
  }

  deinit {
    if let table = current.pointee {
      let table = Table(table)
      // The table owns its entries but those made from records, which their records own.
      for index in 0..<table.capacity {
        guard let raw = table.load(index), !StoredRegistration.isPending(raw) else { continue }
        let entry = Unmanaged<RegistryEntry>.fromOpaque(raw)
        if !entry._withUnsafeGuaranteedRef({ $0.flags.isOwnedByRecord }) { entry.release() }
      }
      if !isFirst(table) { table.base.deallocate() }
    }
    freePendingRecords()
    if let attachment = current[3] { Unmanaged<AnyObject>.fromOpaque(attachment).release() }
    if let own = current[6] { Unmanaged<OwnInstances>.fromOpaque(own).release() }
    current[1]?.deallocate()
    current.deinitialize(count: Self.headerWords)
    UnsafeMutableRawPointer(current).deallocate()
  }

  /// One bit per type ever stored (`typeBit`, whatever the name and arguments): a type whose bit
  /// is clear has no entry here, so asking whether a child registers what a parent's instance
  /// reached (`Reach`) is mostly one load. Zero for a container that never registered anything.
  /// Only grows.
  var typeBits: UInt64 { UInt64(UInt(bitPattern: AtomicWord.loadAcquire(pointerIn: current + 2))) }

  /// The bit of `type` in `typeBits`.
  static func typeBit(_ type: ObjectIdentifier) -> UInt64 {
    1 &<< ((UInt64(UInt(bitPattern: type)) &* 0xbf58_476d_1ce4_e5b9) &>> 58)
  }

  /// Whether this registry holds an entry for `key` (a registration, a collection, decorators
  /// waiting): the one its container's lookups find before any parent's.
  func holds(_ key: DependencyKey) -> Bool {
    typeBits & Self.typeBit(key.type) != 0 && entry(for: key) != nil
  }

  /// Whether some entry here is of `type`, under any name and arguments.
  func holdsType(_ type: ObjectIdentifier) -> Bool {
    typeBits & Self.typeBit(type) != 0 && all.contains { $0.key.type == type }
  }

  /// The entry for `key`, found without locking.
  /// Unretained: the registry keeps every entry it ever held alive (see above).
  @inline(__always)
  func entry(for key: UnsafePointer<DependencyKey>, hash: Int) -> Unmanaged<RegistryEntry>? {
    let reader = ReadSection.begin()
    defer { reader.endAfterLoads() }
    return entry(for: key, hash: hash, in: reader)
  }

  /// `entry(for:hash:)` inside a read section the caller has open (sections do not nest), so a
  /// top-level resolve reads the entry and its cached instance in one section.
  @inline(__always)
  func entry(for key: UnsafePointer<DependencyKey>, hash: Int, in section: ReadSection) -> Unmanaged<RegistryEntry>? {
    let table = Table(AtomicWord.loadSequentiallyConsistent(pointerIn: current)!)
    let short = UInt32(truncatingIfNeeded: hash)
    var index = Int(short) & table.mask
    while let raw = table.load(index) {
      if StoredRegistration.isPending(raw) {
        return entry(probingRecordsFor: key, hash: short, in: table, from: index)
      }
      let entry = Unmanaged<RegistryEntry>.fromOpaque(raw)
      if entry._withUnsafeGuaranteedRef({ $0.hash == short && $0.key == key.pointee }) { return entry }
      index = (index &+ 1) & table.mask
    }
    return nil
  }

  /// The entry for `key`, found without locking (deferred registrations stored first, if it
  /// is not found).
  func entry(for key: DependencyKey) -> Unmanaged<RegistryEntry>? {
    if let found = withUnsafePointer(to: key, { entry(for: $0, hash: key.quickHash) }) { return found }
    guard hasDeferred else { return nil }
    storeDeferredSlowly()
    return withUnsafePointer(to: key) { entry(for: $0, hash: key.quickHash) }
  }

  /// Stores `entry`, returning the registration it replaced, if any.
  @discardableResult func insert(_ entry: RegistryEntry) -> RegistryEntry? {
    storeDeferred()
    return lock.withLock { unlockedUpsert(entry.key, hash: entry.hash) { _ in entry } }
  }

  /// Stores `entry`, or, when its key has an entry, `merge(entry, previous)`; returns the
  /// entry replaced, if any. `merge` runs with the lock held.
  @discardableResult @inline(__always)
  func insert(_ entry: RegistryEntry, merging merge: (RegistryEntry, RegistryEntry) -> RegistryEntry) -> RegistryEntry?
  {
    storeDeferred()
    return lock.withLock {
      unlockedUpsert(entry.key, hash: entry.hash) { previous in previous.map { merge(entry, $0) } ?? entry }
    }
  }

  /// Stores `make(previous)` for `key`, atomically; returns the entry replaced, if any.
  @discardableResult func upsert(_ key: DependencyKey, _ make: (RegistryEntry?) -> RegistryEntry) -> RegistryEntry? {
    storeDeferred()
    return lock.withLock { unlockedUpsert(key, hash: UInt32(truncatingIfNeeded: key.quickHash), make) }
  }

  /// Keeps `entry`, which is not stored, alive as long as the registry: a `Registration` names it
  /// unretained.
  func keep(_ entry: RegistryEntry) {
    lock.withLock { unlockedKeep(entry) }
  }

  /// `keep`, with the lock held.
  func unlockedKeep(_ entry: RegistryEntry) { retired.append(entry) }

  /// Runs `body` with the lock held, for several `unlocked…` changes that must appear together.
  @discardableResult func withLock<R>(_ body: () -> R) -> R {
    storeDeferred()
    return lock.withLock(body)
  }

  /// The entry for `key`. Lock must be held.
  func unlockedEntry(for key: DependencyKey) -> RegistryEntry? {
    let table = Table(current.pointee!)
    let index = slot(for: key, hash: UInt32(truncatingIfNeeded: key.quickHash), in: table)
    return table.load(index).map { entry(in: $0, at: index, of: table).takeUnretainedValue() }
  }

  /// Stores `make(previous)` for `key` (whose `quickHash` cut to 32 bits is `hash`), keeping
  /// the previous entry's place in listings; returns the entry replaced. Lock must be held.
  /// Inlined so that each caller's `make` is too: registration is a hot path of its own.
  @discardableResult @inline(__always)
  func unlockedUpsert(_ key: DependencyKey, hash: UInt32, _ make: (RegistryEntry?) -> RegistryEntry) -> RegistryEntry? {
    if (count + 1) * 4 > Table(current.pointee!).capacity * 3 { grow() }
    let table = Table(current.pointee!)
    let index = slot(for: key, hash: hash, in: table)
    let previous = table.load(index).map { takeEntry(in: $0, at: index, of: table) }
    let entry = make(previous)
    if let previous {
      entry.position = previous.position
      retired.append(previous)
    } else {
      entry.position = UInt32(count)
      count += 1
    }
    unlockedSetTypeBit(key.type)
    table.publish(index, Unmanaged.passRetained(entry).toOpaque())
    return previous
  }

  /// Sets `type`'s bit in `typeBits`, before its entry is published: a reader that finds the entry
  /// finds its bit. Read plainly: only lock holders write it. Lock must be held.
  @inline(__always) func unlockedSetTypeBit(_ type: ObjectIdentifier) {
    let bits = UInt64(UInt(bitPattern: current[2]))
    let bit = Self.typeBit(type)
    if bits & bit == 0 {
      AtomicWord.storeRelease(pointerIn: current + 2, UnsafeMutableRawPointer(bitPattern: UInt(bits | bit)))
    }
  }

  /// Replaces the entry for `key` with `transform(entry)`; false when there is none. A
  /// collection's element is replaced in its collection too, which holds its elements' entries.
  @discardableResult func update(_ key: DependencyKey, _ transform: (RegistryEntry) -> RegistryEntry) -> Bool {
    storeDeferred()
    return lock.withLock {
      guard let replacement = unlockedReplace(key, transform) else { return false }
      // The element first: a reader that sees the new collection finds it.
      if let collectionKey = replacement.collectionKey, let collection = unlockedEntry(for: collectionKey) {
        unlockedStoreCollection(collection.replacingElement(replacement))
      }
      return true
    }
  }

  /// Stores a collection (`CollectionEntry`) and, at its array type's own key, its alias, so a
  /// resolve of `[T]` finds it with its one lookup — unless something else holds that key (a
  /// registration of `[T]` itself wins; a decorator's placeholder keeps its error). Lock must be held.
  func unlockedStoreCollection(_ collection: RegistryEntry) {
    unlockedUpsert(collection.key, hash: collection.hash) { _ in collection }
    guard let alias = collection.alias() else { return }
    if let holder = unlockedEntry(for: alias.key), !holder.isCollectionAlias { return }
    unlockedUpsert(alias.key, hash: alias.hash) { _ in alias }
  }

  /// Replaces the entry for `key` with `transform(entry)` and returns it; nil when there is
  /// none. Lock must be held.
  @discardableResult private func unlockedReplace(_ key: DependencyKey, _ transform: (RegistryEntry) -> RegistryEntry)
    -> RegistryEntry?
  {
    let table = Table(current.pointee!)
    let index = slot(for: key, hash: UInt32(truncatingIfNeeded: key.quickHash), in: table)
    guard let raw = table.load(index) else { return nil }
    let previous = takeEntry(in: raw, at: index, of: table)
    let replacement = transform(previous)
    replacement.position = previous.position
    retired.append(previous)
    table.publish(index, Unmanaged.passRetained(replacement).toOpaque())
    return replacement
  }

  /// Every current entry, in the order keys were first registered (deferred registrations
  /// stored first); collections' aliases, which only serve lookups, are left out.
  var all: [RegistryEntry] {
    storeDeferred()
    return entries(makingPending: true)
  }

  /// The entries made so far, for a container going away: deferred registrations are not stored
  /// first, and a pending registration no lookup needed gets no entry now (it cached nothing).
  var made: [RegistryEntry] { entries(makingPending: false) }

  /// The current entries in registration order, collections' aliases left out; a pending
  /// registration's entry made now if `makingPending`, else only if a lookup made it already.
  private func entries(makingPending: Bool) -> [RegistryEntry] {
    lock.withLock {
      let table = Table(current.pointee!)
      var entries: [RegistryEntry] = []
      entries.reserveCapacity(count)
      for index in 0..<table.capacity {
        guard let raw = table.load(index) else { continue }
        if !makingPending, StoredRegistration.isPending(raw),
          AtomicWord.loadAcquire(pointerIn: PendingFactory.made(of: StoredRegistration.record(raw))) == nil
        {
          continue
        }
        let entry = entry(in: raw, at: index, of: table).takeUnretainedValue()
        if !entry.isCollectionAlias { entries.append(entry) }
      }
      return entries.sorted { $0.position < $1.position }
    }
  }

  /// The slot holding `key`, or the empty slot where it belongs. Lock must be held.
  func slot(for key: DependencyKey, hash: UInt32, in table: Table) -> Int {
    withUnsafePointer(to: key) { key in
      var index = Int(hash) & table.mask
      while let raw = table.load(index), !Self.holds(raw, key, hash: hash) {
        index = (index &+ 1) & table.mask
      }
      return index
    }
  }

  /// Publishes a table twice the size holding every current entry, then frees the old one once
  /// no probe can still be reading it. Lock must be held.
  func grow() {
    let old = Table(current.pointee!)
    let bigger = Table(Table.allocate(capacity: old.capacity * 2))
    for index in 0..<old.capacity {
      guard let raw = old.load(index) else { continue }
      // Keys in a table are distinct: an entry (or a record) goes to the first empty slot from its
      // hash, with no key comparison (and so no reference counting of the entry or its name).
      var free = Int(Self.hash(of: raw)) & bigger.mask
      while bigger.load(free) != nil { free = (free &+ 1) & bigger.mask }
      bigger.store(free, raw)
    }
    AtomicWord.storeSequentiallyConsistent(pointerIn: current, bigger.base)
    ReadSection.waitForReaders()
    if !isFirst(old) { old.base.deallocate() }
  }
}

/// A view of one table's memory: its capacity (a power of two) followed by its slots.
struct Table {
  let base: UnsafeMutableRawPointer

  init(_ base: UnsafeMutableRawPointer) { self.base = base }

  static func allocate(capacity: Int) -> UnsafeMutableRawPointer {
    let stride = MemoryLayout<UnsafeMutableRawPointer?>.stride
    return initialize(at: .allocate(byteCount: bytes(capacity: capacity), alignment: stride), capacity: capacity)
  }

  /// The bytes a table of `capacity` slots takes.
  static func bytes(capacity: Int) -> Int { MemoryLayout<UnsafeMutableRawPointer?>.stride * (capacity + 1) }

  /// Makes an empty table of `capacity` slots in the memory at `base`; returns `base`.
  static func initialize(at base: UnsafeMutableRawPointer, capacity: Int) -> UnsafeMutableRawPointer {
    let stride = MemoryLayout<UnsafeMutableRawPointer?>.stride
    base.storeBytes(of: capacity, as: Int.self)
    (base + stride).bindMemory(to: UnsafeMutableRawPointer?.self, capacity: capacity)
      .initialize(repeating: nil, count: capacity)
    return base
  }

  var capacity: Int { base.load(as: Int.self) }
  var mask: Int { capacity &- 1 }

  var slots: UnsafeMutablePointer<UnsafeMutableRawPointer?> {
    (base + MemoryLayout<UnsafeMutableRawPointer?>.stride).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
  }

  func load(_ index: Int) -> UnsafeMutableRawPointer? { AtomicWord.loadAcquire(pointerIn: slots + index) }
  @inline(__always) func store(_ index: Int, _ value: UnsafeMutableRawPointer?) {
    AtomicWord.storeRelease(pointerIn: slots + index, value)
  }

  /// Replaces a record in slot `index` with the entry made from it, unless the slot holds
  /// something else by now (`Registry+Pending.swift`).
  @inline(__always) func swap(_ index: Int, from record: UnsafeMutableRawPointer, to entry: UnsafeMutableRawPointer) {
    _ = AtomicWord.compareExchange(pointerIn: slots + index, expected: record, desired: entry)
  }

  /// `store`, for a change of the table's registrations: then moves the registry epoch on.
  @inline(__always) func publish(_ index: Int, _ value: UnsafeMutableRawPointer?) {
    AtomicWord.storeReleaseAdvancingEpoch(pointerIn: slots + index, value)
  }
}
