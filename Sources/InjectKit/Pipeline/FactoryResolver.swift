/// The `Resolver` a synchronous factory receives: its frame in the resolution in progress.
///
/// Three plain words, so it fits an existential's inline buffer and handing it to a factory
/// allocates, retains and releases nothing: the container is held unretained, the resolution
/// holding it while the factory runs. A step that escapes its factory is still safe to use: it
/// then resolves as a new top-level call from its container, borrowed through `LiveContainers`
/// (which holds the container's `deinit` back meanwhile), or fails with `containerReleased` once
/// the container is gone (see `currentFrame`).
///
/// It keeps its frame's generation, not the frame's address: generations are unique in the
/// process (`ThreadState.nextFrameGeneration`), so the thread's innermost frame has it only while
/// that very factory runs, and then that frame is the step's. `container` is used unretained only
/// then (its resolution holds it), else through `LiveContainers.using`, which offers it only while
/// it is alive and has `identity`.
struct FactoryResolver: Resolver {
  /// The generation of the frame the factory runs in.
  let generation: UInt64
  /// The container's identity (`Dependencies.identity`): what tells it from a later container
  /// at the same address.
  let identity: UInt
  /// Where the factory's own dependencies are resolved from.
  let container: Unmanaged<Dependencies>

  init(container: Unmanaged<Dependencies>, frame: UnsafePointer<Frame>) {
    generation = frame.pointee.generation
    identity = container._withUnsafeGuaranteedRef {
      $0.listForResolvers()
      return $0.identity
    }
    self.container = container
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
    guard LiveContainers.enter(container, identity: identity) else {
      throw Diagnostics.containerReleased(T.self, name: name)
    }
    defer { LiveContainers.leave(container, identity: identity) }
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

  /// The frame of the factory that received this step while it runs on this thread and has not
  /// returned: the thread's innermost frame, if it has this step's generation. It reads that
  /// frame (on this thread's stack), never the container, which may be gone.
  var currentFrame: UnsafePointer<Frame>? {
    guard let active = Frame.active, active.pointee.generation == generation else { return nil }
    return active
  }

  @inline(__always)
  func resolve<T, Arguments>(name: String?, arguments: Arguments) throws(ResolutionError) -> T {
    guard let frame = currentFrame else { return try resolveEscaped(name: name, arguments: arguments) }
    var key = DependencyKey(T.self, arguments: Arguments.self, name: name)
    return try resolve(&key, arguments, in: frame)
  }

  /// A resolve through a step used after its factory returned: a new top-level call from its
  /// container, if the container still exists (an escaped step proves nothing about where it
  /// runs now, so no isolation is claimed).
  @inline(never)
  func resolveEscaped<T, Arguments>(name: String?, arguments: Arguments) throws(ResolutionError) -> T {
    let value = try LiveContainers.using(container, identity: identity) { (owner) throws(ResolutionError) -> T in
      try Resolution.resolve(from: owner, name: name, arguments: arguments, isolation: nil)
    }
    // `using` returns nil only when the container is gone (a `T` that is itself optional
    // comes back wrapped, as `.some(nil)`).
    guard let value else { throw Diagnostics.containerReleased(T.self, name: name) }
    return value
  }

  /// A request for `key` on behalf of this step's `frame` (the key on the caller's stack).
  func resolve<T, Arguments>(
    _ key: UnsafePointer<DependencyKey>, _ arguments: Arguments, in frame: UnsafePointer<Frame>
  ) throws(ResolutionError) -> T {
    try Resolution.resolve(
      Request(key: key, container: container, parent: frame, session: frame.pointee.session), arguments)
  }
}
