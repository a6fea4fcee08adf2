import InjectKit

/// Tells the engine when a per-test container is bound, and records what it reports there (a
/// live service built, `live(reaching:)`; a registration a sealed container refused) against the
/// test running: a Swift Testing issue at the test, or an XCTest failure.
enum LiveServiceIssues {
  /// Sets `Dependencies.testObserver`, once per process; called as a per-test container is bound.
  static func install() { _ = installed }

  private static let installed: Void = {
    Dependencies.testObserver = TestObserver(
      isInPerTestContainer: { TestContainer.isActive }, recordFailure: { message in TestIssues.record(message) })
  }()
}
