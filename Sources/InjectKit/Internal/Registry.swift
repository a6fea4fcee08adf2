import CInjectKitAtomics

/// A container's own registrations: an open-addressing table keyed by `DependencyKey` that
/// readers probe without taking any lock, plus the registration order for listings.
///
/// Registration is rare and resolution is hot, so writers pay for readers' freedom:
/// - Writers take `lock`, so they are serialised among themselves.
/// - A slot holds an unretained pointer to an `Entry` and is written with a release store;
///   readers load it with an acquire load, so they see a fully built, immutable entry.
/// - No entry and no table is freed while the registry lives: replaced entries stay in
///   `entries` and outgrown tables in `retiredTables`. A reader holding a pointer it loaded a
///   moment ago therefore never touches freed memory. Re-registering a key costs one retained
///   entry until the container goes away; that is the price of a lock-free read.
// Safety: `entries`, `order`, `count` and `retiredTables` are only touched with `lock` held.
// The table memory behind `current` is written only by lock holders, through release
// stores; readers use acquire loads (see above for why nothing they read is ever freed).
final class Registry: @unchecked Sendable {
  private let lock = Lock()
  private let current: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  private var entries: [Entry] = []
  private var order: [DependencyKey] = []
  private var count = 0
  private var retiredTables: [UnsafeMutableRawPointer] = []

  init() {
    current = .allocate(capacity: 1)
    current.initialize(to: Table.allocate(capacity: 16))
  }

  deinit {
    if let table = current.pointee { table.deallocate() }
    for table in retiredTables { table.deallocate() }
    current.deallocate()
  }

  /// The entry for `key`, found without locking.
  @inline(__always) func entry(for key: DependencyKey) -> Entry? {
    let table = Table(cinjectkit_load_acquire(current)!)
    var index = key.quickHash & table.mask
    while let raw = table.load(index) {
      let entry = Unmanaged<Entry>.fromOpaque(raw)
      if entry._withUnsafeGuaranteedRef({ $0.key == key }) { return entry.takeUnretainedValue() }
      index = (index + 1) & table.mask
    }
    return nil
  }

  /// Stores `entry`, returning the registration it replaced, if any.
  @discardableResult func insert(_ entry: Entry) -> Entry? {
    lock.withLock {
      if (count + 1) * 4 > Table(current.pointee!).capacity * 3 { grow() }
      let table = Table(current.pointee!)
      let index = slot(for: entry.key, in: table)
      let previous = table.load(index).map { Unmanaged<Entry>.fromOpaque($0).takeUnretainedValue() }
      entries.append(entry)
      table.store(index, Unmanaged.passUnretained(entry).toOpaque())
      if previous == nil {
        count += 1
        order.append(entry.key)
      }
      return previous
    }
  }

  /// Replaces the entry for `key` with `transform(entry)`; false when there is none.
  @discardableResult func update(_ key: DependencyKey, _ transform: (Entry) -> Entry) -> Bool {
    lock.withLock {
      let table = Table(current.pointee!)
      let index = slot(for: key, in: table)
      guard let raw = table.load(index) else { return false }
      let replacement = transform(Unmanaged<Entry>.fromOpaque(raw).takeUnretainedValue())
      entries.append(replacement)
      table.store(index, Unmanaged.passUnretained(replacement).toOpaque())
      return true
    }
  }

  /// Every current entry, in the order keys were first registered.
  var all: [Entry] { lock.withLock { order.compactMap { currentEntry(for: $0) } } }

  /// Every current entry, for the container's teardown. The registry must not be used after.
  func removeAll() -> [Entry] {
    lock.withLock { order.compactMap { currentEntry(for: $0) } }
  }

  /// The entry in the table for `key`. Lock must be held.
  private func currentEntry(for key: DependencyKey) -> Entry? {
    let table = Table(current.pointee!)
    return table.load(slot(for: key, in: table)).map { Unmanaged<Entry>.fromOpaque($0).takeUnretainedValue() }
  }

  /// The slot holding `key`, or the empty slot where it belongs. Lock must be held.
  private func slot(for key: DependencyKey, in table: Table) -> Int {
    var index = key.quickHash & table.mask
    while let raw = table.load(index), !Unmanaged<Entry>.fromOpaque(raw)._withUnsafeGuaranteedRef({ $0.key == key }) {
      index = (index + 1) & table.mask
    }
    return index
  }

  /// Publishes a table twice the size holding every current entry. Lock must be held.
  private func grow() {
    let old = Table(current.pointee!)
    let bigger = Table(Table.allocate(capacity: old.capacity * 2))
    for index in 0..<old.capacity {
      if let raw = old.load(index) {
        bigger.store(slot(for: Unmanaged<Entry>.fromOpaque(raw).takeUnretainedValue().key, in: bigger), raw)
      }
    }
    retiredTables.append(old.base)
    cinjectkit_store_release(current, bigger.base)
  }
}

/// A view of one table's memory: its capacity (a power of two) followed by its slots.
private struct Table {
  let base: UnsafeMutableRawPointer

  init(_ base: UnsafeMutableRawPointer) { self.base = base }

  static func allocate(capacity: Int) -> UnsafeMutableRawPointer {
    let stride = MemoryLayout<UnsafeMutableRawPointer?>.stride
    let base = UnsafeMutableRawPointer.allocate(byteCount: stride * (capacity + 1), alignment: stride)
    base.storeBytes(of: capacity, as: Int.self)
    (base + stride).bindMemory(to: UnsafeMutableRawPointer?.self, capacity: capacity)
      .initialize(repeating: nil, count: capacity)
    return base
  }

  var capacity: Int { base.load(as: Int.self) }
  var mask: Int { capacity - 1 }

  private var slots: UnsafeMutablePointer<UnsafeMutableRawPointer?> {
    (base + MemoryLayout<UnsafeMutableRawPointer?>.stride).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
  }

  @inline(__always) func load(_ index: Int) -> UnsafeMutableRawPointer? { cinjectkit_load_acquire(slots + index) }
  @inline(__always) func store(_ index: Int, _ value: UnsafeMutableRawPointer?) {
    cinjectkit_store_release(slots + index, value)
  }
}
