/// The containers alive now, for a `Resolver` used after its factory returned.
///
/// The `Resolver` a factory receives holds its container unretained: retaining it cost every
/// factory call a retain, a release and the destruction of its `any Resolver` through a value
/// witness (~45 instructions). While the factory runs, the resolution holds the container. A
/// resolver kept past its factory (in a closure, an object) borrows its container through here,
/// by its identity (`Dependencies.identity`, never reused): if the container is still
/// listed, the resolver is counted as a user of it, and retains it, until its resolve returns;
/// the container's `deinit` waits for its users before it lets the container go. Once that
/// `deinit` has begun, the container is no longer offered and the resolver fails with
/// `containerReleased`.
///
/// A use may begin after the container's last release, before its `deinit` reaches `remove` (the
/// record still offers it): its retain is then of an object being deinitialised, which is allowed
/// if it is released before the object is freed. So a use is released before it is uncounted:
/// `leave` marks its thread as releasing, releases, then clears the mark, and `remove` waits for
/// the marks of other threads too. Released first, a use's release can be the last one: the
/// `deinit` then runs inside `leave`, on the using thread, and does not wait for that thread's mark.
/// (Uncounting first let the `deinit` finish and free the container before the release: issue 39;
/// the model is `Models/LiveContainers.pml`.)
///
/// A container is listed when the first resolver of it is made, not at `init`: a launch makes
/// containers that never hand one out (a screen's child that resolves only through
/// InjectKitSwinject, which has a path of its own), and listing took a lock and an append.
///
/// Not a weak reference: forming one gives the container a side table, and every retain and
/// release of it then takes the runtime's slow path (~130 instructions a registration, measured).
enum LiveContainers {
  /// Lists `container`, unless it is listed: from the first `FactoryResolver` made for it
  /// (`Dependencies.listForResolvers`). No resolver of a container exists before it is listed, so
  /// every borrow finds it; one that is never listed (it builds nothing with a resolver, or
  /// resolves only through InjectKitSwinject's own path) pays nothing, and `remove` finds nothing.
  /// The resolution making the resolver holds the container, so its `deinit` cannot run meanwhile.
  static func add(_ container: Dependencies) {
    let record = Record(identity: container.identity)
    records.withLock {
      guard !container.registry.isListed else { return }
      $0.append(record)
      container.registry.markListed()
    }
  }

  /// Unlists the container with `identity`, after waiting until no escaped resolver uses it. From
  /// the container's `deinit`, before anything of it is torn down.
  static func remove(identity: UInt) {
    #if DEBUG
      LiveContainersTestHooks.current.beforeUnlisting?(identity)
    #endif
    let me = ThreadIdentity.current
    let found = records.withLock { records in
      guard let index = records.firstIndex(where: { $0.identity == identity }) else { return false }
      records[index].going = true
      return true
    }
    guard found else { return }
    let idle = { (records: inout [Record]) in records.first { $0.identity == identity }?.isIdle(for: me) ?? true }
    records.withLock(when: idle) { records in
      guard let index = records.firstIndex(where: { $0.identity == identity }) else { return }
      records.swapAt(index, records.count - 1)
      records.removeLast()
    }
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
  /// `identity`: counted, so that its `deinit` (if it has begun, and waits in `remove`) waits for
  /// `leave`, and retained. Its memory is intact meanwhile: either its `deinit` has not begun,
  /// or it waits in `remove`.
  static func enter(_ container: Unmanaged<Dependencies>, identity: UInt) -> Bool {
    let offered = records.withLock { records in
      guard let index = records.firstIndex(where: { $0.identity == identity }), !records[index].going else {
        return false
      }
      records[index].users += 1
      return true
    }
    guard offered else { return false }
    _ = container.retain()
    return true
  }

  /// Ends a use begun by `enter`: uncounted and marked as releasing, then released, then unmarked.
  /// A `deinit` waiting in `remove` on another thread goes on only once the mark is cleared, so
  /// the release never reaches freed memory; if the release was the last, the `deinit` runs here.
  static func leave(_ container: Unmanaged<Dependencies>, identity: UInt) {
    let me = ThreadIdentity.current
    records.withLock { records in
      guard let index = records.firstIndex(where: { $0.identity == identity }) else { return }
      records[index].users -= 1
      records[index].releasing.append(me)
    }
    #if DEBUG
      LiveContainersTestHooks.current.afterUncounting?(identity)
    #endif
    container.release()
    records.withLockWakingWaiters { records in
      guard let index = records.firstIndex(where: { $0.identity == identity }),
        let mark = records[index].releasing.firstIndex(of: me)
      else { return }
      records[index].releasing.remove(at: mark)
    }
  }

  /// The records, in an array searched in order: it holds the containers alive (a few in an app);
  /// a `Dictionary` made a container's first `init` cost ~130,000 instructions of runtime
  /// metadata and conformance lookups.
  private static let records = Protected<[Record]>([])

  private struct Record {
    let identity: UInt
    /// Escaped resolves using it now.
    var users = 0
    /// The threads of uses that are uncounted and releasing their retain now (usually none).
    var releasing: [UInt] = []
    /// Its `deinit` has begun: no new user.
    var going = false

    init(identity: UInt) { self.identity = identity }

    /// Whether a `deinit` on `thread` may unlist it: no use left, and none releasing but
    /// `thread`'s own (whose release is running this `deinit`).
    func isIdle(for thread: UInt) -> Bool { users == 0 && releasing.allSatisfy { $0 == thread } }
  }
}

#if DEBUG
  /// Debug builds only: where a test holds a thread inside `LiveContainers`, to make a race's
  /// window certain.
  package struct LiveContainersTestHooks: Sendable {
    /// Called with a container's identity as its `deinit` reaches `remove`, before it is unlisted:
    /// after its last release.
    package var beforeUnlisting: (@Sendable (_ identity: UInt) -> Void)?
    /// Called with a container's identity once `leave` has uncounted a use, before its release.
    package var afterUncounting: (@Sendable (_ identity: UInt) -> Void)?

    package init() {}

    /// Moves the process's container identities on, so that the next container made has
    /// `identity` (or a later one, if that was passed already).
    package static func skipContainerIdentities(toNext identity: UInt) {
      AtomicWord.skipContainerIdentities(toNext: identity)
    }

    private static let storage = Protected(LiveContainersTestHooks())

    /// The hooks installed now.
    package static var current: LiveContainersTestHooks {
      get { storage.withLock { $0 } }
      set { storage.withLock { $0 = newValue } }
    }
  }
#endif
