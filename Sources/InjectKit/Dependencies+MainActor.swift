extension Dependencies {
  /// Registers a factory that must run on the main actor, such as one building a view
  /// controller or a `@MainActor` presenter.
  ///
  /// ```swift
  /// @MainActor struct HomeComposer: @MainActor Composer {
  ///   func register() {
  ///     Dependencies.root.add(HomeViewDelegate.self, isolation: MainActor.shared) { r in
  ///       HomeViewController(presenter: try r.resolve())
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Resolving it on the main actor is a plain synchronous call. Resolving it anywhere else
  /// fails with `isolationViolation` (a trap for `resolve`): InjectKit never hops actors silently.
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - isolation: `MainActor.shared`; states where the factory runs.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds the instance on the main actor.
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func add<T>(
    _ type: T.Type, name: String? = nil, scope: Scope = .inherited, isolation: MainActor,
    file: StaticString = #fileID, line: UInt = #line,
    _ factory: @escaping @MainActor @Sendable (any Resolver) throws -> T
  ) -> Registration<T> {
    registerOnMainActor(T.self, name: name, scope: scope, site: CallSite(file: file, line: line), factory)
  }

  /// Registers a main-actor factory that needs no dependencies.
  ///
  /// ```swift
  /// Dependencies.root.add(HomeViewDelegate.self, isolation: MainActor.shared) { HomeViewController() }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - isolation: `MainActor.shared`; states where the factory runs.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds the instance on the main actor.
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func add<T>(
    _ type: T.Type, name: String? = nil, scope: Scope = .inherited, isolation: MainActor,
    file: StaticString = #fileID, line: UInt = #line, _ factory: @escaping @MainActor @Sendable () -> T
  ) -> Registration<T> {
    registerOnMainActor(T.self, name: name, scope: scope, site: CallSite(file: file, line: line)) { _ in factory() }
  }

  /// The tutorial's form for main-actor types: the type is inferred from the factory.
  ///
  /// ```swift
  /// Dependencies.root.add(isolation: MainActor.shared) { HomeViewController() as HomeViewDelegate }
  /// ```
  ///
  /// - Parameters:
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - isolation: `MainActor.shared`; states where the factory runs.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds the instance on the main actor.
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func add<T>(
    name: String? = nil, scope: Scope = .inherited, isolation: MainActor, file: StaticString = #fileID,
    line: UInt = #line, _ factory: @escaping @MainActor @Sendable () -> T
  ) -> Registration<T> {
    registerOnMainActor(T.self, name: name, scope: scope, site: CallSite(file: file, line: line)) { _ in factory() }
  }

  /// The inferred form for main-actor factories that resolve their own dependencies.
  ///
  /// ```swift
  /// Dependencies.root.add(isolation: MainActor.shared) { r in
  ///   HomeViewController(presenter: try r.resolve()) as HomeViewDelegate
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - isolation: `MainActor.shared`; states where the factory runs.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds the instance on the main actor from resolved dependencies; may throw.
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func add<T>(
    name: String? = nil, scope: Scope = .inherited, isolation: MainActor, file: StaticString = #fileID,
    line: UInt = #line, _ factory: @escaping @MainActor @Sendable (any Resolver) throws -> T
  ) -> Registration<T> {
    registerOnMainActor(T.self, name: name, scope: scope, site: CallSite(file: file, line: line), factory)
  }

  /// Registers a main-actor factory that takes runtime arguments, such as a `@MainActor`
  /// presenter built for the item the user tapped.
  ///
  /// ```swift
  /// Dependencies.root.add(DetailPresenterDelegate.self, isolation: MainActor.shared) { (r, item: Item) in
  ///   DetailPresenter(item: item, store: try r.resolve())
  /// }
  /// .verifying(with: Item.sample)  // what verify() dry-runs it with
  /// let presenter = Dependencies.root.resolve(DetailPresenterDelegate.self, arguments: item)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - isolation: `MainActor.shared`; states where the factory runs.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds the instance on the main actor from the resolver and the arguments.
  /// - Returns: A handle to chain `verifying(with:)`, `implements`, `onResolved` or `onReset`.
  @discardableResult @_disfavoredOverload
  public func add<T, each A>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, isolation: MainActor,
    file: StaticString = #fileID, line: UInt = #line,
    _ factory: @escaping @MainActor @Sendable (any Resolver, repeat each A) throws -> T
  ) -> ArgumentRegistration<T, (repeat each A)> {
    // A function type with a parameter pack cannot be bit cast: take the arguments as one tuple.
    let packed: @MainActor @Sendable (any Resolver, (repeat each A)) throws -> T = { r, arguments in
      try factory(r, repeat each arguments)
    }
    let registration = storeMainActorFactory(
      T.self, name: name, scope: scope, site: CallSite(file: file, line: line),
      // Called as in `registerOnMainActor(_:name:scope:site:_:)`.
      MainActorFactory1(call: packed).withoutIsolation.call)
    return ArgumentRegistration(registration)
  }

  /// Stores a main-actor factory that takes runtime arguments, already stripped of its
  /// isolation by the caller (see `registerOnMainActor(_:name:scope:site:_:)` for why that is safe).
  func storeMainActorFactory<T, Arguments>(
    _ type: T.Type, name: String?, scope: Scope, site: CallSite,
    _ unisolated: @escaping @Sendable (any Resolver, Arguments) throws -> T
  ) -> Registration<T> {
    let key = DependencyKey(T.self, arguments: Arguments.self, name: name)
    let entry = RegistryEntry.taking(key: key, site: site, scope: scope, isolation: .mainActor, make: unisolated)
    store(entry)
    if let refused = entry.someExtras?.refusedScope { Diagnostics.cachedScopeWithArguments(entry, refused, in: self) }
    return Registration(container: self, entry: entry)
  }

  private func registerOnMainActor<T>(
    _ type: T.Type, name: String?, scope: Scope, site: CallSite,
    _ factory: @escaping @MainActor @Sendable (any Resolver) throws -> T
  ) -> Registration<T> {
    let key = DependencyKey(T.self, name: name)
    let entry = RegistryEntry.resolving(
      key: key, site: site, scope: effectiveScope(scope, for: key), isolation: .mainActor,
      make: Self.unisolated(factory))
    store(entry)
    return Registration(container: self, entry: entry)
  }

  /// `factory` without its global actor, for an entry marked `mainActor`.
  ///
  /// The pipeline calls a `mainActor` entry's factory only after checking
  /// `CurrentThread.isOnMainActor` (step 5 of `Resolution`): the caller is on the main actor's
  /// executor (or the main thread, which is that executor's thread outside `swift test` on
  /// Linux), so no other main-actor code can run concurrently. Stripping the global-actor
  /// attribute changes no calling convention for synchronous functions.
  static func unisolated<T>(_ factory: @escaping @MainActor @Sendable (any Resolver) throws -> T)
    -> @Sendable (any Resolver) throws -> T
  {
    MainActorResolvingFactory(call: factory).withoutIsolation.call
  }
}
