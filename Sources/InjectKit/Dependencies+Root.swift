extension Dependencies {
  private static let global = Dependencies(label: "root")
  @TaskLocal private static var bound: Dependencies?

  /// The app-wide container that composers register into and `@Inject` reads from.
  ///
  /// Inside `withRoot(_:operation:)` it is the container bound there (for the current task and
  /// its child tasks), so tests and previews compose into a container of their own.
  ///
  /// In a test binary that links InjectKitTesting, a test that reads it while nothing is bound
  /// (no `.dependencies` trait, no `withTestDependencies`) gets a test issue saying so: every
  /// test in the process shares this container. A suite that shares it on purpose opts out
  /// with InjectKitTesting's `.sharedRoot` trait (XCTest: its `SharedRootTestCase` protocol).
  public static var root: Dependencies {
    // Reading a task-local costs a lookup in the task's bindings: skip it in an app that never
    // binds one and has no test hook (the state stays 0). The flags never go back: a task
    // started inside `withRoot` keeps its binding after `withRoot` returns.
    guard ThreadState.rootIsWatched else { return global }
    return rootAfterCheckingBinding()
  }

  /// `root` in a process that bound a root once or watches unbound reads (a test binary).
  private static func rootAfterCheckingBinding() -> Dependencies {
    if ThreadState.rootWasBound, let bound { return bound }
    // Unbound in a test binary: InjectKitTesting's hook decides whether a test is running.
    if let hook = ThreadState.unboundRootHook { hook() }
    return global
  }

  /// `root` without the shared-root check: for InjectKitTesting's `withOverrides`, which reads
  /// the root only to make the child it binds for its block.
  package static var rootWithoutSharedRootCheck: Dependencies { boundRoot ?? global }

  /// The container a `withRoot` binding put in place for the current task, if any.
  static var boundRoot: Dependencies? {
    guard ThreadState.rootWasBound else { return nil }
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
    ThreadState.markRootBound()
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
    ThreadState.markRootBound()
    return try await $bound.withValue(dependencies, operation: operation, isolation: isolation)
  }
}
