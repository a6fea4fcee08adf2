extension Dependencies {
  /// Registers a factory that must run on an actor other than the main actor: a global actor of
  /// yours, such as a `@DatabaseActor` that owns a database connection.
  ///
  /// ```swift
  /// @globalActor actor DatabaseActor { static let shared = DatabaseActor() }
  ///
  /// deps.add(Store.self, scope: .singleton, isolation: DatabaseActor.shared) { @DatabaseActor r in
  ///   Store(connection: try r.resolve())
  /// }
  /// @DatabaseActor func load() { let store = deps.resolve(Store.self) … }  // on DatabaseActor: fine
  /// ```
  ///
  /// Resolving it from code isolated to that actor is a plain synchronous call: `resolve` and
  /// `tryResolve` take the caller's `#isolation`, which proves where it runs. Resolving it from
  /// anywhere else fails with `isolationViolation` (a trap for `resolve`); `@Inject` carries no
  /// isolation, so it cannot resolve it. A closure written in code isolated to the actor (a
  /// `@DatabaseActor` composer) needs no `isolation:`: `add({ … })` registers it isolated already.
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - isolation: The actor the factory runs on, such as `DatabaseActor.shared`.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds the instance on `isolation`: nonisolated, or isolated to that actor
  ///     (`{ @DatabaseActor r in … }`).
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func add<T>(
    _ type: T.Type, name: String? = nil, scope: Scope = .inherited, isolation: any Actor,
    file: StaticString = #fileID, line: UInt = #line,
    _ factory: @escaping @Sendable @isolated(any) (any Resolver) throws -> T
  ) -> Registration<T> {
    let site = CallSite(file: file, line: line)
    Self.requireSameActor(factory.isolation, as: isolation, type: T.self, site: site)
    // Safety: see `isolationOptions`; the entry is isolated to `isolation`, which is the closure's
    // own actor or, for a nonisolated closure, an actor it may run on like any other.
    let make = withoutIsolation(factory)
    let entry = RegistryEntry.resolving(
      key: DependencyKey(T.self, name: name), site: site,
      scope: effectiveScope(scope, for: DependencyKey(T.self, name: name)), isolation: FactoryIsolation(isolation),
      make: make)
    store(entry)
    return Registration(container: self, entry: entry)
  }

  /// Registers a factory that needs no dependencies and must run on `isolation`.
  ///
  /// ```swift
  /// deps.add(Store.self, isolation: DatabaseActor.shared) { @DatabaseActor in Store() }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - isolation: The actor the factory runs on, such as `DatabaseActor.shared`.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds the instance on `isolation`; may throw.
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func add<T>(
    _ type: T.Type, name: String? = nil, scope: Scope = .inherited, isolation: any Actor,
    file: StaticString = #fileID, line: UInt = #line, _ factory: @escaping @Sendable @isolated(any) () throws -> T
  ) -> Registration<T> {
    let site = CallSite(file: file, line: line)
    Self.requireSameActor(factory.isolation, as: isolation, type: T.self, site: site)
    // Safety: as in the form above.
    let make = withoutIsolation(factory)
    let entry = RegistryEntry.plain(
      key: DependencyKey(T.self, name: name), site: site,
      scope: effectiveScope(scope, for: DependencyKey(T.self, name: name)), isolation: FactoryIsolation(isolation),
      make: make)
    store(entry)
    return Registration(container: self, entry: entry)
  }

  /// Registers a factory that runs isolated to an actor instance, which it receives.
  ///
  /// ```swift
  /// actor ImageCache { var images: [URL: Image] = [:] }
  /// let cache = ImageCache()
  /// deps.add(Thumbnailer.self, isolation: cache) { cache, r in Thumbnailer(cache: cache) }
  /// extension ImageCache { func thumbnailer() -> Thumbnailer { deps.resolve() } }  // isolated to it: fine
  /// ```
  ///
  /// Resolving it from that actor's methods (or a function taking it as an `isolated`
  /// parameter) is a plain call; from anywhere else it fails with `isolationViolation`.
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - isolation: The actor the factory runs on.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds the instance, isolated to the actor it receives.
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func add<T, A: Actor>(
    _ type: T.Type, name: String? = nil, scope: Scope = .inherited, isolation: A, file: StaticString = #fileID,
    line: UInt = #line, _ factory: @escaping @Sendable (isolated A, any Resolver) throws -> T
  ) -> Registration<T> {
    // The pipeline calls `make` only once `Isolation.holds` has found the caller isolated to
    // `isolation` (step 5 of `Resolution`), which is what `isolated A` promised.
    let unisolated = ActorParameterFactory(call: factory).withoutIsolation.call
    let make: @Sendable (any Resolver) throws -> T = { r in try unisolated(isolation, r) }
    let entry = RegistryEntry.resolving(
      key: DependencyKey(T.self, name: name), site: CallSite(file: file, line: line),
      scope: effectiveScope(scope, for: DependencyKey(T.self, name: name)),
      isolation: FactoryIsolation(isolation), make: make)
    store(entry)
    return Registration(container: self, entry: entry)
  }

  /// Stops at registration when a factory is isolated to another actor than `isolation` says:
  /// it could never run. Not a resolve-time error, so in every build configuration.
  private static func requireSameActor(_ own: (any Actor)?, as isolation: any Actor, type: Any.Type, site: CallSite) {
    guard let own, own !== isolation else { return }
    fatalError(
      """
      InjectKit: the factory for \(String(describing: type)) registered at \(site) is isolated to \
      \(String(describing: Swift.type(of: own))), but `isolation:` says \(String(describing: Swift.type(of: isolation))). \
      To fix: pass the factory's own actor as `isolation:`, or write the closure for that actor.
      """)
  }
}
