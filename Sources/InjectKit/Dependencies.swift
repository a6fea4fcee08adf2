/// A container of registrations: composers add factories to it at launch, and the app
/// resolves instances from it.
///
/// ```swift
/// struct HomeComposer: Composer {
///   func register() {
///     Dependencies.root.add({ HomePresenter() as HomePresenterDelegate })
///     Dependencies.root.add(Analytics.self, scope: .singleton) { _ in ConsoleAnalytics() }
///   }
/// }
///
/// RootComposer().register()
/// let presenter: HomePresenterDelegate = Dependencies.root.resolve()
/// ```
///
/// Every method may be called from any thread at any time. A child container made with
/// `init(parent:)` sees its parent's registrations; its own never leak upward.
public final class Dependencies: Sendable {
  /// The container whose registrations this one falls back to.
  public let parent: Dependencies?
  /// The name diagnostics use for this container.
  public var label: String {
    // Made when asked for (diagnostics only): a child's "child of …" cost every container an
    // interpolated string.
    if let customLabel { return "\"\(customLabel)\"" }
    return parent.map { "child of \($0.label)" } ?? "#\(number)"
  }
  /// The label given to `init`, if any.
  private let customLabel: String?
  /// A container without a parent or a label: its place among those, for `label`.
  private let number: Int
  let registry = Registry()
  /// This container's own instances of its parents' cached registrations: those whose graph
  /// reaches a key it (or a container between it and theirs) registers (`Overrides.swift`).
  var ownInstances: OwnInstances { registry.ownInstances }

  /// Creates an empty container.
  ///
  /// - Parameters:
  ///   - parent: A container whose registrations this one can resolve.
  ///   - label: A name for diagnostics; defaults to a description of the container's place.
  public init(parent: Dependencies? = nil, label: String? = nil) {
    self.parent = parent
    self.customLabel = label
    self.number = label == nil && parent == nil ? Self.nextNumber() : 0
  }

  deinit {
    // A resolver kept past its factory holds the container weakly: from here on it fails with
    // `containerReleased`, and one resolving now holds it strongly, so nothing waits here.
    // The container going away drops its cached instances: give `onReset` hooks their turn.
    dropAllCachedInstances().runResets()
  }

  /// Empties every cache of this container, its own instances of its parents' registrations too.
  func dropAllCachedInstances() -> DroppedInstances {
    var dropped = DroppedInstances()
    for entry in registry.made { dropped.append(entry.dropCachedInstances()) }
    if let own = registry.ownInstancesIfMade { dropped.append(own.drop { _ in true }) }
    return dropped
  }

  /// Whether a registration exists for the type and name, here or in a parent.
  ///
  /// - Parameters:
  ///   - type: The registered service type.
  ///   - name: The registration's name, or nil for the unnamed one.
  /// - Returns: True when `resolve(type, name: name)` would find a registration (decorators
  ///   waiting for one do not count).
  public func isRegistered<T>(_ type: T.Type, name: String? = nil) -> Bool {
    lookup(DependencyKey(T.self, name: name)).map { !$0.entry.isPlaceholder } ?? false
  }

  /// Drops the cached instances of `scope` held by this container and runs their `onReset` hooks.
  ///
  /// The next resolve builds a new instance. Use it for `.custom("session")` at logout, or
  /// `.singleton` between tests. Child containers' caches are their own. An instance dropped
  /// here that something else keeps alive is listed by ``survivors(of:)``.
  ///
  /// A custom scope that no registration of this container or its parents uses (a typo:
  /// `.custom("Session")` for `.custom("session")`) resets nothing: that is a
  /// ``RegistrationWarning`` naming the custom scopes in use.
  ///
  /// - Parameters:
  ///   - scope: The scope to empty; `.transient` and `.graph` cache nothing here.
  ///   - file: The caller, named in the warning. Leave the default.
  ///   - line: The caller's line. Leave the default.
  public func reset(_ scope: Scope, file: StaticString = #fileID, line: UInt = #line) {
    if scope.kind == .custom, !visibleEntries.contains(where: { $0.scope == scope }) {
      Diagnostics.resetOfUnusedScope(scope, in: self, site: CallSite(file: file, line: line))
    }
    var dropped = DroppedInstances()
    for entry in registry.all where entry.flags.scopeRaw == scope.kind.rawValue && entry.scope == scope {
      dropped.append(entry.dropCachedInstances())
    }
    if let own = registry.ownInstancesIfMade { dropped.append(own.drop { $0.scope == scope }) }
    // Remembered weakly before the hooks run and the boxes go: `survivors(of:)`.
    rememberResetInstances(dropped.boxes, of: scope)
    dropped.runResets()
  }

  private static let counter = Protected(0)
  private static func nextNumber() -> Int {
    counter.withLock { value in
      value += 1
      return value
    }
  }
}

extension Dependencies {
  /// `scope`, or, for `.inherited`, the scope of the registration of `key` this one replaces here
  /// or overrides in a parent, else `.transient` (`Scope.inherited`).
  ///
  /// - Parameter hash: The key's `quickHash` cut to 32 bits, when the caller has it.
  func effectiveScope(_ scope: Scope, for key: DependencyKey, hash: UInt32? = nil) -> Scope {
    guard scope.isInherited else { return scope }
    let hash = hash ?? UInt32(truncatingIfNeeded: key.quickHash)
    var container: Dependencies? = self
    while let current = container {
      if let scope = current.registry.scopeOfRegistration(for: key, hash: hash) { return scope }
      container = current.parent
    }
    return .transient
  }

  /// This container's entry for `key`, or the nearest parent's, with the container that holds it.
  @inline(__always)
  func lookup(_ key: DependencyKey) -> Found? {
    let hash = key.quickHash
    if let entry = registry.entry(for: key, hash: hash) { return Found(entry: entry, owner: self) }
    return lookupPastOwnEntries(key, hash: hash)
  }

  /// `lookup` once this container's registry has missed: the parents'.
  func lookupPastOwnEntries(_ key: DependencyKey, hash: Int) -> Found? {
    parent == nil ? nil : lookupInParents(key, hash: hash)
  }

  func lookupInParents(_ key: DependencyKey, hash: Int) -> Found? {
    parent?.lookupHereOrInParents(key, hash: hash)
  }

  /// `lookup` past the quick hash: recursive, so each parent is reached through its child's `let`,
  /// borrowed, not bound to a variable (a retain, and a release, of every container on the way).
  private func lookupHereOrInParents(_ key: DependencyKey, hash: Int) -> Found? {
    if let entry = registry.entry(for: key, hash: hash) { return Found(entry: entry, owner: self) }
    return parent?.lookupHereOrInParents(key, hash: hash)
  }

  /// Whether this container or a parent registers `type`, under any name and arguments.
  func registersType(_ type: Any.Type) -> Bool {
    var next: Dependencies? = self
    while let container = next {
      if container.registry.holdsType(ObjectIdentifier(type)) { return true }
      next = container.parent
    }
    return false
  }

  /// The object of type `T` a skin keeps with this container for as long as it lives (InjectKitSwinject's
  /// state of the `Container`s over it), or nil if none is attached.
  package func attachment<T: AnyObject & Sendable>(as type: T.Type) -> T? {
    registry.attachment.map { $0 as! T }
  }

  /// The object a skin keeps with this container: the one attached already, or else `make()`,
  /// attached now. Only one skin attaches to a container, always objects of one type.
  package func attachment<T: AnyObject & Sendable>(orAttach make: () -> T) -> T {
    registry.attach(make) as! T
  }

  /// Keeps `registration`, for `type`, `name` and runtime `arguments` (`Void` for none), to be
  /// added (`DeferredRegistration.addDeferred`) when something first reads this container's
  /// registrations: a lookup that misses here, a listing, `verify()`, `seal()`, a change. For a
  /// skin whose registrations the engine may never be asked about (InjectKitSwinject's
  /// `register`), so that a launch does not pay for them twice. Returns false, keeping nothing,
  /// when this container has an entry for the key already (the caller then adds at once: a
  /// lookup would find the old entry meanwhile).
  package func deferRegistration(
    of type: Any.Type, name: String?, arguments: Any.Type, _ registration: any DeferredRegistration
  ) -> Bool {
    registry.deferRegistration(of: type, name: name, arguments: arguments, registration)
  }

  /// Whether this container, or a parent of it below `owner`, has registered anything: then a
  /// cached instance of `owner`'s may have been built from something they override.
  @inline(__always)
  func registersKeys(below owner: Dependencies) -> Bool {
    if registry.typeBits != 0 { return true }
    return parent?.registersKeysHere(below: owner) ?? false
  }

  /// `registersKeys(below:)` from this parent up, recursive for the reason `lookupHereOrInParents` is.
  private func registersKeysHere(below owner: Dependencies) -> Bool {
    guard self !== owner else { return false }
    if registry.typeBits != 0 { return true }
    return parent?.registersKeysHere(below: owner) ?? false
  }

  /// Every registration this container can resolve, its own first (decorator placeholders
  /// and collection indexes are not registrations).
  var visibleEntries: [RegistryEntry] {
    var entries = registry.all
    var ancestor = parent
    while let current = ancestor {
      entries += current.registry.all
      ancestor = current.parent
    }
    return entries.filter(\.isRegistration)
  }
}
