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
      unsafe condition =
        (UnsafeMutableRawPointer(pair) + MemoryLayout<(pthread_mutex_t, pthread_cond_t)>.offset(of: \.1)!)
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
// Safety: `value` is one allocation made in `init` and freed in `deinit`, private, and every
// access to it goes through a method that holds `lock` for its whole length, so no two accesses
// overlap and each sees the last one's writes. (Behind a pointer rather than a stored `var`, so
// that an access costs no run-time exclusivity check: the lock already excludes.)
@safe package final class Protected<Value>: @unchecked Sendable {
  private let lock = Lock()
  private let value: UnsafeMutablePointer<Value>

  package init(_ value: Value) {
    unsafe self.value = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    unsafe self.value.initialize(to: value)
  }

  deinit {
    // `move` destroys one value; `deinitialize(count:)` would go through the array path.
    _ = unsafe value.move()
    unsafe value.deallocate()
  }

  package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try lock.withLock { try body(&(unsafe value.pointee)) }
  }

  /// Runs `body` with the lock held once `isReady` says so; until then, sleeps with the lock
  /// released, woken by `withLockWakingWaiters`. No access to the value spans a sleep.
  package func withLock<R>(when isReady: (inout Value) -> Bool, _ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    while !isReady(&(unsafe value.pointee)) { lock.wait() }
    return try body(&(unsafe value.pointee))
  }

  /// `withLock`, then wakes every thread sleeping in `withLock(when:_:)` to check again.
  package func withLockWakingWaiters<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try lock.withLock {
      defer { lock.broadcast() }
      return try body(&(unsafe value.pointee))
    }
  }
}

/// A number naming the calling thread, comparable across threads; never 0.
enum ThreadIdentity {
  static var current: UInt {
    #if os(WASI)
      1
    #elseif canImport(Darwin)
      // Safety: only the bits of the opaque `pthread_t` are kept, never dereferenced.
      unsafe UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }
}

/// Many locks on their own cache lines: a reader locks one, chosen by its thread, and a writer
/// all of them, so two threads reading at once almost never touch the same line (a "big-reader
/// lock"). What `ReadMostly` reads with.
// Safety: `stripes` is one allocation made in `init` and never freed (the one instance lives as
// long as the process), holding `count` mutexes `stride` bytes apart, each initialised by
// pthread_mutex_init before any use and touched afterwards only through pthread calls, which
// synchronise by contract. Indices come from `stripe(for:)` or `0..<count`, so every pointer
// formed is to one of those mutexes.
@safe final class ReaderStripes: @unchecked Sendable {
  static let shared = ReaderStripes()

  /// Enough that two threads rarely share a stripe (1 in 64 for two), few enough that a writer's
  /// round stays cheap.
  static let count = 64
  /// Two cache lines: a stripe never shares one, nor the line the CPU fetches beside it.
  static let stride = 128

  #if !os(WASI)
    private let stripes: UnsafeMutableRawPointer

    private init() {
      unsafe stripes = UnsafeMutableRawPointer.allocate(
        byteCount: Self.count * Self.stride, alignment: Self.stride)
      for index in 0..<Self.count {
        let mutex = unsafe (stripes + index * Self.stride).bindMemory(to: pthread_mutex_t.self, capacity: 1)
        unsafe mutex.initialize(to: pthread_mutex_t())
        unsafe pthread_mutex_init(mutex, nil)
      }
    }

    @inline(__always) private func mutex(_ index: Int) -> UnsafeMutablePointer<pthread_mutex_t> {
      unsafe (stripes + index * Self.stride).assumingMemoryBound(to: pthread_mutex_t.self)
    }

    /// The stripe of the calling thread: its identity, mixed (Fibonacci hashing), top bits.
    @inline(__always) private static func stripe(for thread: UInt) -> Int {
      Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: thread) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }

    /// Locks the calling thread's stripe; returns it, for `unlockReader`.
    @inline(__always) func lockReader() -> Int {
      let index = Self.stripe(for: ThreadIdentity.current)
      unsafe pthread_mutex_lock(mutex(index))
      return index
    }

    @inline(__always) func unlockReader(_ index: Int) { unsafe pthread_mutex_unlock(mutex(index)) }

    /// Locks every stripe, in order (so two writers never deadlock).
    func lockAll() { for index in 0..<Self.count { unsafe pthread_mutex_lock(mutex(index)) } }

    func unlockAll() { for index in (0..<Self.count).reversed() { unsafe pthread_mutex_unlock(mutex(index)) } }
  #else
    private init() {}
    func lockReader() -> Int { 0 }
    func unlockReader(_ index: Int) {}
    func lockAll() {}
    func unlockAll() {}
  #endif
}

/// A value that threads read far more often than it changes: a cached instance. A read locks
/// only the reading thread's stripe of `ReaderStripes`, so readers on two threads share no lock
/// word; a write locks every stripe.
///
/// `read`'s body must not read or write any `ReadMostly` (every one shares the stripes: the
/// thread's own stripe is not recursive), nor run code that might: it copies what it needs out.
/// `write` hands its body the value, never user code either.
// Safety: `value` is one allocation made in `init` and freed in `deinit`, private, and every
// access holds at least one stripe: a read the reader's stripe, a write all of them. So a write
// never overlaps any other access, and reads overlap only reads; each sees the last write (the
// mutexes order them). (Behind a pointer rather than a stored `var`, so that a read costs no
// run-time exclusivity check.) What the value holds is shared by every reader, which is what a
// cache of instances is for (the registration decides what may be shared, as for `Protected`).
@safe package final class ReadMostly<Value>: @unchecked Sendable {
  private let value: UnsafeMutablePointer<Value>

  package init(_ value: Value) {
    unsafe self.value = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    unsafe self.value.initialize(to: value)
  }

  deinit {
    // `move` destroys one value; `deinitialize(count:)` would go through the array path.
    _ = unsafe value.move()
    unsafe value.deallocate()
  }

  /// Runs `body` on the value with this thread's stripe locked.
  @inline(__always)
  package func read<R, Failure: Error>(_ body: (borrowing Value) throws(Failure) -> R) throws(Failure) -> R {
    let stripes = ReaderStripes.shared
    let stripe = stripes.lockReader()
    defer { stripes.unlockReader(stripe) }
    return try body(unsafe value.pointee)
  }

  /// Runs `body` on the value with every stripe locked. Return what must be released to drop it
  /// after the locks: a `deinit` then runs outside them.
  package func write<R>(_ body: (inout Value) -> R) -> R {
    let stripes = ReaderStripes.shared
    stripes.lockAll()
    defer { stripes.unlockAll() }
    return body(&(unsafe value.pointee))
  }
}

extension ReadMostly {
  /// `read` for a cell holding an object or nil: `body` borrows the object, which is neither
  /// copied nor counted (a count would be a write every reader shares); `missing()` is thrown
  /// when the cell holds nil.
  // Safety: the object is held by the cell (an `Object?` is one word: its address, or 0), and
  // no writer can replace it while this thread's stripe is locked, which it is until `body`
  // returns; `body` only borrows it.
  @inline(__always)
  package func readObject<Object: AnyObject, R, Failure: Error>(
    _ body: (Object) throws(Failure) -> R, missing: () -> Failure
  ) throws(Failure) -> R where Value == Object? {
    let stripes = ReaderStripes.shared
    let stripe = stripes.lockReader()
    defer { stripes.unlockReader(stripe) }
    guard let address = unsafe UnsafeRawPointer(value).load(as: UnsafeRawPointer?.self) else { throw missing() }
    do {
      return try unsafe Unmanaged<Object>.fromOpaque(address)._withUnsafeGuaranteedRef { try body($0) }
    } catch {
      // `body` throws only `Failure`; `_withUnsafeGuaranteedRef` rethrows it untyped.
      throw error as! Failure
    }
  }
}
