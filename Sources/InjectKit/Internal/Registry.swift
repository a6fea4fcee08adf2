/// A container's own registrations, keyed by `DependencyKey`, in registration order.
///
/// Reads take the lock only for the dictionary lookup; no factory ever runs under it.
final class Registry: @unchecked Sendable {
  // Safety: `entries` and `order` are only accessed with `lock` held.
  private let lock = Lock()
  private var entries: [DependencyKey: Entry] = [:]
  private var order: [DependencyKey] = []

  @inline(__always) func entry(for key: DependencyKey) -> Entry? {
    lock.lock()
    defer { lock.unlock() }
    return entries[key]
  }

  /// Stores `entry`, returning the registration it replaced, if any.
  @discardableResult func insert(_ entry: Entry) -> Entry? {
    lock.withLock {
      let previous = entries.updateValue(entry, forKey: entry.key)
      if previous == nil { order.append(entry.key) }
      return previous
    }
  }

  /// Replaces the entry for `key` with `transform(entry)`; false when there is none.
  @discardableResult func update(_ key: DependencyKey, _ transform: (Entry) -> Entry) -> Bool {
    lock.withLock {
      guard let current = entries[key] else { return false }
      entries[key] = transform(current)
      return true
    }
  }

  /// Every entry, in the order keys were first registered.
  var all: [Entry] { lock.withLock { order.compactMap { entries[$0] } } }

  var count: Int { lock.withLock { entries.count } }

  /// Removes every entry, returning them.
  func removeAll() -> [Entry] {
    lock.withLock {
      defer { entries = [:]; order = [] }
      return order.compactMap { entries[$0] }
    }
  }
}
