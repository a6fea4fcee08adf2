extension Dependencies {
  /// Registers a factory that takes runtime arguments, of any number and type.
  ///
  /// ```swift
  /// deps.add(DetailPresenter.self) { (r, item: Item) in
  ///   DetailPresenter(item: item, store: try r.resolve())
  /// }
  /// let presenter = deps.resolve(DetailPresenter.self, arguments: item)
  /// ```
  ///
  /// The argument types are part of the key: a resolve with other argument types finds
  /// nothing and says which signatures are registered. Each resolve builds its own instance, with
  /// its own arguments: a caching scope (`.singleton`, `.weak`, `.custom`) is refused, with a
  /// ``RegistrationWarning`` and a `verify()` problem, since one instance would serve every later
  /// resolve whatever its arguments. `.graph` is kept. Give `verify()` sample arguments with
  /// ``ArgumentRegistration/verifying(with:file:line:)``.
  ///
  /// Like `add({ … })`, the closure inherits the isolation of the code that writes it: in
  /// `@MainActor` code it is a main-actor factory (it may build a `@MainActor` view for the
  /// arguments, and resolving it off the main actor fails with `isolationViolation`); in
  /// nonisolated code it is a `@Sendable` closure that any thread may run.
  ///
  /// One to six arguments work on every platform (the forms spelled out in
  /// Dependencies+ArgumentArities.swift, which overload resolution picks). This form, for any
  /// number, holds its factory in a generic type with a parameter pack, which Apple platforms
  /// run from iOS 17, macOS 14, tvOS 17 and watchOS 10.
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds an instance from the resolver and the arguments.
  /// - Returns: A handle to chain `verifying(with:)`, `implements`, `onResolved` or `onReset`.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @discardableResult @inlinable @_disfavoredOverload
  public func add<T, each A>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line,
    @_inheritActorContext _ factory: @escaping @Sendable @isolated(any) (any Resolver, repeat each A) throws -> T
  ) -> ArgumentRegistration<T, (repeat each A)> {
    // The factory loses its static `@isolated(any)`, and its entry keeps the isolation instead
    // (`addSpreading` passes it to `isolationOptions`), so a main-actor factory is called only on
    // the main actor (`IsolatedFunction.withoutIsolation`). Cast here, in the caller's specialised
    // code: through the library the factory would be called through a generic thunk (868
    // instructions per 1-argument resolve, against 793).
    let unisolated = IsolatedArgumentsFactory(call: factory).withoutIsolation.call
    // The one closure made in the caller: it spreads the tuple into the factory's parameters,
    // compiled for the caller's argument types instead of walking a pack at run time. The
    // registration itself, and what it does with the factory's isolation, is the library's code.
    return addSpreading(type, name: name, scope: scope, file: file, line: line, isolation: factory.isolation) {
      r, arguments in try unisolated(r, repeat each arguments)
    }
  }

  /// Registers `make`, which takes the arguments as one tuple (see `add(_:name:scope:file:line:_:)`),
  /// with the options the isolation its factory inherited calls for (`isolationOptions`).
  @usableFromInline package func addSpreading<T, Arguments>(
    _ type: T.Type, name: String?, scope: Scope, file: StaticString, line: UInt, isolation: (any Actor)?,
    _ make: @escaping @Sendable (any Resolver, Arguments) throws -> T
  ) -> ArgumentRegistration<T, Arguments> {
    let key = DependencyKey(T.self, arguments: Arguments.self, name: name)
    let site = CallSite(file: file, line: line)
    let options = Self.isolationOptions(isolation, type: T.self, name: name, site: site)
    let entry = RegistryEntry.taking(key: key, site: site, scope: scope, isolation: options, make: make)
    store(entry)
    if let refused = entry.someExtras?.refusedScope { Diagnostics.cachedScopeWithArguments(entry, refused, in: self) }
    return ArgumentRegistration(Registration(container: self, entry: entry))
  }

  /// Resolves an instance built with runtime arguments, stopping the process with a full
  /// explanation if it cannot.
  ///
  /// - Parameters:
  ///   - type: The registered type; usually inferred.
  ///   - name: The registration's name, or nil.
  ///   - arguments: Values passed to the factory, matching its parameter types in order.
  ///   - isolation: The caller's actor, which lets it resolve registrations isolated to that actor.
  ///     Leave the default.
  ///   - file: The caller, named in the message if resolution fails. Leave the default.
  ///   - line: The caller's line. Leave the default.
  /// - Returns: The instance.
  @inlinable
  public func resolve<T, each A>(
    _ type: T.Type = T.self, name: consuming String? = nil, arguments: repeat each A,
    isolation: isolated (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> T {
    resolve(name: name, tuple: (repeat each arguments), isolation: isolation, file: file, line: line)
  }

  /// `resolve(_:name:arguments:isolation:file:line:)` with the arguments as one tuple. The public forms
  /// are inlinable shims that only form the tuple, so its type is the caller's, not a pack walked
  /// at run time.
  @usableFromInline func resolve<T, Arguments>(
    name: consuming String?, tuple: Arguments, isolation: (any Actor)?, file: StaticString, line: UInt
  ) -> T {
    do {
      return try Resolution.resolve(from: self, name: name, arguments: tuple, isolation: Isolation.identity(isolation))
    } catch {
      Self.trap(error, file: file, line: line)
    }
  }

  /// `tryResolve(_:name:arguments:isolation:)` with the arguments as one tuple, for a caller isolated to
  /// `isolation` (the `isolated` parameter of the public form proves it).
  @usableFromInline package func tryResolve<T, Arguments>(name: String?, tuple: Arguments, isolation: (any Actor)?)
    throws(ResolutionError) -> T
  {
    try Resolution.resolve(from: self, name: name, arguments: tuple, isolation: Isolation.identity(isolation))
  }

  /// Resolves an instance with runtime arguments; the `Resolver` requirement, so it throws
  /// like every `Resolver`.
  ///
  /// - Parameters:
  ///   - type: The registered type.
  ///   - name: The registration's name, or nil.
  ///   - arguments: Values passed to the factory.
  /// - Returns: The instance.
  /// - Throws: `ResolutionError` explaining the failure.
  @_disfavoredOverload @inlinable
  public func resolve<T, each A>(_ type: T.Type, name: String?, arguments: repeat each A) throws(ResolutionError) -> T {
    try tryResolve(name: name, tuple: (repeat each arguments), isolation: nil)
  }

  /// Resolves an instance built with runtime arguments, throwing on failure.
  ///
  /// - Parameters:
  ///   - type: The registered type; usually inferred.
  ///   - name: The registration's name, or nil.
  ///   - arguments: Values passed to the factory, matching its parameter types in order.
  ///   - isolation: The caller's actor, which lets it resolve registrations isolated to that actor.
  ///     Leave the default.
  /// - Returns: The instance.
  /// - Throws: `ResolutionError`, with code `argumentMismatch` listing the registered
  ///   signatures when the argument types match no registration.
  @inlinable
  public func tryResolve<T, each A>(
    _ type: T.Type = T.self, name: String? = nil, arguments: repeat each A,
    isolation: isolated (any Actor)? = #isolation
  ) throws(ResolutionError) -> T {
    try tryResolve(name: name, tuple: (repeat each arguments), isolation: isolation)
  }
}

/// A runtime-argument factory as the caller wrote it, carrying the isolation it inherited: a
/// struct only so that `add(_:name:scope:file:line:_:)` can strip it (`IsolatedFunction`; a function
/// type with a parameter pack cannot be cast itself). Generic over a pack, so iOS 17 / macOS 14
/// and later.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@usableFromInline struct IsolatedArgumentsFactory<T, each A>: IsolatedFunction {
  @usableFromInline typealias Unisolated = UnisolatedArgumentsFactory<T, repeat each A>
  @usableFromInline let call: @Sendable @isolated(any) (any Resolver, repeat each A) throws -> T

  @inlinable init(call: @escaping @Sendable @isolated(any) (any Resolver, repeat each A) throws -> T) {
    self.call = call
  }
}

/// The same factory without its isolation, which its entry's options keep instead.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@usableFromInline struct UnisolatedArgumentsFactory<T, each A> {
  @usableFromInline let call: @Sendable (any Resolver, repeat each A) throws -> T
}
