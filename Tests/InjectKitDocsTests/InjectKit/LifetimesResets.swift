import InjectKit
import InjectKitTesting
import Testing

/// Lifetimes.md's blocks on resets, survivors and cycles through the container, the types they
/// assume, and tests of what the text says.
@Suite struct LifetimesResetsDocs {
  final class Session: Sendable {
    let token: String
    private let closed = Protected(false)
    init(token: String) { self.token = token }
    func close() { closed.withLock { $0 = true } }
    var isClosed: Bool { closed.withLock { $0 } }
  }
  final class AccountViewModel: Sendable {
    let session: Session
    init(session: Session) { self.session = session }
  }
  final class Feed: Sendable {}
  final class FeedRouter: Sendable {
    let feed: Feed
    init(feed: Feed) { self.feed = feed }
  }

  // snippet: InjectKit.docc/Lifetimes.md
  struct SessionComposer: Composer {
    func register() {
      let deps = Dependencies.root
      deps.add(Session.self, scope: .custom("session")) { Session(token: "t0k3n") }
        .onReset { session in session.close() }
      deps.add(AccountViewModel.self, scope: .custom("session")) { r in
        AccountViewModel(session: try r.resolve())
      }
    }
  }

  func logOut() {
    Dependencies.root.reset(.custom("session"))
  }
  // end snippet

  @Test(.dependencies { _ in SessionComposer().register() })
  func loggingOutClosesTheSessionAndTheNextResolveBuildsANewOne() {
    let before = Dependencies.root.resolve(AccountViewModel.self).session
    logOut()
    #expect(before.isClosed)
    #expect(Dependencies.root.resolve(AccountViewModel.self).session !== before)
  }

  /// The survivors block; returns what it printed.
  static func survivors(_ deps: Dependencies) -> [Survivor] {
    var printed: [Survivor] = []
    func print(_ survivor: Survivor) { printed.append(survivor) }
    // snippet: InjectKit.docc/Lifetimes.md
    deps.add(Session.self, scope: .custom("session")) { Session(token: "t0k3n") }
    deps.add(AccountViewModel.self, scope: .singleton) { r in AccountViewModel(session: try r.resolve()) }

    _ = deps.resolve(AccountViewModel.self)
    deps.reset(.custom("session"))
    for survivor in deps.survivors(of: .custom("session")) {
      print(survivor)
    }
    // end snippet
    return printed
  }

  @Test func aSessionKeptByASingletonViewModelIsOneSurvivorWithItsHolderAndTheFix() throws {
    let printed = Self.survivors(Dependencies(label: "app"))
    try #require(printed.count == 1)
    let text = printed[0].description
    #expect(text.hasPrefix("Session [session], added at InjectKitDocsTests/LifetimesResets.swift:"))
    #expect(text.contains("is still alive after reset(.custom(\"session\")) of container \"app\": AccountViewModel"))
    #expect(text.contains("[singleton], added at InjectKitDocsTests/LifetimesResets.swift:"))
    #expect(
      text.contains("in `session` holds it. To fix: register AccountViewModel with `scope: .custom(\"session\")`"))
  }

  // snippet: InjectKit.docc/Lifetimes.md
  @Test(.dependencies { _ in SessionComposer().register() })
  func logOutReleasesTheSession() {
    _ = Dependencies.root.resolve(AccountViewModel.self)
    logOut()
    expectNoSurvivors(of: .custom("session"))
  }
  // end snippet

  // snippet: InjectKit.docc/Lifetimes.md
  final class Router {
    let container: Dependencies
    init(container: Dependencies) { self.container = container }
  }

  // snippet: pause
  static func registerRouter(_ deps: Dependencies) {
    // snippet: resume
    deps.add(Router.self, scope: .singleton) { Router(container: deps) }
    // end snippet
  }

  static func runInTestContainer(
    _ configure: @escaping @Sendable (Dependencies) async throws -> Void, _ body: @escaping @Sendable () -> Void
  ) async throws {
    let trait: DependenciesTrait = .dependencies(configure)
    try await trait.provideScope(for: Test.current!, testCase: Test.Case.current) { body() }
  }

  @Test func aRouterHoldingItsContainerIsReportedAtTheEndOfItsTest() async throws {
    try await withKnownIssue {
      try await Self.runInTestContainer { deps in
        Self.registerRouter(deps)
      } _: {
        _ = Dependencies.root.resolve(Router.self)
      }
    } matching: { issue in
      issue.comments.contains { comment in
        comment.rawValue.contains("is still alive after its test ended")
          && comment.rawValue.contains("Router [singleton], added at InjectKitDocsTests/LifetimesResets.swift:")
          && comment.rawValue.contains("in `container` holds it")
      }
    }
  }

  @Test func resolvingWhatTheRouterNeedsLeavesNoCycle() async throws {
    try await Self.runInTestContainer { deps in
      deps.add(Feed.self) { Feed() }
      // snippet: InjectKit.docc/Lifetimes.md
      deps.add(FeedRouter.self, scope: .singleton) { r in FeedRouter(feed: try r.resolve()) }
      // end snippet
    } _: {
      _ = Dependencies.root.resolve(FeedRouter.self)
    }
  }
}
