/// One registration as stored in a container's registry.
///
/// Entries are type-erased (values travel as `Any`) so the resolution engine is plain,
/// non-generic code: generic code compiled in a library and called from another module pays
/// a runtime metadata lookup for every generic type it touches, on every call. The typed
/// closures are built once, at registration, by the generic `add` methods.
///
/// Entries are immutable: a `Registration` modifier replaces the entry with a modified copy
/// that shares the same instance cache, so readers never see a half-updated registration.
final class Entry: Sendable {
  let key: DependencyKey
  let service: Any.Type
  let arguments: Any.Type
  let scope: Scope
  let site: CallSite
  let traits: Traits
  let producer: Producer
  let hooks: Hooks
  /// Instances of cached scopes (`singleton`, `weak`, `custom`); nil otherwise.
  let cache: InstanceCache?
  /// Instances of cached scopes for async factories.
  let asyncCache: AsyncInstanceCache?

  // Facts the hot path asks on every resolve, computed once.
  /// The synchronous factory, if this is one.
  let make: (@Sendable (ResolutionContext?, Any) throws -> Any)?
  /// The factory takes a `Resolver`, so it needs a context (and a session).
  let usesResolver: Bool
  let isGraphScoped: Bool
  let isCacheScoped: Bool
  let needsMainThread: Bool
  let hasResolvedHooks: Bool

  /// How the entry makes a value.
  enum Producer: Sendable {
    /// A synchronous factory. `usesResolver == false` factories get no context (and cost none).
    case factory(usesResolver: Bool, make: @Sendable (ResolutionContext?, Any) throws -> Any)
    /// An async factory: only `resolveAsync` can run it.
    case asyncFactory(make: @Sendable (ResolutionContext) async throws -> Any)
    /// Type forwarding (`implements`): resolve `target`, then cast with `cast`.
    case forward(target: DependencyKey, targetService: Any.Type, cast: @Sendable (Any) -> Any?)
  }

  /// What, beyond its factory, a registration declares about itself.
  struct Traits: Sendable {
    /// The factory must run on the main actor.
    var mainActor = false
    /// Parameter types an autowired initializer resolves, for static verification.
    var declaredDependencies: [DeclaredDependency]? = nil
    /// Where earlier registrations of the same key were made (replaced by this one).
    var replacedSites: [CallSite] = []
    /// The registration may replace an earlier one silently (tests, previews).
    var isOverride = false
    /// The factory is `async`: only `resolveAsync` can build it.
    var async = false
  }

  /// Callbacks attached with `onResolved` and `onReset`, type-erased.
  struct Hooks: Sendable {
    var onResolved: [@Sendable (any Resolver, Any) throws -> Void] = []
    var onReset: [@Sendable (Any) -> Void] = []
  }

  init(
    key: DependencyKey, service: Any.Type, arguments: Any.Type, scope: Scope, site: CallSite, traits: Traits,
    producer: Producer, hooks: Hooks = Hooks(), cache: InstanceCache?, asyncCache: AsyncInstanceCache?
  ) {
    self.key = key
    self.service = service
    self.arguments = arguments
    self.scope = scope
    self.site = site
    self.traits = traits
    self.producer = producer
    self.hooks = hooks
    self.cache = cache
    self.asyncCache = asyncCache
    if case .factory(let resolver, let make) = producer {
      self.make = make
      self.usesResolver = resolver
    } else {
      self.make = nil
      self.usesResolver = true
    }
    self.isGraphScoped = scope.kind == .graph
    self.isCacheScoped = scope.isCached
    self.needsMainThread = traits.mainActor
    self.hasResolvedHooks = !hooks.onResolved.isEmpty
  }

  /// A new entry with the caches its scope needs.
  convenience init(
    key: DependencyKey, service: Any.Type, arguments: Any.Type, scope: Scope, site: CallSite, traits: Traits,
    producer: Producer
  ) {
    let isAsync: Bool
    if case .asyncFactory = producer { isAsync = true } else { isAsync = false }
    let isForward: Bool
    if case .forward = producer { isForward = true } else { isForward = false }
    self.init(
      key: key, service: service, arguments: arguments, scope: scope, site: site, traits: traits, producer: producer,
      cache: !isAsync && !isForward && scope.isCached ? InstanceCache(weakly: scope == .weak) : nil,
      asyncCache: isAsync && scope.isCached && scope != .weak ? AsyncInstanceCache() : nil)
  }

  /// A copy with different traits, sharing caches.
  func with(traits: Traits) -> Entry {
    Entry(
      key: key, service: service, arguments: arguments, scope: scope, site: site, traits: traits, producer: producer,
      hooks: hooks, cache: cache, asyncCache: asyncCache)
  }

  /// A copy with different hooks, sharing caches.
  func with(hooks: Hooks) -> Entry {
    Entry(
      key: key, service: service, arguments: arguments, scope: scope, site: site, traits: traits, producer: producer,
      hooks: hooks, cache: cache, asyncCache: asyncCache)
  }

  /// A stand-in used only to word an error about a key that has no entry.
  static func placeholder(for type: Any.Type, key: DependencyKey) -> Entry {
    Entry(
      key: key, service: type, arguments: Void.self, scope: .transient, site: CallSite(file: "<unknown>", line: 0),
      traits: Traits(), producer: .factory(usesResolver: false, make: { _, _ in () }))
  }

  /// `Service (name: "x")` — how the key appears in paths and listings.
  var displayName: String { Diagnostics.describe(service, name: key.name, arguments: arguments) }

  /// Builds or fetches an instance.
  func resolveAny(
    owner: Dependencies, start: Dependencies, parent: ResolutionContext?, session: Session?, arguments: Any
  )
    throws(ResolutionError) -> Any
  {
    try Resolution.resolve(self, owner: owner, start: start, parent: parent, session: session, arguments: arguments)
  }

  /// Builds or fetches an instance, running async factories too.
  func resolveAnyAsync(
    owner: Dependencies, start: Dependencies, parent: ResolutionContext?, session: Session,
    arguments: Any, isolation: isolated (any Actor)?
  ) async throws(ResolutionError) -> Any {
    try await Resolution.resolveAsync(
      self, owner: owner, start: start, parent: parent, session: session, arguments: arguments,
      isolation: isolation)
  }

  /// Drops cached instances and returns the `onReset` calls to make, outside any lock.
  func dropCachedInstances() -> [() -> Void] {
    let dropped = (cache?.removeAll() ?? []) + (asyncCache?.removeAll().map { [$0] } ?? [])
    let resets = hooks.onReset
    guard !resets.isEmpty else { return [] }
    return dropped.flatMap { value in resets.map { reset in { reset(value) } } }
  }
}

/// A parameter an autowired initializer takes, known without running it.
struct DeclaredDependency: Sendable {
  let type: Any.Type
  let key: DependencyKey
}
