#if canImport(Testing)
  import InjectKit
  import Testing

  /// A Swift Testing trait that runs each test against a fresh container bound as
  /// `Dependencies.root`; create it with `.dependencies(_:)`.
  ///
  /// ```swift
  /// @Suite(.dependencies { deps in
  ///   RootComposer().register()                 // writes to Dependencies.root: lands in `deps`
  ///   deps.add { SpyView() as HomeViewDelegate }
  /// })
  /// struct HomePresenterTests {
  ///   @Test func showsTitle() {
  ///     let presenter: HomePresenterDelegate = Dependencies.root.resolve()
  ///     // ...
  ///   }
  /// }
  /// ```
  ///
  /// On a suite the trait is recursive: every test, and every case of a parameterized test, gets
  /// its own container, so tests may run in parallel. When a suite and a test both carry the
  /// trait, the test's container is a child of the suite's and its registrations win.
  public struct DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
    let configure: @Sendable (Dependencies) async throws -> Void

    /// Always true: the trait applies to each test inside a suite, never once for the suite.
    public var isRecursive: Bool { true }

    /// Binds a fresh container as root, fills it with `configure`, then runs the test.
    ///
    /// - Parameters:
    ///   - test: The test about to run.
    ///   - testCase: The test case about to run.
    ///   - function: The test itself.
    /// - Throws: What `configure` or the test throws.
    public func provideScope(
      for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
      let configure = configure
      RepeatedRegistrationIssues.install()
      try await TestContainer.run(label: test.name, isolation: nil) { dependencies in
        try await configure(dependencies)
      } operation: {
        try await function()
      }
    }
  }

  /// Turns InjectKit's registration warnings (a composer run twice, a caching scope refused for
  /// runtime arguments) into test issues inside per-test containers, at the test, and drops them
  /// elsewhere in a test process.
  enum RepeatedRegistrationIssues {
    /// Sets `Dependencies.onWarning`, once per process, unless the app set its own.
    static func install() { _ = installed }

    private static let installed: Void = {
      guard Dependencies.onWarning == nil else { return }
      // Outside a per-test container (a test re-registering on purpose, a stress run) the
      // warning is not this test's business: dropped.
      Dependencies.onWarning = { warning in
        guard TestContainer.isActive, let test = Test.current else { return }
        Issue.record(Comment(rawValue: warning.message), sourceLocation: test.sourceLocation)
      }
    }()
  }

  extension Trait where Self == DependenciesTrait {
    /// Runs each test against a fresh container, bound as `Dependencies.root` and filled by
    /// `configure`.
    ///
    /// ```swift
    /// @Test(.dependencies { deps in
    ///   RootComposer().register()
    ///   deps.add { SpyView() as HomeViewDelegate }
    /// })
    /// func presenterUpdatesView() { ... }
    /// ```
    ///
    /// `configure` is nonisolated, so the factories its closures add run on any thread, like
    /// the tests that resolve them (a closure written in `@MainActor` code would register a
    /// main-actor factory). Call a `@MainActor` composer with `await`. It runs inside the binding,
    /// so composers writing to `Dependencies.root` fill the test's container. It may throw (the
    /// test then fails) or await.
    ///
    /// - Parameter configure: Adds the test's registrations to the container it receives.
    /// - Returns: The trait.
    public static func dependencies(
      _ configure: @escaping @Sendable (Dependencies) async throws -> Void
    ) -> Self {
      DependenciesTrait(configure: configure)
    }
  }
#endif
