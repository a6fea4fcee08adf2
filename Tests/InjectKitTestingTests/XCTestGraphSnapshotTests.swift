#if canImport(XCTest)
  import Foundation
  import InjectKit
  import InjectKitTesting
  import XCTest

  /// Issue 37 under XCTest: the graph snapshot helper fails the test method with what changed.
  final class XCTestGraphSnapshotTests: FailureCapturingTestCase {
    final class Formatter: Sendable {}
    final class Cache: Sendable {
      init(formatter: Formatter?) {}
    }

    /// Keeps the snapshot failures instead of failing the test; every other failure (an
    /// assertion below included) goes through to XCTest.
    override func captures(_ description: String) -> Bool {
      description.contains("graph snapshot") || description.contains("dependency graph changed")
    }

    private func app(cacheUsesFormatter: Bool) -> Dependencies {
      let deps = Dependencies(label: "app")
      deps.add(Formatter.self) { Formatter() }
      deps.add(Cache.self, scope: .singleton) { r in Cache(formatter: cacheUsesFormatter ? try r.resolve() : nil) }
      return deps
    }

    func testAChangedGraphFailsWithWhatChanged() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graphs-\(UUID().uuidString)").path
      defer { try? FileManager.default.removeItem(atPath: folder) }

      assertGraphSnapshot(of: app(cacheUsesFormatter: false), named: "graph", directory: folder)
      assertGraphSnapshot(of: app(cacheUsesFormatter: false), named: "graph", directory: folder)
      assertGraphSnapshot(of: app(cacheUsesFormatter: true), named: "graph", directory: folder)
      let recorded = capturedFailures

      XCTAssertEqual(recorded.count, 2, "\(recorded)")
      XCTAssertTrue(recorded.first?.contains("No graph snapshot at \(folder)/graph.txt yet") ?? false)
      let change = try XCTUnwrap(recorded.last)
      XCTAssertTrue(change.contains("edges added:\n    + Cache [singleton] → Formatter [transient]"), change)
      XCTAssertTrue(change.contains("INJECTKIT_RECORD_GRAPHS=1"), change)
    }
  }
#endif
