import Foundation
import InjectKit
import InjectKitTesting
import Testing

/// Issue 37: a graph snapshot for review. Each test keeps its snapshot in a folder of its own.
/// Serialized: one test sets `INJECTKIT_RECORD_GRAPHS`, which every snapshot reads.
@Suite(.serialized) struct GraphSnapshotTests {
  final class Formatter: Sendable {}
  final class Cache: Sendable {
    init(formatter: Formatter?) {}
  }
  final class Screen: Sendable {
    init(cache: Cache) {}
  }

  static func app(formatterScope: Scope = .transient, cacheUsesFormatter: Bool = false) -> Dependencies {
    let deps = Dependencies(label: "app")
    deps.add(Formatter.self, scope: formatterScope) { Formatter() }
    deps.add(Cache.self, scope: .singleton) { r in
      Cache(formatter: cacheUsesFormatter ? try r.resolve(Formatter.self) : nil)
    }
    deps.add(Screen.self) { r in Screen(cache: try r.resolve()) }
    return deps
  }

  static func folder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("graph-snapshots-\(UUID().uuidString)").path
  }

  static func contents(_ folder: String, _ name: String) -> String? {
    try? String(contentsOfFile: folder + "/\(name).txt", encoding: .utf8)
  }

  static func comment(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }

  @Test func theFirstRunRecordsTheGraphAndAsksForItToBeCommitted() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }

    withKnownIssue {
      assertGraphSnapshot(of: Self.app(), directory: folder)
    } matching: { issue in
      Self.comment(issue).hasPrefix(
        "No graph snapshot at \(folder)/theFirstRunRecordsTheGraphAndAsksForItToBeCommitted.txt")
    }

    let text = try #require(Self.contents(folder, "theFirstRunRecordsTheGraphAndAsksForItToBeCommitted"))
    #expect(
      text == """
        # Dependency graph of container "app": 3 registrations, 1 edge, one per line, sorted (InjectKitTesting).
        # Re-record: INJECTKIT_RECORD_GRAPHS=1 swift test
        registration Cache [singleton]
        registration Formatter [transient]
        registration Screen [transient]
        edge Screen [transient] → Cache [singleton]

        """)
    // Then the same graph passes.
    assertGraphSnapshot(of: Self.app(), directory: folder)
  }

  /// The review's point: a singleton that starts depending on a transient is one added line.
  @Test func aNewEdgeIsOneAddedLine() {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    withKnownIssue { assertGraphSnapshot(of: Self.app(), named: "graph", directory: folder) }

    withKnownIssue {
      assertGraphSnapshot(of: Self.app(cacheUsesFormatter: true), named: "graph", directory: folder)
    } matching: { issue in
      Self.comment(issue) == """
        The dependency graph changed from its snapshot \(folder)/graph.txt:
          edges added:
            + Cache [singleton] → Formatter [transient]
        If the change is intended, re-record it (INJECTKIT_RECORD_GRAPHS=1 swift test) and commit the file.
        """
    }
  }

  @Test func aScopeChangeAndARemovedRegistrationAreNamed() {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    withKnownIssue { assertGraphSnapshot(of: Self.app(cacheUsesFormatter: true), named: "graph", directory: folder) }
    let changed = Dependencies(label: "app")
    changed.add(Formatter.self, scope: .singleton) { Formatter() }
    changed.add(Cache.self, scope: .singleton) { r in Cache(formatter: try r.resolve(Formatter.self)) }

    withKnownIssue {
      assertGraphSnapshot(of: changed, named: "graph", directory: folder)
    } matching: { issue in
      let text = Self.comment(issue)
      return text.contains("  registrations removed:\n    - Screen [transient]")
        && text.contains("  scope or isolation changed:\n    ~ Formatter: [transient] → [singleton]")
        && text.contains("  edges removed:\n    - Screen [transient] → Cache [singleton]")
        && text.contains(
          "  edges changed:\n    ~ Cache [singleton] → Formatter [transient]\n      → Cache [singleton] → Formatter [singleton]"
        )
    }
  }

  @Test func theEnvironmentVariableReRecords() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    withKnownIssue { assertGraphSnapshot(of: Self.app(), named: "graph", directory: folder) }

    setenv("INJECTKIT_RECORD_GRAPHS", "1", 1)
    defer { unsetenv("INJECTKIT_RECORD_GRAPHS") }
    withKnownIssue {
      assertGraphSnapshot(of: Self.app(cacheUsesFormatter: true), named: "graph", directory: folder)
    } matching: { issue in
      Self.comment(issue).hasPrefix(
        "Re-recorded the graph snapshot \(folder)/graph.txt (INJECTKIT_RECORD_GRAPHS is set)")
    }

    #expect(Self.contents(folder, "graph")?.contains("edge Cache [singleton] → Formatter [transient]\n") == true)
  }

  /// Nothing in the file changes from build to build: no line numbers, no generated labels,
  /// and the order of registration does not matter.
  @Test func theTextIsStable() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let parent = Dependencies()
    parent.add(Formatter.self, scope: .singleton) { Formatter() }
    let child = Dependencies(parent: parent)
    child.add(Screen.self) { r in Screen(cache: try r.resolve()) }
    child.add(Cache.self, scope: .singleton) { r in Cache(formatter: try r.resolve(Formatter.self)) }
    withKnownIssue { assertGraphSnapshot(of: child, named: "graph", directory: folder) }

    let text = try #require(Self.contents(folder, "graph"))
    #expect(text.range(of: "#[0-9]", options: .regularExpression) == nil, "\(text)")
    #expect(!text.contains(".swift:"))
    #expect(text.contains("registration Formatter [singleton, in a parent]"))
    let reordered = Dependencies(parent: parent)
    reordered.add(Cache.self, scope: .singleton) { r in Cache(formatter: try r.resolve(Formatter.self)) }
    reordered.add(Screen.self) { r in Screen(cache: try r.resolve()) }
    assertGraphSnapshot(of: reordered, named: "graph", directory: folder)
  }

  @MainActor @Test func isolationIsShown() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let deps = Dependencies(label: "app")
    deps.add(Screen.self, isolation: MainActor.shared) { r in Screen(cache: try r.resolve()) }
    Self.addCache(to: deps)

    withKnownIssue { assertGraphSnapshot(of: deps, named: "graph", directory: folder) }

    #expect(
      Self.contents(folder, "graph")?.contains("edge Screen [transient, main actor] → Cache [singleton]\n") == true)
  }

  /// Registers from nonisolated code: the factory runs anywhere.
  nonisolated static func addCache(to deps: Dependencies) {
    deps.add(Cache.self, scope: .singleton) { Cache(formatter: nil) }
  }
}
