/// One registration as stored in a container's registry.
///
/// Entries are immutable: a `Registration` modifier replaces the entry with a modified copy
/// that shares the same instance cache, so readers never see a half-updated registration.
class Entry: @unchecked Sendable {
  // Safety: every stored property of `Entry` and its subclasses is a `let` of a Sendable type
  // (metatypes and `@Sendable` closures included), so instances are immutable after `init`.
  let key: DependencyKey
  let service: Any.Type
  let arguments: Any.Type
  let scope: Scope
  let site: CallSite
  let traits: Traits

  /// What, beyond its factory, a registration declares about itself.
  struct Traits: Sendable {
    /// The factory must run on the main actor.
    var mainActor = false
    /// The factory is `async`: only `resolveAsync` can build it.
    var async = false
    /// Parameter types an autowired initializer resolves, for static verification.
    var declaredDependencies: [DeclaredDependency]? = nil
    /// Where earlier registrations of the same key were made (replaced by this one).
    var replacedSites: [CallSite] = []
    /// Protocols this registration is also resolvable as (`implements`).
    var forwardedTypes: [Any.Type] = []
    /// The registration may replace an earlier one silently (tests, previews).
    var isOverride = false
  }

  init(key: DependencyKey, service: Any.Type, arguments: Any.Type, scope: Scope, site: CallSite, traits: Traits) {
    self.key = key
    self.service = service
    self.arguments = arguments
    self.scope = scope
    self.site = site
    self.traits = traits
  }

  /// `Service (name: "x")` — how the key appears in paths and listings.
  var displayName: String { Diagnostics.describe(service, name: key.name, arguments: arguments) }

  /// Builds or fetches an instance with type-erased arguments (forwarding and adapters).
  func resolveAny(owner: Dependencies, start: Dependencies, parent: ResolutionContext?, session: Session?, arguments: Any)
    throws(ResolutionError) -> Any
  { preconditionFailure("abstract") }

  /// Async counterpart of `resolveAny`.
  func resolveAnyAsync(owner: Dependencies, start: Dependencies, parent: ResolutionContext?, session: Session, arguments: Any)
    async throws(ResolutionError) -> Any
  { try resolveAny(owner: owner, start: start, parent: parent, session: session, arguments: arguments) }

  /// Drops cached instances and returns the `onReset` calls to make, outside any lock.
  func dropCachedInstances() -> [() -> Void] { [] }

  /// A copy with different traits, sharing caches and hooks.
  func with(traits: Traits) -> Entry { preconditionFailure("abstract") }
}

/// A parameter an autowired initializer takes, known without running it.
struct DeclaredDependency: Sendable {
  let type: Any.Type
  let key: DependencyKey
}

/// An entry that produces values of `T`, with the hooks `Registration<T>` attaches.
class TypedEntry<T>: Entry, @unchecked Sendable {
  // Safety: as for `Entry`, all stored properties are immutable and Sendable.
  let cache: InstanceCache<T>?
  let hooks: Hooks

  /// Callbacks attached with `onResolved` and `onReset`.
  struct Hooks: Sendable {
    var onResolved: [@Sendable (any Resolver, T) throws -> Void] = []
    var onReset: [@Sendable (T) -> Void] = []
  }

  init(key: DependencyKey, service: Any.Type, arguments: Any.Type, scope: Scope, site: CallSite, traits: Traits,
       cache: InstanceCache<T>?, hooks: Hooks) {
    self.cache = cache
    self.hooks = hooks
    super.init(key: key, service: service, arguments: arguments, scope: scope, site: site, traits: traits)
  }

  /// A copy with different hooks, sharing the cache.
  func with(hooks: Hooks) -> TypedEntry<T> { preconditionFailure("abstract") }

  override func dropCachedInstances() -> [() -> Void] {
    guard let cache else { return [] }
    let dropped = cache.removeAll()
    let resets = hooks.onReset
    guard !resets.isEmpty else { return [] }
    return dropped.flatMap { value in resets.map { reset in { reset(value) } } }
  }
}

/// A synchronous factory taking runtime arguments of type `Arguments` (`Void` for none).
final class FactoryEntry<T, Arguments>: TypedEntry<T>, @unchecked Sendable {
  // Safety: as for `Entry`, all stored properties are immutable and Sendable.
  let factory: @Sendable (ResolutionContext, Arguments) throws -> T

  init(key: DependencyKey, scope: Scope, site: CallSite, traits: Traits, cache: InstanceCache<T>?, hooks: Hooks,
       factory: @escaping @Sendable (ResolutionContext, Arguments) throws -> T) {
    self.factory = factory
    super.init(key: key, service: T.self, arguments: Arguments.self, scope: scope, site: site, traits: traits,
               cache: cache, hooks: hooks)
  }

  convenience init(key: DependencyKey, scope: Scope, site: CallSite, traits: Traits = Traits(),
                   factory: @escaping @Sendable (ResolutionContext, Arguments) throws -> T) {
    self.init(key: key, scope: scope, site: site, traits: traits, cache: InstanceCache<T>.make(for: scope),
              hooks: Hooks(), factory: factory)
  }

  override func with(hooks: Hooks) -> TypedEntry<T> {
    FactoryEntry(key: key, scope: scope, site: site, traits: traits, cache: cache, hooks: hooks, factory: factory)
  }

  override func with(traits: Traits) -> Entry {
    FactoryEntry(key: key, scope: scope, site: site, traits: traits, cache: cache, hooks: hooks, factory: factory)
  }

  override func resolveAny(owner: Dependencies, start: Dependencies, parent: ResolutionContext?, session: Session?,
                           arguments: Any) throws(ResolutionError) -> Any {
    guard let typed = arguments as? Arguments else {
      throw Diagnostics.argumentMismatch(self, calledWith: type(of: arguments), container: start, parent: parent)
    }
    return try Resolution.resolve(self, owner: owner, start: start, parent: parent, session: session, arguments: typed)
  }
}

/// Makes a registration resolvable as another type `P` by resolving its target key and casting.
final class ForwardEntry<P>: Entry, @unchecked Sendable {
  // Safety: as for `Entry`, all stored properties are immutable and Sendable.
  let target: DependencyKey
  let targetService: Any.Type

  init(key: DependencyKey, arguments: Any.Type, site: CallSite, target: DependencyKey, targetService: Any.Type,
       scope: Scope) {
    self.target = target
    self.targetService = targetService
    super.init(key: key, service: P.self, arguments: arguments, scope: scope, site: site, traits: Traits())
  }

  override func with(traits: Traits) -> Entry {
    ForwardEntry(key: key, arguments: arguments, site: site, target: target, targetService: targetService, scope: scope)
  }

  override func resolveAny(owner: Dependencies, start: Dependencies, parent: ResolutionContext?, session: Session?,
                           arguments: Any) throws(ResolutionError) -> Any {
    guard let (entry, entryOwner) = owner.lookup(target) else {
      throw Diagnostics.notRegistered(targetService, arguments: self.arguments, name: target.name, container: start,
                                      parent: parent)
    }
    let value = try entry.resolveAny(owner: entryOwner, start: start, parent: parent, session: session,
                                     arguments: arguments)
    return try cast(value, parent: parent, start: start)
  }

  override func resolveAnyAsync(owner: Dependencies, start: Dependencies, parent: ResolutionContext?, session: Session,
                                arguments: Any) async throws(ResolutionError) -> Any {
    guard let (entry, entryOwner) = owner.lookup(target) else {
      throw Diagnostics.notRegistered(targetService, arguments: self.arguments, name: target.name, container: start,
                                      parent: parent)
    }
    let value = try await entry.resolveAnyAsync(owner: entryOwner, start: start, parent: parent, session: session,
                                                arguments: arguments)
    return try cast(value, parent: parent, start: start)
  }

  private func cast(_ value: Any, parent: ResolutionContext?, start: Dependencies) throws(ResolutionError) -> P {
    guard let forwarded = value as? P else {
      throw Diagnostics.typeMismatch(self, instance: type(of: value), container: start, parent: parent)
    }
    return forwarded
  }
}
