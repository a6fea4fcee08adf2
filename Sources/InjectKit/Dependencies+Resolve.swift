extension Dependencies: Resolver {
  /// Resolves an instance, stopping the process with a full explanation if it cannot.
  ///
  /// ```swift
  /// let presenter: HomePresenterDelegate = Dependencies.root.resolve()
  /// let api = deps.resolve(APIClient.self, name: "staging")
  /// ```
  ///
  /// Use `tryResolve` where failure is expected and recoverable.
  ///
  /// - Parameters:
  ///   - type: The registered type; usually inferred.
  ///   - name: The registration's name, or nil for the unnamed one.
  ///   - file: The caller, named in the message if resolution fails. Leave the default.
  ///   - line: The caller's line. Leave the default.
  /// - Returns: The instance.
  @inlinable
  public func resolve<T>(_ type: T.Type = T.self, name: String? = nil, file: StaticString = #fileID, line: UInt = #line)
    -> T
  {
    do {
      return try resolveTopLevel(T.self, name: name, arguments: ())
    } catch {
      Self.trap(error, file: file, line: line)
    }
  }

  /// Resolves an instance; the `Resolver` requirement. Prefer the overload with call-site capture.
  ///
  /// - Parameters:
  ///   - type: The registered type.
  ///   - name: The registration's name, or nil.
  /// - Returns: The instance.
  @_disfavoredOverload @inlinable
  public func resolve<T>(_ type: T.Type, name: String?) -> T {
    resolve(type, name: name, file: #fileID, line: #line)
  }

  /// Resolves an instance, throwing a `ResolutionError` that explains any failure.
  ///
  /// ```swift
  /// do { let api = try deps.tryResolve(APIClient.self) } catch { print(error) }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The registered type; usually inferred.
  ///   - name: The registration's name, or nil for the unnamed one.
  /// - Returns: The instance.
  /// - Throws: `ResolutionError` for a missing registration, a cycle, a failing factory, an
  ///   isolation violation or an async-only registration anywhere in the graph.
  @inlinable
  public func tryResolve<T>(_ type: T.Type = T.self, name: String? = nil) throws(ResolutionError) -> T {
    try resolveTopLevel(T.self, name: name, arguments: ())
  }

  /// Stops the process with the error's explanation, attributed to the caller.
  @usableFromInline static func trap(_ error: ResolutionError, file: StaticString, line: UInt) -> Never {
    fatalError("\n\(error.description)\n  Resolved at: \(file):\(line)\n", file: file, line: line)
  }
}

extension Dependencies {
  /// A resolve that starts here. Inlined into the caller so the final cast is specialised
  /// there; everything else is the non-generic `resolveErased`.
  @inlinable
  func resolveTopLevel<T, Arguments>(_ type: T.Type, name: String?, arguments: Arguments) throws(ResolutionError)
    -> T
  {
    // The value comes from the registration keyed by exactly `T` (or by `Wrapped` when `T` is
    // `Wrapped?`, which the cast wraps), or from a forwarding entry that checked conformance.
    try resolveErased(T.self, Arguments.self, arguments, name: name) as! T
  }

  /// Joins the resolution already running on this thread (a factory resolving through a
  /// container instead of its `Resolver`), or starts a new one.
  @usableFromInline
  func resolveErased(_ service: Any.Type, _ argumentsType: Any.Type, _ arguments: Any, name: String?)
    throws(ResolutionError) -> Any
  {
    let key = DependencyKey(service, arguments: argumentsType, name: name)
    if let active = CurrentThread.activeContext, active.session.isUsable {
      active.session.recorder?.record(
        .init(from: active.entry.key, to: key, service: service, arguments: argumentsType, throughContainer: true))
      return try resolveAny(
        key, service: service, argumentsType: argumentsType, arguments: arguments,
        parent: active, session: active.session)
    }
    return try resolveAny(
      key, service: service, argumentsType: argumentsType, arguments: arguments, parent: nil,
      session: nil)
  }

  /// Resolves a key as a step of the resolution that `parent` belongs to (non-generic, so a
  /// factory's `r.resolve()` costs no type-metadata lookups).
  func resolveNested(
    _ service: Any.Type, _ argumentsType: Any.Type, _ arguments: Any, name: String?,
    parent: ResolutionContext
  ) throws(ResolutionError) -> Any {
    let key = DependencyKey(service, arguments: argumentsType, name: name)
    let session = parent.session
    if let recorder = session.recorder {
      recorder.record(
        .init(
          from: parent.entry.key, to: key, service: service, arguments: argumentsType,
          throughContainer: false))
    }
    return try resolveAny(
      key, service: service, argumentsType: argumentsType, arguments: arguments, parent: parent,
      session: session)
  }

  /// Resolves `T` as a step of the resolution that `parent` belongs to.
  func resolveValue<T, Arguments>(
    _ type: T.Type, name: String?, arguments: Arguments, parent: ResolutionContext?, session: Session?
  ) throws(ResolutionError) -> T {
    let key = DependencyKey(T.self, arguments: Arguments.self, name: name)
    if let recorder = session?.recorder, let parent {
      recorder.record(
        .init(
          from: parent.entry.key, to: key, service: T.self, arguments: Arguments.self,
          throughContainer: false))
    }
    // See `resolveTopLevel` for why the cast cannot fail.
    return try resolveAny(
      key, service: T.self, argumentsType: Arguments.self, arguments: arguments, parent: parent,
      session: session) as! T
  }

  /// The non-generic heart of every resolve: find the entry for `key` and produce a value.
  ///
  /// When `key` is missing and the requested type is `Wrapped?`, the registration of `Wrapped`
  /// serves it (`child.parent = try r.resolve()` infers an optional).
  func resolveAny(
    _ key: DependencyKey, service: Any.Type, argumentsType: Any.Type, arguments: Any, parent: ResolutionContext?,
    session: Session?
  ) throws(ResolutionError) -> Any {
    if let (entry, owner) = lookup(key) {
      return try Resolution.resolve(
        entry, owner: owner, start: self, parent: parent, session: session,
        arguments: arguments)
    }
    if let wrapped = (service as? any OptionalInjectable.Type)?.wrappedType,
      let (entry, owner) = lookup(DependencyKey(wrapped, arguments: argumentsType, name: key.name))
    {
      return try Resolution.resolve(
        entry, owner: owner, start: self, parent: parent, session: session,
        arguments: arguments)
    }
    throw Diagnostics.notRegistered(service, arguments: argumentsType, name: key.name, container: self, parent: parent)
  }

}

/// Lets a resolve of `Wrapped?` fall back to the registration of `Wrapped`.
protocol OptionalInjectable {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalInjectable {
  static var wrappedType: Any.Type { Wrapped.self }
}
