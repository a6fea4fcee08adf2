import InjectKit
import Testing

/// `reset` of a custom scope that nothing uses is a warning naming the scopes in use (issue 46,
/// item 7). Each case runs in a process of its own: `Dependencies.onWarning` is process-wide.
@Suite struct ResetScopeTests {
  final class Session: Sendable {}

  @Test func aTypoInTheScopesNameIsReportedWithTheScopeMeant() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let deps = Dependencies(label: "app")
      deps.add(Session.self, scope: .custom("session")) { Session() }
      deps.add(Leaf.self, scope: .custom("checkout")) { Leaf() }
      let before = deps.resolve(Session.self)
      deps.reset(.custom("Session"))  // logout, with a typo
      if deps.resolve(Session.self) !== before { fatalError("the typo reset the session") }
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("reset(.custom(\"Session\")) at InjectKitTests/ResetScopeTests.swift:"))
    #expect(stderr.contains("resets nothing: no registration of container \"app\" or its parents uses that scope"))
    #expect(stderr.contains("custom scopes in use: .custom(\"checkout\"), .custom(\"session\")"))
    #expect(stderr.contains("To fix: reset the scope the registrations use, `reset(.custom(\"session\"))`"))
  }

  @Test func theFixTheWarningNamesResetsTheSessionAndWarnsNothing() async {
    await #expect(processExitsWith: .success) {
      Dependencies.onWarning = { warning in fatalError("unexpected warning: \(warning)") }
      let deps = Dependencies(label: "app")
      deps.add(Session.self, scope: .custom("session")) { Session() }
      let before = deps.resolve(Session.self)
      deps.reset(.custom("session"))
      if deps.resolve(Session.self) === before { fatalError("the session survived its reset") }
    }
  }

  @Test func aScopeUsedOnlyByAParentsRegistrationsIsInUse() async {
    await #expect(processExitsWith: .success) {
      Dependencies.onWarning = { warning in fatalError("unexpected warning: \(warning)") }
      let app = Dependencies(label: "app")
      app.add(Session.self, scope: .custom("session")) { Session() }
      let screen = Dependencies(parent: app, label: "screen")
      screen.reset(.custom("session"))
      app.reset(.singleton)  // a built-in scope nothing uses: resetting it between tests is routine
    }
  }
}
