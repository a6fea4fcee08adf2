extension Dependencies {
  /// Registers a type whose initializer's parameters are all resolved from the container.
  ///
  /// ```swift
  /// deps.autowire(HomePresenter.self, HomePresenter.init)   // init(service:router:analytics:)
  /// ```
  ///
  /// The parameter types are recorded, so `verify()` checks the registration without running it.
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - initializer: Builds the instance from its resolved, unnamed dependencies.
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func autowire<T, each D>(
    _ type: T.Type, name: String? = nil, scope: Scope = .inherited, file: StaticString = #fileID,
    line: UInt = #line, _ initializer: @escaping @Sendable (repeat each D) -> T
  ) -> Registration<T> {
    autowire(
      T.self, name: name, scope: scope, site: CallSite(file: file, line: line),
      declared: declaredDependencies(repeat (each D).self)
    ) { r in initializer(repeat try r.resolveUnnamed((each D).self)) }
  }

  func autowire<T>(
    _ type: T.Type, name: String?, scope: Scope, site: CallSite, declared: [DeclaredDependency],
    _ make: @escaping @Sendable (any Resolver) throws -> T
  ) -> Registration<T> {
    let scope = effectiveScope(scope, for: DependencyKey(T.self, name: name))
    return storeAutowired(T.self, name: name, scope: scope, declared: declared) { key, extras in
      RegistryEntry.resolving(key: key, site: site, scope: scope, isolation: .none, extras: extras, make: make)
    }
  }

  /// The fixed arities' registration: their parameters are resolved through `Autowired`
  /// (`AutowireBody`).
  func autowire<T>(
    _ type: T.Type, name: String?, scope: Scope, site: CallSite, parameters: [DeclaredDependency],
    _ make: @escaping @Sendable (Autowired) throws(ResolutionError) -> T
  ) -> Registration<T> {
    let scope = effectiveScope(scope, for: DependencyKey(T.self, name: name))
    return storeAutowired(T.self, name: name, scope: scope, declared: parameters) { key, extras in
      AutowireBody.entry(key: key, site: site, scope: scope, extras: extras, make: make)
    }
  }

  /// Stores the entry `make` builds for `T`'s key, with its parameters declared for `verify()`.
  private func storeAutowired<T>(
    _ type: T.Type, name: String?, scope: Scope, declared: [DeclaredDependency],
    _ make: (DependencyKey, RegistrationDetails) -> RegistryEntry
  ) -> Registration<T> {
    let key = DependencyKey(T.self, name: name)
    let entry = make(
      key, RegistrationDetails(customScope: scope.kind == .custom ? scope : nil, declaredDependencies: declared))
    store(entry)
    return Registration(container: self, entry: entry)
  }

  func declaredDependencies<each D>(_ types: repeat (each D).Type) -> [DeclaredDependency] {
    var declared: [DeclaredDependency] = []
    for dependency in repeat (each D).self {
      declared.append(DeclaredDependency(type: dependency, key: DependencyKey(dependency, name: nil)))
    }
    return declared
  }
}
