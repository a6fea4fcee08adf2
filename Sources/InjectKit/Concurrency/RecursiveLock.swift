#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A lock the thread holding it may take again (`package`: InjectKitSwinject serialises every
/// Swinject-style container on one, as Swinject's `synchronize()` does).
///
/// ```swift
/// let lock = RecursiveLock()
/// lock.withLock { lock.withLock { /* still held, by this thread */ } }
/// ```
// Safety: `mutex` is initialised in `init` and then used only through pthread calls, which
// synchronise by contract; the pointer itself is immutable and lives as long as the object.
package final class RecursiveLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  package init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Takes the lock; pair with `unlock()` on the same thread (for generic code that cannot use a
  /// closure without its result type's metadata).
  package func lock() { pthread_mutex_lock(mutex) }

  /// Releases the lock taken by `lock()`.
  package func unlock() { pthread_mutex_unlock(mutex) }

  /// Runs `body` with the lock held; re-entrant on the same thread.
  package func withLock<R>(_ body: () throws -> R) rethrows -> R {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}

/// A value only read or written with a `RecursiveLock` held, shaped like the standard `Mutex`
/// (`package`: InjectKitSwinject keeps all its mutable state in these, under its one lock).
///
/// ```swift
/// let count = Guarded(0, by: lock)
/// count.withLock { $0 += 1 }
/// ```
///
/// The lock is re-entrant, so a `body` that reached the same value's `withLock` again would
/// access it twice at once: Swift's run-time exclusivity check on `value` (a class's stored
/// `var`, left checked) stops the program there instead. Keep bodies short: never call code you
/// do not control (a factory, a user hook) inside one.
// Safety: `value` is private and every access goes through `withLock`, which holds `lock`;
// overlapping accesses on one thread are caught by the exclusivity check (see above).
package final class Guarded<Value>: @unchecked Sendable {
  private let lock: RecursiveLock
  private var value: Value

  package init(_ value: Value, by lock: RecursiveLock) {
    self.value = value
    self.lock = lock
  }

  package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
