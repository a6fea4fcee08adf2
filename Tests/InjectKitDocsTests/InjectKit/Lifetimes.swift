import InjectKit
import Testing

/// Lifetimes.md's Swift blocks (the launch trace), the types they assume, and tests of what its
/// text says about the printed trace.
@Suite struct LifetimesDocs {
  protocol APIClient: Sendable {}
  final class LiveAPIClient: APIClient {}
  final class FeedRepository: Sendable {
    let api: any APIClient
    init(api: any APIClient) { self.api = api }
  }
  final class FeedPresenter: Sendable {
    let repository: FeedRepository
    init(repository: FeedRepository) { self.repository = repository }
  }

  /// The first block: returns the container and the trace it printed.
  static func launch() -> (deps: Dependencies, trace: ResolutionTrace) {
    // snippet: InjectKit.docc/Lifetimes.md
    let deps = Dependencies(label: "app")
    deps.add(APIClient.self, scope: .singleton) { LiveAPIClient() }
    deps.add(FeedRepository.self, scope: .singleton) { r in FeedRepository(api: try r.resolve()) }
    deps.add(FeedPresenter.self) { r in FeedPresenter(repository: try r.resolve()) }

    let trace = deps.trace {
      _ = deps.resolve(FeedPresenter.self)
      _ = deps.resolve(FeedPresenter.self)
    }
    print(trace)
    // end snippet
    return (deps, trace)
  }

  @Test func theLaunchTraceReadsAsTheArticleSays() {
    let (_, trace) = Self.launch()

    // snippet: InjectKit.docc/Lifetimes.md
    let built = trace.events.filter { $0.outcome == .built }.map(\.key)
    #expect(built == ["FeedPresenter", "FeedRepository", "APIClient", "FeedPresenter"])
    #expect(trace.events[4].outcome == .cached)
    #expect(trace.events[4].parent == 3)
    // end snippet
  }

  @Test func thePrintedTreeHasTheArticlesLinesAndColumns() {
    let (_, trace) = Self.launch()

    let lines = trace.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

    #expect(lines.first?.hasPrefix("Trace of \"app\": 5 resolves, 4 factories run in ") == true)
    #expect(lines.dropFirst().first?.hasPrefix("FeedPresenter  built in ") == true)
    #expect(lines.dropFirst(2).first?.hasPrefix("  FeedRepository  built in ") == true)
    #expect(lines.dropFirst(3).first?.hasPrefix("    APIClient  built in ") == true)
    #expect(lines.contains { $0.hasPrefix("  FeedRepository  cached  singleton  \"app\"  InjectKitDocsTests/") })
    #expect(lines.contains("Totals per registration, in the order their factories first ran:"))
    #expect(lines.contains { $0.hasPrefix("  FeedRepository  singleton  \"app\"  ") && $0.hasSuffix("cached 1×") })
  }
}
