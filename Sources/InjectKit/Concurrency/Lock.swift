#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A mutex paired with a condition variable.
///
/// Heap-allocated so the pthread objects never move (moving a locked mutex is undefined).
// Safety: `mutex` and `condition` are written only by pthread_*_init in `init` and read
// afterwards only through pthread calls, which synchronise by contract. The pointers
// themselves are immutable and live exactly as long as the object.
final class Lock: @unchecked Sendable {
  let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let condition: UnsafeMutablePointer<pthread_cond_t>

  /// The condition's offset in the one allocation that holds both (two allocations cost a
  /// container's creation ~200 instructions more, it makes several locks).
  private static let conditionOffset =
    (MemoryLayout<pthread_mutex_t>.size + MemoryLayout<pthread_cond_t>.alignment - 1)
    & ~(MemoryLayout<pthread_cond_t>.alignment - 1)

  init() {
    let memory = UnsafeMutableRawPointer.allocate(
      byteCount: Self.conditionOffset + MemoryLayout<pthread_cond_t>.size,
      alignment: Swift.max(MemoryLayout<pthread_mutex_t>.alignment, MemoryLayout<pthread_cond_t>.alignment))
    mutex = memory.bindMemory(to: pthread_mutex_t.self, capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    condition = (memory + Self.conditionOffset).bindMemory(to: pthread_cond_t.self, capacity: 1)
    condition.initialize(to: pthread_cond_t())
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    UnsafeMutableRawPointer(mutex).deallocate()
  }

  func lock() { pthread_mutex_lock(mutex) }
  func unlock() { pthread_mutex_unlock(mutex) }

  /// Blocks until `broadcast()`; the lock must be held and is held again on return.
  func wait() { pthread_cond_wait(condition, mutex) }

  /// Wakes every thread blocked in `wait()`.
  func broadcast() { pthread_cond_broadcast(condition) }

  func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// A value that is only ever read or written with its lock held (`package`: InjectKitTesting
/// keeps its once-per-test records in one).
// Safety: `value` is private and every access goes through `withLock`, which holds `lock`.
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
