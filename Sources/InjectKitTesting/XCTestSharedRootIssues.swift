#if canImport(XCTest)
  import Foundation
  import InjectKit
  import XCTest

  /// Records an XCTest failure when a test reads `Dependencies.root` while no per-test container
  /// is bound: the XCTest side of `SharedRootIssues`. XCTest has no "current test" to ask, so a
  /// test observer, added as the binary loads, keeps track of the test running.
  enum XCTestSharedRootIssues {
    /// What the observer knows of the test running now; nil between tests.
    struct RunningTest: Sendable {
      let name: String
      let sharesRoot: Bool
      var hasOwnContainer = false
      var told = false
    }

    private static let running = Protected<RunningTest?>(nil)
    private static let observer = RunningTestObserver()
    private static let observing = Protected(false)

    /// Adds the observer, once. Called on the main thread as the binary loads; later, from a read
    /// of the root on the main thread, in case loading happened elsewhere (a test that starts
    /// before then cannot be named, and is not told).
    static func observeTests() {
      // XCTest reports tests starting, and on Apple platforms accepts observers, on the main thread.
      guard Thread.isMainThread else { return }
      let isFirst = observing.withLock { added in
        defer { added = true }
        return !added
      }
      guard isFirst else { return }
      #if canImport(ObjectiveC)
        MainActor.assumeIsolated { XCTestObservationCenter.shared.addTestObserver(observer) }
      #else
        XCTestObservationCenter.shared.addTestObserver(observer)
      #endif
    }

    static func unboundRootRead() {
      observeTests()
      let name: String? = running.withLock { test in
        guard let current = test, !current.sharesRoot, !current.hasOwnContainer, !current.told else { return nil }
        test?.told = true
        return current.name
      }
      // Recorded outside the lock: XCTest calls its observers, which may read the root again.
      if let name { XCTFail(message(testName: name)) }
    }

    /// `withTestDependencies` was called: reads of the root elsewhere in this test (a detached
    /// task) are an escape from its container, not a missing one, as in Swift Testing.
    static func perTestContainerBound() { running.withLock { $0?.hasOwnContainer = true } }

    fileprivate static func testStarted(name: String, sharesRoot: Bool) {
      running.withLock { $0 = RunningTest(name: name, sharesRoot: sharesRoot) }
    }

    fileprivate static func testFinished() { running.withLock { $0 = nil } }

    static func message(testName: String) -> String {
      """
      Test \(testName) used the process-wide Dependencies.root: no per-test container is bound, so \
      its registrations and singletons are shared with every other test in this process. To fix: \
      give each test a container of its own: override `invokeTest()` to call `super.invokeTest()` \
      inside `withTestDependencies { deps in … } operation: { … }` (Swift Testing: the \
      `.dependencies` trait), or, if the class shares the root on purpose, conform it to \
      `SharedRootTestCase`.
      """
    }
  }

  /// Tells `XCTestSharedRootIssues` which test runs; holds no state of its own.
  private final class RunningTestObserver: NSObject, Sendable {}

  extension RunningTestObserver: XCTestObservation {
    nonisolated func testCaseWillStart(_ testCase: XCTestCase) {
      XCTestSharedRootIssues.testStarted(name: testCase.name, sharesRoot: testCase is any SharedRootTestCase)
    }

    nonisolated func testCaseDidFinish(_ testCase: XCTestCase) { XCTestSharedRootIssues.testFinished() }
  }
#endif
