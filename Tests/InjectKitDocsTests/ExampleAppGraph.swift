import Foundation
import InjectKit
import InjectKitExampleApp
import Testing

/// README.md's Mermaid diagram is what `swift run InjectKitExample --graph` prints.
@Suite struct ExampleAppGraphDocs {
  @MainActor @Test func theReadmesGraphIsTheExampleAppsGraph() throws {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../README.md").standardized

    let text = try String(contentsOf: readme, encoding: .utf8)
    let start = try #require(text.range(of: "```mermaid\n"), "README.md has no ```mermaid block")
    let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))

    #expect(
      String(text[start.upperBound..<end.lowerBound]) == deps.graph(format: .mermaid),
      "README.md's diagram is not the example app's graph: paste `swift run InjectKitExample --graph` into it")
  }
}
