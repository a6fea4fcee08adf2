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
  @_disfavoredOverload
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
  public func tryResolve<T>(_ type: T.Type = T.self, name: String? = nil) throws(ResolutionError) -> T {
    try resolveTopLevel(T.self, name: name, arguments: ())
  }

  /// Stops the process with the error's explanation, attributed to the caller.
  static func trap(_ error: ResolutionError, file: StaticString, line: UInt) -> Never {
    fatalError("\n\(error.description)\n  Resolved at: \(file):\(line)\n", file: file, line: line)
  }
}

extension Dependencies {
  /// A resolve that starts here: joins the resolution already running on this thread (a
  /// factory resolving through a container), or starts a new one.
  func resolveTopLevel<T, Arguments>(_ type: T.Type, name: String?, arguments: Arguments) throws(ResolutionError)
    -> T
  {
    if let active = CurrentThread.current.activeContext, active.session.isUsable {
      active.session.recorder?.record(
        .init(from: active.entry.key, to: DependencyKey(T.self, arguments: Arguments.self, name: name),
              service: T.self, arguments: Arguments.self, throughContainer: true))
      return try resolveValue(T.self, name: name, arguments: arguments, parent: active, session: active.session)
    }
    return try resolveValue(T.self, name: name, arguments: arguments, parent: nil, session: nil)
  }

  /// Finds the registration for `T`/`Arguments`/`name` and produces an instance.
  func resolveValue<T, Arguments>(
    _ type: T.Type, name: String?, arguments: Arguments, parent: ResolutionContext?, session: Session?
  ) throws(ResolutionError) -> T {
    let key = DependencyKey(T.self, arguments: Arguments.self, name: name)
    if let recorder = session?.recorder, let parent {
      recorder.record(.init(from: parent.entry.key, to: key, service: T.self, arguments: Arguments.self,
                            throughContainer: false))
    }
    guard let (entry, owner) = lookup(key) else {
      if let optional = T.self as? any OptionalInjectable.Type,
        let (entry, owner) = lookup(DependencyKey(optional.wrappedType, arguments: Arguments.self, name: name))
      {
        // `child.parent = try r.resolve()` infers `Parent?`: serve it from `Parent`'s registration.
        let value = try entry.resolveAny(owner: owner, start: self, parent: parent, session: session,
                                         arguments: arguments)
        if let typed = optional.wrapping(value) as? T { return typed }
      }
      throw Diagnostics.notRegistered(T.self, arguments: Arguments.self, name: name, container: self, parent: parent)
    }
    if let factory = entry as? FactoryEntry<T, Arguments> {
      return try Resolution.resolve(factory, owner: owner, start: self, parent: parent, session: session,
                                    arguments: arguments)
    }
    let value = try entry.resolveAny(owner: owner, start: self, parent: parent, session: session, arguments: arguments)
    guard let typed = value as? T else {
      throw Diagnostics.typeMismatch(entry, instance: Swift.type(of: value), container: self, parent: parent)
    }
    return typed
  }
}

/// Lets a resolve of `Wrapped?` fall back to the registration of `Wrapped`.
protocol OptionalInjectable {
  static var wrappedType: Any.Type { get }
  static func wrapping(_ value: Any) -> Any
}

extension Optional: OptionalInjectable {
  static var wrappedType: Any.Type { Wrapped.self }
  static func wrapping(_ value: Any) -> Any { value as? Wrapped as Any }
}
