import InjectKit
import Testing

/// Scopes.md's Swift block, the types it assumes, and tests of what its text says.
@Suite struct ScopesDocs {
  final class Database {}
  final class Session {
    private(set) var isClosed = false
    func close() { isClosed = true }
  }

  /// The block, with a resolve before the logout: returns the sessions before and after.
  static func scopes(deps: Dependencies) -> (loggedIn: Session, next: Session) {
    // snippet: InjectKit.docc/Scopes.md
    deps.add(Database.self, scope: .singleton) { _ in Database() }
    deps.add(Session.self, scope: .custom("session")) { _ in Session() }
      .onReset { session in session.close() }

    // snippet: pause
    let loggedIn = deps.resolve(Session.self)
    #expect(deps.resolve(Session.self) === loggedIn)
    // snippet: resume
    // at logout: the next resolve builds a new Session
    deps.reset(.custom("session"))
    // end snippet
    return (loggedIn, deps.resolve(Session.self))
  }

  @Test func resettingACustomScopeClosesTheOldInstanceAndBuildsANewOne() {
    let deps = Dependencies()

    let (loggedIn, next) = Self.scopes(deps: deps)

    #expect(loggedIn.isClosed)
    #expect(next !== loggedIn)
    #expect(!next.isClosed)
    #expect(deps.resolve(Database.self) === deps.resolve(Database.self))
  }

  @Test func aSingletonIsSharedWithChildContainersButAChildsOwnIsNot() {
    let parent = Dependencies()
    _ = Self.scopes(deps: parent)
    let child = Dependencies(parent: parent)
    let other = Dependencies(parent: parent)
    child.add(Session.self, scope: .singleton) { _ in Session() }

    #expect(child.resolve(Database.self) === parent.resolve(Database.self))
    #expect(child.resolve(Session.self) === child.resolve(Session.self))
    #expect(other.resolve(Session.self) !== child.resolve(Session.self))
  }

  protocol APIClient: Sendable {}
  final class LiveAPI: APIClient {}
  final class StubAPI: APIClient {}
  final class Repo: Sendable {
    let api: any APIClient
    init(api: any APIClient) { self.api = api }
  }

  /// Scopes.md's child-container block: the app's repository and the child's own.
  static func childContainers() -> (child: any APIClient, app: any APIClient) {
    // snippet: InjectKit.docc/Scopes.md
    let root = Dependencies(label: "app")
    root.add(APIClient.self) { LiveAPI() }
    root.add(Repo.self, scope: .singleton) { r in Repo(api: try r.resolve()) }
    let child = Dependencies(parent: root, label: "test")
    child.add(APIClient.self) { StubAPI() }

    let testAPI = child.resolve(Repo.self).api  // StubAPI: the child's own Repo
    let appAPI = root.resolve(Repo.self).api  // LiveAPI: the app's Repo is untouched
    // end snippet
    return (testAPI, appAPI)
  }

  @Test func aChildThatOverridesWhatASingletonIsBuiltFromGetsItsOwn() {
    let (child, app) = Self.childContainers()

    #expect(child is StubAPI)
    #expect(app is LiveAPI)
  }

  final class Presenter {}
  final class Holder {
    let presenter: Presenter
    init(presenter: Presenter) { self.presenter = presenter }
  }

  @Test func verifyReportsASingletonHoldingATransient() {
    let deps = Dependencies()
    deps.add(Presenter.self) { _ in Presenter() }
    deps.add(Holder.self, scope: .singleton) { r in Holder(presenter: try r.resolve()) }

    #expect(deps.verificationReport().problems(of: .captiveDependency).count == 1)
  }
}
