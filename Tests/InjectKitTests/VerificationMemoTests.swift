import InjectKit
import Testing

/// Issue 37: verification builds each registration once and hands its instance to everything
/// above it. These graphs are where reusing a success could hide a failure that building it
/// again on the way, as resolution does, meets; each pins a case a comparison of the reports
/// with the previous verification (thousands of random graphs) found.
@Suite struct VerificationMemoTests {
  final class Node: Sendable {}
  struct HookFailure: Error, CustomStringConvertible {
    var description: String { "the hook is on fire" }
  }

  /// A factory that catches a failure still leaves what it built before the failure in the dry
  /// run, and those instances' hooks run: their failure is the registration's.
  @Test func theHooksOfWhatAFailedDependencyBuiltStillRun() {
    let deps = Dependencies()
    deps.add(Node.self, name: "hooked", scope: .graph) { Node() }
      .onResolved { _, _ in throw HookFailure() }
    deps.add(Node.self, name: "failing") { r in
      _ = try r.resolve(Node.self, name: "hooked")
      return try r.resolve(Node.self, name: "missing")
    }
    deps.add(Node.self, name: "catching") { r in
      _ = try? r.resolve(Node.self, name: "failing")
      return Node()
    }
    deps.add(Node.self, name: "top") { r in try r.resolve(Node.self, name: "catching") }

    let failed = deps.verificationReport().problems(of: .factoryFailed)

    #expect(
      failed.map(\.path) == [
        ["Node (name: \"hooked\")", "Node (name: \"hooked\") (onResolved)"],
        ["Node (name: \"catching\")", "Node (name: \"hooked\") (onResolved)"],
        ["Node (name: \"top\")", "Node (name: \"hooked\") (onResolved)"],
      ])
    #expect(throws: ResolutionError.self) { try deps.tryResolve(Node.self, name: "top") }
  }

  /// `inner` is first built inside `outer`'s dry run, where asking for `outer` again is a cycle
  /// its factory catches: that success holds only on that path. Built on its own, `inner` builds
  /// `outer`, whose hook fails.
  @Test func aSuccessThatCaughtACycleIsNotReused() {
    let deps = Dependencies()
    deps.add(Node.self, name: "outer") { r in
      _ = try? r.resolve(Node.self, name: "inner")
      return Node()
    }
    .onResolved { _, _ in throw HookFailure() }
    deps.add(Node.self, name: "inner") { r in
      _ = try? r.resolve(Node.self, name: "outer")
      return Node()
    }
    deps.add(Node.self, name: "top") { r in try r.resolve(Node.self, name: "inner") }

    let failed = deps.verificationReport().problems(of: .factoryFailed)

    #expect(
      failed.map { $0.path.first } == ["Node (name: \"outer\")", "Node (name: \"inner\")", "Node (name: \"top\")"])
    #expect(failed.allSatisfy { $0.path.last == "Node (name: \"outer\") (onResolved)" })
    #expect(throws: ResolutionError.self) { try deps.tryResolve(Node.self, name: "top") }
  }

  /// A parent's transient is built from the child when the child asks for it. Through the
  /// child's override of `leaf`, the child's copy of `shared` reaches the parent's singleton
  /// `service`, which the override makes the child's own (issue 36): built from the child, it
  /// needs `shared` again, the same key twice on one path, a cycle. A `service` remembered from
  /// another dry run would hide it; each of the four paths that meet it reports it.
  @Test func aCycleThroughTwoContainersCopiesOfARegistrationIsFound() {
    let parent = Dependencies(label: "parent")
    parent.add(Node.self, name: "service", scope: .singleton) { r in
      _ = try r.resolve(Node.self, name: "shared")
      return Node()
    }
    parent.add(Node.self, name: "shared") { r in try r.resolve(Node.self, name: "leaf") }
    parent.add(Node.self, name: "leaf") { Node() }
    let child = Dependencies(parent: parent, label: "child")
    child.add(Node.self, name: "first") { r in try r.resolve(Node.self, name: "service") }
    child.add(Node.self, name: "screen") { r in try r.resolve(Node.self, name: "shared") }
    child.add(Node.self, name: "leaf") { r in try r.resolve(Node.self, name: "service") }.asOverride()

    let cycles = child.verificationReport().problems(of: .cycle)

    #expect(
      cycles.map(\.path) == [
        [
          "Node (name: \"first\")", "Node (name: \"service\")", "Node (name: \"shared\")", "Node (name: \"leaf\")",
          "Node (name: \"service\")",
        ],
        [
          "Node (name: \"screen\")", "Node (name: \"shared\")", "Node (name: \"leaf\")", "Node (name: \"service\")",
          "Node (name: \"shared\")",
        ],
        ["Node (name: \"leaf\")", "Node (name: \"service\")", "Node (name: \"shared\")", "Node (name: \"leaf\")"],
        ["Node (name: \"service\")", "Node (name: \"shared\")", "Node (name: \"leaf\")", "Node (name: \"service\")"],
      ])
    #expect(throws: ResolutionError.self) { try child.tryResolve(Node.self, name: "screen") }
  }

  /// A hook that builds its own registration again, through an instance its dry run has, is a
  /// cycle of hooks: where that instance was built first, the hook found it and passed, which
  /// says nothing about a dry run that has to build it.
  @Test func hooksThatBuildTheirRegistrationAgainAreACycleWhereverTheyRun() {
    let deps = Dependencies()
    deps.addToCollection(Node.self, scope: .weak) { r in
      _ = try r.resolve(Node.self, name: "completed")
      return Node()
    }
    deps.add(Node.self, name: "completed") { Node() }
      .onResolved { r, _ in _ = try r.resolve([Node].self) }

    let cycles = deps.verificationReport().problems(of: .cycle)

    #expect(
      cycles.map(\.path) == [
        ["Node (name: \"completed\")", "Node (name: \"completed\") (onResolved)", "…", "Node (name: \"completed\")"]
      ])
  }

  /// `early` is built where asking for `late` is a cycle it catches; a hook of that dry run then
  /// builds `middle` with that `early`. On its own, `middle` builds `early` anew, which builds
  /// `late`, whose hook fails.
  @Test func whatUsesAnInstanceThatCaughtACycleIsNotReused() {
    let deps = Dependencies()
    deps.add(Node.self, name: "late", scope: .singleton) { r in
      _ = try? r.resolve(Node.self, name: "early")
      return Node()
    }
    .onResolved { r, _ in
      _ = try r.resolve(Node.self, name: "middle")
      throw HookFailure()
    }
    deps.add(Node.self, name: "middle", scope: .graph) { r in try r.resolve(Node.self, name: "early") }
    deps.add(Node.self, name: "early", scope: .weak) { r in
      _ = try? r.resolve(Node.self, name: "late")
      return Node()
    }

    let failed = deps.verificationReport().problems(of: .factoryFailed)

    #expect(
      failed.map { $0.path.first } == ["Node (name: \"late\")", "Node (name: \"middle\")", "Node (name: \"early\")"])
    #expect(failed.allSatisfy { $0.path.last == "Node (name: \"late\") (onResolved)" })
  }

  /// What a nonisolated registration needs is checked on the actor of what asks for it: built
  /// for the main actor, `model` builds its main-actor view; asked for by a registration isolated
  /// to another actor, it cannot, and that one fails.
  @Test func aRegistrationIsCheckedForEachActorThatAsksForIt() async throws {
    let deps = Dependencies()
    await Self.addView(to: deps)
    deps.add(Node.self, name: "model") { r in try r.resolve(Node.self, name: "view") }
    deps.add(Node.self, name: "query", isolation: DatabaseActor.shared) { @DatabaseActor r in
      try r.resolve(Node.self, name: "model")
    }

    let error = await #expect(throws: VerificationError.self) { try await deps.verify() }

    let failed = error?.report.problems.filter { $0.kind == .isolation && $0.path.first == "Node (name: \"query\")" }
    #expect(failed?.first?.path == ["Node (name: \"query\")", "Node (name: \"model\")", "Node (name: \"view\")"])
    #expect(failed?.first?.message.contains("Node (name: \"view\") is built on the main actor") == true)
  }

  @MainActor static func addView(to deps: Dependencies) {
    deps.add(Node.self, name: "view") { Node() }
  }
}
