import InjectKit

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Tells the engine when a per-test container is bound, and records what it reports there (a
/// live service built, `live(reaching:)`; a registration a sealed container refused) against the
/// test running: a Swift Testing issue at the test, or an XCTest failure.
enum LiveServiceIssues {
  /// Sets `Dependencies.testObserver`, once per process; called as a per-test container is bound.
  static func install() { _ = installed }

  private static let installed: Void = {
    Dependencies.testObserver = TestObserver(
      isInPerTestContainer: { TestContainer.isActive }, recordFailure: { message in record(message) })
  }()

  private static func record(_ message: String) {
    #if canImport(Testing)
      if let test = Test.current {
        // At the test: the library's own line would say nothing to its reader.
        Issue.record(Comment(rawValue: message), sourceLocation: test.sourceLocation)
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message)
    #endif
  }
}
