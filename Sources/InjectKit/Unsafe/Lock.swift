#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// A lock taken and released around a body: `Lock` and `ConditionLock`.
protocol MutexLocking {
  func lock()
  func unlock()
}

extension MutexLocking {
  /// Runs `body` with the lock held.
  @inline(__always)
  func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// A mutex: `os_unfair_lock` on Apple platforms, pthread's on Linux and Android, nothing on WASI's
/// single-threaded builds, which have nothing to exclude.
// Why it is safe: the lock word lives in an allocation made in `init` and freed in `deinit`, so it
// never moves (moving an os_unfair_lock or a pthread mutex is undefined) and is never used freed:
// every use is a method of this object, which its caller holds. It is initialised before any use
// (zeroed: `OS_UNFAIR_LOCK_INIT`; or by pthread_mutex_init) and touched afterwards only through the
// lock calls, which synchronise by contract. A thread unlocks only what it locked (`withLock`).
// Safety: the lock word never moves, outlives every use, and is used only through lock calls.
@safe final class Lock: MutexLocking, @unchecked Sendable {
  #if canImport(Darwin)
    private let word: UnsafeMutablePointer<os_unfair_lock>

    init() {
      unsafe word = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
      unsafe word.initialize(to: os_unfair_lock())
    }

    deinit { unsafe word.deallocate() }

    func lock() { unsafe os_unfair_lock_lock(word) }
    func unlock() { unsafe os_unfair_lock_unlock(word) }
  #elseif !os(WASI)
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
      unsafe mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
      unsafe mutex.initialize(to: pthread_mutex_t())
      unsafe pthread_mutex_init(mutex, nil)
    }

    deinit {
      unsafe pthread_mutex_destroy(mutex)
      unsafe mutex.deallocate()
    }

    func lock() { unsafe pthread_mutex_lock(mutex) }
    func unlock() { unsafe pthread_mutex_unlock(mutex) }
  #else
    init() {}
    func lock() {}
    func unlock() {}
  #endif

}

/// A mutex paired with a condition variable, for the one place a thread sleeps until another is
/// done (`CreateOnce`, through `AwaitableProtected`). pthread's on every platform with threads:
/// `os_unfair_lock` has no condition. WASI's single-threaded builds never wait.
// Why it is safe: `mutex` and `condition` live in one allocation made in `init` and freed in `deinit`,
// so they never move (moving a pthread object is undefined) and are never used freed: every use
// is a method of this object, which its caller holds. They are initialised by pthread_*_init
// before any use, and touched afterwards only through pthread calls, which synchronise by
// contract; the pointers themselves are immutable.
// Safety: the pthread objects never move, outlive every use, and are used only through pthread calls.
@safe final class ConditionLock: MutexLocking, @unchecked Sendable {
  #if !os(WASI)
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    init() {
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

}

/// The storage of a value a lock guards (`Protected`, `AwaitableProtected`, `ReadMostly`): one
/// allocation of its own, so that an access through it costs no run-time exclusivity check (the lock
/// already excludes).
extension UnsafeMutablePointer {
  /// A new allocation holding `value`.
  // Safety: allocated and initialised here; the owner frees it once, with `destroyAndFree`.
  static func holding(_ value: consuming Pointee) -> UnsafeMutablePointer<Pointee> {
    let storage = UnsafeMutablePointer<Pointee>.allocate(capacity: 1)
    unsafe storage.initialize(to: value)
    return unsafe storage
  }

  /// Destroys the value and frees the allocation: once, in its owner's `deinit`.
  // Safety: the owner calls it once, when no access can follow (its `deinit`). `move` destroys one
  // value; `deinitialize(count:)` would go through the array path.
  func destroyAndFree() {
    _ = unsafe move()
    unsafe deallocate()
  }
}

/// A value that is only ever read or written with its lock held, shaped like the standard
/// library's `Mutex` (`package`: the skins keep their state in one).
// Why it is safe: `value` is one allocation made in `init` and freed in `deinit`, private, and every
// access to it goes through a method that holds `lock` for its whole length, so no two accesses
// overlap and each sees the last one's writes. (Behind a pointer rather than a stored `var`, so
// that an access costs no run-time exclusivity check: the lock already excludes.)
// Sendable only for a Sendable `Value`: its closures take and return plain values (the standard
// library's `Mutex` makes them `sending` instead), so a value that is not Sendable could be copied
// out under the lock and used on another thread. A state that holds users' instances holds them
// as `UserInstance`s, which say why that is sound.
// Safety: every access to `value` holds `lock` for its whole length.
@safe package final class Protected<Value> {
  private let lock = Lock()
  private let value: UnsafeMutablePointer<Value>

  package init(_ value: Value) {
    unsafe self.value = .holding(value)
  }

  deinit {
    unsafe value.destroyAndFree()
  }

  package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try lock.withLock { try body(&(unsafe value.pointee)) }
  }

}

// Safety: as the class's proof; `Value: Sendable`, so what a closure copies out may cross threads.
extension Protected: @unchecked Sendable where Value: Sendable {}

/// `Protected`, with a condition: a thread can sleep until the value is ready for it, woken by
/// another's change. The claim table of once-only creation (`CreateOnce`).
// Why it is safe: as `Protected`, and Sendable, as it is, only for a Sendable `Value`; and no
// access to the value spans a sleep (`wait` releases the lock only between accesses, and takes it
// again before the next).
// Safety: every access to `value` holds `lock` for its whole length.
@safe final class AwaitableProtected<Value> {
  private let lock = ConditionLock()
  private let value: UnsafeMutablePointer<Value>

  init(_ value: Value) {
    unsafe self.value = .holding(value)
  }

  deinit {
    unsafe value.destroyAndFree()
  }

  /// Runs `body` with the lock held once `isReady` says so; until then, sleeps with the lock
  /// released, woken by `withLockWakingWaiters`.
  func withLock<R>(when isReady: (inout Value) -> Bool, _ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    while !isReady(&(unsafe value.pointee)) { lock.wait() }
    return try body(&(unsafe value.pointee))
  }

  /// Runs `body` with the lock held, then wakes every thread sleeping in `withLock(when:_:)` to
  /// check again.
  func withLockWakingWaiters<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try lock.withLock {
      defer { lock.broadcast() }
      return try body(&(unsafe value.pointee))
    }
  }
}

// Safety: as the class's proof; `Value: Sendable`, so what a closure copies out may cross threads.
extension AwaitableProtected: @unchecked Sendable where Value: Sendable {}

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
// Why it is safe: `stripes` is one allocation made in `init` and never freed (the one instance lives as
// long as the process), holding `count` lock words `stride` bytes apart (`os_unfair_lock` on Apple
// platforms, pthread mutexes elsewhere), each initialised before any use and touched afterwards
// only through the lock calls, which synchronise by contract. Indices come from `stripe(for:)` or
// `0..<count`, so every pointer formed is to one of those words. A thread unlocks only the stripes it
// locked.
// Safety: the stripes never move or go, and are used only through lock calls.
@safe final class ReaderStripes: @unchecked Sendable {
  static let shared = ReaderStripes()

  /// Enough that two threads rarely share a stripe (1 in 64 for two), few enough that a writer's
  /// round stays cheap.
  static let count = 64
  /// Two cache lines: a stripe never shares one, nor the line the CPU fetches beside it.
  static let stride = 128

  #if canImport(Darwin)
    private typealias Word = os_unfair_lock
    @inline(__always) private static func lock(_ word: UnsafeMutablePointer<Word>) { unsafe os_unfair_lock_lock(word) }
    @inline(__always) private static func unlock(_ word: UnsafeMutablePointer<Word>) {
      unsafe os_unfair_lock_unlock(word)
    }
  #elseif !os(WASI)
    private typealias Word = pthread_mutex_t
    @inline(__always) private static func lock(_ word: UnsafeMutablePointer<Word>) { unsafe pthread_mutex_lock(word) }
    @inline(__always) private static func unlock(_ word: UnsafeMutablePointer<Word>) {
      unsafe pthread_mutex_unlock(word)
    }
  #endif

  #if !os(WASI)
    private let stripes: UnsafeMutableRawPointer

    private init() {
      unsafe stripes = UnsafeMutableRawPointer.allocate(
        byteCount: Self.count * Self.stride, alignment: Self.stride)
      for index in 0..<Self.count {
        let word = unsafe (stripes + index * Self.stride).bindMemory(to: Word.self, capacity: 1)
        unsafe word.initialize(to: Word())
        #if !canImport(Darwin)
          unsafe pthread_mutex_init(word, nil)
        #endif
      }
    }

    @inline(__always) private func word(_ index: Int) -> UnsafeMutablePointer<Word> {
      unsafe (stripes + index * Self.stride).assumingMemoryBound(to: Word.self)
    }

    /// The stripe of the calling thread: its identity, mixed (Fibonacci hashing), top bits.
    @inline(__always) private static func stripe(for thread: UInt) -> Int {
      Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: thread) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }

    /// Locks the calling thread's stripe; returns it, for `unlockReader`.
    @inline(__always) func lockReader() -> Int {
      let index = Self.stripe(for: ThreadIdentity.current)
      unsafe Self.lock(word(index))
      return index
    }

    @inline(__always) func unlockReader(_ index: Int) { unsafe Self.unlock(word(index)) }

    /// Locks every stripe, in order (so two writers never deadlock).
    func lockAll() { for index in 0..<Self.count { unsafe Self.lock(word(index)) } }

    func unlockAll() { for index in (0..<Self.count).reversed() { unsafe Self.unlock(word(index)) } }
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
// Why it is safe: `value` is one allocation made in `init` and freed in `deinit`, private, and every
// access holds at least one stripe: a read the reader's stripe, a write all of them. So a write
// never overlaps any other access, and reads overlap only reads; each sees the last write (the
// mutexes order them). (Behind a pointer rather than a stored `var`, so that a read costs no
// run-time exclusivity check.) What the value holds is shared by every reader: Sendable only for a
// Sendable value, so the compiler checks what each holds (a cached instance is held as a
// `UserInstance`, which says why handing it to every reader is sound).
// Safety: a read holds the reader's stripe, a write every stripe, so no write overlaps another access.
@safe package final class ReadMostly<Value> {
  private let value: UnsafeMutablePointer<Value>

  package init(_ value: Value) {
    unsafe self.value = .holding(value)
  }

  deinit {
    unsafe value.destroyAndFree()
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

// Safety: as the class's proof; `Value: Sendable`, so what a read copies out may cross threads.
extension ReadMostly: @unchecked Sendable where Value: Sendable {}

extension ReadMostly {
  /// `read` for a cell holding a user's instance or nil: `body` borrows the object, which is
  /// neither copied nor counted (a count would be a write every reader shares); `missing()` is
  /// thrown when the cell holds nil.
  // Safety: the object is held by the cell (a `UserInstance<Object>?` is one word, as an
  // `Object?` is: the object's address, or 0; asserted below), and no writer can replace it while
  // this thread's stripe is locked, which it is until `body` returns; `body` only borrows it.
  @inline(__always)
  func readObject<Object: AnyObject, R, Failure: Error>(
    _ body: (Object) throws(Failure) -> R, missing: () -> Failure
  ) throws(Failure) -> R where Value == UserInstance<Object>? {
    assert(MemoryLayout<Value>.size == MemoryLayout<AnyObject?>.size)
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

/// A lock the thread holding it may take again, for InjectKitSwinject, which serialises every
/// Swinject-style container on one (as Swinject's `synchronize()` does) and whose factories
/// resolve through the same container.
///
/// SPI rather than `package`: the skin's resolve path must inline and specialise `acquire` and
/// `Guarded.withLock`, and Swift 6.3 does not inline a `package` declaration's `@inlinable`
/// body into another module (every access becomes an unspecialised generic call that looks up
/// metadata). Only `@_spi(InjectKitSkins) import` sees it.
///
/// ```swift
/// let lock = RecursiveLock()
/// lock.withLock { held in lock.withLock { _ in /* still held, by this thread */ } }
/// ```
// Why it is safe: as `Lock`'s: `mutex` is allocated and initialised in `init`, destroyed and freed in
// `deinit`, so it never moves and is never used freed (every use is a method of this object or
// of a `Held`, which keeps it alive); it is touched only through pthread calls, which
// synchronise by contract. The pointer itself is immutable.
// Safety: as `Lock`'s: the mutex never moves, outlives every use, and is used only through pthread.
@_spi(InjectKitSkins) @safe public final class RecursiveLock: @unchecked Sendable {
  #if !os(WASI)
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
      unsafe mutex = .allocate(capacity: 1)
      unsafe mutex.initialize(to: pthread_mutex_t())
      var attributes = pthread_mutexattr_t()
      unsafe pthread_mutexattr_init(&attributes)
      unsafe pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
      unsafe pthread_mutex_init(mutex, &attributes)
      unsafe pthread_mutexattr_destroy(&attributes)
    }

    deinit {
      unsafe pthread_mutex_destroy(mutex)
      unsafe mutex.deallocate()
    }

    @usableFromInline func lock() { unsafe pthread_mutex_lock(mutex) }
    @usableFromInline func unlock() { unsafe pthread_mutex_unlock(mutex) }
  #else
    public init() {}
    @usableFromInline func lock() {}
    @usableFromInline func unlock() {}
  #endif

  /// Takes the lock (again, if this thread holds it); it is released when the returned proof's
  /// lifetime ends. For generic code that cannot afford `withLock`'s closure.
  @inlinable
  public func acquire() -> Held {
    lock()
    return Held(self)
  }

  /// Runs `body` with the lock held, handing it the proof (`Held`) that `Guarded.withLock(_:_:)`
  /// asks for; re-entrant on the same thread.
  @inlinable
  public func withLock<R>(_ body: (borrowing Held) throws -> R) rethrows -> R {
    let held = acquire()
    return try body(held)
  }

  /// Proof that the thread using it holds `lock`: made only by `acquire()` (so by `withLock`),
  /// never copied (`~Copyable`), never sent to another thread (not `Sendable`), and it releases
  /// the lock when its lifetime ends. Whoever borrows one is therefore inside the lock, on the
  /// thread that took it.
  public struct Held: ~Copyable {
    @usableFromInline let lock: RecursiveLock

    @usableFromInline init(_ lock: RecursiveLock) { self.lock = lock }

    deinit { lock.unlock() }
  }
}

@available(*, unavailable)
extension RecursiveLock.Held: Sendable {}

/// A value only read or written with a `RecursiveLock` held, shaped like the standard `Mutex`
/// (SPI, as `RecursiveLock` is: InjectKitSwinject keeps all its mutable state in these, under its
/// one lock).
///
/// ```swift
/// let count = Guarded(0, by: lock)
/// count.withLock { $0 += 1 }                       // takes the lock
/// lock.withLock { held in count.withLock(held) { $0 += 1 } }   // the caller holds it
/// ```
///
/// The lock is re-entrant, so a `body` that reached the same value's `withLock` again would
/// access it twice at once: that traps instead. Keep bodies short: never call code you do not
/// control (a factory, a user hook) inside one.
// Why it is safe: the value is the one tail element of `buffer`, a `ManagedBuffer` made, and its element
// initialised, only in `init` (`ManagedBuffer` has no public initialiser), and deinitialised in
// the buffer's `deinit`: it is initialised while any `Guarded` holds the buffer. `buffer` is
// private to this type, and every access to the value and to the header's `inUse` is in
// `withLock(_:_:)`, which runs only with `lock` held by this thread (`Held` proves it, and is
// checked to be this value's lock), so no other thread is inside. `inUse`, set for the length of
// each access and tested before it, keeps this thread out too: a nested `withLock` on the same
// value traps before touching the value. So no two accesses ever overlap, which is what Swift's
// run-time exclusivity check would enforce for a stored property (at a cost on every access; a
// pointee is not checked), and each access sees the last one's writes (the mutex
// orders them). Copies of a `Guarded` share the buffer: they are the same value. One allocation
// holds the lock's reference, the flag and the value.
// Safety: every access holds `lock` (a `Held` proves it) and `inUse` keeps this thread out of a nested one.
@_spi(InjectKitSkins) @safe public struct Guarded<Value>: @unchecked Sendable {
  @usableFromInline let buffer: Buffer

  /// A new value kept under `lock`.
  @inlinable
  public init(_ value: Value, by lock: RecursiveLock) {
    let made = Buffer.create(minimumCapacity: 1) { _ in Header(lock: lock, inUse: false) }
    buffer = unsafe unsafeDowncast(made, to: Buffer.self)
    unsafe buffer.withUnsafeMutablePointerToElements { unsafe $0.initialize(to: value) }
  }

  /// Runs `body` on the value with the lock held (taken here, again if this thread holds it).
  @inlinable
  public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    let held = unsafe buffer.withUnsafeMutablePointerToHeader { unsafe $0.pointee.lock }.acquire()
    return try withLock(held, body)
  }

  /// Runs `body` on the value; the caller holds the lock (`held`), so nothing is locked here.
  @inlinable
  public func withLock<R>(_ held: borrowing RecursiveLock.Held, _ body: (inout Value) throws -> R) rethrows -> R {
    let heldLock = ObjectIdentifier(held.lock)
    return try unsafe buffer.withUnsafeMutablePointers { header, value in
      unsafe precondition(
        ObjectIdentifier(header.pointee.lock) == heldLock, "Guarded.withLock given another lock's proof.")
      unsafe precondition(!header.pointee.inUse, "Guarded.withLock entered again from its own body on the same thread.")
      unsafe header.pointee.inUse = true
      defer { unsafe header.pointee.inUse = false }
      return try unsafe body(&value.pointee)
    }
  }

  /// A `Guarded` value's storage: its header, then the value.
  @usableFromInline final class Buffer: ManagedBuffer<Header, Value> {
    deinit {
      unsafe withUnsafeMutablePointerToElements { _ = unsafe $0.deinitialize(count: 1) }
    }
  }

  /// A `Guarded` value's lock, and whether an access to it is under way.
  @usableFromInline struct Header {
    @usableFromInline let lock: RecursiveLock
    @usableFromInline var inUse: Bool

    @inlinable init(lock: RecursiveLock, inUse: Bool) {
      self.lock = lock
      self.inUse = inUse
    }
  }
}

/// An immutable value, perhaps not `Sendable` (a user's factory), read only with a
/// `RecursiveLock` held: `Guarded` without the allocation and the flag a value that never
/// changes has no use for (SPI, as `RecursiveLock` is).
///
/// ```swift
/// let factory = LockConfined({ Service() }, by: lock)
/// lock.withLock { held in factory.value(held)() }
/// ```
// Why it is safe: `value` is a `let`, so no access to it is ever a write, and it is read only in
// `value(_:)`, with `lock` held by the reading thread (`Held` proves it, checked to be this
// value's lock): the non-Sendable value is handed to one thread at a time, the lock's holder,
// as `Guarded.withLock { $0 }` would hand over a copy.
// Safety: `value` is never written, and read only by the thread holding `lock`.
@_spi(InjectKitSkins) @safe public struct LockConfined<Value>: @unchecked Sendable {
  @usableFromInline let lock: ObjectIdentifier
  @usableFromInline let value: Value

  /// `value`, to be read with `lock` held.
  @inlinable
  public init(_ value: Value, by lock: RecursiveLock) {
    self.lock = ObjectIdentifier(lock)
    self.value = value
  }

  /// The value; the caller holds the lock (`held`).
  @inlinable
  public func value(_ held: borrowing RecursiveLock.Held) -> Value {
    precondition(ObjectIdentifier(held.lock) == lock, "LockConfined.value given another lock's proof.")
    return value
  }
}
