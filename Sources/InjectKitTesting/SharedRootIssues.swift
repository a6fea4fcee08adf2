#if canImport(Testing)
  import InjectKit
  import Testing

  /// A Swift Testing trait for a suite or test that shares the process-wide `Dependencies.root`
  /// on purpose; create it with `.sharedRoot`.
  ///
  /// ```swift
  /// @Suite(.serialized, .sharedRoot)  // one composition for the whole suite, run in order
  /// struct AppLaunchTests {
  ///   @Test func composesOnce() {
  ///     AppComposer().register()
  ///     #expect(Dependencies.root.isRegistered(Analytics.self))
  ///   }
  /// }
  /// ```
  ///
  /// Without it, a test that registers into or resolves from `Dependencies.root` while no
  /// per-test container is bound gets a test issue, once per test.
  public struct SharedRootTrait: TestTrait, SuiteTrait {
    /// Always true: on a suite, the opt-out covers every test inside it.
    public var isRecursive: Bool { true }
  }

  extension Trait where Self == SharedRootTrait {
    /// Lets a suite or test touch the process-wide `Dependencies.root` without a test issue.
    ///
    /// ```swift
    /// @Suite(.serialized, .sharedRoot) struct AppLaunchTests {}
    /// ```
    public static var sharedRoot: Self { SharedRootTrait() }
  }

  /// Records a test issue when a Swift Testing test reads `Dependencies.root` while no per-test
  /// container is bound: such tests share one container with every other test in the process.
  enum SharedRootIssues {
    /// The tests already told: each is told once (a parameterized test once for all its cases).
    private static let told = Protected<Set<Test.ID>>([])

    /// Records the issue if a Swift Testing test is running; returns whether one is.
    static func unboundRootRead() -> Bool {
      // Outside a Swift Testing test (an app, a detached task, XCTest): nothing to say here.
      guard let test = Test.current else { return false }
      guard !test.traits.contains(where: { $0 is SharedRootTrait }) else { return true }
      guard told.withLock({ $0.insert(test.id).inserted }) else { return true }
      Issue.record(Comment(rawValue: message(testName: test.name)), sourceLocation: test.sourceLocation)
      return true
    }

    static func message(testName: String) -> String {
      """
      Test "\(testName)" used the process-wide Dependencies.root: no per-test container is bound, \
      so its registrations and singletons are shared with every other test in this process, and \
      tests running in parallel see each other's. To fix: give the test or its suite a container \
      of its own with the `.dependencies { deps in … }` trait (XCTest: `withTestDependencies`), \
      or, if the suite shares the root on purpose, add the `.sharedRoot` trait to it.
      """
    }
  }
#endif
