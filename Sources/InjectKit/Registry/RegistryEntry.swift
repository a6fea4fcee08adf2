/// One registration as stored in a container's registry.
///
/// One final class for every kind of registration, so that Swift checks it is `Sendable`: every
/// stored property is a `let` of a Sendable type. It holds what the engine asks of every
/// registration without knowing its types — the key, where it was added, its scope, and the facts
/// the hot path checks (`Flags`) — and, for the common kind, a closure registration's factory
/// ("Closure registrations" below), so that kind costs one object and no cast. The other kinds keep what
/// they add in `body` (an `EntryBody`: an autowired initializer, an async factory, a forward, a
/// collection), whose final generic class knows the entry's types; the pipeline casts the body to
/// it, a class cast, and gets a `T` without boxing it into `Any`.
///
/// Entries are immutable: a `Registration` modifier replaces the entry with a configured copy
/// that shares the same instance slot and body, so readers never see a half-updated registration.
/// Where a key stands in its container's listings is the registry's to keep (`Registry.State`),
/// not the entry's.
///
/// Every registration keeps one, so it is kept small: types as metatypes, not generic parameters
/// (no class metadata made per registered type), and what few kinds add behind one reference.
final class RegistryEntry: Sendable {
  let key: DependencyKey
  let site: CallSite
  let flags: Flags
  /// The key's `quickHash`, cut to 32 bits: probes compare it before the key, and a growing
  /// table places entries by it without hashing their names again.
  let hash: UInt32
  /// The cached instance of a `singleton`, `weak` or `custom` registration; nil otherwise.
  let slot: InstanceSlot?
  /// What few registrations have (hooks, declared dependencies, replaced sites, a custom
  /// scope); nil for the rest, which `extras` reads as `RegistrationDetails.none`. Stored optional so that
  /// making an entry never touches the shared `none` (a lazy global: a `swift_once` and a retain).
  let someExtras: RegistrationDetails?
  /// The type the registration is resolved as, kept as a metatype so that this class is not
  /// generic (see "Closure registrations" below); `TypedOperations` opens it where the type is needed.
  let serviceType: Any.Type
  /// The runtime-argument signature (`Void` for none), kept as `serviceType` is.
  let argumentsType: Any.Type
  /// A closure registration's factory, erased (`Erased`; `Options.closure` says it is one);
  /// `notAClosure` for the other kinds, which keep theirs in `body`.
  let factory: Erased
  /// What the kinds other than a closure registration and a placeholder add; nil for those two.
  let body: (any EntryBody)?

  /// A new entry; `extras` is nil when the registration has none (the common case).
  ///
  /// - Parameters:
  ///   - inheritsIsolation: The factory's actor came from the code around its closure
  ///     (`add { … }` written in `@MainActor` code), not from an `isolation:` argument.
  ///   - hash: The key's `quickHash` cut to 32 bits, when the caller has it.
  @inline(__always)
  init(
    key: DependencyKey, site: CallSite, scope: Scope.Kind, kind: Kind, options: Options, extras: RegistrationDetails?,
    slot: InstanceSlot?, service: Any.Type, arguments: Any.Type, factory: @escaping Erased = RegistryEntry.notAClosure,
    body: (any EntryBody)? = nil, inheritsIsolation: Bool = false, hash: UInt32? = nil
  ) {
    self.hash = hash ?? UInt32(truncatingIfNeeded: key.quickHash)
    let options = extras.map { options.union($0.impliedOptions) } ?? options
    self.flags = Flags(
      kind: kind, scope: scope, options: options, pathBitIndex: key.pathBitIndex, inheritsIsolation: inheritsIsolation)
    self.site = site
    self.someExtras = extras
    self.slot = slot
    self.key = key
    self.serviceType = service
    self.argumentsType = arguments
    self.factory = factory
    self.body = body
  }

  /// What few registrations have: hooks, declared dependencies, replaced sites, a custom scope.
  var extras: RegistrationDetails { someExtras ?? RegistrationDetails.none }

  /// A copy of `entry` with other extras, sharing its instance slot, factory and body.
  private init(copying entry: RegistryEntry, extras: RegistrationDetails) {
    self.key = entry.key
    self.hash = entry.hash
    self.site = entry.site
    self.someExtras = extras
    var options = entry.flags.options
    options.remove(.resolvedHooks)
    options.remove(.live)
    options.formUnion(extras.impliedOptions)
    self.flags = Flags(
      kind: entry.flags.kind, scope: entry.flags.scope, options: options, pathBitIndex: entry.flags.pathBitIndex,
      inheritsIsolation: entry.flags.inheritsIsolation)
    self.slot = entry.slot
    self.serviceType = entry.serviceType
    self.argumentsType = entry.argumentsType
    self.factory = entry.factory
    self.body = entry.body
  }

  /// The factory of an entry that is not a closure registration: never called, since the
  /// pipeline calls `factory` only when `Options.closure` says there is one. A function, not a
  /// closure stored somewhere, so an entry holding it holds no context.
  static func notAClosure(_: any Resolver, _: Opaque) throws -> Opaque {
    fatalError("InjectKit: not a closure registration")
  }

  // MARK: What needs the types: `TypedOperations`, with the stored metatypes opened, unless the
  // body does it its own way.

  /// The type the registration is resolved as.
  var service: Any.Type { serviceType }
  /// The runtime-argument signature (`Void` for none).
  var arguments: Any.Type { argumentsType }
  /// An element of a collection (`addToCollection`): the key of the collection that holds it.
  var collectionKey: DependencyKey? { TypedOperations.collectionKey(self, serviceType) }

  /// The same registration with `extras` instead. A collection's alias has none of its own:
  /// it stays as it is.
  func copy(extras: RegistrationDetails) -> RegistryEntry {
    isCollectionAlias ? self : RegistryEntry(copying: self, extras: extras)
  }

  /// A forwarding entry (`implements(P.self)`) that resolves this one and casts to `P`.
  func forwardingEntry<P>(as type: P.Type, site: CallSite) -> RegistryEntry {
    TypedOperations.forwardingEntry(self, serviceType, argumentsType, as: P.self, site: site)
  }

  /// The key and type a forwarding entry resolves; nil for other entries.
  var forwardTarget: (key: DependencyKey, service: Any.Type)? { body?.forwardTarget }

  /// Empties the instance slot; returns the `onReset` calls to make, outside any lock, and the box.
  func dropCachedInstances() -> DroppedInstances {
    guard let body else { return TypedOperations.dropCachedInstances(self, serviceType) }
    return body.dropCachedInstances(of: self)
  }

  /// Empties `storage`, a child container's own instance of this registration (`OwnInstances`):
  /// an `InstanceSlot`, or an async registration's `AsyncInstanceCache`.
  func dropCachedInstance(in storage: AnyObject) -> DroppedInstances {
    guard let body else { return TypedOperations.dropCachedInstance(self, serviceType, in: storage as! InstanceSlot) }
    return body.dropCachedInstance(of: self, in: storage)
  }

  /// The cached instance, if any, untyped: for the lifetime reports (`Holders`).
  var inspectedInstance: Any? {
    guard let body else { return slot?.inspectedValue }
    return body.inspectedInstance(of: self)
  }

  /// The instance in `storage`, a child container's own instance of this registration, untyped.
  func inspectedInstance(in storage: AnyObject) -> Any? {
    guard let body else { return (storage as? InstanceSlot)?.inspectedValue }
    return body.inspectedInstance(in: storage)
  }

  /// What the last build of this registration looked up (`Reach`); nil before the first, and for
  /// registrations that cache nothing.
  var lastReach: Reach? {
    guard let body else { return slot?.reach }
    return body.lastReach(of: self)
  }

  /// Adds what an `onResolved` hook of the last built instance looked up to its `Reach`.
  func extendReach(with keys: [DependencyKey]) {
    guard let body else { return TypedOperations.extendReach(of: slot, with: keys) }
    body.extendReach(of: self, with: keys)
  }

  /// The instance cached for any caller (not forwarded, not isolated to an actor); throws when
  /// there is none, and while tracing (the pipeline then reads it and records the read). The slot
  /// is read where it is stored, not bound: a copy of it would be a retain, a write every thread
  /// reading the same singleton shares.
  @inline(__always)
  func cachedInstance<T>(_ type: T.Type) throws(NoInstance) -> T {
    guard flags.isCached, !flags.isForward, !flags.needsIsolation, slot != nil, !ThreadState.isTracing else {
      throw NoInstance()
    }
    return try slot!.cachedValue(T.self)
  }

  /// Resolves this registration's key from `container` in a verification session and returns
  /// the instance. Entries that take runtime arguments run with their sample arguments; without
  /// samples they are not run (nil).
  func dryRun(from container: Dependencies, session: ResolutionState) throws(ResolutionError) -> Any? {
    guard let body else {
      return try TypedOperations.dryRun(self, serviceType, argumentsType, from: container, session: session)
    }
    return try body.dryRun(of: self, from: container, session: session)
  }

  /// Like `dryRun`, running async factories too.
  func dryRunAsync(from container: Dependencies, session: ResolutionState) async throws(ResolutionError) -> Any? {
    guard let body else {
      return try await TypedOperations.dryRunAsync(self, serviceType, argumentsType, from: container, session: session)
    }
    return try await body.dryRunAsync(of: self, from: container, session: session)
  }

  /// Whether `dryRun` can build this entry: it takes no runtime arguments, or has samples.
  var canDryRun: Bool {
    if arguments == Void.self { return true }
    if case .samples? = extras.verification { return true }
    return false
  }

  /// A collection's elements as `container` resolves them, parents' first, with their type;
  /// empty for other entries.
  func collectedElements(from container: Dependencies) -> (keys: [DependencyKey], service: Any.Type) {
    body?.collectedElements(of: self, from: container) ?? ([], Void.self)
  }

  /// A collection: itself with the entry of `element`'s key replaced by `element`.
  func replacingElement(_ element: RegistryEntry) -> RegistryEntry {
    body?.replacingElement(element, in: self) ?? self
  }

  /// A collection: the alias that lets `[T]`'s own key find it (`CollectionAlias.swift`).
  func alias() -> RegistryEntry? { body?.alias(of: self) }

  /// A collection's alias: the collection it stands for.
  var aliasedCollection: RegistryEntry? { body?.aliasedCollection }

  /// Steps 2–8 for an async request; the instance comes back in a `ValueBox<T>`.
  func resolveAsync(_ request: AsyncRequest, owner: Dependencies, isolation: isolated (any Actor)?)
    async throws(ResolutionError) -> AnyObject
  {
    guard let body else {
      return try TypedOperations.resolveSync(
        self, serviceType, argumentsType, request, owner: owner, isolation: isolation)
    }
    return try await body.resolveAsync(of: self, request, owner: owner, isolation: isolation)
  }

  /// Step 7 for the kinds that build nothing synchronously, which the pipeline reaches only to
  /// fail: an async factory, a placeholder for decorators, a collection (resolved through its
  /// alias, never by its own key).
  func refusal(_ frame: Frame, _ container: Dependencies) -> ResolutionError {
    switch flags.kind {
    case .asyncFactory: return Diagnostics.requiresAsync(self, container: container, parent: frame.parent)
    case .placeholder: return Diagnostics.nothingToDecorate(self, container: container, parent: frame.parent)
    default: fatalError("a collection is resolved as \(service), not by its own key")
    }
  }

  // MARK: Derived facts

  var scope: Scope { extras.customScope ?? flags.scope.builtIn }
  /// `Service (name: "x")` — how the key appears in paths and listings; a collection's element
  /// is `Service (element 2 of [Service])`, a collection (and its alias) `[Service]`.
  var displayName: String {
    if let element = extras.element { return Diagnostics.describeElement(service, element) }
    return Diagnostics.describe(service, name: key.name, arguments: arguments)
  }
  var isForward: Bool { flags.kind == .forward }
  /// Only `resolveAsync` can build it: an async factory, or a collection with an async element.
  var isAsync: Bool { flags.kind == .asyncFactory || flags.kind == .asyncCollection }
  /// Holds decorators declared before any registration of its key (see `Decorator.swift`).
  var isPlaceholder: Bool { flags.kind == .placeholder }
  /// The elements of `[T]` added in one container (see `CollectionBody`).
  var isCollection: Bool { flags.kind == .collection || flags.kind == .asyncCollection }
  /// `[T]`'s key pointing at its collection (see `CollectionAlias.swift`).
  var isCollectionAlias: Bool { flags.kind == .collectionAlias }
  /// A registration a user made: not a placeholder for decorators, not a collection's index
  /// or its alias.
  var isRegistration: Bool { !isPlaceholder && !isCollection && !isCollectionAlias }
}

extension RegistryEntry {
  /// How the entry makes a value.
  enum Kind: UInt8 {
    /// A synchronous factory.
    case factory = 0
    /// An async factory: only `resolveAsync` can run it.
    case asyncFactory = 1
    /// Type forwarding (`implements`): resolve another key, then cast.
    case forward = 2
    /// `[T]`'s own key pointing at its collection (`CollectionAlias.swift`); forwards like `forward`
    /// (3 = 2 | 1, so `Flags.isForward` is one test).
    case collectionAlias = 3
    /// Decorators waiting for a registration of their key: resolving it is an error.
    case placeholder = 4
    /// The elements of a collection added in one container, resolved as `[T]`.
    case collection = 5
    /// A collection with an async element: only `resolveAsync` can build it.
    case asyncCollection = 6
  }

  /// Yes/no facts about a registration.
  struct Options: OptionSet, Sendable {
    let rawValue: UInt8

    /// The factory must run on the main actor.
    static var mainActor: Options { Options(rawValue: 1 << 0) }
    /// The factory takes a `Resolver`.
    static var usesResolver: Options { Options(rawValue: 1 << 1) }
    /// `onResolved` hooks are attached.
    static var resolvedHooks: Options { Options(rawValue: 1 << 2) }
    /// Decorators wrap what the factory builds.
    static var decorated: Options { Options(rawValue: 1 << 3) }
    /// Marked live (`live(reaching:)`): a per-test container is told when it builds it.
    static var live: Options { Options(rawValue: 1 << 4) }
    /// The factory takes runtime arguments after its `Resolver`.
    static var takesArguments: Options { Options(rawValue: 1 << 5) }
    /// A closure registration: the pipeline runs the entry's `factory`, not a body's.
    static var closure: Options { Options(rawValue: 1 << 6) }
    /// The factory must run on the actor its extras hold (`RegistrationDetails.actor`), not the main actor.
    static var actor: Options { Options(rawValue: 1 << 7) }
  }

  /// What the hot path asks of every entry, packed into one word so each question is a mask:
  /// byte 0 the kind, byte 1 the scope kind, byte 2 the options, byte 3 the key's path bit (its
  /// low six bits) and, in bit 30, whether the factory's isolation was inherited.
  struct Flags {
    let bits: UInt32

    init(
      kind: Kind, scope: Scope.Kind, options: Options, pathBitIndex: UInt8, inheritsIsolation: Bool = false
    ) {
      bits =
        UInt32(kind.rawValue) | UInt32(scope.rawValue) << 8 | UInt32(options.rawValue) << 16
        | UInt32(pathBitIndex & 63) << 24 | (inheritsIsolation ? 1 << 30 : 0)
    }

    var kindRaw: UInt8 { UInt8(truncatingIfNeeded: bits) }
    var scopeRaw: UInt8 { UInt8(truncatingIfNeeded: bits &>> 8) }
    var optionsRaw: UInt8 { UInt8(truncatingIfNeeded: bits &>> 16) }

    var kind: Kind { Kind(rawValue: kindRaw)! }
    var scope: Scope.Kind { Scope.Kind(rawValue: scopeRaw)! }
    var options: Options { Options(rawValue: optionsRaw) }
    var pathBitIndex: UInt8 { UInt8(truncatingIfNeeded: bits &>> 24) & 63 }
    /// The factory is isolated to the actor of the code its closure was written in (a
    /// `@MainActor` composer's `add { … }`), not to one its registration names: messages say so.
    var inheritsIsolation: Bool { bits & 1 << 30 != 0 }

    /// Step 2 hands the request over: `implements`, or a collection's alias.
    var isForward: Bool { kindRaw | 1 == Kind.collectionAlias.rawValue }
    /// Bit 30 (`inheritsIsolation`) falls outside the shift's six bits.
    var pathBit: UInt64 { 1 &<< UInt64(bits &>> 24) }
    var needsMainActor: Bool { optionsRaw & Options.mainActor.rawValue != 0 }
    /// Built and handed out on one actor only: the main actor, or another (`Options.actor`).
    var needsIsolation: Bool { optionsRaw & (Options.mainActor.rawValue | Options.actor.rawValue) != 0 }
    var hasResolvedHooks: Bool { optionsRaw & Options.resolvedHooks.rawValue != 0 }
    var isDecorated: Bool { optionsRaw & Options.decorated.rawValue != 0 }
    var isLive: Bool { optionsRaw & Options.live.rawValue != 0 }
    var isClosure: Bool { optionsRaw & Options.closure.rawValue != 0 }
    /// What `build` finishes out of line, one mask: decorators, hooks, a live service's check.
    var hasDecoratorsHooksOrLive: Bool {
      optionsRaw & (Options.decorated.rawValue | Options.resolvedHooks.rawValue | Options.live.rawValue) != 0
    }
    var isGraphScoped: Bool { scopeRaw == Scope.Kind.graph.rawValue }
    /// A synchronous factory, `transient`, free to run on any thread: nothing for steps 2–6 to do.
    var isPlainTransient: Bool {
      bits & 0x0081_FFFF == UInt32(Kind.factory.rawValue) | UInt32(Scope.Kind.transient.rawValue) << 8
    }
    /// `singleton`, `weak` and `custom`: the instance outlives the resolve, in the entry's slot.
    var isCached: Bool {
      scopeRaw != Scope.Kind.transient.rawValue && scopeRaw != Scope.Kind.graph.rawValue
    }
  }
}

/// What a few registrations declare beyond their factory. Entries without any store nil, and
/// `RegistryEntry.extras` reads them as the one shared empty instance, `none`.
final class RegistrationDetails: Sendable {
  static let none = RegistrationDetails()

  /// The name of a `custom` scope; nil for built-in scopes.
  let customScope: Scope?
  /// Parameter types an autowired initializer resolves, for static verification.
  let declaredDependencies: [DeclaredDependency]?
  /// Where earlier registrations of the same key were made (replaced by this one).
  let replacedSites: [CallSite]
  /// The registration may replace an earlier one silently (tests, previews).
  let isOverride: Bool
  /// Callbacks run once the graph holding a new instance is built.
  let onResolved: [ResolvedHook]
  /// Callbacks run when a cached instance is dropped; they receive its box.
  let onReset: [@Sendable (AnyObject) -> Void]
  /// How `verify()` treats the registration beyond the defaults: sample arguments to dry-run it
  /// with, or a stated reason not to check it.
  let verification: VerificationPlan?
  /// What wraps each new instance, innermost first (`decorate`).
  let decorators: [Decorator]
  /// Which collection the registration is an element of (`addToCollection`); nil otherwise.
  let element: CollectionElement?
  /// What the registration reaches outside the process (`live(reaching:)`); nil otherwise.
  let live: LiveMark?
  /// The actor other than the main actor that the factory is isolated to; nil otherwise.
  let actor: (any Actor)?
  /// The cached scope a registration taking runtime arguments was declared with, and did not
  /// get: each resolve passes its own arguments, so it builds one instance per resolve.
  let refusedScope: Scope?

  init(
    customScope: Scope? = nil, declaredDependencies: [DeclaredDependency]? = nil, replacedSites: [CallSite] = [],
    isOverride: Bool = false, onResolved: [ResolvedHook] = [], onReset: [@Sendable (AnyObject) -> Void] = [],
    verification: VerificationPlan? = nil, decorators: [Decorator] = [], element: CollectionElement? = nil,
    live: LiveMark? = nil, actor: (any Actor)? = nil, refusedScope: Scope? = nil
  ) {
    self.customScope = customScope
    self.declaredDependencies = declaredDependencies
    self.replacedSites = replacedSites
    self.isOverride = isOverride
    self.onResolved = onResolved
    self.onReset = onReset
    self.verification = verification
    self.decorators = decorators
    self.element = element
    self.live = live
    self.actor = actor
    self.refusedScope = refusedScope
  }

  /// The options these extras imply: hooks to queue, decorators to apply, the main actor for a
  /// main-actor decorator.
  var impliedOptions: RegistryEntry.Options {
    var options: RegistryEntry.Options = []
    if !onResolved.isEmpty { options.insert(.resolvedHooks) }
    if live != nil { options.insert(.live) }
    if actor != nil { options.insert(.actor) }
    if decorators.isEmpty { return options }
    options.insert(.decorated)
    if decorators.contains(where: { $0.needsMainActor }) { options.insert(.mainActor) }
    return options
  }

  /// What an entry of `scope` starts with: nil (no extras) unless the scope is custom.
  @inline(__always) static func forScope(_ scope: Scope) -> RegistrationDetails? {
    scope.kind == .custom ? RegistrationDetails(customScope: scope) : nil
  }

  /// What an entry of `scope` isolated to `actor` (nil: the main actor or none) starts with.
  @inline(__always) static func forScope(_ scope: Scope, actor: (any Actor)?) -> RegistrationDetails? {
    guard let actor else { return forScope(scope) }
    return RegistrationDetails(customScope: scope.kind == .custom ? scope : nil, actor: actor)
  }

  /// A copy with some fields changed.
  func with(
    replacedSites: [CallSite]? = nil, isOverride: Bool? = nil, onResolved: [ResolvedHook]? = nil,
    onReset: [@Sendable (AnyObject) -> Void]? = nil, verification: VerificationPlan? = nil,
    decorators: [Decorator]? = nil, element: CollectionElement? = nil, live: LiveMark? = nil
  ) -> RegistrationDetails {
    RegistrationDetails(
      customScope: customScope, declaredDependencies: declaredDependencies,
      replacedSites: replacedSites ?? self.replacedSites, isOverride: isOverride ?? self.isOverride,
      onResolved: onResolved ?? self.onResolved, onReset: onReset ?? self.onReset,
      verification: verification ?? self.verification, decorators: decorators ?? self.decorators,
      element: element ?? self.element, live: live ?? self.live, actor: actor, refusedScope: refusedScope)
  }
}

/// A registration marked live: what it reaches (the network, the disk, the clock) and where it
/// was marked.
struct LiveMark: Sendable {
  let reaches: String
  let site: CallSite
}

/// What a registration told `verify()` about itself.
enum VerificationPlan: Sendable {
  /// Dry-run with these arguments: a `SampleArguments<Arguments>` of the registration's types.
  case samples(any AnyObject & Sendable, site: CallSite)
  /// Not checked, for the reason given (`skipVerification(because:)`).
  case skipped(reason: String, site: CallSite)
}

/// Sample runtime arguments for a registration's dry run, made when verification runs.
final class SampleArguments<Arguments>: Sendable {
  let make: @Sendable () -> Arguments

  init(_ make: @escaping @Sendable () -> Arguments) { self.make = make }
}

/// An `onResolved` callback: where it was attached, and its body, which receives the
/// instance's `ValueBox`.
struct ResolvedHook: Sendable {
  let site: CallSite
  let body: @Sendable (any Resolver, AnyObject) throws -> Void
}

/// A parameter an autowired initializer takes, known without running it.
struct DeclaredDependency: Sendable {
  let type: Any.Type
  let key: DependencyKey
}

// MARK: - Closure registrations

/// A registration whose factory is a closure: `add { Leaf() }`, `add { r in … }`,
/// `add(T.self) { (r, item: Item) in … }`, and the same forms of `addToCollection` — the common
/// kind, kept in the entry itself (`factory`, with `Options.closure`), no body beside it.
///
/// Not generic, unlike the bodies of the other kinds: each type a generic class is used with gets
/// its own runtime metadata, kept for the life of the process, and an app
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
