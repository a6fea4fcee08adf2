#if canImport(XCTest)
  import InjectKit
  import XCTest

  extension XCTestCase {
    /// Runs `operation` against a fresh container bound as `Dependencies.root`, filled by
    /// `configure`: the XCTest counterpart of the `.dependencies` trait.
    ///
    /// Override `invokeTest()` so `setUp`, the test method and `tearDown` all see the container,
    /// and every test method gets its own:
    ///
    /// ```swift
    /// final class HomePresenterTests: XCTestCase {
    ///   override func invokeTest() {
    ///     withTestDependencies { deps in
    ///       RootComposer().register()
    ///       deps.add { SpyView() as HomeViewDelegate }
    ///     } operation: {
    ///       super.invokeTest()
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// `configure` runs synchronously where it is called, inside the binding; XCTest calls
    /// `invokeTest()` on the main thread, so wrap `@MainActor` composers in
    /// `MainActor.assumeIsolated { }` there.
    ///
    /// - Parameters:
    ///   - configure: Adds the test's registrations to the container it receives.
    ///   - operation: The work to run with the container bound as root.
    /// - Returns: What `operation` returns.
    /// - Throws: What `configure` or `operation` throws.
    public func withTestDependencies<R>(
      _ configure: (Dependencies) throws -> Void, operation: () throws -> R
    ) rethrows -> R {
      XCTestSharedRootIssues.perTestContainerBound()
      return try TestContainer.run(label: name, configure: configure, operation: operation)
    }

    /// The async form of `withTestDependencies(_:operation:)`, for use inside an async test
    /// method or `setUp() async`.
    ///
    /// ```swift
    /// func testSync() async throws {
    ///   try await withTestDependencies { deps in
    ///     deps.add { StubNetwork() as Network }
    ///   } operation: {
    ///     try await SyncEngine().run()
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - configure: Adds the test's registrations to the container it receives.
    ///   - isolation: The caller's actor, so both closures run where the caller does.
    ///   - operation: The work to run with the container bound as root.
    /// - Returns: What `operation` returns.
    /// - Throws: What `configure` or `operation` throws.
    public func withTestDependencies<R>(
      _ configure: (Dependencies) async throws -> Void, isolation: isolated (any Actor)? = #isolation,
      operation: () async throws -> R
    ) async rethrows -> R {
      XCTestSharedRootIssues.perTestContainerBound()
      return try await TestContainer.run(label: name, isolation: isolation, configure: configure, operation: operation)
    }
  }
#endif
