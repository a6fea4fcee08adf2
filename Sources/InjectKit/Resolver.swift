/// What a factory receives: the resolution in progress, to resolve its own dependencies.
///
/// ```swift
/// deps.add(HomePresenter.self) { r in
///   HomePresenter(service: try r.resolve(), analytics: try r.resolve(Analytics.self, name: "firebase"))
/// }
/// ```
///
/// Its methods throw, so a failure deep in the graph travels up with its full path to the
/// top-level `tryResolve` (or `verify()`). `Dependencies` conforms too: through `any Resolver`
/// it throws like any other; called directly, its `resolve` traps and `tryResolve` throws.
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
  /// Unlike `Dependencies.resolve`, it records no call site (`resolvedAt`): a factory's failure
  /// is located by the error's path, whose registrations each name where they were added, and
  /// passing `#fileID`/`#line` would grow every `try r.resolve()` in an app and keep the
  /// optimizer from merging look-alike factories (Benchmarks/scale.py).
  ///
  /// - Parameter type: The registered type.
  /// - Returns: The instance.
  /// - Throws: A `ResolutionError` explaining the failure. Thrown untyped, as a factory throws:
  ///   each `try r.resolve()` then passes it on as it is, with no conversion compiled at the site.
  @_disfavoredOverload @inline(__always)
  public func resolve<T>(_ type: T.Type = T.self) throws -> T {
    try resolveUnnamed(T.self)
  }

  /// Resolves the registration called `name` of the inferred type: `try r.resolve(name: "staging")`.
  ///
  /// - Parameter name: The registration's name, or nil.
  /// - Returns: The instance.
  /// - Throws: A `ResolutionError` explaining the failure. Thrown untyped, as a factory throws:
  ///   each `try r.resolve()` then passes it on as it is, with no conversion compiled at the site.
  @_disfavoredOverload @inline(__always)
  public func resolve<T>(name: String?) throws -> T {
    try resolveDirect(name: name, arguments: ()) { () throws(ResolutionError) -> T in try resolve(T.self, name: name) }
  }

  /// Resolves the unnamed registration of `type` that takes runtime arguments.
  ///
  /// - Parameters:
  ///   - type: The registered type; usually inferred.
  ///   - arguments: Values passed to its factory.
  /// - Returns: The instance.
  /// - Throws: A `ResolutionError` explaining the failure. Thrown untyped, as a factory throws:
  ///   each `try r.resolve()` then passes it on as it is, with no conversion compiled at the site.
  @_disfavoredOverload @inline(__always)
  public func resolve<T, each A>(_ type: T.Type = T.self, arguments: repeat each A) throws -> T {
    try resolveDirect(name: nil, arguments: (repeat each arguments)) { () throws(ResolutionError) -> T in
      try resolve(type, name: nil, arguments: repeat each arguments)
    }
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

extension Resolver {
  /// The unnamed registration of `type`, as `resolve()` resolves it (without a call site).
  @inline(__always)
  func resolveUnnamed<T>(_ type: T.Type) throws(ResolutionError) -> T {
    try resolveDirect(name: nil, arguments: ()) { () throws(ResolutionError) -> T in try resolve(T.self, name: nil) }
  }

  /// Resolves straight into the pipeline when `self` is a factory's own `FactoryResolver` — what every
  /// factory receives — and through the protocol requirement (`requirement`) for any other
  /// `Resolver`; this check is one comparison of type metadata.
  @inline(__always)
  func resolveDirect<T, Arguments>(
    name: String?, arguments: Arguments, requirement: () throws(ResolutionError) -> T
  ) throws(ResolutionError) -> T {
    guard let step = FactoryResolver.of(self) else { return try requirement() }
    return try step.resolve(name: name, arguments: arguments)
  }
}
