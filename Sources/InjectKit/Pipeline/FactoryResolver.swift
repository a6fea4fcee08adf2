/// The `Resolver` a synchronous factory receives: its frame in the resolution in progress.
///
/// Three words, so it fits an existential's inline buffer: handing it to a factory allocates
/// nothing. It holds its container strongly, so a step that escapes its factory stays safe to
/// use: it then resolves as a new top-level call (see `isCurrent`).
// Safety: `frame` is dereferenced only after `isCurrent` has found it to be this thread's
// innermost frame, which lives on this thread's stack until its factory returns.
struct FactoryResolver: Resolver, @unchecked Sendable {
  let frame: UnsafePointer<Frame>
  let generation: UInt64
  /// Where the factory's own dependencies are resolved from.
  let container: Dependencies

  init(container: Dependencies, frame: UnsafePointer<Frame>) {
    self.frame = frame
    generation = frame.pointee.generation
    self.container = container
  }

  func resolve<T>(_ type: T.Type, name: String?) throws(ResolutionError) -> T {
    try Words(self).resolve(name: name, arguments: ())
  }

  func resolve<T, each A>(_ type: T.Type, name: String?, arguments: repeat each A) throws(ResolutionError) -> T {
    try Words(self).resolve(name: name, arguments: (repeat each arguments))
  }

  func resolveAsync<T: Sendable>(_ type: T.Type, name: String?) async throws(ResolutionError) -> T {
    // A synchronous factory cannot await: this step has escaped into a task.
    try await container.resolveAsync(T.self, name: name, isolation: nil)
  }

  /// A `FactoryResolver` read as plain words (the same layout, the container unretained), so resolving
  /// through one costs no reference counting: the step it was read from holds the container.
  struct Words {
    let frame: UnsafePointer<Frame>
    let generation: UInt64
    let container: Unmanaged<Dependencies>

    init(_ step: borrowing FactoryResolver) { self = unsafeBitCast(step, to: Words.self) }

    /// The step a factory running in `frame` would receive, without its retain of `container`
    /// (the caller holds it while the factory runs).
    init(frame: UnsafePointer<Frame>, container: Unmanaged<Dependencies>) {
      self.frame = frame
      generation = frame.pointee.generation
      self.container = container
    }

    /// Reads the `FactoryResolver` a factory's `any Resolver` holds, when it holds one: a bit cast after one
    /// comparison of type metadata, so the resolve enters the pipeline directly instead of through
    /// the protocol's witness.
    @inline(__always)
    static func of<R: Resolver>(_ resolver: R) -> Words? {
      guard ObjectIdentifier(R.self) == ObjectIdentifier(FactoryResolver.self) else { return nil }
      // `R` is `FactoryResolver` (checked above), whose layout `Words` repeats with trivial fields.
      return unsafeBitCast(resolver, to: Words.self)
    }

    /// True while the factory that received this step runs on this thread and has not returned.
    var isCurrent: Bool {
      ThreadState.activeFrame() == UnsafeMutableRawPointer(mutating: frame)
        && frame.pointee.generation == generation
    }

    @inline(__always)
    func resolve<T, Arguments>(name: String?, arguments: Arguments) throws(ResolutionError) -> T {
      guard isCurrent else {
        // An escaped step proves nothing about where it runs now.
        return try Resolution.resolve(
          from: container.takeUnretainedValue(), name: name, arguments: arguments, isolation: nil)
      }
      var key = DependencyKey(T.self, arguments: Arguments.self, name: name)
      return try resolve(&key, arguments)
    }

    /// A request for `key` on behalf of this step's frame (the key on the caller's stack).
    func resolve<T, Arguments>(_ key: UnsafePointer<DependencyKey>, _ arguments: Arguments) throws(ResolutionError) -> T
    {
      try Resolution.resolve(
        Request(key: key, container: container, parent: frame, session: frame.pointee.session), arguments)
    }
  }
}
