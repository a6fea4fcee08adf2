/// The `Resolver` a synchronous factory receives: its frame in the resolution in progress.
///
/// Three words, so it fits an existential's inline buffer and handing it to a factory allocates
/// nothing. While its factory runs, it resolves from `container`. Kept past its factory (in a
/// closure, an object), it resolves as a new top-level call from the container it holds weakly,
/// or fails with `containerReleased` once that container is gone: the runtime's weak reference
/// says so, and never hands out a container whose `deinit` has begun.
///
/// It holds its frame, so no later frame can have that frame's identity: the thread's innermost
/// frame is this one only while that very factory runs (see `currentFrame`).
struct FactoryResolver: Resolver {
  /// The frame the factory runs in.
  let frame: Frame
  /// Where the factory's own dependencies are resolved from, while it runs (the resolution
  /// holds it meanwhile). Not retained, so a resolver kept past its factory does not keep its
  /// container alive; read only while `frame` is current.
  unowned let container: Dependencies
  /// The same container, for a resolve after the factory returned: nil once it is gone.
  weak let kept: Dependencies?

  init(container: Dependencies, frame: Frame) {
    self.frame = frame
    self.container = container
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
  /// returned: the thread's innermost frame, if it is this step's. It reads that frame, never
  /// the container, which may be gone.
  var currentFrame: Frame? {
    guard let active = Frame.active, active === frame else { return nil }
    return active
  }

  @inline(__always)
  func resolve<T, Arguments>(name: String?, arguments: Arguments) throws(ResolutionError) -> T {
    guard let frame = currentFrame else { return try resolveEscaped(name: name, arguments: arguments) }
    return try resolve(DependencyKey(T.self, arguments: Arguments.self, name: name), arguments, in: frame)
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

  /// A request for `key` on behalf of this step's `frame`.
  func resolve<T, Arguments>(_ key: DependencyKey, _ arguments: Arguments, in frame: Frame) throws(ResolutionError)
    -> T
  {
    try Resolution.resolve(Request(key: key, container: container, parent: frame, context: frame.context), arguments)
  }
}
