import InjectKit

extension Dependencies {
  /// Runs `operation` against a child of the current root that holds a few replacements: every
  /// real registration stays, the ones `configure` adds win.
  ///
  /// ```swift
  /// @Test func loadsProfileOffline() {
  ///   Dependencies.withOverrides { deps in
  ///     deps.add { StubNetwork() as Network }
  ///   } operation: {
  ///     #expect(ProfileLoader().load().name == "stub")
  ///   }
  /// }
  /// ```
  ///
  /// `configure` runs inside the binding, so a composer that writes to `Dependencies.root`
  /// registers into the child too. Outside a per-test container the child's parent is the
  /// process-wide root; reading it here is not reported as the test touching the shared root. The binding is task-local: it does not reach
  /// `Task.detached`, GCD queues or threads started by hand, and an `@Inject` property read
  /// before the call keeps the instance it resolved then.
  ///
  /// - Parameters:
  ///   - configure: Adds the replacements to the child container it receives.
  ///   - operation: The work to run with the child bound as `Dependencies.root`.
  /// - Returns: What `operation` returns.
  /// - Throws: What `configure` or `operation` throws.
  public static func withOverrides<R>(
    _ configure: (Dependencies) throws -> Void, operation: () throws -> R
  ) rethrows -> R {
    let child = Dependencies(parent: rootWithoutSharedRootCheck)
    return try withRoot(child) {
      try configure(child)
      return try operation()
    }
  }

  /// Runs the async `operation` against a child of the current root that holds a few
  /// replacements.
  ///
  /// ```swift
  /// @Test func syncsOffline() async throws {
  ///   try await Dependencies.withOverrides { deps in
  ///     deps.add { StubNetwork() as Network }
  ///   } operation: {
  ///     try await SyncEngine().run()
  ///   }
  /// }
  /// ```
  ///
  /// Child tasks created by `operation` see the child container; `Task.detached` does not.
  ///
  /// - Parameters:
  ///   - configure: Adds the replacements to the child container it receives.
  ///   - isolation: The caller's actor, so both closures run where the caller does.
  ///   - operation: The work to run with the child bound as `Dependencies.root`.
  /// - Returns: What `operation` returns.
  /// - Throws: What `configure` or `operation` throws.
  public static func withOverrides<R>(
    _ configure: (Dependencies) async throws -> Void, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    let child = Dependencies(parent: rootWithoutSharedRootCheck)
    return try await withRoot(child, isolation: isolation) {
      try await configure(child)
      return try await operation()
    }
  }
}
