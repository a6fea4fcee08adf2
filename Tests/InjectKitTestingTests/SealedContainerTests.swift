import InjectKit
import InjectKitTesting
import Testing

/// The app's launch code: composition, then `seal()`, run by the tests' composition too.
struct LaunchComposer: Composer {
  func register() {
    FeedComposer().register()
    Dependencies.root.seal()
  }
}

/// Issue 36, item 2: a mistake in one test ends only that test.
@Suite(.dependencies { _ in LaunchComposer().register() })
struct SealedContainerTests {
  /// One refusal, one issue: the modifiers chained on the refused handle change nothing and
  /// report nothing more (issue 46, item 1: they used to report the app's own registration, at
  /// its own site, as refused). The matcher takes only the stub's refusal, so a second issue fails.
  @Test func anOverrideAfterTheAppSealedIsATestIssueAndTheTestGoesOn() {
    withKnownIssue {
      Dependencies.root.add { StubFeedAPI() as FeedAPI }.asOverride().live(reaching: "a stub server")
        .onReset { _ in }.implements(StubFeedAPI.self)
    } matching: { issue in
      issue.sourceLocation?.fileID.hasSuffix("/SealedContainerTests.swift") == true
        && issue.comments.contains { comment in
          let text = comment.rawValue
          return text.contains("FeedAPI, added at InjectKitTestingTests/SealedContainerTests.swift:")
            && text.contains("was refused: container \"anOverrideAfterTheAppSealedIsATestIssueAndTheTestGoesOn()\"")
            && text.contains("was sealed at InjectKitTestingTests/SealedContainerTests.swift:")
            && text.contains("Dependencies.withOverrides")
        }
    }

    // The run goes on, and the sealed container still holds the app's registration, unchanged.
    #expect(Dependencies.root.resolve(FeedRepository.self).api is LiveFeedAPI)
    #expect(!Dependencies.root.isRegistered(StubFeedAPI.self))
  }

  @Test func withOverridesStillOverridesASealedContainerAndReachesItsSingletons() {
    let repository = Dependencies.withOverrides { deps in
      deps.add { StubFeedAPI() as FeedAPI }
    } operation: {
      Dependencies.root.resolve(FeedRepository.self)
    }

    #expect(repository.api is StubFeedAPI)
  }

  @Test(.dependencies { deps in deps.add { StubFeedAPI() as FeedAPI } })
  func aTestLevelTraitOverridesUnderTheSuitesSealedContainer() {
    #expect(Dependencies.root.resolve(FeedRepository.self).api is StubFeedAPI)
  }
}

/// Issue 36, item 4: a caching scope on a registration with runtime arguments is refused, and a
/// per-test container's test is told, at the test.
@Suite struct ArgumentScopeIssueTests {
  final class DetailPresenter: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
  }

  @Test(.dependencies { _ in })
  func aSingletonWithArgumentsIsATestIssueAndBuildsOnePresenterPerItem() {
    withKnownIssue {
      Dependencies.root.add(DetailPresenter.self, scope: .singleton) { (_, id: Int) in DetailPresenter(id: id) }
    } matching: { issue in
      issue.sourceLocation?.fileID.hasSuffix("/SealedContainerTests.swift") == true
        && issue.comments.contains { $0.rawValue.contains("scope is refused") && $0.rawValue.contains("To fix:") }
    }

    #expect(Dependencies.root.resolve(DetailPresenter.self, arguments: 1).id == 1)
    #expect(Dependencies.root.resolve(DetailPresenter.self, arguments: 2).id == 2)
  }
}
