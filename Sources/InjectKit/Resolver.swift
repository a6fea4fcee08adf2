/// What a factory receives: the resolution in progress, to resolve its own dependencies.
///
/// ```swift
/// deps.add(HomePresenter.self) { r in
///   HomePresenter(service: try r.resolve(), analytics: try r.resolve(Analytics.self, name: "firebase"))
/// }
/// ```
///
/// Its methods throw, so a failure deep in the graph travels up with its full path to the
/// top-level `tryResolve` (or `verify()`). `Dependencies` conforms too, without throwing.
public protocol Resolver: Sendable {
  /// Resolves the registration for `type` and `name`.
  ///
  /// - Parameters:
  ///   - type: The registered type.
  ///   - name: The registration's name, or nil for the unnamed one.
  /// - Returns: The instance.
  /// - Throws: `ResolutionError` explaining the failure.
  func resolve<T>(_ type: T.Type, name: String?) throws(ResolutionError) -> T

  /// Resolves a registration that takes runtime arguments.
  ///
  /// - Parameters:
  ///   - type: The registered type.
  ///   - name: The registration's name, or nil.
  ///   - arguments: Values passed to its factory.
  /// - Returns: The instance.
  /// - Throws: `ResolutionError` explaining the failure.
  func resolve<T, each A>(_ type: T.Type, name: String?, arguments: repeat each A) throws(ResolutionError) -> T

  /// Resolves any registration, including async ones (`addAsync`).
  ///
  /// - Parameters:
  ///   - type: The registered type.
  ///   - name: The registration's name, or nil.
  /// - Returns: The instance.
  /// - Throws: `ResolutionError` explaining the failure.
  func resolveAsync<T: Sendable>(_ type: T.Type, name: String?) async throws(ResolutionError) -> T
}

extension Resolver {
  /// Resolves the unnamed registration of `type`, which is usually inferred: `try r.resolve()`.
  ///
  /// - Parameter type: The registered type.
  /// - Returns: The instance.
  /// - Throws: `ResolutionError` explaining the failure.
  @_disfavoredOverload
  public func resolve<T>(_ type: T.Type = T.self) throws(ResolutionError) -> T {
    try resolve(type, name: nil)
  }

  /// Resolves the registration called `name` of the inferred type: `try r.resolve(name: "staging")`.
  ///
  /// - Parameter name: The registration's name, or nil.
  /// - Returns: The instance.
  /// - Throws: `ResolutionError` explaining the failure.
  @_disfavoredOverload
  public func resolve<T>(name: String?) throws(ResolutionError) -> T {
    try resolve(T.self, name: name)
  }

  /// Resolves the unnamed registration of `type` that takes runtime arguments.
  ///
  /// - Parameters:
  ///   - type: The registered type; usually inferred.
  ///   - arguments: Values passed to its factory.
  /// - Returns: The instance.
  /// - Throws: `ResolutionError` explaining the failure.
  @_disfavoredOverload
  public func resolve<T, each A>(_ type: T.Type = T.self, arguments: repeat each A) throws(ResolutionError) -> T {
    try resolve(type, name: nil, arguments: repeat each arguments)
  }

  /// Resolves any registration, including async ones, by type: `try await r.resolveAsync()`.
  ///
  /// - Parameter type: The registered type; usually inferred.
  /// - Returns: The instance.
  /// - Throws: `ResolutionError` explaining the failure.
  @_disfavoredOverload
  public func resolveAsync<T: Sendable>(_ type: T.Type = T.self) async throws(ResolutionError) -> T {
    try await resolveAsync(type, name: nil)
  }
}
