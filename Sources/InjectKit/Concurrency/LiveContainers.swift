/// The containers alive now, for a `Resolver` used after its factory returned.
///
/// The `Resolver` a factory receives holds its container unretained: retaining it cost every
/// factory call a retain, a release and the destruction of its `any Resolver` through a value
/// witness (~45 instructions). While the factory runs, the resolution holds the container. A
/// resolver kept past its factory (in a closure, an object) borrows its container through here,
/// by address and stamp (`Dependencies.resolverStamp`): if the container is still listed, the
/// resolver is counted as a user of it until its resolve returns, and the container's `deinit`
/// waits for its users before it lets the container go; once that `deinit` has begun, the
/// container is no longer offered and the resolver fails with `containerReleased`. A later
/// container at the same address has another stamp (unless a multiple of 2^24 containers were
/// made in between).
///
/// Not a weak reference: forming one gives the container a side table, and every retain and
/// release of it then takes the runtime's slow path (~130 instructions a registration, measured).
enum LiveContainers {
  /// Lists `container`, from the end of its `init`.
  static func add(_ container: Dependencies) {
    table.add(UInt(bitPattern: ObjectIdentifier(container)), stamp: container.resolverStamp)
  }

  /// Unlists the container at `address`, after waiting until no escaped resolver uses it. From
  /// the container's `deinit`, before anything of it is torn down.
  static func remove(address: ObjectIdentifier, stamp: UInt64) {
    table.remove(UInt(bitPattern: address), stamp: stamp, thread: ThreadIdentity.current)
  }

  /// Runs `body` with the container at `container`'s address, if it is still offered with
  /// `stamp`, its `deinit` held back until `body` returns; nil if it is gone.
  static func using<R>(
    _ container: Unmanaged<Dependencies>, stamp: UInt64, _ body: (Dependencies) throws(ResolutionError) -> R
  ) throws(ResolutionError) -> R? {
    let thread = ThreadIdentity.current
    guard enter(container, stamp: stamp, thread: thread) else { return nil }
    // Offered and counted, so its memory is intact until `leave`: either its `deinit` has not
    // begun, or it waits in `remove` for this use. Retained for the use, released after `leave`,
    // so the use's own releases never end it: if this is the last reference, the `deinit` runs
    // here, after `leave`, not inside the use (where it would wait for itself). A retain and a
    // release while the `deinit` waits are balanced before it goes on.
    _ = container.retain()
    defer {
      leave(container, thread: thread)
      container.release()
    }
    return try body(container.takeUnretainedValue())
  }

  /// Counts a user of the container at `container`'s address, if it is still offered with
  /// `stamp`: its `deinit` then waits for `leave`. `thread` is the user's thread, or 0 for a
  /// task that may resume elsewhere (a `deinit` on a thread that is a synchronous user of the
  /// container would wait for itself, and stops the process saying so instead).
  static func enter(_ container: Unmanaged<Dependencies>, stamp: UInt64, thread: UInt) -> Bool {
    table.enter(UInt(bitPattern: container.toOpaque()), stamp: stamp, thread: thread)
  }

  /// Ends a use begun by `enter` with the same `thread`.
  static func leave(_ container: Unmanaged<Dependencies>, thread: UInt) {
    table.leave(UInt(bitPattern: container.toOpaque()), thread: thread)
  }

  private static let table = Table()

  private struct Record {
    let stamp: UInt64
    /// The threads resolving through it now, once per escaped resolve in progress.
    var users: [UInt] = []
    /// Its `deinit` has begun: no new user.
    var going = false
  }

  /// The records, read and written with the lock held only.
  // Safety: `records` is private and every access is made with `lock` held; `wait` releases and
  // retakes it, and no access to `records` spans a wait.
  private final class Table: @unchecked Sendable {
    private let lock = Lock()
    private var records: [UInt: Record] = [:]

    func add(_ address: UInt, stamp: UInt64) {
      lock.withLock { records[address] = Record(stamp: stamp) }
    }

    func remove(_ address: UInt, stamp: UInt64, thread: UInt) {
      lock.lock()
      defer { lock.unlock() }
      guard records[address]?.stamp == stamp else { return }
      records[address]?.going = true
      while let users = records[address]?.users, !users.isEmpty {
        if users.contains(thread) {
          fatalError(
            "InjectKit: a container was released while a Resolver kept after its factory was resolving "
              + "from it, on the same thread. Keep the container alive while anything can resolve through it.")
        }
        lock.wait()
      }
      records[address] = nil
    }

    func enter(_ address: UInt, stamp: UInt64, thread: UInt) -> Bool {
      lock.withLock {
        guard let record = records[address], record.stamp == stamp, !record.going else { return false }
        records[address]?.users.append(thread)
        return true
      }
    }

    func leave(_ address: UInt, thread: UInt) {
      lock.withLock {
        if let index = records[address]?.users.firstIndex(of: thread) { records[address]?.users.remove(at: index) }
        lock.broadcast()
      }
    }
  }
}
