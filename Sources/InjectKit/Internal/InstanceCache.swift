#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The cached instance of one `singleton`, `weak` or `custom` registration.
///
/// Creation happens at most once at a time: the first thread runs the factory *outside* the
/// lock, later threads wait on the condition and then read the result. A throwing factory
/// leaves the cache empty, so the next resolve retries.
///
/// Reading a cached instance, the hot path, takes only the reader's own stripe of
/// `StripedLock.shared`, so threads reading the same singleton do not contend.
// Safety: `creator` is only touched with `lock` held. `strong` and `weakObject` are written
// with `lock` *and* every stripe of `StripedLock.shared` held (`storeLocked`, `removeAll`),
// and read with either `lock` or one stripe held, so no read overlaps a write.
final class InstanceCache: @unchecked Sendable {
  private let lock = Lock()
  private let holdsWeakly: Bool
  private var strong: Any?
  private weak var weakObject: AnyObject?
  private var creator: UInt?

  init(weakly: Bool) { holdsWeakly = weakly }

  /// The cached instance, or the result of `create`, run by exactly one thread at a time.
  ///
  /// - Throws: What `create` throws, or a `cycle` error when waiting would deadlock.
  func value(deadlockError: () -> ResolutionError, create: () throws(ResolutionError) -> Any) throws(ResolutionError)
    -> Any
  {
    if let cached { return cached }
    let me = ThreadIdentity.current
    lock.lock()
    while true {
      if let cached = cachedLocked() {
        lock.unlock()
        return cached
      }
      guard let owner = creator else { break }
      if owner == me || WaitGraph.shared.wouldDeadlock(waiter: me, on: ObjectIdentifier(self)) {
        lock.unlock()
        throw deadlockError()
      }
      WaitGraph.shared.willWait(me, on: ObjectIdentifier(self))
      lock.wait()
      WaitGraph.shared.didWait(me)
    }
    creator = me
    WaitGraph.shared.setCreator(me, of: ObjectIdentifier(self))
    lock.unlock()

    let result: Result<Any, ResolutionError>
    do throws(ResolutionError) { result = .success(try create()) } catch { result = .failure(error) }

    lock.lock()
    creator = nil
    WaitGraph.shared.setCreator(nil, of: ObjectIdentifier(self))
    if case .success(let value) = result { storeLocked(value) }
    lock.broadcast()
    lock.unlock()
    return try result.get()
  }

  /// The instance if one is cached, without creating it.
  var cached: Any? { StripedLock.shared.read { cachedLocked() } }

  /// Empties the cache, returning what it held.
  func removeAll() -> [Any] {
    lock.withLock {
      let held: [Any] = strong.map { [$0] } ?? weakObject.map { [$0] } ?? []
      StripedLock.shared.write {
        strong = nil
        weakObject = nil
      }
      return held
    }
  }

  private func cachedLocked() -> Any? {
    holdsWeakly ? weakObject : strong
  }

  private func storeLocked(_ value: Any) {
    if holdsWeakly {
      // Only class instances can be held weakly; a value would be boxed and released at once.
      if type(of: value) is AnyObject.Type {
        let object = value as AnyObject
        StripedLock.shared.write { weakObject = object }
      }
    } else {
      StripedLock.shared.write { strong = value }
    }
  }
}

/// A number naming the calling thread, comparable across threads.
enum ThreadIdentity {
  static var current: UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }
}

/// Which thread waits on which cache, to turn a cross-thread singleton cycle into an error
/// instead of a deadlock (thread 1 builds A and waits for B, thread 2 builds B and waits for A).
/// Touched only when a cached instance is being created, never on the read path.
final class WaitGraph: Sendable {
  static let shared = WaitGraph()
  private let state = Protected(State())

  private struct State {
    var creators: [ObjectIdentifier: UInt] = [:]
    var waiting: [UInt: ObjectIdentifier] = [:]
  }

  func setCreator(_ thread: UInt?, of cache: ObjectIdentifier) {
    state.withLock { $0.creators[cache] = thread }
  }

  func willWait(_ thread: UInt, on cache: ObjectIdentifier) {
    state.withLock { $0.waiting[thread] = cache }
  }

  func didWait(_ thread: UInt) {
    _ = state.withLock { $0.waiting.removeValue(forKey: thread) }
  }

  /// Follows creator → awaited cache → creator … and reports whether it leads back to `waiter`.
  func wouldDeadlock(waiter: UInt, on cache: ObjectIdentifier) -> Bool {
    state.withLock { state in
      var next: ObjectIdentifier? = cache
      var seen = Set<UInt>()
      while let current = next, let creator = state.creators[current] {
        if creator == waiter { return true }
        guard seen.insert(creator).inserted else { return false }
        next = state.waiting[creator]
      }
      return false
    }
  }
}
