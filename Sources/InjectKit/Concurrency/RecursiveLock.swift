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
/// access it twice at once: `inUse` stops the program there instead. Keep bodies short: never
/// call code you do not control (a factory, a user hook) inside one.
// Safety: `value` is private to this type and every access goes through `withLock`, which holds
// `lock` (so no other thread is inside) and sets `inUse` for the access (so this thread is not
// inside either: a nested `withLock` traps before touching `value`). Both fields are therefore
// never accessed by two accesses at once, which is what the run-time exclusivity check would
// enforce at ~100 instructions an access (two thirds of a drop-in resolve, measured).
package final class Guarded<Value>: @unchecked Sendable {
  @usableFromInline let lock: RecursiveLock
  @usableFromInline @exclusivity(unchecked) var value: Value
  @usableFromInline @exclusivity(unchecked) var inUse = false

  package init(_ value: Value, by lock: RecursiveLock) {
    self.value = value
    self.lock = lock
  }

  @inlinable
  package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    precondition(!inUse, "Guarded.withLock entered again from its own body on the same thread.")
    inUse = true
    defer {
      inUse = false
      lock.unlock()
    }
    return try body(&value)
  }
}
