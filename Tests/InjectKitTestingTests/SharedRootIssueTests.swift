import InjectKit
import InjectKitTesting
import Testing

/// Issue 29, item 3: a test that touches the process-wide root without a per-test container is
/// told, once, with the test's name and the fix; `.sharedRoot` opts out; nothing fires outside a test.
@Suite struct SharedRootIssueTests {
  final class Clock: Sendable {}

  static func isSharedRootIssue(_ issue: Issue, test: String) -> Bool {
    issue.comments.contains { comment in
      let text = comment.rawValue
      return text.contains("Test \"\(test)\" used the process-wide Dependencies.root")
        && text.contains("To fix:") && text.contains(".dependencies") && text.contains("withTestDependencies")
        && text.contains(".sharedRoot")
    }
  }

  @Test func aTestThatResolvesFromTheSharedRootIsToldOnce() {
    withKnownIssue {
      _ = Dependencies.root.isRegistered(Clock.self)
    } matching: { issue in
      Self.isSharedRootIssue(issue, test: "aTestThatResolvesFromTheSharedRootIsToldOnce()")
    }

    _ = Dependencies.root.isRegistered(Clock.self)  // a second read: no second issue
  }

  @Test func aTestThatRegistersIntoTheSharedRootIsTold() {
    withKnownIssue {
      Dependencies.root.add(Clock.self, name: "SharedRootIssueTests") { Clock() }
    } matching: { issue in
      Self.isSharedRootIssue(issue, test: "aTestThatRegistersIntoTheSharedRootIsTold()")
    }
  }

  @Test(.dependencies { deps in deps.add { Clock() } })
  func aTestWithItsOwnContainerIsNotTold() {
    #expect(Dependencies.root.isRegistered(Clock.self))
  }

  @Test func aDetachedTaskOutsideAnyTestIsNotTold() async {
    // Task.detached leaves the test's task-locals behind: no current test, so no issue.
    let registered = await Task.detached { Dependencies.root.isRegistered(Clock.self, name: "nowhere") }.value

    #expect(!registered)
  }
}

/// The opt-out: one trait on a suite that shares the root on purpose.
@Suite(.sharedRoot) struct SharedRootOptOutTests {
  final class Settings: Sendable {}

  @Test func aSuiteMarkedSharedRootIsNotTold() {
    Dependencies.root.add(Settings.self, name: "SharedRootOptOutTests") { Settings() }.asOverride()

    #expect(Dependencies.root.isRegistered(Settings.self, name: "SharedRootOptOutTests"))
  }
}
