#if canImport(XCTest)
  import InjectKit
  import InjectKitTesting
  import XCTest

  /// Keeps the shared-root failures a test records instead of failing it, so a test can check
  /// them; every other failure goes through to XCTest (an assertion quoting one included).
  class SharedRootFailureCapture: FailureCapturingTestCase {
    final class Marker: Sendable {}

    /// The shared-root failures the test recorded.
    var sharedRootFailures: [String] { capturedFailures }

    override func captures(_ description: String) -> Bool {
      description.hasPrefix("failed - Test ") && description.contains("used the process-wide Dependencies.root")
    }
  }

  /// Issue 29, item 3 under XCTest: a test method that touches the process-wide root with no
  /// per-test container is told, once, with its name and the fix.
  final class XCTestSharedRootIssueTests: SharedRootFailureCapture {
    func testReadingTheSharedRootIsReportedOnceNamingTheTest() throws {
      _ = Dependencies.root.isRegistered(Marker.self)
      _ = Dependencies.root.isRegistered(Marker.self, name: "again")

      XCTAssertEqual(sharedRootFailures.count, 1)
      let failure = try XCTUnwrap(sharedRootFailures.first)
      XCTAssertTrue(failure.contains("Test \(name) used"), failure)
      for fix in ["To fix:", "withTestDependencies", ".dependencies", "SharedRootTestCase"] {
        XCTAssertTrue(failure.contains(fix), "\(fix) missing from: \(failure)")
      }
    }

    func testEachTestIsToldOnItsOwn() {
      _ = Dependencies.root.isRegistered(Marker.self)

      XCTAssertEqual(sharedRootFailures.count, 1)
      XCTAssertTrue(sharedRootFailures.first?.contains("Test \(name) used") ?? false)
    }

    func testATestWithItsOwnContainerIsNotTold() {
      withTestDependencies { deps in
        deps.add { Marker() }
      } operation: {
        XCTAssertTrue(Dependencies.root.isRegistered(Marker.self))
      }

      XCTAssertEqual(sharedRootFailures.count, 0)
    }

    func testADetachedTaskInATestWithItsOwnContainerIsNotTold() async {
      await withTestDependencies { deps in
        deps.add { Marker() }
      } operation: {
        // An escape from the test's container, as in Swift Testing: not a missing container.
        _ = await Task.detached { Dependencies.root.isRegistered(Marker.self) }.value
      }

      XCTAssertEqual(sharedRootFailures.count, 0)
    }
  }

  /// The opt-out: one protocol on a class that shares the root on purpose.
  final class XCTestSharedRootOptOutTests: SharedRootFailureCapture, SharedRootTestCase {
    func testAClassThatSharesTheRootIsNotTold() {
      _ = Dependencies.root.isRegistered(Marker.self)

      XCTAssertEqual(sharedRootFailures.count, 0)
    }
  }
#endif
