import InjectKit
import Testing

/// VerifyingTheCompositionRoot.md's Swift blocks, the types they assume, and tests of its text.
@Suite struct VerifyingDocs {
  protocol Analytics: Sendable {}
  struct ConsoleAnalytics: Analytics {}
  final class HomePresenter {
    init(analytics: Analytics) {}
  }
  struct RootComposer: Composer {
    func register() {
      Dependencies.root.add(Analytics.self, scope: .singleton) { _ in ConsoleAnalytics() }
      Dependencies.root.add { r in HomePresenter(analytics: try r.resolve()) }
    }
  }

  // snippet: InjectKit.docc/VerifyingTheCompositionRoot.md
  @Test func compositionRootIsComplete() throws {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }
    try deps.verify()
  }
  // end snippet

  final class Leaf {}
  final class Holder {
    init(leaf: Leaf) {}
  }

  @Test func verifyReportsEveryProblemGroupedByKind() throws {
    let deps = Dependencies()
    deps.add { r in HomePresenter(analytics: try r.resolve()) }
    deps.add { Leaf() }
    deps.add { Holder(leaf: deps.resolve()) }

    let error = try #require(throws: VerificationError.self) { try deps.verify() }

    #expect(error.report.problems(of: .missingDependency).count == 1)
    #expect(error.report.problems(of: .resolvesOutsideResolver).count == 1)
    #expect(error.description.contains("Missing dependencies (1)"))
    #expect(error.description.contains("To fix:"))
  }

  static func draw() -> (mermaid: String, dot: String) {
    Dependencies.withRoot(Dependencies()) {
      RootComposer().register()
      // snippet: InjectKit.docc/VerifyingTheCompositionRoot.md
      print(Dependencies.root.graph())  // Mermaid: paste into a ```mermaid block on GitHub
      print(Dependencies.root.graph(format: .dot))  // Graphviz: pipe into `dot -Tsvg > graph.svg`
      // end snippet
      return (Dependencies.root.graph(), Dependencies.root.graph(format: .dot))
    }
  }

  @Test func theGraphIsDrawnInBothFormats() {
    let (mermaid, dot) = Self.draw()

    #expect(mermaid.hasPrefix("graph LR"))
    #expect(mermaid.contains("HomePresenter"))
    #expect(dot.contains("digraph"))
  }
}
