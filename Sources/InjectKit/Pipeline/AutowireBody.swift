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
    try make(Autowired(step: FactoryResolver(container: container, frame: frame)))
  }
}

/// What an autowired factory resolves its parameters from: its frame.
///
/// Lives only while the factory runs, on the stack of `AutowireBody.produce`; never escapes it.
struct Autowired {
  let step: FactoryResolver

  /// The parameter at `index`, of type `A`, resolved unnamed from the factory's container.
  @inline(__always)
  func resolve<A>(_ index: Int) throws(ResolutionError) -> A { try step.resolve(name: nil, arguments: ()) }
}
