#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One word and its creator: the state of something created at most once at a time, and then
/// read without a lock (a cached instance, an `@Inject` property).
///
/// The word is `0` (empty), `creating` (possibly with `waiters`), or published: a box's
/// address for an instance slot, `CreateOnce.ready` for an `@Inject` property.
@usableFromInline struct CreationState {
  @usableFromInline var word: UInt = 0
  /// The thread creating, while `word` says `creating`.
  var creator: UInt = 0

  init() {}
}

/// The protocol that lets exactly one thread create while the others wait, without a lock on
/// the way in or out unless someone waits.
///
/// - A creator claims the word with a compare-and-swap from empty to `creating`.
/// - A waiter takes the coordinator's lock, sets the `waiters` bit, and sleeps until the word
///   is no longer `creating`. Before sleeping it follows creator → awaited word → creator …:
///   a chain back to itself is a cross-thread cycle, reported instead of deadlocking.
/// - The creator publishes with an exchange; if the old word had the `waiters` bit, it wakes
///   everyone under the coordinator's lock (a waiter holds that lock from setting the bit until
///   it sleeps, so the wake-up is never lost).
@usableFromInline enum CreateOnce {
  static var creating: UInt { 1 }
  static var waiters: UInt { 2 }
  /// The published word of an `@Inject` property (its value lives next to the state).
  @inlinable static var ready: UInt { 4 }

  static func isPublished(_ word: UInt) -> Bool { word & 3 == 0 && word != 0 }
  static func isCreating(_ word: UInt) -> Bool { word & creating != 0 }

  /// The state at the start of `header` (an `InjectHeader`).
  static func state(in header: UnsafeMutablePointer<InjectHeader>) -> UnsafeMutablePointer<
    CreationState
  > {
    (UnsafeMutableRawPointer(header) + MemoryLayout<InjectHeader>.offset(of: \InjectHeader.state)!)
      .assumingMemoryBound(to: CreationState.self)
  }

  /// Claims the right to create, if the word is still `expected`.
  static func claim(
    _ state: UnsafeMutablePointer<CreationState>, from expected: UInt, by thread: UInt
  ) -> Bool {
    guard AtomicWord.compareExchange(&state.pointee.word, expected: expected, desired: creating) else { return false }
    AtomicWord.storeRelease(&state.pointee.creator, thread)
    return true
  }

  /// Publishes `word` (a value, or `0` after a failed creation) and wakes any waiter.
  static func publish(_ state: UnsafeMutablePointer<CreationState>, _ word: UInt) {
    AtomicWord.storeRelease(&state.pointee.creator, 0)
    let previous = AtomicWord.exchange(&state.pointee.word, word)
    if previous & waiters != 0 { CreationCoordinator.shared.wakeAll() }
  }

  /// The thread creating, or 0.
  static func creator(_ state: UnsafeMutablePointer<CreationState>) -> UInt {
    AtomicWord.loadAcquire(&state.pointee.creator)
  }
}

/// Where threads wait for another thread's creation, and the wait graph that turns a
/// cross-thread cycle (thread 1 creates A and waits for B; thread 2 creates B and waits for A)
/// into an error. Touched only while something is being created and someone waits.
// Safety: `waiting` is only touched with `lock` held. The pointers it holds are live while
// present: each belongs to a waiter blocked in `wait`, whose caller keeps its owner alive.
final class CreationCoordinator: @unchecked Sendable {
  static let shared = CreationCoordinator()
  private let lock = Lock()
  private var waiting: [UInt: UnsafeMutablePointer<CreationState>] = [:]

  /// Sleeps while another thread creates `state`'s value.
  ///
  /// - Returns: False, without waiting, when the wait would never end: `state`'s creator is
  ///   (directly or through other waiting creators) waiting for `thread`.
  func wait(for state: UnsafeMutablePointer<CreationState>, thread: UInt) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    defer { waiting[thread] = nil }
    // Checked again before every sleep: the word may have been published, emptied and claimed
    // anew (by another creator, without the bit) while this thread was waking up.
    while true {
      let word = AtomicWord.loadAcquire(&state.pointee.word)
      guard CreateOnce.isCreating(word) else { return true }
      if wouldDeadlock(thread, waitingFor: state) { return false }
      waiting[thread] = state
      if word & CreateOnce.waiters != 0
        || AtomicWord.compareExchange(&state.pointee.word, expected: word, desired: word | CreateOnce.waiters)
      {
        lock.wait()
      }
    }
  }

  /// Wakes every waiting thread; each checks its own word again.
  func wakeAll() { lock.withLock { lock.broadcast() } }

  /// Follows creator → awaited state → creator … from `state`. Lock must be held.
  private func wouldDeadlock(_ thread: UInt, waitingFor state: UnsafeMutablePointer<CreationState>) -> Bool {
    var next = state
    for _ in 0...waiting.count {
      let creator = CreateOnce.creator(next)
      if creator == thread { return true }
      guard creator != 0, let awaited = waiting[creator] else { return false }
      next = awaited
    }
    return false
  }
}

/// A number naming the calling thread, comparable across threads; never 0.
enum ThreadIdentity {
  static var current: UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }
}
