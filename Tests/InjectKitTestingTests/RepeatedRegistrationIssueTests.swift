import InjectKit
import InjectKitTesting
import Testing

/// Issue 29, item 5: inside a per-test container, a composer run twice is a test issue.
@Suite struct RepeatedRegistrationIssueTests {
  final class Analytics: Sendable {}

  struct AnalyticsComposer {
    func register() { Dependencies.root.add(Analytics.self, scope: .singleton) { Analytics() } }
  }

  @Test(.dependencies { _ in AnalyticsComposer().register() })
  func aComposerRunAgainInTheTestRecordsAnIssue() {
    withKnownIssue {
      AnalyticsComposer().register()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Analytics was added at") && $0.rawValue.contains("To fix:") }
    }
  }

  @Test(.dependencies { _ in AnalyticsComposer().register() })
  func anOverrideFromAnotherLineRecordsNothing() {
    Dependencies.root.add(Analytics.self) { Analytics() }.asOverride()
    #expect(Dependencies.root.isRegistered(Analytics.self))
  }
}
