@_spi(InjectKitSkins) import InjectKit

/// Swinject's dependency-injection container, running on an InjectKit `Dependencies`.
///
/// ```swift
/// import InjectKitSwinject   // was: import Swinject
///
/// let container = Container()
/// container.register(Animal.self) { _ in Cat(name: "Mimi") }
/// container.register(PetOwner.self) { r in PetOwner(pet: r.resolve(Animal.self)!) }
/// let owner = container.resolve(PetOwner.self)!
/// ```
///
/// Registrations go into `dependencies` too, so InjectKit code (`Dependencies.resolve`,
/// `@Inject`) resolves them, and `resolve` finds registrations added with `Dependencies.add`.
/// Unlike Swinject, every container is thread-safe: registering and resolving take one
/// recursive lock, so `synchronize()` adds no locking (it returns a child, as Swinject's does).
public final class Container: Sendable {
  /// The InjectKit container behind this one.
  public let dependencies: Dependencies
  let state: ContainerState
  let defaultObjectScope: ObjectScope

  init(state: ContainerState, dependencies: Dependencies, defaultObjectScope: ObjectScope) {
    self.state = state
    self.dependencies = dependencies
    self.defaultObjectScope = defaultObjectScope
    SwinjectLock.shared.withLock { _ in state.adopt(self) }
  }

  /// Creates a container with a new `Dependencies`, optionally as a child of `parent`.
  ///
  /// ```swift
  /// let container = Container { c in
  ///   c.register(Animal.self) { _ in Cat() }
  /// }
  /// let child = Container(parent: container, defaultObjectScope: .container)
  /// ```
  ///
  /// A child resolves its parent's registrations (building them with the child's), never
  /// the other way round.
  ///
  /// - Parameters:
  ///   - parent: The container to fall back to.
  ///   - defaultObjectScope: The scope of registrations that do not set one; `graph` by default.
  ///   - behaviors: Told about every registration from now on.
  ///   - registeringClosure: Registers services into the new container.
  public convenience init(
    parent: Container? = nil, defaultObjectScope: ObjectScope = .graph, behaviors: [any Behavior] = [],
    registeringClosure: (Container) -> Void = { _ in }
  ) {
    let dependencies = Dependencies(parent: parent?.dependencies)
    let state = dependencies.attachment {
      ContainerState(dependencies: dependencies, parent: parent?.state, defaultObjectScope: defaultObjectScope)
    }
    self.init(state: state, dependencies: dependencies, defaultObjectScope: defaultObjectScope)
    for behavior in behaviors { addBehavior(behavior) }
    registeringClosure(self)
  }

  /// Creates a container over an existing InjectKit container, such as `Dependencies.root`.
  ///
  /// ```swift
  /// let container = Container(dependencies: .root)
  /// LegacyAssembly().assemble(container: container)
  /// @Inject var owner: PetOwner   // resolves the Swinject-style registration
  /// ```
  ///
  /// Containers over the same `Dependencies` share their registrations and object graphs; a
  /// `Dependencies` whose ancestor backs a container resolves like a child of that container.
  ///
  /// - Parameters:
  ///   - dependencies: The InjectKit container to register into and resolve from.
  ///   - defaultObjectScope: The scope of registrations that do not set one; `graph` by default.
  ///   - behaviors: Told about every registration from now on.
  public convenience init(
    dependencies: Dependencies, defaultObjectScope: ObjectScope = .graph, behaviors: [any Behavior] = []
  ) {
    let state = SwinjectLock.shared.withLock { _ in
      dependencies.attachment {
        ContainerState(
          dependencies: dependencies, parent: ContainerState.nearest(from: dependencies.parent),
          defaultObjectScope: defaultObjectScope)
      }
    }
    self.init(state: state, dependencies: dependencies, defaultObjectScope: defaultObjectScope)
    for behavior in behaviors { addBehavior(behavior) }
  }

  /// Registers a Swinject-shaped factory; every public `register` (and `autoregister`) ends here.
  ///
  /// Pass a typed factory `(Resolver, A, B) -> Service` as `factory`: Swift turns it into the
  /// one-tuple shape `((Resolver, A, B)) -> Any` that Swinject stores and `_resolve` calls.
  ///
  /// - Parameter bindsEngine: False when the caller adds the engine registration itself.
  // Inlined into each `register`, whose `Full` and `Values` are concrete: here, generic over
  // them, erasing `arguments` would look `Arguments<Full, Values>`'s metadata up at run time,
  // at every registration.
  @inline(__always)
  func add<Service, Full, Values>(
    _ type: Service.Type, name: String?, arguments: Arguments<Full, Values>, bindsEngine: Bool = true,
    factory: @escaping (Full) -> Any
  ) -> ServiceEntry<Service> {
    let entry = ServiceEntry<Service>(arguments: arguments, scope: defaultObjectScope, state: state, factory: factory)
    let erased: any ServiceEntryProtocol = entry
    SwinjectLock.shared.withLock { held in
      state.add(entry, as: Service.self, name: name, by: self, bindsEngine: bindsEngine, erased: erased, held)
    }
    return entry
  }

  /// Registers a factory that returns the service itself (`register`'s): resolving it as
  /// `Service` then needs no cast of what it built.
  ///
  /// - Parameter box: The typed factory to call, when the caller makes one of its own.
  // Inlined into each `register`, whose `Full` and `Values` are concrete: here, generic over
  // them, erasing `arguments` would look `Arguments<Full, Values>`'s metadata up at run time,
  // at every registration.
  @inline(__always)
  func add<Service, Full, Values>(
    _ type: Service.Type, name: String?, arguments: Arguments<Full, Values>, box: FactoryBox? = nil,
    typedFactory: @escaping (Full) -> Service
  ) -> ServiceEntry<Service> {
    let entry = ServiceEntry<Service>(
      arguments: arguments, scope: defaultObjectScope, state: state, box: box, typedFactory: typedFactory)
    let erased: any ServiceEntryProtocol = entry
    SwinjectLock.shared.withLock { held in
      state.add(entry, as: Service.self, name: name, by: self, erased: erased, held)
    }
    return entry
  }

  /// Removes every registration made through this container (not its parent's, nor those
  /// added with `Dependencies.add`).
  ///
  /// ```swift
  /// container.removeAll()
  /// container.resolve(Animal.self)   // nil
  /// ```
  ///
  /// The engine cannot forget a key, so `Dependencies.resolve` of a removed registration
  /// fails with `notRegistered` instead.
  public func removeAll() {
    SwinjectLock.shared.withLock { _ in
      for item in state.removeAllServices() { item.value.isRemoved = true }
      LookupCache.registrationsChanged()
    }
  }

  /// Drops the instances kept for registrations in `objectScope`, here and in the parents.
  ///
  /// ```swift
  /// container.resetObjectScope(ObjectScope.container)
  /// ```
  ///
  /// - Parameter objectScope: The scope to empty; compared by identity.
  public func resetObjectScope(_ objectScope: any ObjectScopeProtocol) {
    SwinjectLock.shared.withLock { _ in
      var current: ContainerState? = state
      while let scopeOwner = current {
        for item in scopeOwner.services where item.value.objectScope === objectScope {
          item.value.storage.instance = nil
        }
        current = scopeOwner.parent
      }
    }
  }

  /// Drops the instances kept for registrations in `objectScope`: `resetObjectScope(.container)`.
  ///
  /// - Parameter objectScope: The scope to empty.
  public func resetObjectScope(_ objectScope: ObjectScope) {
    resetObjectScope(objectScope as any ObjectScopeProtocol)
  }

  /// Drops the instances kept for registrations of `serviceType` in `objectScope`, here and,
  /// if this container registers `serviceType` at all, in the parents.
  ///
  /// ```swift
  /// container.resetObjectScope(ObjectScope.container, serviceType: Session.self)
  /// ```
  ///
  /// - Parameters:
  ///   - objectScope: The scope to empty; compared by identity.
  ///   - serviceType: The registered type whose instances to drop.
  public func resetObjectScope(_ objectScope: any ObjectScopeProtocol, serviceType: Any.Type) {
    SwinjectLock.shared.withLock { _ in
      var current: ContainerState? = state
      while let scopeOwner = current {
        let matching = scopeOwner.services.filter { $0.key.service == ObjectIdentifier(serviceType) }
        if matching.isEmpty { return }
        for item in matching where item.value.objectScope === objectScope { item.value.storage.instance = nil }
        current = scopeOwner.parent
      }
    }
  }

  /// Drops the instances kept for registrations of `serviceType` in `objectScope`:
  /// `resetObjectScope(.container, serviceType: Session.self)`.
  ///
  /// - Parameters:
  ///   - objectScope: The scope to empty.
  ///   - serviceType: The registered type whose instances to drop.
  public func resetObjectScope(_ objectScope: ObjectScope, serviceType: Any.Type) {
    resetObjectScope(objectScope as any ObjectScopeProtocol, serviceType: serviceType)
  }

  /// Whether `serviceType` is registered under `name`, with any argument types, here or in a
  /// parent, or through `Dependencies.add` without arguments.
  ///
  /// ```swift
  /// if !container.hasAnyRegistration(of: Analytics.self) { container.register(Analytics.self) { _ in NoAnalytics() } }
  /// ```
  ///
  /// - Parameters:
  ///   - serviceType: The registered type.
  ///   - name: The registration's name, or nil for unnamed ones.
  /// - Returns: True when some registration matches.
  public func hasAnyRegistration<Service>(of serviceType: Service.Type, name: String? = nil) -> Bool {
    SwinjectLock.shared.withLock { _ in
      var current: ContainerState? = state
      while let owner = current {
        if owner.services.contains(where: { $0.key.service == ObjectIdentifier(Service.self) && $0.key.name == name }) {
          return true
        }
        current = owner.parent
      }
      let key = ServiceKey(serviceType: Service.self, argumentsType: (any Resolver).self, name: name)
      return !state.wasRemoved(key) && dependencies.isRegistered(Service.self, name: name)
    }
  }

  /// Returns a new resolver over this container, as Swinject 2.10 does: a child container with
  /// the same default scope, made anew on every call.
  ///
  /// ```swift
  /// let resolver = container.synchronize()
  /// DispatchQueue.concurrentPerform(iterations: 4) { _ in _ = resolver.resolve(Animal.self) }
  /// ```
  ///
  /// It resolves this container's registrations, including those added later; factories receive
  /// it as their resolver; `.container` instances are shared with this container. Every container
  /// is thread-safe already, so it adds no locking of its own. Call it once and keep the result:
  /// each call makes a container.
  ///
  /// - Returns: The new resolver, `Sendable` (Swinject's signature says `Resolver`, which this
  ///   converts to).
  public func synchronize() -> any Resolver & Sendable {
    Container(parent: self, defaultObjectScope: defaultObjectScope)
  }

  /// Adds a behavior, told about every registration made from now on (including forwarding).
  ///
  /// - Parameter behavior: The behavior to add.
  public func addBehavior(_ behavior: any Behavior) {
    state.addBehavior(behavior)
  }

  /// Resolves inside the object graph `identifier`, so `graph`-scoped instances of that graph
  /// that are still alive are reused.
  ///
  /// ```swift
  /// container.withObjectGraph(savedGraph) { $0.resolve(Dog.self) }
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The graph to resolve in, usually resolved earlier as `GraphIdentifier`.
  ///   - closure: Receives this container.
  /// - Returns: What `closure` returns.
  /// - Throws: What `closure` throws.
  public func withObjectGraph<T>(_ identifier: GraphIdentifier, closure: (Container) throws -> T) rethrows -> T {
    try SwinjectLock.shared.withLock { _ in
      try state.withObjectGraph(identifier) { try closure(self) }
    }
  }

  /// The graph being built by this container, if a resolve is in progress.
  var currentObjectGraph: GraphIdentifier? {
    SwinjectLock.shared.withLock { _ in state.currentObjectGraph }
  }

  /// Makes the next resolve build in `identifier` (Swinject's internal hook, kept for tests).
  func restoreObjectGraph(_ identifier: GraphIdentifier) {
    SwinjectLock.shared.withLock { _ in state.currentObjectGraph = identifier }
  }
}
