/// A registration whose factory is a closure: `add { Leaf() }`, `add { r in … }`,
/// `add(T.self) { (r, item: Item) in … }`, and the same forms of `addToCollection` — the common
/// kind, kept in the entry itself (`factory`, with `Options.closure`), no body beside it.
///
/// Not generic, unlike the bodies of the other kinds: each type a generic class is used with gets
/// its own runtime metadata (about 900 bytes, kept for the life of the process), and an app
/// registers hundreds of distinct types. So the entry keeps its service and argument types as
/// metatypes, and its factory with the result type erased: as `() -> T`,
/// `(any Resolver) throws -> T` or `(any Resolver, Arguments) throws -> T` (the options say
/// which), cast to `Erased`. The pipeline, which knows `T` and `Arguments` from the key it looked
/// up, restores the factory's type to call it (`make(_:_:_:)`).
extension RegistryEntry {
  /// `add { Leaf() }`: a factory that needs nothing, isolated as `isolation` says
  /// (`Dependencies.isolationOptions`). Inlined into `add`, as `resolving` is: called, the entry's
  /// dozen arguments went through the stack.
  @inline(__always) static func plain<T>(
    key: DependencyKey, site: CallSite, scope: borrowing Scope, isolation: FactoryIsolation,
    make: consuming @escaping @Sendable () throws -> T
  ) -> RegistryEntry {
    closureEntry(
      key: key, site: site, scope: scope, isolation: isolation, options: [], extras: nil, service: T.self,
      arguments: Void.self, factory: erase(make))
  }

  /// `add { r in Presenter(service: try r.resolve()) }`: a factory that resolves its dependencies.
  /// `extras`: what the registration starts with instead of its scope's (an autowired one's
  /// declared parameters).
  @inline(__always) static func resolving<T>(
    key: DependencyKey, site: CallSite, scope: borrowing Scope, isolation: FactoryIsolation,
    extras: RegistrationDetails? = nil, make: consuming @escaping @Sendable (any Resolver) throws -> T
  ) -> RegistryEntry {
    closureEntry(
      key: key, site: site, scope: scope, isolation: isolation, options: .usesResolver, extras: extras,
      service: T.self, arguments: Void.self, factory: erase(make))
  }

  /// `add { … }` (`usesResolver` false) or `add { r in … }`, its factory erased already
  /// (`erase`): what `Dependencies.add` stores when the key has a registration here already.
  @inline(__always) static func closure(
    key: DependencyKey, site: CallSite, scope: borrowing Scope, isolation: FactoryIsolation, usesResolver: Bool,
    service: Any.Type, hash: UInt32? = nil, factory: consuming @escaping Erased
  ) -> RegistryEntry {
    closureEntry(
      key: key, site: site, scope: scope, isolation: isolation, options: usesResolver ? .usesResolver : [],
      extras: nil, service: service, arguments: Void.self, hash: hash, factory: factory)
  }

  /// `add(T.self) { (r, item: Item) in … }`: a factory that takes runtime arguments. A cached
  /// scope is refused (`RegistrationDetails.refusedScope`): one instance would serve every later
  /// resolve, whatever its arguments, so each resolve builds its own.
  static func taking<T, Arguments>(
    key: DependencyKey, site: CallSite, scope: borrowing Scope, isolation: FactoryIsolation,
    make: @escaping @Sendable (any Resolver, Arguments) throws -> T
  ) -> RegistryEntry {
    guard scope.isCached else {
      return closureEntry(
        key: key, site: site, scope: scope, isolation: isolation, options: [.usesResolver, .takesArguments],
        extras: nil, service: T.self, arguments: Arguments.self, factory: erase(make))
    }
    return closureEntry(
      key: key, site: site, scope: .transient, isolation: isolation, options: [.usesResolver, .takesArguments],
      extras: RegistrationDetails(actor: isolation.actor, refusedScope: copy scope), service: T.self,
      arguments: Arguments.self, factory: erase(make))
  }

  /// The entry of a closure registration: every form's one way in.
  @inline(__always)
  private static func closureEntry(
    key: DependencyKey, site: CallSite, scope: borrowing Scope, isolation: FactoryIsolation, options: Options,
    extras: RegistrationDetails?, service: Any.Type, arguments: Any.Type, hash: UInt32? = nil,
    factory: @escaping Erased
  ) -> RegistryEntry {
    RegistryEntry(
      key: key, site: site, scope: scope.kind, kind: .factory,
      options: options.union(isolation.options).union(.closure),
      extras: extras ?? RegistrationDetails.forScope(scope, actor: isolation.actor), slot: InstanceSlot.forScope(scope),
      service: service, arguments: arguments, factory: factory, inheritsIsolation: isolation.isInherited, hash: hash)
  }

  /// What a factory is stored as: a function of the same form as each of the three, whatever
  /// `T` and `Arguments` are. Swift holds a function in the form of its static type, and
  /// converts it (a thunk) where that form differs, which includes a bit cast's generic
  /// parameters. A function whose parameters and result are address-only types (`Opaque`, an
  /// existential) already has the generic form: results and parameters passed by address. So
  /// a factory cast to it and back is the same function, with no thunk either way — which a
  /// cast to `() -> Void` would not be (its result is not passed by address).
  typealias Erased = @Sendable (any Resolver, Opaque) throws -> Opaque

  /// The stand-in for `T` and `Arguments` in `Erased`: address-only, so passed by address.
  struct Opaque {
    let value: Any
  }

  /// Runs a closure registration's factory: the pipeline's step 7 for this entry. `T` and `Arguments` are the types
  /// of the key the entry was found by, which are the ones it was registered with.
  @inline(__always)
  func make<T, Arguments>(_ frame: Frame, _ container: Dependencies, _ arguments: Arguments) throws -> T {
    let options = flags.optionsRaw
    // The options say which of the three forms `factory` was erased from (Unsafe/Runtime.swift).
    if options & Options.usesResolver.rawValue == 0 { return try plainFactory(T.self)() }
    if options & Options.takesArguments.rawValue == 0 {
      return try resolvingFactory(T.self)(FactoryResolver(container: container, frame: frame))
    }
    return try takingFactory(T.self, Arguments.self)(FactoryResolver(container: container, frame: frame), arguments)
  }
}
