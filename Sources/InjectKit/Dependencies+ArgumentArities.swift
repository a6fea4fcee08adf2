// The runtime-argument `add` for factories of one to six arguments, on every platform.
//
// The parameter-pack form (Dependencies+Arguments.swift) takes any number of arguments, but it
// strips its factory's `@isolated(any)` by bit casting a struct generic over the pack, and a
// generic type with a parameter pack needs the runtime of iOS 17, macOS 14, tvOS 17 or watchOS 10.
// These forms do the same with one struct pair per arity (`IsolatedFactory1`…`IsolatedFactory6`),
// which any runtime has; overload resolution picks them over the pack form. Like the pack form,
// they are inlinable shims: the cast and the closure that spreads the arguments' tuple into the
// factory's parameters compile in the caller, for its types; the registration is the library's
// `addSpreading`.
extension Dependencies {
  /// Registers a factory that takes 1 runtime argument.
  ///
  /// ```swift
  /// deps.add(DetailPresenter.self) { (r, item: Item) in DetailPresenter(item: item, store: try r.resolve()) }
  /// ```
  ///
  /// The same as the parameter-pack `add(_:name:scope:file:line:_:)`, spelled out for 1
  /// argument, so that it runs on every platform InjectKit supports (a parameter-pack type needs
  /// iOS 17, macOS 14, tvOS 17 or watchOS 10). The closure inherits the isolation of the code that
  /// writes it, as `add({ … })`'s does.
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds an instance from the resolver and the argument.
  /// - Returns: A handle to chain `verifying(with:)`, `implements`, `onResolved` or `onReset`.
  @discardableResult @inlinable
  public func add<T, A>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line,
    @_inheritActorContext _ factory: @escaping @Sendable @isolated(any) (any Resolver, A) throws -> T
  ) -> ArgumentRegistration<T, A> {
    // Safety: see `Dependencies.isolationOptions`: the entry keeps the isolation the factory loses.
    let call = withoutIsolation(factory)
    return addSpreading(type, name: name, scope: scope, file: file, line: line, isolation: factory.isolation) {
      r, arguments in try call(r, arguments)
    }
  }

  /// Registers a factory that takes 2 runtime arguments.
  ///
  /// ```swift
  /// deps.add(ImageLoader.self) { (r, url: URL, size: Int) in ImageLoader(url: url, size: size, cache: try r.resolve()) }
  /// ```
  ///
  /// The same as the parameter-pack `add(_:name:scope:file:line:_:)`, spelled out for 2
  /// arguments, so that it runs on every platform InjectKit supports (a parameter-pack type needs
  /// iOS 17, macOS 14, tvOS 17 or watchOS 10). The closure inherits the isolation of the code that
  /// writes it, as `add({ … })`'s does.
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds an instance from the resolver and the arguments.
  /// - Returns: A handle to chain `verifying(with:)`, `implements`, `onResolved` or `onReset`.
  @discardableResult @inlinable
  public func add<T, A, B>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line,
    @_inheritActorContext _ factory: @escaping @Sendable @isolated(any) (any Resolver, A, B) throws -> T
  ) -> ArgumentRegistration<T, (A, B)> {
    // Safety: see `Dependencies.isolationOptions`: the entry keeps the isolation the factory loses.
    let call = withoutIsolation(factory)
    return addSpreading(type, name: name, scope: scope, file: file, line: line, isolation: factory.isolation) {
      r, arguments in try call(r, arguments.0, arguments.1)
    }
  }

  /// Registers a factory that takes 3 runtime arguments.
  ///
  /// ```swift
  /// deps.add(Report.self) { (r, a: A, b: B, c: C) in Report(a, b, c, store: try r.resolve()) }
  /// ```
  ///
  /// The same as the parameter-pack `add(_:name:scope:file:line:_:)`, spelled out for 3
  /// arguments, so that it runs on every platform InjectKit supports (a parameter-pack type needs
  /// iOS 17, macOS 14, tvOS 17 or watchOS 10). The closure inherits the isolation of the code that
  /// writes it, as `add({ … })`'s does.
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds an instance from the resolver and the arguments.
  /// - Returns: A handle to chain `verifying(with:)`, `implements`, `onResolved` or `onReset`.
  @discardableResult @inlinable
  public func add<T, A, B, C>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line,
    @_inheritActorContext _ factory: @escaping @Sendable @isolated(any) (any Resolver, A, B, C) throws -> T
  ) -> ArgumentRegistration<T, (A, B, C)> {
    // Safety: see `Dependencies.isolationOptions`: the entry keeps the isolation the factory loses.
    let call = withoutIsolation(factory)
    return addSpreading(type, name: name, scope: scope, file: file, line: line, isolation: factory.isolation) {
      r, arguments in try call(r, arguments.0, arguments.1, arguments.2)
    }
  }

  /// Registers a factory that takes 4 runtime arguments.
  ///
  /// ```swift
  /// deps.add(Report.self) { (r, a: A, b: B, c: C, d: D) in Report(a, b, c, d, store: try r.resolve()) }
  /// ```
  ///
  /// The same as the parameter-pack `add(_:name:scope:file:line:_:)`, spelled out for 4
  /// arguments, so that it runs on every platform InjectKit supports (a parameter-pack type needs
  /// iOS 17, macOS 14, tvOS 17 or watchOS 10). The closure inherits the isolation of the code that
  /// writes it, as `add({ … })`'s does.
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds an instance from the resolver and the arguments.
  /// - Returns: A handle to chain `verifying(with:)`, `implements`, `onResolved` or `onReset`.
  @discardableResult @inlinable
  public func add<T, A, B, C, D>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line,
    @_inheritActorContext _ factory: @escaping @Sendable @isolated(any) (any Resolver, A, B, C, D) throws -> T
  ) -> ArgumentRegistration<T, (A, B, C, D)> {
    // Safety: see `Dependencies.isolationOptions`: the entry keeps the isolation the factory loses.
    let call = withoutIsolation(factory)
    return addSpreading(type, name: name, scope: scope, file: file, line: line, isolation: factory.isolation) {
      r, arguments in try call(r, arguments.0, arguments.1, arguments.2, arguments.3)
    }
  }

  /// Registers a factory that takes 5 runtime arguments.
  ///
  /// ```swift
  /// deps.add(Report.self) { (r, a: A, b: B, c: C, d: D, e: E) in Report(a, b, c, d, e, store: try r.resolve()) }
  /// ```
  ///
  /// The same as the parameter-pack `add(_:name:scope:file:line:_:)`, spelled out for 5
  /// arguments, so that it runs on every platform InjectKit supports (a parameter-pack type needs
  /// iOS 17, macOS 14, tvOS 17 or watchOS 10). The closure inherits the isolation of the code that
  /// writes it, as `add({ … })`'s does.
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds an instance from the resolver and the arguments.
  /// - Returns: A handle to chain `verifying(with:)`, `implements`, `onResolved` or `onReset`.
  @discardableResult @inlinable
  public func add<T, A, B, C, D, E>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line,
    @_inheritActorContext _ factory: @escaping @Sendable @isolated(any) (any Resolver, A, B, C, D, E) throws -> T
  ) -> ArgumentRegistration<T, (A, B, C, D, E)> {
    // Safety: see `Dependencies.isolationOptions`: the entry keeps the isolation the factory loses.
    let call = withoutIsolation(factory)
    return addSpreading(type, name: name, scope: scope, file: file, line: line, isolation: factory.isolation) {
      r, arguments in try call(r, arguments.0, arguments.1, arguments.2, arguments.3, arguments.4)
    }
  }

  /// Registers a factory that takes 6 runtime arguments.
  ///
  /// ```swift
  /// deps.add(Report.self) { (r, a: A, b: B, c: C, d: D, e: E, f: F) in Report(a, b, c, d, e, f, store: try r.resolve()) }
  /// ```
  ///
  /// The same as the parameter-pack `add(_:name:scope:file:line:_:)`, spelled out for 6
  /// arguments, so that it runs on every platform InjectKit supports (a parameter-pack type needs
  /// iOS 17, macOS 14, tvOS 17 or watchOS 10). The closure inherits the isolation of the code that
  /// writes it, as `add({ … })`'s does.
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds an instance from the resolver and the arguments.
  /// - Returns: A handle to chain `verifying(with:)`, `implements`, `onResolved` or `onReset`.
  @discardableResult @inlinable
  public func add<T, A, B, C, D, E, F>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line,
    @_inheritActorContext _ factory: @escaping @Sendable @isolated(any) (any Resolver, A, B, C, D, E, F) throws -> T
  ) -> ArgumentRegistration<T, (A, B, C, D, E, F)> {
    // Safety: see `Dependencies.isolationOptions`: the entry keeps the isolation the factory loses.
    let call = withoutIsolation(factory)
    return addSpreading(type, name: name, scope: scope, file: file, line: line, isolation: factory.isolation) {
      r, arguments in try call(r, arguments.0, arguments.1, arguments.2, arguments.3, arguments.4, arguments.5)
    }
  }
}
