import InjectKit
import Testing

/// Issue 18, cases 2 and 5, in `verify()`: what an `onResolved` hook resolves is not a cycle
/// edge, a cycle closed by a hook is not reported (nor is `.onResolved` recommended for one it
/// cannot close), and a throwing hook is reported as the hook, where it was added.
@Suite struct VerificationHookTests {
  final class Parent: Sendable {
    let child: Child
    init(child: Child) { self.child = child }
  }
  // Safety: `parent` is written by `onResolved` on the resolving thread before the resolve
  // returns, and only read afterwards.
  final class Child: @unchecked Sendable {
    weak var parent: Parent?
  }
  final class Screen: Sendable {
    init(child: Child) {}
  }

  @Test(arguments: [Scope.graph, .singleton], [false, true])
  func aCycleClosedByOnResolvedIsNotReported(scope: Scope, registeredChildFirst: Bool) throws {
    let deps = Dependencies()
    let addParent = { _ = deps.add(Parent.self, scope: scope) { r in Parent(child: try r.resolve()) } }
    let addChild = {
      _ = deps.add(Child.self, scope: scope) { Child() }.onResolved { r, child in child.parent = try r.resolve() }
    }
    if registeredChildFirst {
      addChild()
      addParent()
    } else {
      addParent()
      addChild()
    }

    let report = deps.verificationReport()

    #expect(report.problems.isEmpty, "\(report)")
    #expect(report.checkedRegistrations == 2)
    try deps.verify()
  }

  @Test func hookEdgesAreNotCycleEdgesBetweenAutowiredRegistrations() throws {
    let deps = Dependencies()
    deps.autowire(Parent.self, scope: .graph, Parent.init)
    deps.autowire(Child.self, scope: .graph, Child.init).onResolved { r, child in child.parent = try r.resolve() }
    deps.add(Screen.self) { r in Screen(child: try r.resolve()) }

    let report = deps.verificationReport()

    #expect(report.problems.isEmpty, "\(report)")
    #expect(deps.graph().contains("Child<br/>graph"))
  }

  @Test func twoTransientsCompletingEachOtherAreACycleWithoutTheOnResolvedAdvice() throws {
    let deps = Dependencies()
    deps.add(Parent.self) { r in Parent(child: try r.resolve()) }
    deps.add(Child.self) { Child() }.onResolved { r, child in child.parent = try r.resolve() }

    let cycles = deps.verificationReport().problems(of: .cycle)

    #expect(cycles.map { $0.path.first } == ["Parent", "Child"])
    for cycle in cycles {
      #expect(cycle.message.contains("onResolved hooks keep building new instances of Child"))
      #expect(cycle.message.contains("`graph` or `singleton` scope"))
      #expect(!cycle.message.contains("inject one side later"))
    }
  }

  struct HookFailure: Error, CustomStringConvertible {
    var description: String { "the hook is on fire" }
  }

  @Test func aThrowingHookIsReportedAsTheHookNotTheFactory() throws {
    let deps = Dependencies()
    let line = #line + 1
    deps.add(Leaf.self) { Leaf() }.onResolved { _, _ in throw HookFailure() }
    deps.add(Node.self) { r in Node(leaf: try r.resolve()) }

    let failed = deps.verificationReport().problems(of: .factoryFailed)

    #expect(failed.map(\.path) == [["Leaf", "Leaf (onResolved)"], ["Node", "Leaf (onResolved)"]])
    for problem in failed {
      #expect(
        problem.message.contains(
          "the onResolved hook of Leaf (added at InjectKitTests/VerificationHookTests.swift:\(line)) threw: "
            + "the hook is on fire"))
      #expect(!problem.message.contains("the factory for Leaf"))
      #expect(!problem.message.contains("stopped at this failure"))
    }
  }

  @Test func aThrowingHookOfAnAutowiredRegistrationIsReported() throws {
    let deps = Dependencies()
    let line = #line + 1
    deps.autowire(Node.self, Node.init).onResolved { _, _ in throw HookFailure() }
    deps.add(Leaf.self) { Leaf() }

    let error = try #require(throws: VerificationError.self) { try deps.verify() }

    #expect(error.report.problems.map(\.kind) == [.factoryFailed])
    #expect(error.report.problems.first?.message.contains("VerificationHookTests.swift:\(line)) threw") == true)
  }
}
