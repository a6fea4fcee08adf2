@_spi(InjectKitSkins) import InjectKit

/// One registration, returned by `Container.register` to configure it further.
///
/// ```swift
/// container.register(Animal.self) { _ in Cat() }
///   .inObjectScope(.container)
///   .initCompleted { r, animal in (animal as! Cat).owner = r.resolve(PetOwner.self) }
///   .implements(Pet.self)
/// ```
///
/// Configure an entry while registering, before it is first resolved: its storage is made,
/// from the scope it has then, on first use.
// Its mutable state and the user closures (which may capture non-Sendable state) live in
// `fields`, under `SwinjectLock.shared`; the `let`s are immutable.
public final class ServiceEntry<Service>: ServiceEntryProtocol, Sendable {
  /// The type the entry was registered for.
  public let serviceType: Any.Type
  /// The factory's parameter types as Swinject spells them: `Resolver` or `(Resolver, A, B)`.
  public let argumentsType: Any.Type
  let arguments: any ArgumentList
  /// The same factory, typed, for resolves that know its argument types: no function cast.
  /// Nil for an entry made from an opaque factory (`ServiceEntry(serviceType:argumentsType:factory:)`).
  let factoryBox: FactoryBox?
  private let fields: Guarded<ServiceEntryFields>

  /// The container state the entry was registered in, while it lives.
  ///
  /// Immutable, so read without `SwinjectLock`: the engine's registry asks for it while holding
  /// its own lock (`addDeferred`), and a resolve holding `SwinjectLock` may be waiting for that
  /// lock (an ABBA deadlock).
  weak let state: ContainerState?

  /// Set by `Container.removeAll()`: the engine-side registration must stop resolving.
  var isRemoved: Bool {
    get { fields.withLock { $0.isRemoved } }
    set { fields.withLock { $0.isRemoved = newValue } }
  }

  init(
    arguments: any ArgumentList, scope: any ObjectScopeProtocol, state: ContainerState?,
    argumentsType: Any.Type? = nil, factory: Any?, factoryBox: FactoryBox?
  ) {
    serviceType = Service.self
    self.argumentsType = argumentsType ?? arguments.argumentsType
    self.arguments = arguments
    self.factoryBox = factoryBox
    self.state = state
    fields = guarded(ServiceEntryFields(opaqueFactory: factory, scope: scope))
  }

  /// An entry whose factory has Swinject's shape `(Full) -> Any`, `Full` being `argumentsType`.
  convenience init<Full>(
    arguments: any ArgumentList, scope: any ObjectScopeProtocol, state: ContainerState?,
    factory: @escaping (Full) -> Any
  ) {
    self.init(
      arguments: arguments, scope: scope, state: state, argumentsType: Full.self, factory: nil,
      factoryBox: FactoryBox(returningAny: factory))
  }

  /// An entry whose factory returns the service itself, so resolving it as `Service` needs no cast.
  convenience init<Full>(
    arguments: any ArgumentList, scope: any ObjectScopeProtocol, state: ContainerState?, box: FactoryBox? = nil,
    typedFactory: @escaping (Full) -> Service
  ) {
    self.init(
      arguments: arguments, scope: scope, state: state, argumentsType: Full.self, factory: nil,
      factoryBox: box ?? FactoryBox(typedFactory))
  }

  /// An entry outside any container, as Swinject's own tests make one.
  convenience init(serviceType: Service.Type, argumentsType: Any.Type, factory: Any, objectScope: ObjectScope = .graph)
  {
    self.init(
      arguments: OpaqueArguments<Any>(), scope: objectScope, state: nil, argumentsType: argumentsType, factory: factory,
      factoryBox: nil)
  }

  /// The scope instances are shared in; the container's default scope unless set.
  public var objectScope: any ObjectScopeProtocol {
    fields.withLock { $0.scope }
  }

  /// Sets how instances are shared.
  ///
  /// - Parameter objectScope: A built-in scope such as `.container`, or a custom one.
  /// - Returns: This entry, for chaining.
  @discardableResult
  public func inObjectScope(_ objectScope: any ObjectScopeProtocol) -> Self {
    fields.withLock { $0.scope = objectScope }
    return self
  }

  /// Sets how instances are shared; lets you write `.inObjectScope(.container)`.
  ///
  /// - Parameter objectScope: A built-in or custom `ObjectScope`.
  /// - Returns: This entry, for chaining.
  @discardableResult
  public func inObjectScope(_ objectScope: ObjectScope) -> Self {
    inObjectScope(objectScope as any ObjectScopeProtocol)
  }

  /// Adds a closure run right after each new instance is built and stored: for property or
  /// method injection, and the place to close a circular dependency.
  ///
  /// ```swift
  /// container.register(ChildProtocol.self) { _ in Child() }
  ///   .initCompleted { r, child in (child as! Child).parent = r.resolve(ParentProtocol.self) }
  /// ```
  ///
  /// - Parameter completed: Receives the resolver and the new instance. Closures run in the
  ///   order they were added.
  /// - Returns: This entry, for chaining.
  @discardableResult
  public func initCompleted(_ completed: @escaping (any Resolver, Service) -> Void) -> Self {
    // Kept with `Service` erased: `fields` then has one type for every registration, whose
    // metadata is made once, not once per service type.
    let erased: (any Resolver, Any) -> Void = { resolver, instance in
      if let typed = instance as? Service { completed(resolver, typed) }
    }
    fields.withLock {
      $0.completions = ($0.completions ?? []) + [erased]
      $0.hasInitCompleted = true
    }
    return self
  }

  /// Registers `type` (and `name`) as another key for this entry in its container.
  func forward<T>(_ type: T.Type, name: String?) {
    SwinjectLock.shared.withLock { held in
      guard let state, let container = state.handle() else { return }
      state.add(self, as: T.self, name: name, by: container, held)
    }
  }

  // MARK: ServiceEntryProtocol (called with the lock held)

  /// Swinject's shape of the factory, `(Arguments) -> Any`: made when asked for (an extension's
  /// `_resolve`), so a registration does not box a function in `Any` (its function type's
  /// metadata, looked up at run time).
  var factory: Any { fields.withLock { $0.opaqueFactory } ?? factoryBox!.swinjectFactory }

  var storage: any InstanceStorage {
    if let made = fields.withLock({ $0.madeStorage }) { return made }
    return SwinjectLock.shared.withLock { held in makeStorage(held).storage }
  }

  /// The storage, sorted into the built-in kinds the resolve handles without dynamic calls.
  var storageKind: StorageKind {
    if let kind = fields.withLock({ $0.kind }) { return kind }
    return SwinjectLock.shared.withLock { held in makeStorage(held).kind }
  }

  /// What a resolve needs of the entry, in one access: the storage's kind (made on first use)
  /// and whether `initCompleted` closures exist. The lock is held (`held`).
  func resolveInfo(_ held: borrowing RecursiveLock.Held) -> (kind: StorageKind, hasInitCompleted: Bool) {
    let (kind, hasInitCompleted) = fields.withLock(held) { ($0.kind, $0.hasInitCompleted) }
    if let kind { return (kind, hasInitCompleted) }
    return (makeStorage(held).kind, hasInitCompleted)
  }

  /// Makes the storage from the scope (outside any access to `fields`: a custom scope's factory is user
  /// code) and keeps it, unless one was kept meanwhile.
  private func makeStorage(_ held: borrowing RecursiveLock.Held) -> (storage: any InstanceStorage, kind: StorageKind) {
    let scope = fields.withLock(held) { $0.scope }
    // The built-in scopes' storages made directly, their kind known: no call through the scope
    // and no casts to sort what it made.
    let made: any InstanceStorage
    let kind: StorageKind
    if scope === ObjectScope.graph {
      let graph = GraphStorage()
      (made, kind) = (graph, .graph(graph))
    } else if scope === ObjectScope.container {
      let permanent = PermanentStorage()
      (made, kind) = (permanent, .permanent(permanent))
    } else if scope === ObjectScope.transient {
      (made, kind) = (TransientStorage(), .transient)
    } else {
      made = scope.makeStorage()
      kind = StorageKind(made)
    }
    return fields.withLock(held) { fields in
      if let kept = fields.madeStorage, let keptKind = fields.kind { return (kept, keptKind) }
      fields.madeStorage = made
      fields.kind = kind
      return (made, kind)
    }
  }

  /// Whether `initCompleted` closures exist, read without touching their array's type.
  var hasInitCompleted: Bool { fields.withLock { $0.hasInitCompleted } }

  var initCompletedCount: Int { fields.withLock { $0.completions?.count ?? 0 } }

  func runInitCompleted(resolver: any Resolver, instance: Any) {
    guard instance is Service else { return }
    // Copied out first: a closure may configure this entry again.
    let completions = fields.withLock { $0.completions } ?? []
    for completion in completions { completion(resolver, instance) }
  }
}

/// A `ServiceEntry`'s mutable state, with no type parameter: one `Guarded` type for every
/// registration (a generic one would have its metadata made for each service type at registration).
private struct ServiceEntryFields {
  /// Swinject's shape of a factory, `(Arguments) -> Any` (`Arguments` being `argumentsType`),
  /// for an entry made from an opaque factory; nil when `factoryBox` holds it (see `factory`).
  let opaqueFactory: Any?
  var scope: any ObjectScopeProtocol
  var madeStorage: (any InstanceStorage)?
  var kind: StorageKind?
  /// Nil until the first `initCompleted`; each takes the instance as `Any` and runs the
  /// closure given to `initCompleted` when it is the entry's `Service`.
  var completions: [(any Resolver, Any) -> Void]?
  /// Whether `completions` exist, read without touching their array.
  var hasInitCompleted = false
  /// Set by `Container.removeAll()`: the engine-side registration must stop resolving.
  var isRemoved = false
}

/// A registration's storage, sorted once (when made) so a resolve needs no existential call
/// for the built-in scopes.
enum StorageKind {
  case transient
  case graph(GraphStorage)
  case permanent(PermanentStorage)
  case other(any InstanceStorage)

  init(_ storage: any InstanceStorage) {
    if storage is TransientStorage {
      self = .transient
    } else if let graph = storage as? GraphStorage {
      self = .graph(graph)
    } else if let permanent = storage as? PermanentStorage {
      self = .permanent(permanent)
    } else {
      self = .other(storage)
    }
  }
}

/// A `ServiceEntry` with its service type erased, as the container stores it.
protocol ServiceEntryProtocol: AnyObject, Sendable {
  var serviceType: Any.Type { get }
  var arguments: any ArgumentList { get }
  var objectScope: any ObjectScopeProtocol { get }
  /// Made from the scope on first use. Lock must be held.
  var storage: any InstanceStorage { get }
  /// Lock must be held.
  var initCompletedCount: Int { get }
  /// Lock must be held.
  var isRemoved: Bool { get set }
  /// Swinject's shape of the factory, `(Arguments) -> Any`; call it only with the lock held.
  var factory: Any { get }
  /// Runs the `initCompleted` closures. Lock must be held.
  func runInitCompleted(resolver: any Resolver, instance: Any)
  /// Whether `initCompleted` closures exist. Lock must be held.
  var hasInitCompleted: Bool { get }
  /// The storage's kind and whether `initCompleted` closures exist, in one access.
  func resolveInfo(_ held: borrowing RecursiveLock.Held) -> (kind: StorageKind, hasInitCompleted: Bool)
  /// The typed factory, if the entry has one.
  var factoryBox: FactoryBox? { get }
  /// The storage's kind (made on first use). Lock must be held.
  var storageKind: StorageKind { get }
}
