import InjectKit
import InjectKitTesting
import Testing
import XCTest

/// GraphSnapshots.md's Swift blocks and the types they assume; their snapshots are committed
/// beside this file.
@Suite struct GraphSnapshotsDocs {
  final class Analytics: Sendable {}
  final class Store: Sendable {}
  @MainActor final class HomePresenter {
    init(analytics: Analytics, store: Store) {}
  }
  struct RootComposer: Composer {
    func register() {
      Dependencies.root.add(Analytics.self, scope: .singleton) { Analytics() }
      Dependencies.root.add(Store.self, scope: .singleton) { Store() }
      Dependencies.root.add(HomePresenter.self, isolation: MainActor.shared) { r in
        HomePresenter(analytics: try r.resolve(), store: try r.resolve())
      }
    }
  }

  // snippet: InjectKitTesting.docc/GraphSnapshots.md
  @MainActor @Test func compositionRootGraph() {
    let deps = Dependencies(label: "app")
    Dependencies.withRoot(deps) { RootComposer().register() }
    assertGraphSnapshot(of: deps)
  }
  // end snippet
}

#if canImport(XCTest)
  // XCTest finds test classes at the top level only; the article's types come from its namespace.
  private typealias RootComposer = GraphSnapshotsDocs.RootComposer

  // snippet: InjectKitTesting.docc/GraphSnapshots.md
  final class CompositionRootGraphTests: XCTestCase {
    func testGraph() {  // XCTest runs it on the main thread
      let deps = Dependencies(label: "app")
      Dependencies.withRoot(deps) { RootComposer().register() }
      assertGraphSnapshot(of: deps)
    }
  }
// end snippet
#endif
