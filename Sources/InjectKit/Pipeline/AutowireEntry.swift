/// `autowire(Presenter.self, Presenter.init)` with one to six parameters: a factory that
/// resolves its initializer's parameters by type, each through the pipeline from step 1, as
/// `try r.resolve()` in a factory does, but without the `Resolver` existential between them.
// Safety: as `RegistryEntry`: every stored property is a `let` of a Sendable type.
final class AutowireEntry<T>: TypedEntry<T, Void>, @unchecked Sendable {
  let make: @Sendable (Autowired) throws(ResolutionError) -> T

  init(
    key: DependencyKey, site: CallSite, scope: borrowing Scope, extras: RegistrationDetails,
    make: @escaping @Sendable (Autowired) throws(ResolutionError) -> T
  ) {
    self.make = make
    super.init(
      key: key, site: site, scope: scope.kind, kind: .factory, options: .usesResolver, extras: extras,
      slot: InstanceSlot.forScope(scope))
  }

  init(copying entry: AutowireEntry<T>, extras: RegistrationDetails) {
    make = entry.make
    super.init(copying: entry, extras: extras)
  }

  override func produce(_ frame: Frame, _ container: Dependencies, _ arguments: Void) throws -> T {
    try make(Autowired(step: FactoryResolver(container: container, frame: frame)))
  }

  override func copy(extras: RegistrationDetails) -> RegistryEntry { AutowireEntry(copying: self, extras: extras) }
}

/// What an autowired factory resolves its parameters from: its frame.
///
/// Lives only while the factory runs, on the stack of `produce`; never escapes it.
struct Autowired {
  let step: FactoryResolver

  /// The parameter at `index`, of type `A`, resolved unnamed from the factory's container.
  @inline(__always)
  func resolve<A>(_ index: Int) throws(ResolutionError) -> A { try step.resolve(name: nil, arguments: ()) }
}
