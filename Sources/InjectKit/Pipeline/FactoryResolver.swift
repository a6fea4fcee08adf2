/// The `Resolver` a synchronous factory receives: its frame in the resolution in progress.
///
/// Three plain words, so it fits an existential's inline buffer and handing it to a factory
/// allocates, retains and releases nothing: the container is held unretained, the resolution
/// holding it while the factory runs. A step that escapes its factory is still safe to use: it
/// then resolves as a new top-level call from its container, borrowed through `LiveContainers`
/// (which holds the container's `deinit` back meanwhile), or fails with `containerReleased` once
/// the container is gone (see `isCurrent`).
// Safety: `frame` is read only once `isCurrent` finds it this thread's innermost frame (on this
// thread's stack until its factory returns); `container` is used unretained only then (its
// resolution holds it), else through `LiveContainers.using`, which offers it only while alive.
struct FactoryResolver: Resolver, @unchecked Sendable {
  let frame: UnsafePointer<Frame>
  /// The frame's generation in the low `generationBits` bits, the container's stamp above them.
  let generation: UInt64
  /// Where the factory's own dependencies are resolved from.
  let container: Unmanaged<Dependencies>

  init(container: Unmanaged<Dependencies>, frame: UnsafePointer<Frame>) {
    self.frame = frame
    generation = Self.generations(frame, container)
    self.container = container
  }

  /// The bits of a frame's generation a step keeps: 2^40 frames at one address of one thread
  /// before two compare equal.
  static let generationBits: UInt64 = 40
  static let generationMask: UInt64 = (1 << generationBits) - 1

  /// A container's stamp: the low 24 bits of its identity, above a step's generation bits.
  static func stamp(_ identity: UInt) -> UInt64 { UInt64(truncatingIfNeeded: identity) << generationBits }

  /// The container's stamp, as kept above the generation bits.
  var containerStamp: UInt64 { generation & ~Self.generationMask }

  /// The word of generations of a step for `frame`, in `container` (alive: its resolution runs).
  @inline(__always)
  static func generations(_ frame: UnsafePointer<Frame>, _ container: Unmanaged<Dependencies>) -> UInt64 {
    (frame.pointee.generation & generationMask) | container._withUnsafeGuaranteedRef { $0.resolverStamp }
  }

  func resolve<T>(_ type: T.Type, name: String?) throws(ResolutionError) -> T {
    try resolve(name: name, arguments: ())
  }

  func resolve<T, each A>(_ type: T.Type, name: String?, arguments: repeat each A) throws(ResolutionError) -> T {
    try resolve(name: name, arguments: (repeat each arguments))
  }

  func resolveAsync<T: Sendable>(_ type: T.Type, name: String?) async throws(ResolutionError) -> T {
    // A synchronous factory cannot await: this step has escaped into a task, which holds the
    // container's `deinit` back (`LiveContainers`) until the resolve is done.
    guard LiveContainers.enter(container, stamp: containerStamp) else {
      throw Diagnostics.containerReleased(T.self, name: name)
    }
    defer { LiveContainers.leave(container) }
    return try await container.takeUnretainedValue().resolveAsync(T.self, name: name, isolation: nil)
  }

  /// Reads the `FactoryResolver` a factory's `any Resolver` holds, when it holds one: a bit cast after one
  /// comparison of type metadata, so the resolve enters the pipeline directly instead of through
  /// the protocol's witness.
  @inline(__always)
  static func of<R: Resolver>(_ resolver: R) -> FactoryResolver? {
    guard ObjectIdentifier(R.self) == ObjectIdentifier(FactoryResolver.self) else { return nil }
    // `R` is `FactoryResolver` (checked above).
    return unsafeBitCast(resolver, to: FactoryResolver.self)
  }

  /// True while the factory that received this step runs on this thread and has not returned.
  /// It reads the frame only once it is this thread's innermost, and not the container, which
  /// may be gone.
  var isCurrent: Bool {
    ThreadState.activeFrame() == UnsafeMutableRawPointer(mutating: frame)
      && (frame.pointee.generation ^ generation) & Self.generationMask == 0
  }

  @inline(__always)
  func resolve<T, Arguments>(name: String?, arguments: Arguments) throws(ResolutionError) -> T {
    guard isCurrent else { return try resolveEscaped(name: name, arguments: arguments) }
    var key = DependencyKey(T.self, arguments: Arguments.self, name: name)
    return try resolve(&key, arguments)
  }

  /// A resolve through a step used after its factory returned: a new top-level call from its
  /// container, if the container still exists (an escaped step proves nothing about where it
  /// runs now, so no isolation is claimed).
  @inline(never)
  func resolveEscaped<T, Arguments>(name: String?, arguments: Arguments) throws(ResolutionError) -> T {
    let value = try LiveContainers.using(container, stamp: containerStamp) { (owner) throws(ResolutionError) -> T in
      try Resolution.resolve(from: owner, name: name, arguments: arguments, isolation: nil)
    }
    // `using` returns nil only when the container is gone (a `T` that is itself optional
    // comes back wrapped, as `.some(nil)`).
    guard let value else { throw Diagnostics.containerReleased(T.self, name: name) }
    return value
  }

  /// A request for `key` on behalf of this step's frame (the key on the caller's stack).
  func resolve<T, Arguments>(_ key: UnsafePointer<DependencyKey>, _ arguments: Arguments) throws(ResolutionError) -> T {
    try Resolution.resolve(
      Request(key: key, container: container, parent: frame, session: frame.pointee.session), arguments)
  }
}
