import CInjectKitAtomics

#if canImport(os)
  import os
#endif

#if canImport(Darwin)
  import Darwin
  import Dispatch
#elseif canImport(Glibc)
  import Glibc
  import Dispatch
#elseif canImport(Musl)
  import Musl
  import Dispatch
#endif

// What the engine keeps per thread and asks of the thread it runs on: the innermost factory
// frame of the resolution running here, a resolution's shared state, the thread's facts (main
// thread, main actor, stack room), and the process-wide flags `Dependencies.root` reads.

// MARK: - The resolve road: this thread's innermost frame

/// What the engine keeps per thread (C thread-locals, `CInjectKitAtomics`), and the
/// process-wide flags `Dependencies.root` reads on every access.
enum ThreadState {
  /// The innermost factory frame of the resolution running on this thread, nil outside one.
  @inline(__always) static var activeFrame: Frame? {
    guard let address = unsafe cinjectkit_get_active_frame() else { return nil }
    // Safety: the thread-local names a frame only inside `withActiveFrame(frame)` on this thread
    // (it is thread-local: no other thread reads it), which holds `frame` for its whole length
    // and puts back the outer value before it returns. So the address names a live `Frame`,
    // retained here (+1) before anything can release it.
    return unsafe Unmanaged<Frame>.fromOpaque(address).takeUnretainedValue()
  }

  /// Runs `body` with `frame` as this thread's innermost frame, then puts the outer one back.
  @inline(__always)
  static func withActiveFrame<R, E: Error>(_ frame: Frame, _ body: () throws(E) -> R) throws(E) -> R {
    let outer = unsafe cinjectkit_get_active_frame()
    // Safety: `frame` is a parameter, so it lives until this function returns; the address is
    // replaced by `outer` (the enclosing call's frame, alive for the same reason) before then.
    unsafe cinjectkit_set_active_frame(Unmanaged.passUnretained(frame).toOpaque())
    defer { unsafe cinjectkit_set_active_frame(outer) }
    return try body()
  }

  /// A number no other frame of the process has had or will have (`FactoryResolver.currentFrame`).
  @inline(__always) static func nextFrameGeneration() -> UInt64 { cinjectkit_next_frame_generation() }

  /// Whether `Dependencies.root` can be anything but the global container: a root was bound
  /// somewhere, or a hook watches unbound reads. One relaxed load.
  @inline(__always) static var rootIsWatched: Bool { cinjectkit_get_root_state() != 0 }

  /// Whether a task-local root was ever bound (`Dependencies.withRoot`).
  @inline(__always) static var rootWasBound: Bool { cinjectkit_get_root_was_bound() }

  /// Records that a task-local root was bound.
  @inline(__always) static func markRootBound() { cinjectkit_set_root_was_bound() }

  /// What InjectKitTesting installed to hear of reads of the unbound root, if it is linked.
  @inline(__always) static var unboundRootHook: (@convention(c) () -> Void)? { cinjectkit_get_unbound_root_hook() }

  /// Whether a trace is running or `INJECTKIT_TRACE=1` was set: the one test a resolve pays for
  /// tracing (`Tracing/`). One relaxed load; zero in an app that asks for neither.
  @inline(__always) static var isTracing: Bool { cinjectkit_get_trace_state() != 0 }

  /// Whether `INJECTKIT_TRACE=1` was in the environment as the library loaded.
  static var tracesToStandardError: Bool { cinjectkit_get_trace_state() & 2 != 0 }

  /// Turns on the standard-error printer's bit, as `INJECTKIT_TRACE=1` at load does.
  static func setTracePrinting() { cinjectkit_set_trace_printing() }

  /// Records whether any `Dependencies.trace` is running (`Tracer`, under its lock).
  static func setTraceRunning(_ running: Bool) { cinjectkit_set_trace_running(running) }

  /// Now, in nanoseconds since boot (`DispatchTime`: `ContinuousClock` is above the deployment
  /// targets): a factory's time in a trace.
  static var uptimeNanoseconds: UInt64 { DispatchTime.now().uptimeNanoseconds }
}

// MARK: - The resolve road: a resolution's shared state

/// A resolution's state shared by all its requests and frames: its session, made when first
/// needed, and the actor the code that started it is proven to run on (its `#isolation`), kept
/// here so no request or frame carries it: only step 5 reads it.
// Why it is safe: `session` is the only state mutable in use; `isolation` is written only by `reuse`, on a
// context `ThreadState.withNewContext` found uniquely referenced and kept alone since (so no one
// else can read it). A synchronous resolution's context is reached only
// from its requests (values on the stack of the thread running it) and its frames, whose context
// is read only while the frame is that thread's innermost (`ThreadState.activeFrame`, a
// thread-local: a `Resolver` kept past its factory, on any thread, fails that check and reads
// none of it). So every access is on that one thread. An async resolution's context
// (`AsyncResolutionState`) is shared between threads but written only in its `init`: it starts
// with its session, so `sessionForUpdate` never writes it, and its synchronous parts run on a
// context of their own (`AsyncRequest.withSync`).
// Safety: each context is touched by one thread at a time (its resolution's), as argued above.
final class ResolutionContext: @unchecked Sendable {
  /// The session, once made.
  var session: ResolutionState?
  fileprivate(set) var isolation: ObjectIdentifier?

  init(session: ResolutionState?, isolation: ObjectIdentifier?) {
    self.session = session
    self.isolation = isolation
  }
}

extension ThreadState {
  /// Runs `body` with a new resolution context (no session yet) isolated to `isolation`; the
  /// thread reuses the context afterwards when nothing else holds it.
  @inline(__always)
  static func withNewContext<R, E: Error>(
    isolation: ObjectIdentifier?, _ body: (ResolutionContext) throws(E) -> R
  ) throws(E) -> R {
    let thread = CurrentThread.current
    var context: ResolutionContext
    if let spare = thread.spareContext {
      thread.spareContext = nil
      spare.isolation = isolation
      context = spare
    } else {
      context = ResolutionContext(session: nil, isolation: isolation)
    }
    defer {
      if thread.spareContext == nil, context.session == nil, isKnownUniquelyReferenced(&context) {
        thread.spareContext = context
      }
    }
    return try body(context)
  }
}

// MARK: - The thread's facts

/// Facts about the calling thread, computed once per thread and kept in thread-local storage.
final class CurrentThread {
  /// Whether this is the process's main thread (the one the main actor runs on).
  let isMain: Bool
  /// Lowest usable address of this thread's stack, or 0 when the platform does not say.
  let stackLimit: UInt
  /// This thread's number in the process, in the order threads first resolved (traces name it).
  let number: UInt64
  /// A resolution context this thread's next resolution reuses (`ThreadState.withNewContext`):
  /// only this record holds it. Touched only by this thread.
  fileprivate var spareContext: ResolutionContext?
  private init() {
    isMain = Self.detectMainThread()
    stackLimit = Self.detectStackLimit()
    number = cinjectkit_next_thread_number()
  }

  /// Whether the caller runs on the main actor, by the thread alone: the main thread, or on Linux
  /// a block of the main dispatch queue, which the main actor's executor drains there (under `swift
  /// test` on another thread than the main one). Asked through libdispatch's public queue-specific
  /// values: no Swift runtime entry point, and a toolchain whose main executor stops using that
  /// queue makes the answer false (a refused resolve), never a wrong true. Code that carries its
  /// isolation (`#isolation`) is recognised without it: see `Isolation`.
  static var isOnMainActor: Bool {
    #if canImport(Darwin)
      current.isMain
    #else
      current.isMain || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    #endif
  }

  #if !canImport(Darwin)
    /// The main queue's marker: set once, read by `DispatchQueue.getSpecific`.
    private static let mainQueueKey: DispatchSpecificKey<UInt8> = {
      let key = DispatchSpecificKey<UInt8>()
      DispatchQueue.main.setSpecific(key: key, value: 1)
      return key
    }()
  #endif

  /// Writes `text` to the process's standard error, unbuffered (diagnostics' warnings).
  static func writeToStandardError(_ text: String) {
    var text = text
    // Safety: `write` reads `bytes.count` bytes from the string's UTF-8 storage, which
    // `withUTF8` keeps alive and unmoved for the closure's length.
    text.withUTF8 { bytes in _ = unsafe write(2, bytes.baseAddress, bytes.count) }
  }

  /// Stack headroom kept free when recursing; deep graphs fail with `tooDeep` past this point.
  static let reservedStack: UInt = 96 * 1024

  /// The calling thread's record.
  static var current: CurrentThread {
    let key = threadKey
    if let raw = unsafe pthread_getspecific(key) {
      // Safety: only the line below stores into this key, a +1 reference to a `CurrentThread`;
      // it is released only by the key's destructor, when the thread exits.
      return unsafe Unmanaged<CurrentThread>.fromOpaque(raw).takeUnretainedValue()
    }
    let info = CurrentThread()
    unsafe pthread_setspecific(key, Unmanaged.passRetained(info).toOpaque())
    return info
  }

  /// The bytes of stack below the caller's frame a resolve may use before it stops with `tooDeep`
  /// (`reservedStack` kept free); nil when the platform does not say.
  func stackRoom() -> UInt? {
    guard stackLimit != 0 else { return nil }
    let here = Self.addressOfCallersFrame()
    return here > stackLimit + Self.reservedStack ? here - stackLimit - Self.reservedStack : 0
  }

  /// An address in the caller's stack frame, as a number (never dereferenced): how far down the
  /// stack a call is, compared with another's on the same thread.
  static var stackPosition: UInt { addressOfCallersFrame() }

  /// True while at least `reservedStack` bytes remain below the caller's frame.
  func hasStackRoom() -> Bool {
    guard stackLimit != 0 else { return true }
    let here = Self.addressOfCallersFrame()
    return here > stackLimit && here - stackLimit > Self.reservedStack
  }

  /// An address in the caller's stack frame (a local's), as a number: never dereferenced.
  @inline(never)
  private static func addressOfCallersFrame() -> UInt {
    var marker: UInt8 = 0
    // Safety: the pointer is only converted to a number, inside the closure.
    return unsafe withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  }

  // A global `let` is initialised once, thread-safely, by the Swift runtime.
  private static let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    // Safety: the destructor gets the value `current` stored, a +1 `CurrentThread`, once.
    unsafe pthread_key_create(&key) { raw in
      #if canImport(Darwin)
        unsafe Unmanaged<CurrentThread>.fromOpaque(raw).release()
      #else
        if let raw = unsafe raw { unsafe Unmanaged<CurrentThread>.fromOpaque(raw).release() }
      #endif
    }
    return key
  }()

  private static func detectMainThread() -> Bool {
    #if canImport(Darwin)
      return pthread_main_np() != 0
    #else
      // Linux: the main thread's id equals the process id; /proc/thread-self -> "<pid>/task/<tid>".
      var buffer = [CChar](repeating: 0, count: 64)
      // Safety: `readlink` writes at most `buffer.count - 1` bytes into the array's storage.
      let count = unsafe readlink("/proc/thread-self", &buffer, buffer.count - 1)
      guard count > 0 else { return false }
      let link = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let parts = link.split(separator: "/")
      guard parts.count == 3, let pid = Int32(parts[0]), let tid = Int32(parts[2]) else { return false }
      return pid == tid
    #endif
  }

  private static func detectStackLimit() -> UInt {
    #if canImport(Darwin)
      let thread = pthread_self()
      let top = unsafe UInt(bitPattern: pthread_get_stackaddr_np(thread))
      let size = UInt(pthread_get_stacksize_np(thread))
      return top > size ? top - size : 0
    #else
      // Glibc's module hides pthread_getattr_np; the mapping that holds our stack frame says the same.
      let here = addressOfCallersFrame()
      // Safety: the `FILE` is used only between `fopen` and the deferred `fclose`; `fgets` writes
      // at most `line.count` bytes, NUL included, into the array's storage.
      guard let maps = unsafe fopen("/proc/self/maps", "r") else { return 0 }
      defer { unsafe fclose(maps) }
      var lines: [String] = []
      var line = [CChar](repeating: 0, count: 512)
      while unsafe fgets(&line, Int32(line.count), maps) != nil {
        lines.append(String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
      }
      var limit = rlimit()
      #if canImport(Glibc)
        let resource = Int32(RLIMIT_STACK.rawValue)
      #else
        let resource = RLIMIT_STACK
      #endif
      // Safety: `getrlimit` writes one `rlimit`, `limit`.
      let growLimit: UInt? =
        unsafe getrlimit(resource, &limit) == 0 && limit.rlim_cur != rlim_t.max ? UInt(limit.rlim_cur) : nil
      return StackMapping.lowestUsableAddress(maps: lines, holding: here, growLimit: growLimit)
    #endif
  }
}

// MARK: Isolation
//
// A factory registered with an isolation (`@isolated(any)`, `@MainActor`, an `isolated` actor
// parameter) is stored without it, and its entry keeps the isolation instead (its options, its
// actor): the pipeline decides where the factory may run, then calls it as a plain function.
// Removing the isolation from the function's type is the one cast here. It is done on a one-field
// struct holding the function, never on the function itself: a function type used as a generic
// argument needs its runtime metadata, which for an `@isolated(any)` function type exists only
// from iOS 18 / macOS 15; a struct generic over the function's parameters and result needs only
// the field's layout, two words for any function.

/// A one-field struct holding a function with an isolation, paired with the one-field struct
/// (`Unisolated`) holding the same function type without it. Conformed to only by the pairs in
/// `Registry/UnisolatedFactory.swift` and `IsolatedArgumentsFactory` (Dependencies+Arguments.swift),
/// each a struct of one stored `call` whose type differs from its partner's by the isolation only.
@usableFromInline protocol IsolatedFunction {
  associatedtype Unisolated
}

extension IsolatedFunction {
  /// The function without its isolation: call it only where that isolation holds.
  ///
  /// Inlinable: the `add` shims cast in their caller's module, where the factory's types are
  /// concrete, so the cast compiles to nothing and the factory is called without a generic thunk.
  @inlinable @inline(__always)
  var withoutIsolation: Unisolated {
    // Safety: `Self` and `Unisolated` are one-field structs of the same generic signature whose
    // fields' types differ only in their isolation (see `IsolatedFunction`), so both store the
    // function at the same abstraction, with the same layout, and the bits are the same function.
    // An isolation changes what the compiler lets the function's body do, not how it is called (a
    // synchronous function's calling convention is the same with or without it; an `isolated`
    // parameter is passed as any parameter is; `@isolated(any)` keeps its actor in the context,
    // which the stripped type still passes). It is a promise about where the function runs, and the
    // library keeps it without the type: every registration that strips its factory here stores
    // the isolation in its entry (`Dependencies.isolationOptions`, `FactoryIsolation`), and the
    // pipeline calls the factory only on the main actor for a `mainActor` entry (after
    // `CurrentThread.isOnMainActor`) and only once `Isolation.holds` finds the caller isolated to
    // the entry's actor for an `actor` one (step 5 of `Resolution`); hooks and decorators isolated
    // to the main actor check `CurrentThread.isOnMainActor` before their call.
    unsafe unsafeBitCast(self, to: Unisolated.self)
  }
}

// MARK: - Factory erasure
//
// A closure registration keeps its factory in its entry, a non-generic class (`RegistryEntry`): a
// generic class would make runtime metadata for each registered type, kept for the process's life.
// The factory is stored as `RegistryEntry.Erased`, a function of the same generic form as each of
// the three shapes a factory has, and cast back to its shape to be called. The casts are on one-field structs holding
// the function, never on the function itself: a function type as a generic argument needs its
// runtime metadata, looked up at every registration; a struct generic over the function's types
// needs only its layout, two words whatever they are.

extension RegistryEntry {
  /// `factory` as `Erased`; `plainFactory(_:)` gives it back.
  @inline(__always) static func erase<T>(_ factory: consuming @escaping @Sendable () throws -> T) -> Erased {
    // Safety: `() throws -> T` in its generic form (result by address) is `Erased`'s form: the same
    // function, no thunk either way (see `Erased`). The entry records the shape in its options and
    // casts back to exactly this type only (`make`).
    unsafe unsafeBitCast(Plain(call: factory), to: ErasedHolder.self).call
  }

  /// `factory` as `Erased`; `resolvingFactory(_:)` gives it back.
  @inline(__always)
  static func erase<T>(_ factory: consuming @escaping @Sendable (any Resolver) throws -> T) -> Erased {
    // Safety: as above, for the `Resolver` shape.
    unsafe unsafeBitCast(Resolving(call: factory), to: ErasedHolder.self).call
  }

  /// `factory` as `Erased`; `takingFactory(_:_:)` gives it back.
  static func erase<T, Arguments>(_ factory: @escaping @Sendable (any Resolver, Arguments) throws -> T) -> Erased {
    // Safety: as above, for the runtime-arguments shape.
    unsafe unsafeBitCast(Taking(call: factory), to: ErasedHolder.self).call
  }

  /// The factory of an entry erased from `() throws -> T`.
  @inline(__always) func plainFactory<T>(_ type: T.Type) -> @Sendable () throws -> T {
    // Safety: called by `make` only when the options say the factory has this shape, with the `T`
    // of the key the entry was found by, which is the one it was registered with.
    unsafe unsafeBitCast(factory, to: (@Sendable () throws -> T).self)
  }

  /// The factory of an entry erased from `(any Resolver) throws -> T`.
  @inline(__always) func resolvingFactory<T>(_ type: T.Type) -> @Sendable (any Resolver) throws -> T {
    // Safety: as `plainFactory`, for the `Resolver` shape.
    unsafe unsafeBitCast(factory, to: (@Sendable (any Resolver) throws -> T).self)
  }

  /// The factory of an entry erased from `(any Resolver, Arguments) throws -> T`.
  @inline(__always)
  func takingFactory<T, Arguments>(_ type: T.Type, _ arguments: Arguments.Type)
    -> @Sendable (any Resolver, Arguments) throws -> T
  {
    // Safety: as `plainFactory`, for the runtime-arguments shape.
    unsafe unsafeBitCast(factory, to: (@Sendable (any Resolver, Arguments) throws -> T).self)
  }
}

extension Decorator {
  /// The body, as it was given: `(any Resolver, T) throws -> T` for the decorated registration's `T`.
  @inline(__always) func body<T>(_ type: T.Type) -> @Sendable (any Resolver, T) throws -> T {
    // Safety: erased by `init` from exactly this type (the runtime-arguments shape, with `T` as
    // its arguments); the pipeline asks with the `T` of the key it found the entry by, and a
    // decorator is stored only on an entry of its own `T`'s key (`decorate`, and the registration
    // that takes a placeholder's decorators over, of the same key).
    unsafe unsafeBitCast(erasedBody, to: (@Sendable (any Resolver, T) throws -> T).self)
  }
}

// Inlined inits: called, the generic memberwise one kept the factory's context retained around it.
private struct Plain<T> {
  let call: @Sendable () throws -> T
  @inline(__always) init(call: consuming @escaping @Sendable () throws -> T) { self.call = call }
}
private struct Resolving<T> {
  let call: @Sendable (any Resolver) throws -> T
  @inline(__always) init(call: consuming @escaping @Sendable (any Resolver) throws -> T) { self.call = call }
}
private struct Taking<T, Arguments> { let call: @Sendable (any Resolver, Arguments) throws -> T }
private struct ErasedHolder { let call: RegistryEntry.Erased }

// MARK: - The process environment

/// The value of the environment variable `name`, or nil when it is not set (`package`:
/// InjectKitSwinject's `SWINJECT_LOGGING_ENABLED`, read without a pointer of its own).
package func environmentValue(_ name: String) -> String? {
  // Safety: getenv's result is nil or a NUL-terminated string in the environment block, valid
  // until the environment is next changed; it is copied into a `String` at once, and nothing
  // between the two calls changes the environment.
  guard let value = unsafe getenv(name) else { return nil }
  return unsafe String(cString: value)
}

// MARK: - Signposts

#if canImport(os)
  /// Each traced factory run as an `os_signpost` interval, so Instruments shows the container's
  /// work on a launch's timeline (Apple platforms; iOS 12 / macOS 10.14 API, below our targets).
  /// The log is made per interval, not kept in a global: `OSLog` is not `Sendable` in every SDK we
  /// support, and `os_log_create` hands back its cached log for the same subsystem and category.
  struct Signposts {
    /// The log Instruments lists the interval under: subsystem "InjectKit", category "Resolution".
    let log: OSLog
    let id: OSSignpostID

    /// Begins an interval named "factory"; `end()` ends it.
    static func begin() -> Signposts {
      let log = OSLog(subsystem: "InjectKit", category: "Resolution")
      let interval = Signposts(log: log, id: OSSignpostID(log: log))
      // Safety: the only unsafe part is `dso`, defaulted to `#dsohandle`, this image's own header,
      // which `os_signpost` reads to name the image and never writes.
      unsafe os_signpost(.begin, log: log, name: "factory", signpostID: interval.id)
      return interval
    }

    /// Ends the interval.
    func end() {
      // Safety: as in `begin`.
      unsafe os_signpost(.end, log: log, name: "factory", signpostID: id)
    }
  }
#endif

// MARK: - Users' instances in shared state

/// A user's instance as the engine keeps it in state that threads share (a resolution's session, a
/// verification's memo, a cached instance's slot): built by a factory, held to be handed to
/// whoever resolves its registration. `Object` is the engine's box around it (`InstanceBox`), or
/// `AnyObject` where its type is not kept.
// Why it is safe: the engine never reads or writes the instance's own state: it holds it, hands it
// to the code that resolved its registration (on whatever thread that code runs: the contract of
// every DI container, where the registration's scope decides who shares an instance), compares it
// and releases it. Whether the instance may be used on that thread is its type's to say, and Swift
// checks that where the user's code uses it. (The lifetime reports read its stored properties by
// reflection, on the thread that asks for them, as a debugger would.)
// Safety: the engine only holds, hands on, compares and releases the instance.
struct UserInstance<Object: AnyObject>: @unchecked Sendable {
  /// The instance (a `ValueBox` or `WeakBox` where the engine keeps its type).
  let object: Object
  init(_ object: Object) { self.object = object }
}

/// A user's instance held weakly in shared state: to tell whether it is still alive.
// Why it is safe: as `UserInstance`; the runtime loads and clears a weak reference atomically.
// Safety: the engine only tests, hands on and compares the instance.
struct WeakUserInstance: @unchecked Sendable {
  /// The instance; nil once it is gone.
  weak var object: AnyObject?
  init(_ object: AnyObject?) { self.object = object }
}
