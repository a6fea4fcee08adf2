import InjectKit

/// Everything a `Container` knows beyond its backing `Dependencies`: its Swinject-style
/// registrations, behaviors, and the object graph being built.
///
/// Kept apart from `Container`, attached to the `Dependencies` (which holds it strongly while it
/// holds the `Dependencies` only weakly: no retain cycle), so a registration made through a
/// short-lived `Container(dependencies: .root)` keeps working after the `Container` is gone.
// Safety: every `var` is only read or written inside
// `SwinjectLock.shared.withLock` (or between its `lock()` and `unlock()`), but for `dependencies`,
// written once, in `init`; the `let`s are immutable.
final class ContainerState: @unchecked Sendable {
  /// A `weak var` written only in `init`: `weak let` (SE-0481) is newer than some of the Swift 6.2
  /// compilers the manifest admits.
  private(set) weak var dependencies: Dependencies?
  let parent: ContainerState?
  let defaultObjectScope: ObjectScope
  private weak var liveHandle: Container?
  // `@exclusivity(unchecked)`: read and written only with the lock held (see above), where a
  // class's stored `var` is otherwise checked for exclusive access at run time (~80 instructions
  // an access, three a registration and one a lookup).
  @exclusivity(unchecked) var services = ServiceTable()
  @exclusivity(unchecked) var behaviors: [any Behavior] = []
  /// Keys dropped by `removeAll()` whose stale engine registrations must not count.
  @exclusivity(unchecked) var removedKeys: [ServiceKey] = []
  /// Recent lookups of this state's `entry(for:)`, valid until any registration changes.
  @exclusivity(unchecked) var lookupCache: LookupCache?
  /// The cache, made on first use: most containers repeat few lookups, or none (see `found`).
  var lookups: LookupCache {
    if let lookupCache { return lookupCache }
    let made = LookupCache()
    lookupCache = made
    return made
  }
  /// One bit per (service, arguments) pair looked up past the cache (64 bits): the cache
  /// remembers a lookup only when its bit was set already, so a lookup made once (as every lookup
  /// of a launch, and of a screen's short-lived child container) fills no slot and makes no cache.
  @exclusivity(unchecked) private var seenLookups: UInt64 = 0

  /// Remembers `entry` as what these types and name find, if such a lookup was made before (see
  /// `seenLookups`). Lock must be held.
  func found<Service, Arguments>(
    _ entry: any ServiceEntryProtocol, _ service: Service.Type, _ arguments: Arguments.Type, name: String?
  ) {
    let service = Int(bitPattern: ObjectIdentifier(Service.self))
    let arguments = Int(bitPattern: ObjectIdentifier(Arguments.self))
    let bit = UInt64(1) &<< UInt64(((service >> 4) ^ (service >> 10) ^ (arguments >> 4)) & 63)
    if seenLookups & bit != 0 {
      lookups.remember(entry, Service.self, Arguments.self, name: name)
    } else {
      seenLookups |= bit
    }
  }
  /// What the resolve in progress has built: read and written on every resolve, under the lock,
  /// so not checked for exclusive access at run time (a class's stored `var` otherwise is).
  @exclusivity(unchecked) private var graphState = GraphState()

  private struct GraphState {
    var depth = 0
    var current: GraphIdentifier?
    var escaped = false
    var inFlight: [StorageKind] = []
  }

  /// Nesting of resolves in progress here or in a child (Swinject's resolution depth).
  var depth: Int {
    get { graphState.depth }
    set { graphState.depth = newValue }
  }
  /// The graph being built; read it through `currentObjectGraph` when it may leave the container.
  var graphInProgress: GraphIdentifier? {
    get { graphState.current }
    set { graphState.current = newValue }
  }
  /// Whether the graph's identifier left the container (resolved as `GraphIdentifier`, kept by
  /// a `Lazy`, or given to `withObjectGraph`) since the outermost resolve began: graph storages
  /// then keep their instances weakly for it when it completes.
  var graphEscaped: Bool {
    get { graphState.escaped }
    set { graphState.escaped = newValue }
  }

  /// Remembers a storage that stored an instance in the graph being built, to tell it when the
  /// graph completes.
  func storedInGraph(_ kind: StorageKind) {
    // Room for a screen's graph at once: grown one by one, it was reallocated at 1, 2, 4 and 8.
    if graphState.inFlight.capacity == 0 { graphState.inFlight.reserveCapacity(16) }
    graphState.inFlight.append(kind)
  }

  /// The next storage to tell that the graph completed, or nil when all were told.
  func nextStoredInGraph() -> StorageKind? {
    graphState.inFlight.popLast()
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
    self.dependencies = dependencies
    self.parent = parent
    self.defaultObjectScope = defaultObjectScope
  }

  /// Makes `container` the handle passed to factories, unless a live one exists. Lock held.
  func adopt(_ container: Container) {
    if liveHandle == nil { liveHandle = container }
  }

  /// A `Container` for this state: the live one, or a new one while the `Dependencies` lives.
  /// Lock must be held.
  func handle() -> Container? {
    if let liveHandle { return liveHandle }
    guard let dependencies else { return nil }
    return Container(state: self, dependencies: dependencies, defaultObjectScope: defaultObjectScope)
  }

  /// The entry for `key` here or in the nearest ancestor. Lock must be held.
  func entry(for key: ServiceKey) -> (any ServiceEntryProtocol)? {
    services[key] ?? parent?.entry(for: key)
  }

  /// Stores `entry` under `type` and `name`, registers it with the engine and tells the
  /// behaviors. Lock must be held.
  ///
  /// - Parameter bindsEngine: False when the caller binds the engine registration itself
  ///   (autoregistration declares its parameters to the engine).
  func add<T, Service>(
    _ entry: ServiceEntry<Service>, as type: T.Type, name: String?, option: (any ServiceKeyOption)? = nil,
    by container: Container, bindsEngine: Bool = true
  ) {
    let key = ServiceKey(serviceType: T.self, argumentsType: entry.argumentsType, name: name, option: option)
    services.set(entry, for: key)
    if !removedKeys.isEmpty { removedKeys.removeAll { $0 == key } }
    LookupCache.registrationsChanged()
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
  /// `Dependencies` shares registrations, graphs and behaviors. (A table keyed by container cost
  /// each new container a dictionary insert, ~9,000 instructions.)
  static func nearest(from dependencies: Dependencies?) -> ContainerState? {
    var current = dependencies
    while let candidate = current {
      if let state = candidate.attachment(as: ContainerState.self) { return state }
      current = candidate.parent
    }
    return nil
  }
}
