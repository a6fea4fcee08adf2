import InjectKit
import Testing

extension Reliability {
  /// Differential test of `verify()` against real resolution, over thousands of random graphs.
  ///
  /// For every registration checked, the report has a failure problem (missing dependency,
  /// cycle, failed factory) whose path starts at the registration if and only if `tryResolve`
  /// of it throws, and the first is of the kind the thrown code maps to. A closure registration
  /// stops at its first failure: one problem. An autowired one has one problem per distinct
  /// parameter that fails to resolve. Warnings (captive, duplicate, …) never make a resolve
  /// fail and are left out. Replay a failure with `INJECTKIT_GRAPH_SEED`.
  @Suite struct RandomGraphs {
    static let failureKinds: Set<VerificationProblem.Kind> = [.missingDependency, .cycle, .factoryFailed]

    @Test func verifyAgreesWithResolution() {
      let seed = StressEnvironment.graphSeed
      let count = StressEnvironment.graphCount
      let minimum = StressEnvironment.minimumGraphs
      let deadline = Deadline(seconds: StressEnvironment.seconds(share: 0.3))
      var generator = SplitMix64(seed: seed)
      var checked = 0
      var keys = 0
      var mismatches: [String] = []
      while checked < count, mismatches.count < 5, checked < minimum || !deadline.passed {
        let graph = RandomGraph(seed: generator.next())
        let result = Self.compare(graph)
        keys += result.keys
        if let mismatch = result.mismatch { mismatches.append(mismatch) }
        checked += 1
      }
      print(
        "graphs checked: \(checked) (\(keys) registrations compared, seed \(seed), "
          + "\(String(format: "%.1f", deadline.elapsed)) s)")
      #expect(mismatches.isEmpty, "INJECTKIT_GRAPH_SEED=\(seed)\n\(mismatches.joined(separator: "\n\n"))")
      #expect(checked >= minimum, "\(checked) graphs checked, below the floor of \(minimum)")
    }

    /// A child's autowired registration needing a parent's that fails from the child: verify
    /// dry-runs the parent's registration from the child, as resolving it would.
    @Test func childAutowiredOnFailingParentKey() {
      let parent = Dependencies(label: "parent")
      parent.autowire(Wired0.self) { (_: Wired1) in Wired0() }
      let child = Dependencies(parent: parent, label: "child")
      child.autowire(Wired2.self) { (_: Wired0) in Wired2() }
      #expect(throws: ResolutionError.self) { try child.tryResolve(Wired2.self) }
      #expect(child.verificationReport().problems.contains { $0.path.first == "Wired2" })
    }

    /// Installs `graph`, verifies it, resolves every checked key and compares; nil when they agree.
    static func compare(_ graph: RandomGraph) -> (keys: Int, mismatch: String?) {
      let parent = Dependencies(label: "graph parent")
      let child = graph.hasParent ? Dependencies(parent: parent, label: "graph") : Dependencies(label: "graph")
      graph.install(into: child, parent: parent)
      let before = child.verificationReport()
      var random = SplitMix64(seed: graph.seed)
      let own = graph.specs.filter { !$0.inParent && !$0.takesArgument }.shuffled(using: &random)
      // A parent's cached registration whose graph reaches a key the child registers is the
      // child's own instance (issue 36): verify() in the child examines it, and what it reports
      // must be what resolving it from the child meets.
      let failing = Set(before.problems.filter { failureKinds.contains($0.kind) }.compactMap(\.path.first))
      let adopted = graph.specs.filter {
        $0.inParent && !$0.takesArgument && $0.scope.isCachedForGraphTests && failing.contains($0.key.displayName())
      }
      let checked = own + adopted
      var differences: [String] = []
      for spec in checked {
        let name = spec.key.displayName()
        let reported = before.problems.filter { failureKinds.contains($0.kind) && $0.path.first == name }
        let thrown = tryResolve(GraphKey.types[spec.key.type], name: spec.key.name, in: child)
        let expectedCount = thrown == nil ? 0 : spec.style == .closure ? 1 : failingParameters(of: spec, in: child)
        if reported.count != expectedCount || reported.first?.kind != thrown.flatMap({ kind(of: $0.code) }) {
          differences.append(
            "\(name): verify reported \(reported.map { "\($0.kind) \($0.path)" }), "
              + "tryResolve \(thrown.map { "threw \($0.code) \($0.path)" } ?? "succeeded")")
        }
      }
      let names = Set(checked.map { $0.key.displayName() })
      for problem in before.problems where failureKinds.contains(problem.kind) {
        if !names.contains(problem.path.first ?? "") { differences.append("unexpected problem: \(problem)") }
      }
      // Verification dry-runs without touching caches, so resolving first changes nothing.
      let after = child.verificationReport().problems.map(\.description)
      if after != before.problems.map(\.description) { differences.append("the report changed after resolving") }
      let mismatch = differences.isEmpty ? nil : "\(graph)\n  " + differences.joined(separator: "\n  ")
      return (checked.count, mismatch)
    }

    /// How many distinct parameters of an autowired registration fail to resolve from `container`
    /// (on their own: one that fails only on the registration's path, by a cycle through it,
    /// also fails on its own, since it resolves the registration again).
    private static func failingParameters(of spec: RandomGraph.Spec, in container: Dependencies) -> Int {
      var seen: Set<GraphKey> = []
      var failing = 0
      for edge in spec.edges where seen.insert(edge.key).inserted {
        let type = GraphKey.types[edge.key.type]
        if tryResolve(type, name: edge.key.name, in: container) != nil { failing += 1 }
      }
      return failing
    }

    /// The problem kind `verify()` uses for a resolution error's code.
    static func kind(of code: ResolutionError.Code) -> VerificationProblem.Kind? {
      switch code {
      case .notRegistered, .argumentMismatch: .missingDependency
      case .cycle, .tooDeep: .cycle
      case .factoryFailed: .factoryFailed
      default: nil
      }
    }

    private static func tryResolve<T: GraphValue>(_ type: T.Type, name: String?, in container: Dependencies)
      -> ResolutionError?
    {
      do throws(ResolutionError) {
        _ = try container.tryResolve(T.self, name: name)
        return nil
      } catch {
        return error
      }
    }
  }
}

extension Scope {
  /// `singleton`, `weak` and custom scopes: a parent's instance of one may be a child's own.
  fileprivate var isCachedForGraphTests: Bool { self != .transient && self != .graph }
}
