import InjectKit

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Tells the engine when a per-test container is bound, and records its live-service failures
/// (`live(reaching:)`) against the test running: a Swift Testing issue, or an XCTest failure.
enum LiveServiceIssues {
  /// Sets `Dependencies.testObserver`, once per process; called as a per-test container is bound.
  static func install() { _ = installed }

  private static let installed: Void = {
    Dependencies.testObserver = TestObserver(
      isInPerTestContainer: { TestContainer.isActive }, recordFailure: { message in record(message) })
  }()

  private static func record(_ message: String) {
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(Comment(rawValue: message))
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message)
    #endif
  }
}
