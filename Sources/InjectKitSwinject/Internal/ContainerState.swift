@_spi(InjectKitSkins) import InjectKit

/// Everything a `Container` knows beyond its backing `Dependencies`: its Swinject-style
/// registrations, behaviors, and the object graph being built.
///
/// Kept apart from `Container`, attached to the `Dependencies` (which holds it strongly while it
/// holds the `Dependencies` only weakly: no retain cycle), so a registration made through a
/// short-lived `Container(dependencies: .root)` keeps working after the `Container` is gone.
// Its mutable state lives in `fields`, under `SwinjectLock.shared`; the `let`s are immutable.
final class ContainerState: Sendable {
  let parent: ContainerState?
  let defaultObjectScope: ObjectScope
  private let fields: Guarded<Fields>

  private struct Fields {
    weak var liveHandle: Container?
    var services = ServiceTable()
    var behaviors: [any Behavior] = []
    /// Keys dropped by `removeAll()` whose stale engine registrations must not count.
    var removedKeys: [ServiceKey] = []
    /// Recent lookups of this state's `entry(for:)`, valid until any registration changes; made
    /// on first use: most containers repeat few lookups, or none (see `found`).
    var lookupCache: LookupCache?
    /// One bit per (service, arguments) pair looked up past the cache (64 bits): the cache
    /// remembers a lookup only when its bit was set already, so a lookup made once (as every
    /// lookup of a launch, and of a screen's short-lived child container) fills no slot and
    /// makes no cache.
    var seenLookups: UInt64 = 0
    /// What the resolve in progress has built.
    var graph = GraphState()
  }

  /// The `Dependencies` this state belongs to, while it lives.
  ///
  /// Weak: the `Dependencies` holds this state (see the type's comment). Immutable, so read
  /// without `SwinjectLock`: the engine's registry asks for it while holding its own lock
  /// (`ServiceEntry.addDeferred`), and a resolve holding `SwinjectLock` may be waiting for that
  /// lock (an ABBA deadlock, seen in Tests/Fixtures/SwinjectApp).
  weak let dependencies: Dependencies?

  /// This state's registrations, a copy (to list them).
  var services: ServiceTable { fields.withLock { $0.services } }

  /// The behaviors told about registrations.
  var behaviors: [any Behavior] { fields.withLock { $0.behaviors } }

  /// Adds a behavior told about registrations from now on.
  func addBehavior(_ behavior: any Behavior) { fields.withLock { $0.behaviors.append(behavior) } }

  /// Whether `removeAll()` dropped `key` (and no registration brought it back).
  func wasRemoved(_ key: ServiceKey) -> Bool { fields.withLock { $0.removedKeys.contains(key) } }

  /// Drops every registration of this state, remembering their keys as removed; returns them.
  func removeAllServices() -> ServiceTable {
    fields.withLock { fields in
      let removed = fields.services
      for item in removed where !fields.removedKeys.contains(item.key) { fields.removedKeys.append(item.key) }
      fields.services.removeAll()
      fields.lookupCache?.clear()
      return removed
    }
  }

  /// The entry the cache remembers for these identities and name.
  /// The lock is held (`held`).
  func cachedEntry(
    _ ids: (Int, Int), name: String?, _ held: borrowing RecursiveLock.Held
  ) -> (any ServiceEntryProtocol)? {
    let generation = LookupCache.generation(held)
    return fields.withLock(held) { $0.lookupCache?.entry(ids, name: name, generation: generation) }
  }

  /// Remembers `entry` in the cache as what these identities and name find.
  /// The lock is held (`held`).
  func remember(
    _ entry: any ServiceEntryProtocol, _ ids: (Int, Int), name: String?, _ held: borrowing RecursiveLock.Held
  ) {
    let generation = LookupCache.generation(held)
    fields.withLock(held) { fields in
      if fields.lookupCache == nil { fields.lookupCache = LookupCache() }
      fields.lookupCache!.remember(entry, ids, name: name, generation: generation)
    }
  }

  /// Remembers `entry` as what these types and name find, if such a lookup was made before (see
  /// `seenLookups`).
  func found<Service, Arguments>(
    _ entry: any ServiceEntryProtocol, _ service: Service.Type, _ arguments: Arguments.Type, name: String?,
    _ held: borrowing RecursiveLock.Held
  ) {
    let ids = LookupCache.ids(Service.self, Arguments.self)
    let bit = UInt64(1) &<< UInt64(((ids.0 >> 4) ^ (ids.0 >> 10) ^ (ids.1 >> 4)) & 63)
    let seen = fields.withLock(held) { fields in
      defer { fields.seenLookups |= bit }
      return fields.seenLookups & bit != 0
    }
    if seen { remember(entry, ids, name: name, held) }
  }

  private struct GraphState {
    var depth = 0
    var current: GraphIdentifier?
    var escaped = false
    var inFlight: [StorageKind] = []
  }

  /// Nesting of resolves in progress here or in a child (Swinject's resolution depth).
  var depth: Int {
    get { fields.withLock { $0.graph.depth } }
    set { fields.withLock { $0.graph.depth = newValue } }
  }
  /// The graph being built; read it through `currentObjectGraph` when it may leave the container.
  var graphInProgress: GraphIdentifier? {
    get { fields.withLock { $0.graph.current } }
    set { fields.withLock { $0.graph.current = newValue } }
  }
  /// Whether the graph's identifier left the container (resolved as `GraphIdentifier`, kept by
  /// a `Lazy`, or given to `withObjectGraph`) since the outermost resolve began: graph storages
  /// then keep their instances weakly for it when it completes.
  var graphEscaped: Bool {
    get { fields.withLock { $0.graph.escaped } }
    set { fields.withLock { $0.graph.escaped = newValue } }
  }

  /// Remembers a storage that stored an instance in the graph being built, to tell it when the
  /// graph completes.
  func storedInGraph(_ kind: StorageKind, _ held: borrowing RecursiveLock.Held) {
    // Room for a screen's graph at once: grown one by one, it was reallocated at 1, 2, 4 and 8.
    fields.withLock(held) { fields in
      if fields.graph.inFlight.capacity == 0 { fields.graph.inFlight.reserveCapacity(16) }
      fields.graph.inFlight.append(kind)
    }
  }

  /// One resolve more in progress here: starts a graph when none is, and returns the graph being
  /// built; nil when resolves are nested `maximumDepth` deep already.
  func enterGraphHere(maximumDepth: Int, _ held: borrowing RecursiveLock.Held) -> GraphIdentifier? {
    fields.withLock(held) { fields in
      if fields.graph.depth == 0, fields.graph.current == nil {
        fields.graph.current = GraphIdentifier.makeLockHeld(held)
      }
      guard fields.graph.depth < maximumDepth else { return nil }
      fields.graph.depth += 1
      return fields.graph.current
    }
  }

  /// One resolve less in progress here; when it was the outermost, returns whether the graph's
  /// identifier escaped (see `graphEscaped`), and the storages must then be told with
  /// `nextStoredInGraph`.
  func leaveGraphHere(_ held: borrowing RecursiveLock.Held) -> Bool? {
    fields.withLock(held) { fields in
      fields.graph.depth -= 1
      return fields.graph.depth == 0 ? fields.graph.escaped : nil
    }
  }

  /// The next storage to tell that the graph completed; nil when all were told, which ends the
  /// graph.
  func nextStoredInGraph(_ held: borrowing RecursiveLock.Held) -> StorageKind? {
    fields.withLock(held) { fields in
      if let kind = fields.graph.inFlight.popLast() { return kind }
      fields.graph.current = nil
      fields.graph.escaped = false
      return nil
    }
  }

  /// The graph being built, for code that may keep it (so its instances stay findable).
  var currentObjectGraph: GraphIdentifier? {
    get {
      if graphInProgress != nil { graphEscaped = true }
      return graphInProgress
    }
    set {
      graphInProgress = newValue
      if newValue != nil { graphEscaped = true }
    }
  }

  init(dependencies: Dependencies, parent: ContainerState?, defaultObjectScope: ObjectScope) {
    fields = guarded(Fields())
    self.dependencies = dependencies
    self.parent = parent
    self.defaultObjectScope = defaultObjectScope
  }

  /// Makes `container` the handle passed to factories, unless a live one exists. Lock held.
  func adopt(_ container: Container) {
    fields.withLock { if $0.liveHandle == nil { $0.liveHandle = container } }
  }

  /// A `Container` for this state: the live one, or a new one while the `Dependencies` lives.
  /// Lock must be held.
  func handle() -> Container? {
    let liveHandle = fields.withLock { $0.liveHandle }
    if let liveHandle { return liveHandle }
    guard let dependencies else { return nil }
    return Container(state: self, dependencies: dependencies, defaultObjectScope: defaultObjectScope)
  }

  /// The entry for `key` here or in the nearest ancestor. Lock must be held.
  func entry(for key: ServiceKey) -> (any ServiceEntryProtocol)? {
    SwinjectLock.shared.withLock { held in entry(for: key, held) }
  }

  /// `entry(for:)`; the lock is held (`held`).
  func entry(for key: ServiceKey, _ held: borrowing RecursiveLock.Held) -> (any ServiceEntryProtocol)? {
    fields.withLock(held) { $0.services[key] } ?? parent?.entry(for: key, held)
  }

  /// Stores `entry` under `type` and `name`, registers it with the engine and tells the
  /// behaviors. Lock must be held.
  ///
  /// - Parameter bindsEngine: False when the caller binds the engine registration itself
  ///   (autoregistration declares its parameters to the engine).
  func add<T, Service>(
    _ entry: ServiceEntry<Service>, as type: T.Type, name: String?, option: (any ServiceKeyOption)? = nil,
    by container: Container, bindsEngine: Bool = true, erased: (any ServiceEntryProtocol)? = nil,
    _ held: borrowing RecursiveLock.Held
  ) {
    let key = ServiceKey(serviceType: T.self, argumentsType: entry.argumentsType, name: name, option: option)
    let (dependencies, behaviors) = fields.withLock(held) { fields in
      // `erased`: the entry as the table keeps it, made by a caller that has `ServiceEntry<Service>`'s
      // metadata at hand (here, generic code would look it up again).
      fields.services.set(erased ?? entry, for: key)
      if !fields.removedKeys.isEmpty { fields.removedKeys.removeAll { $0 == key } }
      return (self.dependencies, fields.behaviors)
    }
    LookupCache.registrationsChanged(held)
    // The engine has no notion of an extension's option: such keys stay Swinject-only.
    if bindsEngine, option == nil, let dependencies {
      // The entry under its own type adds itself when the engine first reads the registrations
      // (`ServiceEntry.addDeferred`): no allocation. Other keys, and keys the engine holds already,
      // go through `bind`.
      if T.self != Service.self
        || !(entry.arguments.engineArguments.map {
          dependencies.deferRegistration(of: T.self, name: name, arguments: $0, entry)
        } ?? false)
      {
        entry.arguments.bind(T.self, name: name, to: entry, state: self, in: dependencies)
      }
    }
    for behavior in behaviors {
      behavior.container(container, didRegisterType: T.self, toService: entry, withName: name)
    }
  }
}

extension ContainerState {
  /// The state of `dependencies` or of its nearest ancestor that has one: each `Dependencies`
  /// keeps its state attached (`Dependencies.attachment`), so every `Container` over the same
  /// `Dependencies` shares registrations, graphs and behaviors, and a new container costs no
  /// insert into a table keyed by container.
  static func nearest(from dependencies: Dependencies?) -> ContainerState? {
    var current = dependencies
    while let candidate = current {
      if let state = candidate.attachment(as: ContainerState.self) { return state }
      current = candidate.parent
    }
    return nil
  }
}
