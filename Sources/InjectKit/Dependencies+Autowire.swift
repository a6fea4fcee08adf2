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
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line, _ initializer: @escaping @Sendable (repeat each D) -> T
  ) -> Registration<T> {
    var declared: [DeclaredDependency] = []
    for dependency in repeat (each D).self {
      declared.append(DeclaredDependency(type: dependency, key: DependencyKey(dependency, name: nil)))
    }
    var traits = Entry.Traits()
    traits.declaredDependencies = declared
    return register(T.self, name: name, scope: scope, site: CallSite(file: file, line: line), traits: traits) {
      (r: ResolutionContext?, _: Void) throws -> T in
      initializer(repeat try r!.resolve((each D).self, name: nil))
    }
  }
}
