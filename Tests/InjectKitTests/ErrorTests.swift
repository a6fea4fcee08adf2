import InjectKit
import Testing

@Suite struct ErrorTests {
  protocol Analytics: Sendable {}
  struct FirebaseAnalytics: Analytics {}
  struct Router: Sendable { let analytics: any Analytics }
  struct Presenter: Sendable { let router: Router }

  @Test func missingKeyNamesTypePathSitesNearestKeysAndFix() {
    let deps = Dependencies(label: "app")
    deps.add(Presenter.self) { r in Presenter(router: try r.resolve()) }
    deps.add(Router.self) { r in Router(analytics: try r.resolve((any Analytics).self)) }
    deps.add((any Analytics).self, name: "firebase") { FirebaseAnalytics() }
    do {
      _ = try deps.tryResolve(Presenter.self)
      Issue.record("expected a failure")
    } catch {
      #expect(error.code == .notRegistered)
      #expect(error.path == ["Presenter", "Router", "Analytics"])
      let text = error.description
      #expect(text.contains("Presenter → Router → ✗ Analytics"))
      #expect(text.contains("\"app\""))
      #expect(text.contains("ErrorTests.swift:"))
      #expect(text.contains("(name: \"firebase\")"))
      #expect(text.contains("same type, other name"))
      #expect(text.contains("To fix:"))
    }
  }

  @Test func similarTypeNamesAreSuggested() {
    final class AnalyticsService: Sendable {}
    final class AnalyticService: Sendable {}
    let deps = Dependencies()
    deps.add(AnalyticsService.self) { AnalyticsService() }
    #expect(throws: ResolutionError.self) { try deps.tryResolve(AnalyticService.self) }
    do { _ = try deps.tryResolve(AnalyticService.self) } catch {
      #expect(error.suggestions.contains { $0.contains("AnalyticsService") })
    }
  }

  @Test func factoryErrorsAreWrappedWithPath() {
    let deps = Dependencies()
    deps.add(Leaf.self) { _ in throw TestFailure() }
    deps.add(Node.self) { r in Node(leaf: try r.resolve()) }
    do {
      _ = try deps.tryResolve(Node.self)
      Issue.record("expected a failure")
    } catch {
      #expect(error.code == .factoryFailed)
      #expect(error.underlying is TestFailure)
      #expect(error.path == ["Node", "Leaf"])
      #expect(error.description.contains("the disk is on fire"))
    }
  }

  @Test func optionalRegistrationIsNotTheNonOptionalKey() {
    let deps = Dependencies()
    deps.add(Leaf?.self) { Leaf() }
    #expect(throws: ResolutionError.self) { try deps.tryResolve(Leaf.self) }
    #expect(deps.isRegistered(Leaf?.self))
  }
}

@Suite struct CycleTests {
  final class A: Sendable { init(_ b: B) {} }
  final class B: Sendable { init(_ a: A) {} }

  @Test func cycleIsAnErrorWithItsPath() {
    let deps = Dependencies()
    deps.add(A.self) { r in A(try r.resolve()) }
    deps.add(B.self) { r in B(try r.resolve()) }
    do {
      _ = try deps.tryResolve(A.self)
      Issue.record("expected a cycle")
    } catch {
      #expect(error.code == .cycle)
      #expect(error.path == ["A", "B", "A"])
      #expect(error.description.contains("A → B → ✗ A"))
    }
  }

  @Test func selfCycleThroughTheContainerIsDetectedToo() {
    let deps = Dependencies()
    deps.add(A.self) { _ in A(try deps.tryResolve()) }
    deps.add(B.self) { r in B(try r.resolve()) }
    #expect(throws: ResolutionError.self) { try deps.tryResolve(A.self) }
  }

  @Test func singletonCycleIsAnErrorNotADeadlock() {
    let deps = Dependencies()
    deps.add(A.self, scope: .singleton) { r in A(try r.resolve()) }
    deps.add(B.self, scope: .singleton) { r in B(try r.resolve()) }
    #expect(throws: ResolutionError.self) { try deps.tryResolve(B.self) }
  }

  @Test func deepFiniteGraphOf150LevelsResolves() throws {
    struct Level: Sendable { let depth: Int }
    let deps = Dependencies()
    deps.add(Level.self, name: "0") { Level(depth: 0) }
    for level in 1...150 {
      deps.add(Level.self, name: "\(level)") { r in
        Level(depth: try r.resolve(Level.self, name: "\(level - 1)").depth + 1)
      }
    }
    #expect(try deps.tryResolve(Level.self, name: "150").depth == 150)
  }

  @Test func runawayRecursionThroughArgumentsStopsWithTooDeepOrCycle() {
    struct Countdown: Sendable { let n: Int }
    let deps = Dependencies()
    deps.add(Countdown.self) { (r, n: Int) in Countdown(n: try r.resolve(Countdown.self, arguments: n + 1).n) }
    do {
      _ = try deps.tryResolve(Countdown.self, arguments: 0)
      Issue.record("expected an error")
    } catch {
      #expect(error.code == .cycle || error.code == .tooDeep)
    }
  }
}
