/// `autowire(Presenter.self, Presenter.init)` with one to six parameters: a factory that
/// resolves its initializer's parameters by type, remembering where the cached ones are.
///
/// Its parameters are declared, so it knows their keys before it runs: `produce` gives the
/// factory the slot header of each parameter as the starting container resolves it
/// (`ParameterCache`), and a parameter whose instance is built is read from there. The rest —
/// transients, a slot still empty, a verification dry run, a resolution with a session — take
/// the pipeline from step 1, as `try r.resolve()` in a factory does.
// Safety: as `RegistryEntry`: every stored property is a `let` of a Sendable type, but `parameters`,
// whose words are only touched atomically (see `ParameterCache`) and freed in `deinit`.
final class AutowireEntry<T>: TypedEntry<T, Void>, @unchecked Sendable {
  let make: @Sendable (Autowired) throws(ResolutionError) -> T
  let parameters: ParameterCache

  init(
    key: DependencyKey, site: CallSite, scope: borrowing Scope, extras: RegistrationDetails,
    make: @escaping @Sendable (Autowired) throws(ResolutionError) -> T
  ) {
    self.make = make
    parameters = ParameterCache(keys: extras.declaredDependencies ?? [])
    super.init(
      key: key, site: site, scope: scope.kind, kind: .factory, options: .usesResolver, extras: extras,
      slot: InstanceSlot.forScope(scope))
  }

  init(copying entry: AutowireEntry<T>, extras: RegistrationDetails) {
    make = entry.make
    parameters = ParameterCache(keys: entry.extras.declaredDependencies ?? [])
    super.init(copying: entry, extras: extras)
  }

  deinit { parameters.deallocate() }

  override func produce(_ frame: UnsafePointer<Frame>, _ container: Unmanaged<Dependencies>, _ arguments: Void) throws
    -> T
  {
    // With a session (a dry run recording edges, hooks, `graph` instances) every parameter
    // takes the pipeline.
    let slots = frame.pointee.session.pointee.session == nil ? parameters.slots(for: container) : ParameterSlots()
    return try make(Autowired(step: FactoryResolver(container: container, frame: frame), slots: slots))
  }

  override func copy(extras: RegistrationDetails) -> RegistryEntry { AutowireEntry(copying: self, extras: extras) }
}

/// What an autowired factory resolves its parameters from: its frame, and where the
/// parameters' cached instances are (`AutowireEntry`).
///
/// Lives only while the factory runs, on the stack of `produce`; never escapes it.
struct Autowired {
  let step: FactoryResolver
  /// One slot header per parameter, 0 where the parameter takes the pipeline.
  let slots: ParameterSlots

  /// The parameter at `index`, of type `A`: its built instance read from its slot, else
  /// resolved through the pipeline.
  @inline(__always)
  func resolve<A>(_ index: Int) throws(ResolutionError) -> A {
    guard let address = UnsafeRawPointer(bitPattern: slots[index]) else { return try resolveThroughPipeline() }
    // The slot of the registration of `A` itself (forwarding entries have no slot), so the box
    // it publishes is a `ValueBox<A>`.
    do {
      return try Unmanaged<InstanceSlot>.fromOpaque(address)._withUnsafeGuaranteedRef { slot in
        try slot.cachedValue(A.self)
      }
    } catch {
      return try resolveThroughPipeline()
    }
  }

  /// A parameter from step 1, as `try r.resolve()` in a factory. Out of line: the factory
  /// then holds the reads of cached instances only, and stays small.
  @inline(never)
  func resolveThroughPipeline<A>() throws(ResolutionError) -> A { try step.resolve(name: nil, arguments: ()) }
}
