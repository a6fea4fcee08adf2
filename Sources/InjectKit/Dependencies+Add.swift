extension Dependencies {
  /// Registers a factory for the type it returns: the tutorial's form.
  ///
  /// ```swift
  /// Dependencies.root.add({ HomePresenter() as HomePresenterDelegate })
  /// ```
  ///
  /// A later `add` for the same type and name replaces this one.
  ///
  /// - Parameters:
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live; `.transient` builds one per resolve.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds an instance.
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func add<T>(
    name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID, line: UInt = #line,
    _ factory: @escaping @Sendable () -> T
  ) -> Registration<T> {
    register(T.self, name: name, scope: scope, site: CallSite(file: file, line: line), usesResolver: false) {
      (_: ResolutionContext?, _: Void) in factory()
    }
  }

  /// Registers a factory for an explicitly named type.
  ///
  /// ```swift
  /// deps.add(HomePresenterDelegate.self) { HomePresenter() }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds an instance.
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func add<T>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line, _ factory: @escaping @Sendable () -> T
  ) -> Registration<T> {
    register(T.self, name: name, scope: scope, site: CallSite(file: file, line: line), usesResolver: false) {
      (_: ResolutionContext?, _: Void) in factory()
    }
  }

  /// Registers a factory that resolves its own dependencies through the `Resolver` it receives.
  ///
  /// ```swift
  /// deps.add { r in HomePresenter(service: try r.resolve()) as HomePresenterDelegate }
  /// ```
  ///
  /// Resolve through `r`, not through a container: its failures then travel up with their path
  /// to `tryResolve` and `verify()`.
  ///
  /// - Parameters:
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds an instance from resolved dependencies; may throw.
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func add<T>(
    name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID, line: UInt = #line,
    _ factory: @escaping @Sendable (any Resolver) throws -> T
  ) -> Registration<T> {
    register(T.self, name: name, scope: scope, site: CallSite(file: file, line: line)) {
      (r: ResolutionContext?, _: Void) in try factory(r!)
    }
  }

  /// Registers a factory for an explicitly named type that resolves its own dependencies.
  ///
  /// ```swift
  /// deps.add(HomePresenter.self) { r in HomePresenter(service: try r.resolve(Service.self)) }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds an instance from resolved dependencies; may throw.
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func add<T>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line, _ factory: @escaping @Sendable (any Resolver) throws -> T
  ) -> Registration<T> {
    register(T.self, name: name, scope: scope, site: CallSite(file: file, line: line)) {
      (r: ResolutionContext?, _: Void) in try factory(r!)
    }
  }

  /// Stores a factory entry and returns its handle; every synchronous `add` form ends here.
  ///
  /// - Parameter usesResolver: False when the factory ignores its context, so resolving it
  ///   allocates none. When true, the engine always passes a context.
  func register<T, Arguments>(
    _ type: T.Type, name: String?, scope: Scope, site: CallSite, traits: Entry.Traits = Entry.Traits(),
    usesResolver: Bool = true, factory: @escaping @Sendable (ResolutionContext?, Arguments) throws -> T
  ) -> Registration<T> {
    let key = DependencyKey(T.self, arguments: Arguments.self, name: name)
    let make: @Sendable (ResolutionContext?, Any) throws -> Any
    if Arguments.self == Void.self {
      // `Arguments` is `Void`: an empty value of it needs no cast (a dynamic cast per resolve
      // would cost more than the rest of a leaf resolve). Both types have size zero.
      make = { context, _ in try factory(context, unsafeBitCast((), to: Arguments.self)) }
    } else {
      // The key includes `Arguments`, so only values of exactly that type reach here.
      make = { context, arguments in try factory(context, arguments as! Arguments) }
    }
    store(
      Entry(
        key: key, service: T.self, arguments: Arguments.self, scope: scope, site: site, traits: traits,
        producer: .factory(usesResolver: usesResolver, make: make)))
    return Registration(container: self, key: key)
  }

  /// Inserts `entry`, remembering where a replaced registration was made and disposing of
  /// the instances it had cached.
  func store(_ entry: Entry) {
    guard admitsChange(to: entry.displayName, at: entry.site) else { return }
    guard let previous = registry.insert(entry) else { return }
    var traits = entry.traits
    traits.replacedSites = previous.traits.replacedSites + [previous.site]
    registry.update(entry.key) { _ in entry.with(traits: traits) }
    for reset in previous.dropCachedInstances() { reset() }
  }
}
