/// Who is creating what, and who waits for whom: the state that lets one thread create a cached
/// instance (or an `@Inject` property's value) while the others asking for it wait, and turns a
/// wait that would never end into an error.
///
/// A plain value: `CreateOnce` keeps it under one lock, taken only to claim a creation, to end
/// one, and to wait. Nobody holds it while something is created, and reads of what was created
/// never take it.
struct CreationTable {
  /// What is being created (an instance slot's or `@Inject` box's identity), and by which thread.
  private(set) var creators: [(what: ObjectIdentifier, thread: UInt)] = []
  /// What each sleeping thread waits for.
  private(set) var waiting: [(thread: UInt, what: ObjectIdentifier)] = []

  /// The thread creating `what`, if one is.
  func creator(of what: ObjectIdentifier) -> UInt? {
    creators.first { $0.what == what }?.thread
  }

  /// Whether `thread` waiting for `what` would wait forever: following creator → what it waits
  /// for → its creator … from `what` comes back to `thread` (it is creating `what` itself, or a
  /// thread it waits for, directly or not, waits for it).
  func wouldDeadlock(_ thread: UInt, waitingFor what: ObjectIdentifier) -> Bool {
    var next = what
    for _ in 0...waiting.count {
      guard let creator = creator(of: next) else { return false }
      if creator == thread { return true }
      guard let awaited = waiting.first(where: { $0.thread == creator })?.what else { return false }
      next = awaited
    }
    return false
  }

  mutating func claim(_ what: ObjectIdentifier, by thread: UInt) { creators.append((what, thread)) }

  mutating func end(_ what: ObjectIdentifier) {
    // By index, not `removeAll(where:)`: the arrays keep their storage.
    if let index = creators.firstIndex(where: { $0.what == what }) { creators.remove(at: index) }
  }

  mutating func setWaiting(_ thread: UInt, for what: ObjectIdentifier?) {
    if let index = waiting.firstIndex(where: { $0.thread == thread }) { waiting.remove(at: index) }
    if let what { waiting.append((thread, what)) }
  }
}

/// Once-only creation: a thread claims the right to create something, creates it with no lock
/// held, publishes it where readers look, then ends the claim; a thread asking meanwhile sleeps
/// until the claim ends, then looks again.
enum CreateOnce {
  static let table = AwaitableProtected(CreationTable())

  enum Claim {
    /// This thread creates; it must call `end` afterwards, whatever happens.
    case claimed
    /// Published while this thread looked or waited: read it.
    case published
    /// This thread is creating it already, or waiting would never end.
    case reentered
  }

  /// Claims the creation of `what` for the calling thread, first waiting while another thread
  /// creates it.
  ///
  /// - Parameter isPublished: Whether `what` is created and published now; asked with the table's
  ///   lock held, so a creator cannot publish and end its claim unseen in between. It must take
  ///   no lock but a `ReadMostly`'s read.
  static func claim(_ what: ObjectIdentifier, isPublished: () -> Bool) -> Claim {
    let me = ThreadIdentity.current
    // Ready to act once nobody creates `what`, or when waiting would never end.
    func isReady(_ table: inout CreationTable) -> Bool {
      guard table.creator(of: what) != nil, !table.wouldDeadlock(me, waitingFor: what) else { return true }
      table.setWaiting(me, for: what)
      return false
    }
    return table.withLock(when: isReady) { table in
      if !table.waiting.isEmpty { table.setWaiting(me, for: nil) }
      if table.creator(of: what) != nil { return .reentered }
      if isPublished() { return .published }
      table.claim(what, by: me)
      return .claimed
    }
  }

  /// Ends the calling thread's claim on `what` (published, or not after a failure), waking the
  /// threads waiting for it.
  static func end(_ what: ObjectIdentifier) {
    table.withLockWakingWaiters { $0.end(what) }
  }
}
