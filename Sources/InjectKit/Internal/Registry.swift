/// A container's own registrations, in an open-addressing table keyed by `DependencyKey`,
/// plus their registration order for listings.
///
/// Reads take the lock only for the probe; no factory ever runs under it. The table is a
/// plain buffer probed with the key's precomputed `quickHash`, which keeps hashing and
/// reference counting off the read path.
final class Registry: @unchecked Sendable {
  // Safety: `slots`, `capacity`, `count` and `order` are only accessed with `lock` held; the
  // buffer is owned by this object and freed in `deinit`.
  private let lock = Lock()
  private var slots: UnsafeMutablePointer<Entry?>
  private var capacity: Int
  private var count = 0
  private var order: [DependencyKey] = []

  init() {
    capacity = 16
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: nil, count: capacity)
  }

  deinit {
    slots.deinitialize(count: capacity)
    slots.deallocate()
  }

  @inline(__always) func entry(for key: DependencyKey) -> Entry? {
    lock.lock()
    defer { lock.unlock() }
    var index = key.quickHash & (capacity - 1)
    while let entry = slots[index] {
      if entry.key == key { return entry }
      index = (index + 1) & (capacity - 1)
    }
    return nil
  }

  /// Stores `entry`, returning the registration it replaced, if any.
  @discardableResult func insert(_ entry: Entry) -> Entry? {
    lock.withLock {
      if (count + 1) * 4 > capacity * 3 { grow() }
      let index = slotIndex(for: entry.key)
      let previous = slots[index]
      slots[index] = entry
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
      let index = slotIndex(for: key)
      guard let current = slots[index] else { return false }
      slots[index] = transform(current)
      return true
    }
  }

  /// Every entry, in the order keys were first registered.
  var all: [Entry] { lock.withLock { order.compactMap { slots[slotIndex(for: $0)] } } }

  var entryCount: Int { lock.withLock { count } }

  /// Removes every entry, returning them.
  func removeAll() -> [Entry] {
    lock.withLock {
      let entries = order.compactMap { slots[slotIndex(for: $0)] }
      slots.update(repeating: nil, count: capacity)
      count = 0
      order = []
      return entries
    }
  }

  /// The slot holding `key`, or the empty slot where it belongs. Lock must be held.
  private func slotIndex(for key: DependencyKey) -> Int {
    var index = key.quickHash & (capacity - 1)
    while let entry = slots[index], entry.key != key {
      index = (index + 1) & (capacity - 1)
    }
    return index
  }

  /// Doubles the table and re-inserts every entry. Lock must be held.
  private func grow() {
    let old = slots
    let oldCapacity = capacity
    capacity *= 2
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: nil, count: capacity)
    for index in 0..<oldCapacity {
      if let entry = old[index] { slots[slotIndex(for: entry.key)] = entry }
    }
    old.deinitialize(count: oldCapacity)
    old.deallocate()
  }
}
