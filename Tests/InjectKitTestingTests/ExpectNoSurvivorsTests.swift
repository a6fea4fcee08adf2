import InjectKit
import InjectKitTesting
import Testing

/// `expectNoSurvivors(of:in:)` (issue 47, item 2): a logout test in one line, failing at that line
/// with what keeps the session, and passing once the fix it names is applied.
@Suite struct ExpectNoSurvivorsTests {
  final class Session: Sendable {}
  final class AccountViewModel: Sendable {
    let session: Session
    init(session: Session) { self.session = session }
  }

  /// The app's composition; the view model's scope is what the fix changes.
  struct AppComposer: Composer {
    var viewModelScope: Scope = .singleton

    func register() {
      Dependencies.root.add(Session.self, scope: .custom("session")) { Session() }
      Dependencies.root.add(AccountViewModel.self, scope: viewModelScope) { r in
        AccountViewModel(session: try r.resolve())
      }
    }
  }

  /// The app's logout: the session's scope is reset.
  static func logOut() { Dependencies.root.reset(.custom("session")) }

  @Test(.dependencies { _ in AppComposer().register() })
  func aSessionKeptBySingletonFailsTheLogoutTestAtTheCall() {
    _ = Dependencies.root.resolve(AccountViewModel.self)
    Self.logOut()
    let line = #line + 2
    withKnownIssue {
      expectNoSurvivors(of: .custom("session"))
    } matching: { issue in
      issue.sourceLocation?.fileID == "InjectKitTestingTests/ExpectNoSurvivorsTests.swift"
        && issue.sourceLocation?.line == line
        && issue.comments.contains { comment in
          comment.rawValue.hasPrefix("Session [session], added at InjectKitTestingTests/ExpectNoSurvivorsTests.swift:")
            && comment.rawValue.contains("is still alive after reset(.custom(\"session\")) of container")
            && comment.rawValue.contains("AccountViewModel [singleton], added at")
            && comment.rawValue.contains("To fix: register AccountViewModel with `scope: .custom(\"session\")` too")
        }
    }
  }

  @Test(.dependencies { _ in AppComposer(viewModelScope: .custom("session")).register() })
  func theFixItNamesPassesTheLogoutTest() {
    _ = Dependencies.root.resolve(AccountViewModel.self)
    Self.logOut()
    expectNoSurvivors(of: .custom("session"))
  }

  @Test func oneIssuePerSurvivorForAContainerPassedExplicitly() {
    let deps = Dependencies(label: "app")
    deps.add(Session.self, scope: .custom("session")) { Session() }
    deps.add(AccountViewModel.self, scope: .singleton) { r in AccountViewModel(session: try r.resolve()) }
    deps.add(String.self, scope: .custom("session")) { "token" }
    let kept = deps.resolve(Session.self)
    _ = deps.resolve(AccountViewModel.self)
    deps.reset(.custom("session"))
    let issues = Protected(0)
    withKnownIssue {
      expectNoSurvivors(of: .custom("session"), in: deps)
    } matching: { issue in
      issues.withLock { $0 += 1 }
      return issue.comments.contains { $0.rawValue.hasPrefix("Session [session]") }
    }
    // One survivor (the string is a value, the session one object): one issue.
    #expect(issues.withLock { $0 } == 1)
    _ = kept
  }
}
