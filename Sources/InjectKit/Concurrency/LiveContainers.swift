/// The containers alive now, for a `Resolver` used after its factory returned.
///
/// The `Resolver` a factory receives holds its container unretained: retaining it cost every
/// factory call a retain, a release and the destruction of its `any Resolver` through a value
/// witness (~45 instructions). While the factory runs, the resolution holds the container. A
/// resolver kept past its factory (in a closure, an object) borrows its container through here,
/// by its identity (`Dependencies.identity`, never reused): if the container is still listed, the
/// resolver is counted as a user of it until its resolve returns, and the container's `deinit`
/// waits for its users before it lets the container go; once that `deinit` has begun, the
/// container is no longer offered and the resolver fails with `containerReleased`.
///
/// Not a weak reference: forming one gives the container a side table, and every retain and
/// release of it then takes the runtime's slow path (~130 instructions a registration, measured).
enum LiveContainers {
  /// Lists `container`, from the end of its `init`.
  static func add(_ container: Dependencies) {
    table.add(container.identity)
  }

  /// Unlists the container with `identity`, after waiting until no escaped resolver uses it. From
  /// the container's `deinit`, before anything of it is torn down.
  static func remove(identity: UInt) {
    table.remove(identity)
  }

  /// Runs `body` with the container at `container`'s address, if it is still offered with
  /// `identity`, its `deinit` held back until `body` returns; nil if it is gone.
  static func using<R>(
    _ container: Unmanaged<Dependencies>, identity: UInt, _ body: (Dependencies) throws(ResolutionError) -> R
  ) throws(ResolutionError) -> R? {
    guard enter(container, identity: identity) else { return nil }
    defer { leave(container, identity: identity) }
    return try body(container.takeUnretainedValue())
  }

  /// Takes the container at `container`'s address for a use, if it is still offered with
  /// `identity`: retained, and counted, so its `deinit` (if it has begun, and is waiting in `remove`)
  /// waits for `leave`. Its memory is intact meanwhile: either its `deinit` has not begun, or it
  /// waits in `remove`. A retain and a release while the `deinit` waits are balanced before it
  /// goes on.
  static func enter(_ container: Unmanaged<Dependencies>, identity: UInt) -> Bool {
    guard table.enter(identity) else { return false }
    _ = container.retain()
    return true
  }

  /// Ends a use begun by `enter`: uncounted first, then released, so that if this was the last
  /// reference, the `deinit` runs here, after the use, and does not wait for it.
  static func leave(_ container: Unmanaged<Dependencies>, identity: UInt) {
    table.leave(identity)
    container.release()
  }

  private static let table = Table()

  private struct Record {
    let identity: UInt
    /// Escaped resolves using it now.
    var users = 0
    /// Its `deinit` has begun: no new user.
    var going = false
  }

  /// The records, read and written with the lock held only. An array searched in order: it holds
  /// the containers alive (a few in an app); a `Dictionary` made a container's first `init` cost
  /// ~130,000 instructions of runtime metadata and conformance lookups.
  // Safety: `records` is private and every access is made with `lock` held; `wait` releases and
  // retakes it, and no access to `records` spans a wait.
  private final class Table: @unchecked Sendable {
    private let lock = Lock()
    private var records: [Record] = []

    private func index(of identity: UInt) -> Int? { records.firstIndex { $0.identity == identity } }

    func add(_ identity: UInt) {
      lock.withLock { records.append(Record(identity: identity)) }
    }

    func remove(_ identity: UInt) {
      lock.lock()
      defer { lock.unlock() }
      guard let found = index(of: identity) else { return }
      records[found].going = true
      while let current = index(of: identity), records[current].users > 0 { lock.wait() }
      if let current = index(of: identity) { records.swapAt(current, records.count - 1) }
      records.removeLast()
    }

    func enter(_ identity: UInt) -> Bool {
      lock.withLock {
        guard let found = index(of: identity), !records[found].going else {
          return false
        }
        records[found].users += 1
        return true
      }
    }

    func leave(_ identity: UInt) {
      lock.withLock {
        if let found = index(of: identity) { records[found].users -= 1 }
        lock.broadcast()
      }
    }
  }
}

#if DEBUG
  /// Debug builds only: what a test needs to make a race's window certain.
  package enum LiveContainersTestHooks {
    /// Moves the process's container identities on, so that the next container made has
    /// `identity` (or a later one, if that was passed already).
    package static func skipContainerIdentities(toNext identity: UInt) {
      AtomicWord.skipContainerIdentities(toNext: identity)
    }
  }
#endif
