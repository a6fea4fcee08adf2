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
// Safety: the `var`s and the user closures (`factory`, `completions`), which may capture
// non-Sendable state, are only touched inside `SwinjectLock.shared.withLock`; `state` is written once, in `init`.
// So the `var`s are not checked for exclusive access at run time (`@exclusivity(unchecked)`):
// the lock serialises them, and each check cost a resolve or a registration ~80 instructions.
public final class ServiceEntry<Service>: ServiceEntryProtocol, @unchecked Sendable {
  /// The type the entry was registered for.
  public let serviceType: Any.Type
  /// The factory's parameter types as Swinject spells them: `Resolver` or `(Resolver, A, B)`.
  public let argumentsType: Any.Type
  let arguments: any ArgumentList
  /// Swinject's shape of a factory, `(Arguments) -> Any` (`Arguments` being `argumentsType`), for
  /// an entry made from an opaque factory; nil when `factoryBox` holds it (see `factory`).
  private let opaqueFactory: Any?
  /// The same factory, typed, for resolves that know its argument types: no function cast.
  /// Nil for an entry made from an opaque factory (`ServiceEntry(serviceType:argumentsType:factory:)`).
  let factoryBox: FactoryBox?
  /// A `weak var` written only in `init`: `weak let` (SE-0481) is newer than some of the Swift 6.2
  /// compilers the manifest admits.
  private(set) weak var state: ContainerState?
  @exclusivity(unchecked) private var scope: any ObjectScopeProtocol
  @exclusivity(unchecked) private var madeStorage: (any InstanceStorage)?
  /// Nil until the first `initCompleted`: an empty array of functions of `Service` would have
  /// its function type's metadata looked up for every registration (~1,000 instructions).
  @exclusivity(unchecked) private var completions: [(any Resolver, Service) -> Void]?
  /// Set by `Container.removeAll()`: the engine-side registration must stop resolving.
  @exclusivity(unchecked) var isRemoved = false

  init(
    arguments: any ArgumentList, scope: any ObjectScopeProtocol, state: ContainerState?,
    argumentsType: Any.Type? = nil, factory: Any?, factoryBox: FactoryBox?
  ) {
    serviceType = Service.self
    self.argumentsType = argumentsType ?? arguments.argumentsType
    self.arguments = arguments
    self.scope = scope
    self.state = state
    self.opaqueFactory = factory
    self.factoryBox = factoryBox
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
    SwinjectLock.shared.withLock { scope }
  }

  /// Sets how instances are shared.
  ///
  /// - Parameter objectScope: A built-in scope such as `.container`, or a custom one.
  /// - Returns: This entry, for chaining.
  @discardableResult
  public func inObjectScope(_ objectScope: any ObjectScopeProtocol) -> Self {
    SwinjectLock.shared.withLock { scope = objectScope }
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
    SwinjectLock.shared.withLock {
      completions = (completions ?? []) + [completed]
      hasInitCompleted = true
    }
    return self
  }

  /// Registers `type` (and `name`) as another key for this entry in its container.
  func forward<T>(_ type: T.Type, name: String?) {
    SwinjectLock.shared.withLock {
      guard let state, let container = state.handle() else { return }
      state.add(self, as: T.self, name: name, by: container)
    }
  }

  // MARK: ServiceEntryProtocol (called with the lock held)

  /// Swinject's shape of the factory, `(Arguments) -> Any`: made when asked for (an extension's
  /// `_resolve`), so a registration does not box a function in `Any` (its function type's
  /// metadata, looked up at run time).
  var factory: Any { opaqueFactory ?? factoryBox.unsafelyUnwrapped.swinjectFactory }

  var storage: any InstanceStorage {
    if let madeStorage { return madeStorage }
    // The built-in scopes' storages made directly, their kind known: no call through the scope
    // (which locks again) and no casts to sort what it made.
    let made: any InstanceStorage
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
    madeStorage = made
    return made
  }

  /// The storage, sorted into the built-in kinds the resolve handles without dynamic calls.
  var storageKind: StorageKind {
    if let kind { return kind }
    _ = storage
    return kind!
  }

  @exclusivity(unchecked) private var kind: StorageKind?

  /// Whether `initCompleted` closures exist, read without touching their array's type.
  @exclusivity(unchecked) private(set) var hasInitCompleted = false

  var initCompletedCount: Int { completions?.count ?? 0 }

  func runInitCompleted(resolver: any Resolver, instance: Any) {
    guard let typed = instance as? Service else { return }
    for completion in completions ?? [] { completion(resolver, typed) }
  }
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

/// A registration's factory with its argument and result types kept as metatypes, so a resolve
/// that knows them calls it without casting a function value; and the one class for every
/// registered type: a generic class's metadata is looked up at run time for each type it is
/// used with (~900 instructions a registration).
///
/// The function is kept cast to `Erased`, which has the same representation as the factory's
/// own type seen from generic code (every parameter and the result passed by address: see
/// `Opaque`), and cast back to that type only: `call(_:as:)` and `call(resolver:argument:as:)`
/// are told the types the checks before them (`argumentsType`, `resultType`,
/// `singleArgumentType`) proved.
// Safety: immutable; the function (a user factory, maybe capturing non-Sendable state) is only
// called with `SwinjectLock.shared` held, like every factory (see ServiceEntry).
final class FactoryBox: @unchecked Sendable {
  /// `Full`: `Resolver` or `(Resolver, A, B)`.
  let argumentsType: Any.Type
  /// What the function returns: the service type, or `ErasedResult` for a factory returning `Any`.
  let resultType: Any.Type
  /// `A` for `register`'s one-argument factory `(Resolver, A) -> Result`, kept with its two
  /// parameters apart; nil otherwise.
  let singleArgumentType: Any.Type?
  private let function: Erased

  /// A function of `Opaque`s: the form `(Full) -> Result` and `(any Resolver, A) -> Result` have
  /// in generic code, whatever the types (see `FactoryBox`).
  private typealias Erased = (Opaque, Opaque) -> Opaque

  /// An address-only stand-in for any type, so that `Erased` passes everything by address.
  private struct Opaque {
    let value: Any
  }

  /// A factory `(Full) -> Result`, `register`'s.
  init<Full, Result>(_ factory: @escaping (Full) -> Result) {
    argumentsType = Full.self
    resultType = Result.self
    singleArgumentType = nil
    function = Self.erase(FullFunction(call: factory))
  }

  /// A factory of Swinject's shape `(Full) -> Any`: what it returns may be an
  /// `AutoregistrationFailure`, so no resolve may take it for the service itself.
  init<Full>(returningAny factory: @escaping (Full) -> Any) {
    argumentsType = Full.self
    resultType = ErasedResult.self
    singleArgumentType = nil
    function = Self.erase(FullFunction(call: factory))
  }

  /// `register`'s factory of one runtime argument, `(Resolver, A) -> Result`: resolved with its
  /// argument, without building the tuple `(Resolver, A)`, whose metadata generic code would look
  /// up on every call.
  init<Argument, Result>(oneArgument factory: @escaping (any Resolver, Argument) -> Result) {
    argumentsType = (any Resolver, Argument).self
    resultType = Result.self
    singleArgumentType = Argument.self
    function = Self.erase(PairFunction(call: factory))
  }

  /// One-field holders of each shape, cast instead of the function itself: the cast of a struct
  /// needs only its layout, two words whatever the types, where a function type as a generic
  /// argument needs its metadata, looked up at run time.
  private struct FullFunction<Full, Result> { let call: (Full) -> Result }
  private struct PairFunction<Argument, Result> { let call: (any Resolver, Argument) -> Result }
  private struct ErasedFunction { let call: Erased }

  private static func erase<Full, Result>(_ function: FullFunction<Full, Result>) -> Erased {
    // Safety: see `FactoryBox`; never called as `Erased`, cast back only to `FullFunction<Full, Result>`.
    unsafeBitCast(function, to: ErasedFunction.self).call
  }

  private static func erase<Argument, Result>(_ function: PairFunction<Argument, Result>) -> Erased {
    // Safety: see `FactoryBox`; cast back only to `PairFunction<Argument, Result>`.
    unsafeBitCast(function, to: ErasedFunction.self).call
  }

  /// Calls a factory `(Full) -> Result`: `Full` and `Result` are its `argumentsType` and
  /// `resultType`, checked by the caller.
  @inline(__always)
  func call<Full, Result>(_ arguments: Full, as result: Result.Type) -> Result {
    // Safety: the caller checked the types (see `FactoryBox`).
    unsafeBitCast(ErasedFunction(call: function), to: FullFunction<Full, Result>.self).call(arguments)
  }

  /// Calls a one-argument factory `(Resolver, A) -> Result`, `A` and `Result` checked by the caller.
  @inline(__always)
  func call<Argument, Result>(resolver: any Resolver, argument: Argument, as result: Result.Type) -> Result {
    // Safety: the caller checked the types (see `FactoryBox`).
    unsafeBitCast(ErasedFunction(call: function), to: PairFunction<Argument, Result>.self).call(resolver, argument)
  }

  /// What the function returns: `resultType`, or `Any` for a factory returning `Any`.
  private var returnedType: Any.Type { resultType == ErasedResult.self ? Any.self : resultType }

  /// Calls the factory with the `Full` value at `arguments`, its result boxed.
  func makeAny(_ arguments: UnsafeRawPointer) -> Any {
    if let argument = singleArgumentType { return makeAny(arguments, argument: argument, result: resultType) }
    return makeAny(arguments, full: argumentsType, result: returnedType)
  }

  private func makeAny<Full, Result>(_ arguments: UnsafeRawPointer, full: Full.Type, result: Result.Type) -> Any {
    call(arguments.assumingMemoryBound(to: Full.self).pointee, as: Result.self)
  }

  private func makeAny<Argument, Result>(_ arguments: UnsafeRawPointer, argument: Argument.Type, result: Result.Type)
    -> Any
  {
    let pair = arguments.assumingMemoryBound(to: (any Resolver, Argument).self).pointee
    return call(resolver: pair.0, argument: pair.1, as: Result.self)
  }

  /// The factory in Swinject's shape, `(Full) -> Any`.
  var swinjectFactory: Any {
    if let argument = singleArgumentType { return swinjectFactory(argument: argument, result: resultType) }
    return swinjectFactory(full: argumentsType, result: returnedType)
  }

  private func swinjectFactory<Full, Result>(full: Full.Type, result: Result.Type) -> Any {
    let factory: (Full) -> Any = { self.call($0, as: Result.self) }
    return factory
  }

  private func swinjectFactory<Argument, Result>(argument: Argument.Type, result: Result.Type) -> Any {
    let factory: ((any Resolver, Argument)) -> Any = { self.call(resolver: $0.0, argument: $0.1, as: Result.self) }
    return factory
  }
}

/// The `resultType` of a factory that returns `Any`: equal to no service type.
private enum ErasedResult {}

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
  /// The typed factory, if the entry has one.
  var factoryBox: FactoryBox? { get }
  /// The storage's kind (made on first use). Lock must be held.
  var storageKind: StorageKind { get }
}
