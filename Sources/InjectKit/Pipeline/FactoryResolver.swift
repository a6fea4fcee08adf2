/// The `Resolver` a synchronous factory receives: its frame in the resolution in progress.
///
/// Two words, but a weak reference does not move as bits, so the `any Resolver` a factory gets
/// boxes it (a small allocation per factory that takes a resolver; holding the registry strongly
/// instead measured slower, `Benchmarks/README.md`). It holds its container weakly: while its
/// factory runs, the resolution holds the container; kept past its factory (in a closure, an
/// object), it resolves as a new top-level call from the container while it lives, or fails with
/// `containerReleased` once it is gone: the runtime's weak reference says so, and never hands out a
/// container whose `deinit` has begun.
///
/// It keeps its frame's generation, not the frame: generations are unique in the process
/// (`ThreadState.nextFrameGeneration`), so the thread's innermost frame has it only while that
/// very factory runs (see `currentFrame`).
struct FactoryResolver: Resolver {
  /// The generation of the frame the factory runs in.
  let generation: UInt64
  /// Where the factory's dependencies are resolved from: nil once it is gone.
  weak let kept: Dependencies?

  init(container: Dependencies, frame: Frame) {
    generation = frame.generation
    kept = container
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

  /// The `FactoryResolver` a factory's `any Resolver` holds, when it holds one, so the resolve
  /// enters the pipeline directly instead of through the protocol's witness.
  @inline(__always)
  static func of<R: Resolver>(_ resolver: R) -> FactoryResolver? {
    // One comparison of type metadata first: the cast below is then of a type to itself.
    guard ObjectIdentifier(R.self) == ObjectIdentifier(FactoryResolver.self) else { return nil }
    return resolver as? FactoryResolver
  }

  /// The frame of the factory that received this step while it runs on this thread and has not
  /// returned: the thread's innermost frame, if it has this step's generation.
  var currentFrame: Frame? {
    guard let active = Frame.active, active.generation == generation else { return nil }
    return active
  }

  @inline(__always)
  func resolve<T, Arguments>(name: String?, arguments: Arguments) throws(ResolutionError) -> T {
    // The container lives while its factory's frame is current: the resolution holds it.
    guard let frame = currentFrame, let container = kept else {
      return try resolveEscaped(name: name, arguments: arguments)
    }
    return try resolve(DependencyKey(T.self, arguments: Arguments.self, name: name), arguments, in: frame, container)
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

  /// A request for `key` from `container` on behalf of this step's `frame`.
  func resolve<T, Arguments>(
    _ key: DependencyKey, _ arguments: Arguments, in frame: Frame, _ container: Dependencies
  ) throws(ResolutionError) -> T {
    try Resolution.resolve(Request(key: key, container: container, parent: frame, context: frame.context), arguments)
  }
}
