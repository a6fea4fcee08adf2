@_spi(InjectKitSkins) import InjectKit

extension ContainerState {
  /// Resolves `Service` the way Swinject does: a registration here or in a parent, then the
  /// wrapper types (`Optional`, `Lazy`, `Provider`), then the engine's own registrations.
  /// Every resolve through Swinject's API ends here.
  ///
  /// - Parameter requester: The container the caller resolved through: factories receive it.
  func resolve<Service, Arguments>(
    _ service: Service.Type, request: Request<Arguments>, requester: Container
  ) -> Service? {
    // `acquire` rather than `withLock`: its closure's result, `Service?`, would need that
    // type's metadata looked up on every resolve. Released when `held` ends.
    let held = SwinjectLock.shared.acquire()
    // Most resolves repeat: a small cache answers before the key is built and hashed.
    if request.option == nil,
      let entry = cachedEntry(LookupCache.ids(Service.self, Arguments.self), name: request.name, held)
    {
      return resolve(entry, as: Service.self, request: request, requester: requester, held)
    }
    return resolveLooking(Service.self, request: request, requester: requester, held)
  }

  /// `resolve` past the cache: kept out of it because generic code holding a `Service?` (as
  /// these casts and fallbacks do) looks up that type's metadata on every call. The lock is held.
  @inline(never)
  private func resolveLooking<Service, Arguments>(
    _ service: Service.Type, request: Request<Arguments>, requester: Container, _ held: borrowing RecursiveLock.Held
  ) -> Service? {
    do {
      let key = request.key(Service.self)
      if Service.self == GraphIdentifier.self, key.takesNoArguments, key.name == nil, key.option == nil {
        return currentObjectGraph as? Service
      }
      if let entry = entry(for: key, held) {
        if key.option == nil {
          remember(entry, LookupCache.ids(Service.self, Arguments.self), name: request.name, held)
        }
        return resolve(entry, as: Service.self, request: request, requester: requester, held)
      }
      if let wrapper = Service.self as? any InstanceWrapper.Type {
        return wrapper.wrap(in: self, request: request, requester: requester) as? Service
      }
      if let engine = request.engine, let dependencies,
        let value = engine.resolve(Service.self, name: request.name, in: dependencies)
      {
        return value
      }
      Container.logResolutionFailure(key: key, state: self)
      return nil
    }
  }

  /// Resolves `Service` without runtime arguments: `resolve` without a `Request` when the
  /// registration found last time is a factory returning `Service`; anything else takes `resolve`.
  func resolve<Service>(_ service: Service.Type, name: String?, requester: Container) -> Service? {
    let held = SwinjectLock.shared.acquire()
    if let entry = cachedEntry(LookupCache.ids(Service.self, (any Resolver).self), name: name, held)
      ?? firstEntry(Service.self, name: name, held),
      let box = entry.factoryBox, box.resultType == Service.self, box.argumentsType == (any Resolver).self
    {
      return buildTyped(entry, as: Service.self, requester: requester, held) {
        box.call(resolver: requester, as: Service.self, held)
      }
    }
    return resolveWithRequest(Service.self, name: name, requester: requester)
  }

  /// The registration an argument-free resolve of `Service` finds, here or in a parent, past the
  /// cache: for the common first resolve (every resolve at launch is one), found without the
  /// `Request` and second cache lookup of `resolveWithRequest`. Nil for what only `resolveLooking`
  /// handles (the current `GraphIdentifier`); remembered in the cache when found again. The lock
  /// is held.
  @inline(never)
  private func firstEntry<Service>(
    _ service: Service.Type, name: String?, _ held: borrowing RecursiveLock.Held
  ) -> (any ServiceEntryProtocol)? {
    if Service.self == GraphIdentifier.self { return nil }
    guard
      let entry = entry(
        for: ServiceKey(serviceType: Service.self, argumentsType: (any Resolver).self, name: name), held)
    else { return nil }
    found(entry, Service.self, (any Resolver).self, name: name, held)
    return entry
  }

  /// The argument-free `resolve` through a `Request` (it remembers the registration found). Lock held.
  @inline(never)
  private func resolveWithRequest<Service>(_ service: Service.Type, name: String?, requester: Container) -> Service? {
    resolve(Service.self, request: Request(name: name, full: { $0 }, engine: EngineArguments()), requester: requester)
  }

  /// Resolves `Service` with one runtime argument: `resolve` without a `Request` when the
  /// registration is `register`'s one-argument factory returning `Service` (no tuple of the
  /// resolver and the argument, no engine lookup built); anything else takes `resolve`.
  func resolve<Service, Argument>(
    _ service: Service.Type, name: String?, argument: Argument, requester: Container
  ) -> Service? {
    let held = SwinjectLock.shared.acquire()
    if let entry = cachedEntry(LookupCache.ids(Service.self, oneArgument: Argument.self), name: name, held),
      let box = entry.factoryBox,
      box.singleArgumentType == Argument.self, box.resultType == Service.self
    {
      return buildTyped(entry, as: Service.self, requester: requester, held) {
        box.call(resolver: requester, argument: argument, as: Service.self, held)
      }
    }
    return resolveOneArgumentSlowly(Service.self, name: name, argument: argument, requester: requester, held)
  }

  /// The one-argument `resolve` past the cache: remembers the registration found for next time.
  /// The lock is held.
  @inline(never)
  private func resolveOneArgumentSlowly<Service, Argument>(
    _ service: Service.Type, name: String?, argument: Argument, requester: Container,
    _ held: borrowing RecursiveLock.Held
  ) -> Service? {
    let key = ServiceKey(serviceType: Service.self, argumentsType: (any Resolver, Argument).self, name: name)
    if let entry = entry(for: key, held), let box = entry.factoryBox, box.singleArgumentType == Argument.self,
      box.resultType == Service.self
    {
      remember(entry, LookupCache.ids(Service.self, oneArgument: Argument.self), name: name, held)
      return resolve(Service.self, name: name, argument: argument, requester: requester)
    }
    let request = Request(name: name, full: { ($0, argument) }, engine: EngineArguments(argument))
    return resolve(Service.self, request: request, requester: requester)
  }

  /// Whether `resolve` would find a registration, without building anything (for `Lazy` and
  /// `Provider`, which must not exist for an unregistered type). Lock must be held.
  func canResolve<Service, Arguments>(_ service: Service.Type, request: Request<Arguments>) -> Bool {
    let key = request.key(Service.self)
    if entry(for: key) != nil { return true }
    // The engine answers `isRegistered` for argument-free keys only; with arguments, assume not.
    guard request.engine != nil, key.takesNoArguments, !wasRemoved(key), let dependencies else {
      return false
    }
    return dependencies.isRegistered(Service.self, name: request.name)
  }

  /// Builds or reuses an instance of `entry` within the current object graph. The lock is held.
  func resolve<Service, Arguments>(
    _ entry: any ServiceEntryProtocol, as service: Service.Type, request: Request<Arguments>, requester: Container,
    _ held: borrowing RecursiveLock.Held
  ) -> Service? {
    // The key includes `Arguments`, so the entry's factory takes exactly this type; the box says
    // so without casting a function value, and whether it returns `Service` itself.
    if let full = request.full, let box = entry.factoryBox, box.argumentsType == Arguments.self {
      if box.resultType == Service.self, box.singleArgumentType == nil {
        return buildTyped(entry, as: Service.self, requester: requester, held) {
          box.call(full(requester), as: Service.self, held)
        }
      }
      return build(entry, as: Service.self, requester: requester, held) { () -> Any? in
        box.makeAny(full(requester), held)
      }
    }
    return build(entry, as: Service.self, requester: requester, held) { () -> Any? in
      guard let factory = entry.factory as? (Arguments) -> Any else { return nil }
      return request.invoke(factory, resolver: requester)
    }
  }

  /// Stores and returns what `make` builds, unless the graph or the scope already holds an
  /// instance. The lock is held.
  ///
  /// A factory may re-enter here for the same entry (a cycle closed in `initCompleted`); the
  /// instance stored meanwhile wins, so the graph ends up with one instance per entry.
  func build<Service>(
    _ entry: any ServiceEntryProtocol, as service: Service.Type, requester: Container,
    _ held: borrowing RecursiveLock.Held, make: () -> Any?
  ) -> Service? {
    let graph = enterGraph(held)
    defer { leaveGraph(held) }
    let kind = entry.resolveInfo(held).kind
    if let kept = kind.instance(inGraph: graph, held), let stored = kept as? Service { return stored }
    guard let made = make() else { return nil }
    if type(of: made) == AutoregistrationFailure.self, let failure = made as? AutoregistrationFailure {
      return failure.raise()
    }
    if let kept = kind.instance(inGraph: graph, held), let stored = kept as? Service { return stored }
    store(made, in: kind, graph: graph, held)
    guard let typed = made as? Service else { return nil }
    if entry.hasInitCompleted { entry.runInitCompleted(resolver: requester, instance: made) }
    return typed
  }

  /// `build` for a factory that returns `Service` itself: nothing to cast. A `.container`
  /// instance a typed resolve kept is returned before any graph is entered. The lock is held.
  func buildTyped<Service>(
    _ entry: any ServiceEntryProtocol, as service: Service.Type, requester: Container,
    _ held: borrowing RecursiveLock.Held, make: () -> Service
  ) -> Service {
    let (kind, hasInitCompleted) = entry.resolveInfo(held)
    if case .permanent(let storage) = kind, let kept = storage.typedInstance(Service.self, held) {
      return kept as! Service
    }
    let graph = enterGraph(held)
    defer { leaveGraph(held) }
    if kind.mayHold(inGraph: graph, held), let kept = kind.instance(inGraph: graph, held),
      let stored = Self.cast(kept, to: Service.self)
    {
      return stored.move()
    }
    let made = make()
    if kind.mayHold(inGraph: graph, held), let kept = kind.instance(inGraph: graph, held),
      let stored = Self.cast(kept, to: Service.self)
    {
      return stored.move()
    }
    if case .permanent(let storage) = kind {
      storage.keepTyped(made, held)
    } else {
      store(made, in: kind, graph: graph, held)
    }
    if hasInitCompleted { entry.runInitCompleted(resolver: requester, instance: made) }
    return made
  }

  /// `kept as? Service`, in a buffer the caller moves out of and frees. Generic code that holds
  /// a `Service?` (as a conditional cast does) looks up that type's metadata on every call, even
  /// when it casts nothing: the cast lives here, out of the resolve path, which rarely finds an
  /// instance to cast.
  @inline(never)
  private static func cast<Service>(_ kept: Any, to service: Service.Type) -> Box<Service>? {
    guard let typed = kept as? Service else { return nil }
    return Box(typed)
  }

  /// One value, moved out once.
  final class Box<Value> {
    private var value: Value?
    init(_ value: Value) { self.value = value }
    func move() -> Value { value.take()! }
  }

  /// Keeps `made` in the entry's storage for `graph`. The lock is held.
  private func store(_ made: Any, in kind: StorageKind, graph: GraphIdentifier, _ held: borrowing RecursiveLock.Held) {
    switch kind {
    case .transient:
      return
    case .permanent(let storage):
      storage.instance = made
      return
    case .graph(let storage):
      storage.setInstance(made, inGraph: graph, held)
    case .other(let storage):
      storage.setInstance(made, inGraph: graph)
    }
    storedInGraph(kind, held)
  }

  /// The engine's way in: `Dependencies.resolve` (or `@Inject`, or `verify()`) reached a
  /// registration made through a `Container`. Runs the entry's factory with `request`.
  func resolveForEngine<T, Arguments>(
    _ entry: any ServiceEntryProtocol, as type: T.Type, request: Request<Arguments>
  ) throws -> T {
    try resolveForEngine(entry, as: T.self) { requester, held in
      resolve(entry, as: T.self, request: request, requester: requester, held)
    }
  }

  /// The engine's way in, building through `resolve`, which receives the container factories
  /// get. Joins a graph in progress on this thread, or starts one; an autoregistration failure
  /// is thrown, not fatal, so `verify()` reports it.
  func resolveForEngine<T>(
    _ entry: any ServiceEntryProtocol, as type: T.Type, resolve: (Container, borrowing RecursiveLock.Held) -> T?
  ) throws -> T {
    try SwinjectLock.shared.withLock { held in
      guard !entry.isRemoved, let requester = handle() else {
        throw ResolutionError(
          code: .notRegistered, key: "\(T.self)",
          message: "\(T.self) was registered through a Container and removed by its removeAll().",
          fix: "Register \(T.self) again, or stop resolving it.")
      }
      let mode = EngineMode.shared
      return try mode.run {
        if let value = resolve(requester, held) { return value }
        if let failure = mode.takePending() {
          throw ResolutionError(code: .notRegistered, key: "\(T.self)", message: failure.message, fix: failure.fix)
        }
        throw ResolutionError(
          code: .factoryFailed, key: "\(T.self)",
          message: "The Container registration resolved as \(T.self) built an instance of another type.",
          fix: "Forward (implements) only to types the instance conforms to.")
      }
    }
  }

  /// Runs `body` inside `graph` (or the current graph when nil), restoring the previous one
  /// afterwards. Lock must be held.
  func withObjectGraph<R>(_ graph: GraphIdentifier?, _ body: () throws -> R) rethrows -> R {
    let previous = graphInProgress
    if let graph { currentObjectGraph = graph }
    let held = SwinjectLock.shared.acquire()
    enterGraph(held)
    defer {
      if previous != nil { graphInProgress = previous }
      leaveGraph(held)
    }
    return try body()
  }

  /// Swinject stops at this depth: deeper is surely a cycle of initializers.
  static let maximumDepth = 200

  /// Enters a resolve here and in the ancestors; returns the graph being built here.
  @discardableResult
  private func enterGraph(_ held: borrowing RecursiveLock.Held) -> GraphIdentifier {
    parent?.enterGraph(held)
    guard let graph = enterGraphHere(maximumDepth: Self.maximumDepth, held) else {
      fatalError(
        "InjectKitSwinject: infinite recursion resolving a circular dependency. Inject one side of the cycle "
          + "in an `initCompleted` closure instead of the initializer.")
    }
    return graph
  }

  private func leaveGraph(_ held: borrowing RecursiveLock.Held) {
    parent?.leaveGraph(held)
    guard let keepingWeakly = leaveGraphHere(held) else { return }
    while let kind = nextStoredInGraph(held) {
      switch kind {
      case .graph(let storage): storage.complete(keepingWeakly: keepingWeakly, held)
      case .other(let storage): storage.graphResolutionCompleted()
      case .transient, .permanent: break
      }
    }
  }
}

extension StorageKind {
  /// False when the storage surely holds nothing for `graph` (cheaper than asking for it).
  /// Lock must be held.
  func mayHold(inGraph graph: GraphIdentifier, _ held: borrowing RecursiveLock.Held) -> Bool {
    switch self {
    case .transient: return false
    case .graph(let storage): return storage.mayHold(inGraph: graph, held)
    case .permanent, .other: return true
    }
  }

  /// The instance kept for `graph`, if any. Lock must be held.
  ///
  /// Callers unwrap it before casting: `Any?.none as? Service` succeeds as `.some(nil)` when
  /// `Service` is an Optional (an explicit `register(Dog?.self)`), which would return nil for the
  /// registered value.
  func instance(inGraph graph: GraphIdentifier, _ held: borrowing RecursiveLock.Held) -> Any? {
    switch self {
    case .transient: return nil
    case .permanent(let storage): return storage.instance
    case .graph(let storage): return storage.instance(inGraph: graph, held)
    case .other(let storage): return storage.instance(inGraph: graph)
    }
  }
}
