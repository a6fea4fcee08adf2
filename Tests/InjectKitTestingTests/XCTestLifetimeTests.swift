#if canImport(XCTest)
  import InjectKit
  import InjectKitTesting
  import XCTest

  /// The XCTest side of issue 47's checks: a container `withTestDependencies` made that outlives
  /// it, and `expectNoSurvivors(of:in:)`, each an XCTest failure.
  final class XCTestLifetimeTests: FailureCapturingTestCase {
    final class Session: Sendable {}
    final class Router: Sendable {
      let container: Dependencies
      init(container: Dependencies) { self.container = container }
    }
    final class AccountViewModel: Sendable {
      let session: Session
      init(session: Session) { self.session = session }
    }

    override func captures(_ description: String) -> Bool {
      description.contains("is still alive after")
    }

    func testAContainerKeptByItsSingletonIsAFailureNamingTheHolder() {
      withTestDependencies { deps in
        deps.add(Router.self, scope: .singleton) { Router(container: Dependencies.root) }
      } operation: {
        _ = Dependencies.root.resolve(Router.self)
      }
      XCTAssertEqual(capturedFailures.count, 1)
      XCTAssertTrue(
        capturedFailures.first?.contains(
          "container \"\(name)\" is still alive after its test ended, and with it every instance it built, into the "
            + "tests that follow: Router [singleton], added at InjectKitTestingTests/XCTestLifetimeTests.swift:")
          == true,
        "\(capturedFailures)")
    }

    func testTheFixLeavesNoFailure() {
      withTestDependencies { deps in
        deps.add(Session.self, scope: .singleton) { Session() }
      } operation: {
        _ = Dependencies.root.resolve(Session.self)
      }
      XCTAssertEqual(capturedFailures, [])
    }

    func testASurvivorOfLogoutIsAFailureAtTheCall() {
      withTestDependencies { deps in
        deps.add(Session.self, scope: .custom("session")) { Session() }
        deps.add(AccountViewModel.self, scope: .singleton) { r in AccountViewModel(session: try r.resolve()) }
      } operation: {
        _ = Dependencies.root.resolve(AccountViewModel.self)
        Dependencies.root.reset(.custom("session"))
        expectNoSurvivors(of: .custom("session"))
      }
      XCTAssertEqual(capturedFailures.count, 1)
      XCTAssertTrue(
        capturedFailures.first?.contains("AccountViewModel [singleton], added at InjectKitTestingTests/") == true,
        "\(capturedFailures)")
    }
  }
#endif
