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
  ///   - isolation: The caller's actor, which lets it resolve registrations isolated to that actor.
  ///     Leave the default.
  ///   - file: The caller, named in the message if resolution fails. Leave the default.
  ///   - line: The caller's line. Leave the default.
  /// - Returns: The instance.
  public func resolve<T>(
    _ type: T.Type = T.self, name: consuming String? = nil, isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #fileID, line: UInt = #line
  ) -> T {
    do {
      return try Resolution.resolve(from: self, name: name, arguments: (), isolation: Isolation.identity(isolation))
    } catch {
      Self.trap(error, file: file, line: line)
    }
  }

  /// Resolves an instance; the `Resolver` requirement, so it throws like every `Resolver`.
  /// Prefer `resolve(_:name:isolation:file:line:)` or `tryResolve(_:name:isolation:)` when calling a container directly.
  ///
  /// - Parameters:
  ///   - type: The registered type.
  ///   - name: The registration's name, or nil.
  /// - Returns: The instance.
  /// - Throws: `ResolutionError` explaining the failure.
  @_disfavoredOverload
  public func resolve<T>(_ type: T.Type, name: String?) throws(ResolutionError) -> T {
    // Called through `any Resolver`, which carries no isolation.
    try Resolution.resolve(from: self, name: name, arguments: (), isolation: nil)
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
  ///   - isolation: The caller's actor, which lets it resolve registrations isolated to that actor.
  ///     Leave the default.
  /// - Returns: The instance.
  /// - Throws: `ResolutionError` for a missing registration, a cycle, a failing factory, an
  ///   isolation violation or an async-only registration anywhere in the graph.
  public func tryResolve<T>(
    _ type: T.Type = T.self, name: consuming String? = nil, isolation: isolated (any Actor)? = #isolation
  ) throws(ResolutionError) -> T {
    try Resolution.resolve(from: self, name: name, arguments: (), isolation: Isolation.identity(isolation))
  }

  /// Stops the process with the error's explanation, attributed to the caller (in a test run,
  /// with how to keep the run going).
  static func trap(_ error: ResolutionError, file: StaticString, line: UInt) -> Never {
    let error = Diagnostics.inTestProcess(error)
    fatalError("\n\(error.resolved(at: file, line: line).description)\n", file: file, line: line)
  }
}
