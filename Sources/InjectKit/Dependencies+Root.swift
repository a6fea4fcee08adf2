import CInjectKitAtomics

extension Dependencies {
  private static let global = Dependencies(label: "root")
  @TaskLocal private static var bound: Dependencies?

  /// The app-wide container that composers register into and `@Inject` reads from.
  ///
  /// Inside `withRoot(_:operation:)` it is the container bound there (for the current task and
  /// its child tasks), so tests and previews compose into a container of their own.
  public static var root: Dependencies {
    // Reading a task-local costs a lookup in the task's bindings: skip it in an app that never
    // binds one. The flag never goes back: a task started inside `withRoot` keeps its binding
    // after `withRoot` returns.
    guard cinjectkit_get_root_was_bound() else { return global }
    return bound ?? global
  }

  /// The container a `withRoot` binding put in place for the current task, if any.
  static var boundRoot: Dependencies? {
    guard cinjectkit_get_root_was_bound() else { return nil }
    return bound
  }

  /// Runs `operation` with `Dependencies.root` bound to `dependencies`.
  ///
  /// ```swift
  /// let deps = Dependencies()
  /// Dependencies.withRoot(deps) {
  ///   RootComposer().register()          // registers into `deps`
  ///   let view = HomeViewController()    // its @Inject properties read `deps`
  /// }
  /// ```
  ///
  /// The binding is task-local: it reaches child tasks, but not `Task.detached`, GCD queues or
  /// threads started by hand.
  ///
  /// - Parameters:
  ///   - dependencies: The container to use as root.
  ///   - operation: The work to run with it.
  /// - Returns: What `operation` returns.
  public static func withRoot<R>(_ dependencies: Dependencies, operation: () throws -> R) rethrows -> R {
    cinjectkit_set_root_was_bound()
    return try $bound.withValue(dependencies, operation: operation)
  }

  /// Runs the async `operation` with `Dependencies.root` bound to `dependencies`.
  ///
  /// - Parameters:
  ///   - dependencies: The container to use as root.
  ///   - isolation: The caller's actor, so the operation runs where the caller does.
  ///   - operation: The work to run with it.
  /// - Returns: What `operation` returns.
  public static func withRoot<R>(
    _ dependencies: Dependencies, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    cinjectkit_set_root_was_bound()
    return try await $bound.withValue(dependencies, operation: operation, isolation: isolation)
  }
}
