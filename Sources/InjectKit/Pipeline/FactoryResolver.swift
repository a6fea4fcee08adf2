/// The `Resolver` a synchronous factory receives: its frame in the resolution in progress.
///
/// Three words, so it fits an existential's inline buffer and handing it to a factory allocates
/// nothing. While its factory runs, it resolves from `container`, unretained: the resolution
/// holds the container meanwhile. Kept past its factory (in a closure, an object), it resolves
/// as a new top-level call from the container it holds weakly, or fails with
/// `containerReleased` once that container is gone: the runtime's weak reference says so, and
/// never hands out a container whose `deinit` has begun nor a later one at the same address.
///
/// It keeps its frame's generation, not the frame's address: generations are unique in the
/// process (`ThreadState.nextFrameGeneration`), so the thread's innermost frame has it only while
/// that very factory runs, and then that frame is the step's (see `currentFrame`).
struct FactoryResolver: Resolver {
  /// The generation of the frame the factory runs in.
  let generation: UInt64
  /// Where the factory's own dependencies are resolved from, while it runs.
  let container: Unmanaged<Dependencies>
  /// The same container, for a resolve after the factory returned: nil once it is gone.
  weak let kept: Dependencies?

  init(container: Unmanaged<Dependencies>, frame: UnsafePointer<Frame>) {
    generation = frame.pointee.generation
    self.container = container
    kept = container.takeUnretainedValue()
  }

  func resolve<T>(_ type: T.Type, name: String?) throws(ResolutionError) -> T {
    try resolve(name: name, arguments: ())
  }

  func resolve<T, each A>(_ type: T.Type, name: String?, arguments: repeat each A) throws(ResolutionError) -> T {
    try resolve(name: name, arguments: (repeat each arguments))
  }

  func resolveAsync<T: Sendable>(_ type: T.Type, name: String?) async throws(ResolutionError) -> T {
    // A synchronous factory cannot await: this step has escaped into a task, which holds the
    // container (if it is still alive) until the resolve is done.
    guard let owner = kept else { throw Diagnostics.containerReleased(T.self, name: name) }
    return try await owner.resolveAsync(T.self, name: name, isolation: nil)
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
    // Held strongly until the resolve returns; its `deinit` may then run here.
    guard let owner = kept else { throw Diagnostics.containerReleased(T.self, name: name) }
    return try Resolution.resolve(from: owner, name: name, arguments: arguments, isolation: nil)
  }

  /// A request for `key` on behalf of this step's `frame` (the key on the caller's stack).
  func resolve<T, Arguments>(
    _ key: UnsafePointer<DependencyKey>, _ arguments: Arguments, in frame: UnsafePointer<Frame>
  ) throws(ResolutionError) -> T {
    try Resolution.resolve(
      Request(key: key, container: container, parent: frame, session: frame.pointee.session), arguments)
  }
}
