import InjectKit
import Testing

/// `survivors(of:)` (issue 47, item 2): the instances a reset dropped that something keeps alive,
/// with what holds them, in the shapes a logout takes.
@Suite struct SurvivorTests {
  final class Session: Sendable {
    let user: String
    init(user: String = "ada") { self.user = user }
  }
  final class AccountViewModel: Sendable {
    let session: Session
    init(session: Session) { self.session = session }
  }
  struct SessionState: Sendable {
    let session: Session?
    let history: [Session]
  }
  final class Inbox: Sendable {
    let state: SessionState
    init(state: SessionState) { self.state = state }
  }

  /// The app's session, and an account screen that keeps it, registered as most apps first do:
  /// the view model a singleton.
  static func app(viewModelScope: Scope = .singleton) -> (Dependencies, line: Int) {
    let deps = Dependencies(label: "app")
    deps.add(Session.self, scope: .custom("session")) { Session() }
    let line = #line + 1
    deps.add(AccountViewModel.self, scope: viewModelScope) { r in AccountViewModel(session: try r.resolve()) }
    return (deps, line)
  }

  @Test func aSessionKeptByASingletonAfterLogoutIsASurvivorNamingItsHolder() throws {
    let (deps, line) = Self.app()
    _ = deps.resolve(AccountViewModel.self)
    deps.reset(.custom("session"))  // logout

    let survivors = deps.survivors(of: .custom("session"))
    try #require(survivors.count == 1)
    let survivor = survivors[0]
    #expect(survivor.key == "Session")
    #expect(survivor.site.hasPrefix("InjectKitTests/SurvivorTests.swift:"))
    #expect(survivor.scope == .custom("session"))
    #expect(survivor.container == "\"app\"")
    #expect(
      survivor.heldBy == [
        "AccountViewModel [singleton], added at InjectKitTests/SurvivorTests.swift:\(line), in `session`"
      ])
    #expect(
      survivor.description.hasPrefix(
        "Session [session], added at \(survivor.site), is still alive after reset(.custom(\"session\")) of container "
          + "\"app\": AccountViewModel [singleton], added at InjectKitTests/SurvivorTests.swift:\(line), in `session` "
          + "holds it."))
    #expect(
      survivor.description.hasSuffix(
        "To fix: register AccountViewModel with `scope: .custom(\"session\")` too, so that reset(.custom(\"session\")) "
          + "drops it with Session; or have it resolve Session when it needs one instead of keeping it."))
  }

  @Test func theFixTheSurvivorNamesLeavesNoSurvivor() {
    let (deps, _) = Self.app(viewModelScope: .custom("session"))
    let before = deps.resolve(AccountViewModel.self)
    _ = before.session
    deps.reset(.custom("session"))
    // The test's own reference is the last one: let it go, as the app's screens would.
    _ = consume before
    #expect(deps.survivors(of: .custom("session")).isEmpty)
  }

  @Test func aSessionNobodyKeepsIsNoSurvivor() {
    let (deps, _) = Self.app()
    _ = deps.resolve(Session.self)
    deps.reset(.custom("session"))
    #expect(deps.survivors(of: .custom("session")).isEmpty)
  }

  @Test func aSessionKeptOutsideTheCachesHasNoHolderAndSaysWhatElseMayHoldIt() throws {
    let (deps, _) = Self.app()
    var screen: Session? = deps.resolve(Session.self)  // a view the app forgot to close
    deps.reset(.custom("session"))
    let survivor = try #require(deps.survivors(of: .custom("session")).first)
    #expect(survivor.heldBy.isEmpty)
    #expect(survivor.description.contains("nothing the container caches holds it, so something else does"))
    #expect(screen?.user == "ada")
    screen = nil
    #expect(deps.survivors(of: .custom("session")).isEmpty)
  }

  @Test func holdersAreFoundThroughStructsOptionalsAndCollections() throws {
    let deps = Dependencies(label: "app")
    deps.add(Session.self, scope: .custom("session")) { Session() }
    deps.add(Inbox.self, scope: .singleton) { r in
      let session: Session = try r.resolve()
      return Inbox(state: SessionState(session: session, history: [Session(user: "old"), session]))
    }
    _ = deps.resolve(Inbox.self)
    deps.reset(.custom("session"))
    let survivor = try #require(deps.survivors(of: .custom("session")).first)
    try #require(survivor.heldBy.count == 1)
    #expect(survivor.heldBy[0].hasPrefix("Inbox [singleton], added at InjectKitTests/SurvivorTests.swift:"))
    #expect(survivor.heldBy[0].hasSuffix(", in `state.session`"))
  }

  @Test func aParentsSingletonHoldingAChildsSessionIsNamed() throws {
    // A screen's child container resets its own session; the app's singleton still keeps it.
    let app = Dependencies(label: "app")
    app.add(Session.self, scope: .custom("session")) { Session() }
    app.add(AccountViewModel.self, scope: .singleton) { r in AccountViewModel(session: try r.resolve()) }
    _ = app.resolve(AccountViewModel.self)
    app.reset(.custom("session"))
    let screen = Dependencies(parent: app, label: "screen")
    #expect(screen.survivors(of: .custom("session")).isEmpty, "the reset was the app's, not the screen's")
    let survivor = try #require(app.survivors(of: .custom("session")).first)
    #expect(survivor.heldBy.first?.hasPrefix("AccountViewModel [singleton]") == true)
  }

  @Test func aSingletonResetBetweenTestsCanSurviveToo() throws {
    let deps = Dependencies(label: "app")
    deps.add(Session.self, scope: .singleton) { Session() }
    let kept = deps.resolve(Session.self)
    deps.reset(.singleton)
    #expect(deps.survivors(of: .singleton).count == 1)
    #expect(deps.survivors(of: .custom("session")).isEmpty, "another scope's survivors are not listed")
    #expect(kept.user == "ada")
  }

  @Test func scopesThatCannotBeResetKeepNothing() {
    let deps = Dependencies(label: "app")
    deps.add(Session.self, scope: .weak) { Session() }
    deps.add(AccountViewModel.self, scope: .transient) { r in AccountViewModel(session: try r.resolve()) }
    let kept = deps.resolve(AccountViewModel.self)
    deps.reset(.weak)
    deps.reset(.transient)
    #expect(deps.survivors(of: .weak).isEmpty)
    #expect(deps.survivors(of: .transient).isEmpty)
    #expect(kept.session.user == "ada")
  }

  @Test func aValueTypeCannotSurvive() {
    let deps = Dependencies(label: "app")
    deps.add(SessionState.self, scope: .custom("session")) { SessionState(session: nil, history: []) }
    let state = deps.resolve(SessionState.self)
    deps.reset(.custom("session"))
    #expect(deps.survivors(of: .custom("session")).isEmpty)
    #expect(state.history.isEmpty)
  }

  @Test func anAsyncSessionKeptByASingletonSurvives() async throws {
    let deps = Dependencies(label: "app")
    deps.addAsync(Session.self, scope: .custom("session")) { Session() }
    let line = #line + 1
    deps.addAsync(AccountViewModel.self, scope: .singleton) { r in AccountViewModel(session: try await r.resolveAsync())
    }
    _ = try await deps.resolveAsync(AccountViewModel.self)
    deps.reset(.custom("session"))
    let survivor = try #require(deps.survivors(of: .custom("session")).first)
    #expect(
      survivor.heldBy == [
        "AccountViewModel [singleton], added at InjectKitTests/SurvivorTests.swift:\(line), in `session`"
      ])
  }

  @Test func aChildsOwnInstanceOfAParentsSessionIsRememberedByTheChildsReset() throws {
    // The child overrides what the session is built from, so it builds a session of its own.
    let app = Dependencies(label: "app")
    app.add(String.self) { "ada" }
    app.add(Session.self, scope: .custom("session")) { r in Session(user: try r.resolve()) }
    let screen = Dependencies(parent: app, label: "screen")
    screen.add(String.self) { "grace" }
    let kept = screen.resolve(Session.self)
    #expect(kept.user == "grace")
    screen.reset(.custom("session"))
    let survivor = try #require(screen.survivors(of: .custom("session")).first)
    #expect(survivor.container == "\"screen\"")
    #expect(app.survivors(of: .custom("session")).isEmpty)
  }
}
