/// `autowire(Presenter.self, Presenter.init)` with one to six parameters: a factory that
/// resolves its initializer's parameters by type, each through the pipeline from step 1, as
/// `try r.resolve()` in a factory does, but without the `Resolver` existential between them.
/// The body of an entry of kind `factory` without `Options.closure`: step 7 casts the body to
/// `AutowireBody<T>` for the `T` of the key it looked up.
final class AutowireBody<T>: EntryBody {
  /// The initializer, its parameters resolved through `Autowired`.
  let make: @Sendable (Autowired) throws(ResolutionError) -> T

  /// The body calling `make`.
  private init(make: @escaping @Sendable (Autowired) throws(ResolutionError) -> T) {
    self.make = make
  }

  /// The entry of an autowired initializer registered at `key`.
  static func entry(
    key: DependencyKey, site: CallSite, scope: borrowing Scope, extras: RegistrationDetails,
    make: @escaping @Sendable (Autowired) throws(ResolutionError) -> T
  ) -> RegistryEntry {
    RegistryEntry(
      key: key, site: site, scope: scope.kind, kind: .factory, options: .usesResolver, extras: extras,
      slot: InstanceSlot.forScope(scope), service: T.self, arguments: Void.self, body: AutowireBody(make: make))
  }

  /// Step 7: the initializer, its parameters resolved in `frame` from `container`.
  @inline(__always)
  func produce(_ frame: Frame, _ container: Dependencies) throws -> T {
    try make(Autowired(frame: frame, container: container))
  }
}

/// What an autowired factory resolves its parameters from: its frame, and the container its
/// dependencies resolve from.
///
/// Lives only while the factory runs, on the stack of `AutowireBody.produce`, and is handed only
/// to the generated closure that resolves the initializer's parameters, never to user code: so
/// its frame is the thread's innermost while it resolves, and it holds the container strongly.
/// (A `Resolver` a user's factory receives may outlive it, so it holds its container weakly; a
/// weak reference makes every later retain of the container slower, and an autowired graph
/// needs none.)
struct Autowired {
  let frame: Frame
  let container: Dependencies

  /// The parameter at `index`, of type `A`, resolved unnamed from the factory's container.
  @inline(__always)
  func resolve<A>(_ index: Int) throws(ResolutionError) -> A {
    try Resolution.resolve(
      Request(
        key: DependencyKey(A.self, arguments: Void.self, name: nil), container: container, parent: frame,
        context: frame.context),
      ())
  }
}
