#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// A mutex paired with a condition variable: the engine's one lock.
///
/// pthread's on every platform that has threads (Apple's, Linux, Android): a cached instance's
/// once-only creation waits on a condition, which `os_unfair_lock` does not offer. WASI's
/// single-threaded builds have nothing to exclude: there it does nothing.
// Safety: `mutex` and `condition` live in one allocation made in `init` and freed in `deinit`,
// so they never move (moving a pthread object is undefined) and are never used freed: every use
// is a method of this object, which its caller holds. They are initialised by pthread_*_init
// before any use, and touched afterwards only through pthread calls, which synchronise by
// contract; the pointers themselves are immutable.
@safe final class Lock: @unchecked Sendable {
  #if !os(WASI)
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    init() {
      // One allocation for both: a container makes several locks.
      let pair = UnsafeMutablePointer<(pthread_mutex_t, pthread_cond_t)>.allocate(capacity: 1)
      unsafe pair.initialize(to: (pthread_mutex_t(), pthread_cond_t()))
      unsafe mutex = UnsafeMutableRawPointer(pair).assumingMemoryBound(to: pthread_mutex_t.self)
      unsafe condition = (UnsafeMutableRawPointer(pair) + MemoryLayout<(pthread_mutex_t, pthread_cond_t)>.offset(of: \.1)!)
        .assumingMemoryBound(to: pthread_cond_t.self)
      unsafe pthread_mutex_init(mutex, nil)
      unsafe pthread_cond_init(condition, nil)
    }

    deinit {
      unsafe pthread_cond_destroy(condition)
      unsafe pthread_mutex_destroy(mutex)
      unsafe UnsafeMutableRawPointer(mutex).assumingMemoryBound(to: (pthread_mutex_t, pthread_cond_t).self).deallocate()
    }

    func lock() { unsafe pthread_mutex_lock(mutex) }
    func unlock() { unsafe pthread_mutex_unlock(mutex) }

    /// Blocks until `broadcast()`; the lock must be held and is held again on return.
    func wait() { unsafe pthread_cond_wait(condition, mutex) }

    /// Wakes every thread blocked in `wait()`.
    func broadcast() { unsafe pthread_cond_broadcast(condition) }
  #else
    init() {}
    func lock() {}
    func unlock() {}
    /// One thread: nothing can change what the caller waits for.
    func wait() { fatalError("InjectKit: a wait on a single-threaded platform would never end") }
    func broadcast() {}
  #endif

  func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// A value that is only ever read or written with its lock held, shaped like the standard
/// library's `Mutex` (`package`: the skins keep their state in one).
// Safety: `value` is private and every access goes through a method that holds `lock` for its
// whole length, so no two accesses overlap and each sees the last one's writes.
package final class Protected<Value>: @unchecked Sendable {
  private let lock = Lock()
  private var value: Value

  package init(_ value: Value) { self.value = value }

  package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try lock.withLock { try body(&value) }
  }

  /// Runs `body` with the lock held once `isReady` says so; until then, sleeps with the lock
  /// released, woken by `withLockWakingWaiters`. No access to the value spans a sleep.
  package func withLock<R>(when isReady: (inout Value) -> Bool, _ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    while !isReady(&value) { lock.wait() }
    return try body(&value)
  }

  /// `withLock`, then wakes every thread sleeping in `withLock(when:_:)` to check again.
  package func withLockWakingWaiters<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try lock.withLock {
      defer { lock.broadcast() }
      return try body(&value)
    }
  }
}
