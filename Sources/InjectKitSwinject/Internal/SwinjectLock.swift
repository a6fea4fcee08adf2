#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The one recursive lock behind every Swinject-style container.
///
/// Swinject's API hands the container non-`Sendable` things (factories, `initCompleted`
/// closures, storages, behaviors) and resolves through mutable per-container graph state.
/// Taking a single process-wide lock around all of it makes each of those touched by one
/// thread at a time, which is what the `// Safety:` comments in this module rely on. It is
/// recursive because factories resolve their dependencies through the same container.
final class SwinjectLock: @unchecked Sendable {
  // Safety: `mutex` is initialised in `init` and then used only through pthread calls, which
  // synchronise by contract; the pointer itself is immutable and lives as long as the object.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// The lock shared by every `Container`, `Lazy`, `Provider`, `ObjectScope` and `ServiceEntry`.
  static let shared = SwinjectLock()

  private init() {
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

  /// Takes the lock; pair with `unlock()` (generic code over parameter packs cannot use a closure).
  func lock() { pthread_mutex_lock(mutex) }

  /// Releases the lock taken by `lock()`.
  func unlock() { pthread_mutex_unlock(mutex) }

  /// Runs `body` with the lock held; re-entrant on the same thread.
  func withLock<R>(_ body: () throws -> R) rethrows -> R {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
