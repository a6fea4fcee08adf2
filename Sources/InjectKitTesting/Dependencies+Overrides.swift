import InjectKit

extension Dependencies {
  /// When a child `withOverrides` made must be gone, as its report says: inside a per-test
  /// container, at the test's end; outside one, as the call returns.
  private static var insideTest: String { "the test ended (it was made by `withOverrides`)" }
  private static var returned: String { "the `withOverrides` call that made it returned" }

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
  /// The child must be gone once the test ends (or, outside a per-test container, once this call
  /// returns, if it returns nothing): still alive, something keeps it, such as a singleton
  /// holding its container, and the test gets an issue naming it.
  ///
  /// - Parameters:
  ///   - configure: Adds the replacements to the child container it receives.
  ///   - operation: The work to run with the child bound as `Dependencies.root`.
  /// - Returns: What `operation` returns.
  /// - Throws: What `configure` or `operation` throws.
  public static func withOverrides<R>(
    _ configure: (Dependencies) throws -> Void, operation: () throws -> R
  ) rethrows -> R {
    guard OutlivedContainers.current == nil, R.self == Void.self else {
      return try withChild(configure, until: insideTest, operation: operation)
    }
    // Outside a per-test container: this call is the scope whose end the child must not outlive.
    // Only when it returns nothing: a value it returns may hold the child, as long as it likes.
    let outlived = OutlivedContainers()
    defer { outlived.check() }
    return try OutlivedContainers.$current.withValue(outlived) {
      try withChild(configure, until: returned, operation: operation)
    }
  }

  /// `withOverrides`' body: the child it makes is watched by the scope running
  /// (`OutlivedContainers`), and released as this returns.
  private static func withChild<R>(
    _ configure: (Dependencies) throws -> Void, until context: String, operation: () throws -> R
  ) rethrows -> R {
    let child = Dependencies(parent: rootWithoutSharedRootCheck)
    OutlivedContainers.current?.watch(child, until: context)
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
    guard OutlivedContainers.current == nil, R.self == Void.self else {
      return try await withChild(configure, until: insideTest, isolation: isolation, operation: operation)
    }
    let outlived = OutlivedContainers()
    let result: R
    do {
      result = try await OutlivedContainers.$current.withValue(
        outlived,
        operation: { try await withChild(configure, until: returned, isolation: isolation, operation: operation) },
        isolation: isolation)
    } catch {
      await outlived.check()
      throw error
    }
    await outlived.check()
    return result
  }

  /// The async `withOverrides`' body: the child it makes is watched by the scope running, and
  /// released as this returns.
  private static func withChild<R>(
    _ configure: (Dependencies) async throws -> Void, until context: String, isolation: isolated (any Actor)?,
    operation: () async throws -> R
  ) async rethrows -> R {
    let child = Dependencies(parent: rootWithoutSharedRootCheck)
    OutlivedContainers.current?.watch(child, until: context)
    return try await withRoot(child, isolation: isolation) {
      try await configure(child)
      return try await operation()
    }
  }
}
