import InjectKit
import Testing

/// A registration that gives no `scope:` takes the scope of the one it replaces or overrides:
/// a stub replaces the implementation, not the lifetime (issue 46, item 2).
@Suite struct InheritedScopeTests {
  protocol APIClient: AnyObject, Sendable {}
  final class LiveAPIClient: APIClient {}
  final class StubAPIClient: APIClient {}
  final class FeedRepository: Sendable {
    let api: any APIClient
    init(api: any APIClient) { self.api = api }
  }

  /// The app's composition: a singleton client, a singleton repository over it.
  static func app() -> Dependencies {
    let app = Dependencies(label: "app")
    app.add(scope: .singleton) { LiveAPIClient() as any APIClient }
    app.add(FeedRepository.self, scope: .singleton) { r in FeedRepository(api: try r.resolve()) }
    return app
  }

  @Test func anOverrideInAChildTakesTheParentsScopeAndVerifiesClean() throws {
    let test = Dependencies(parent: Self.app(), label: "test")
    test.add { StubAPIClient() as any APIClient }

    try test.verify()
    #expect(test.resolve((any APIClient).self) === test.resolve((any APIClient).self))
    #expect(test.resolve(FeedRepository.self).api is StubAPIClient)
  }

  @Test func aReplacementInTheSameContainerTakesTheScopeItReplaces() throws {
    let app = Self.app()
    app.add { StubAPIClient() as any APIClient }.asOverride()

    try app.verify()
    #expect(app.resolve((any APIClient).self) === app.resolve((any APIClient).self))
  }

  @Test func anExplicitScopeIsKept() {
    let test = Dependencies(parent: Self.app(), label: "test")
    test.add(scope: .transient) { StubAPIClient() as any APIClient }

    #expect(test.resolve((any APIClient).self) !== test.resolve((any APIClient).self))
    // A singleton over a transient is what verify() reports, as asked for.
    #expect(test.verificationReport().problems.map(\.kind) == [.captiveDependency])
  }

  @Test func withNothingToInheritARegistrationIsTransient() {
    let deps = Dependencies()
    deps.add { StubAPIClient() as any APIClient }
    deps.autowire(FeedRepository.self, FeedRepository.init(api:))

    #expect(deps.resolve((any APIClient).self) !== deps.resolve((any APIClient).self))
    #expect(deps.resolve(FeedRepository.self) !== deps.resolve(FeedRepository.self))
    #expect(Scope.inherited != .transient)
  }
}
