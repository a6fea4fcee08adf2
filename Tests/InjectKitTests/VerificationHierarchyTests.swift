import InjectKit
import Testing

/// Issue 29, item 7: verify() and resolution agree across a parent and a child. A parent's
/// registration with a caching scope (singleton, weak, custom) resolves its dependencies from the
/// parent, unless its graph reaches a key the child registers (issue 36): then the child builds an
/// instance of its own, from the child. Transient and `graph` ones resolve from the container
/// asked. A `graph` instance is shared within one resolution only between builds that resolve
/// from the same container, so a parent's cached instance never holds what only the child can build.
@Suite struct VerificationHierarchyTests {
  final class Screen: Sendable { init(_: Model, _: Session) {} }
  final class Session: Sendable { init(_: Model) {} }
  final class Model: Sendable { init(_: Config) {} }
  final class Config: Sendable { init() {} }

  /// The random-graph run's seed 8732851156115690202, written out: the child autowires
  /// Screen -> [Model, Session] and Config; the parent autowires Session -> [Model] (a custom,
  /// cached scope) and Model -> [Config] (graph); Config is registered only in the child.
  static func containers() -> (parent: Dependencies, child: Dependencies) {
    let parent = Dependencies(label: "parent")
    parent.autowire(Session.self, scope: .custom("session"), Session.init)
    parent.autowire(Model.self, scope: .graph, Model.init)
    let child = Dependencies(parent: parent, label: "child")
    child.autowire(Screen.self, scope: .graph, Screen.init)
    child.autowire(Config.self, scope: .custom("session"), Config.init)
    return (parent, child)
  }

  @Test func aParentsCachedRegistrationReachingTheChildsKeyIsTheChildsInBothVerifyAndResolve() throws {
    let (parent, child) = Self.containers()

    // Session [session] keeping Model [graph] is a captive, warned about; nothing fails.
    let problems = child.verificationReport().problems.filter { $0.kind != .captiveDependency }
    _ = try child.tryResolve(Screen.self)
    let thrown = #expect(throws: ResolutionError.self) { try parent.tryResolve(Session.self) }

    #expect(problems.isEmpty, "\(problems)")
    #expect(thrown?.code == .notRegistered)
    #expect(thrown?.path == ["Session", "Model", "Config"])
  }

  @Test func theChildsGraphInstanceStillResolvesFromTheChild() throws {
    let (parent, child) = Self.containers()
    // Model (graph, in the parent) resolves Config from the child when the child asks.
    _ = try child.tryResolve(Model.self)
    #expect(throws: ResolutionError.self) { try parent.tryResolve(Model.self) }
  }
}
