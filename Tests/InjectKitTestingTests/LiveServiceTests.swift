import InjectKit
import InjectKitTesting
import Testing

/// Issue 29, item 4: a registration marked live is refused in a per-test container that did not
/// override it, and `verify()` there lists it; nothing changes outside a per-test container.
@Suite struct LiveServiceTests {
  protocol Network: Sendable {
    var name: String { get }
  }
  struct LiveNetwork: Network {
    let name = "live"
  }
  struct StubNetwork: Network {
    let name = "stub"
  }
  final class FeedLoader: Sendable {
    let network: any Network
    init(network: any Network) { self.network = network }
  }

  struct AppComposer {
    func register() {
      Dependencies.root.add(Network.self, scope: .singleton) { LiveNetwork() }.live(reaching: "the network")
      Dependencies.root.add(FeedLoader.self) { r in FeedLoader(network: try r.resolve()) }
    }
  }

  static func isLiveServiceFailure(_ issue: Issue) -> Bool {
    // Located at the test, not in InjectKitTesting's own file.
    guard issue.sourceLocation?.fileID.hasSuffix("/LiveServiceTests.swift") == true else { return false }
    return issue.comments.contains { comment in
      let text = comment.rawValue
      return text.contains("Network reaches the network (marked live at InjectKitTestingTests/LiveServiceTests.swift:")
        && text.contains("per-test container \"resolvingALiveServiceInATestContainerRecordsAFailure()\", which")
        && text.contains("registered at InjectKitTestingTests/LiveServiceTests.swift:")
        && text.contains("To fix:") && text.contains("deps.add(Network.self) { StubNetwork() }.asOverride()")
    }
  }

  @Test(.dependencies { _ in AppComposer().register() })
  func resolvingALiveServiceInATestContainerRecordsAFailure() {
    withKnownIssue {
      _ = Dependencies.root.resolve(FeedLoader.self)
    } matching: { issue in
      Self.isLiveServiceFailure(issue)
    }

    _ = Dependencies.root.resolve(FeedLoader.self)  // the singleton is built: no second failure
  }

  @Test(
    .dependencies { deps in
      AppComposer().register()
      deps.add(Network.self) { StubNetwork() }.asOverride()
    })
  func anOverriddenLiveServiceIsNotReported() throws {
    let loader = Dependencies.root.resolve(FeedLoader.self)

    #expect(loader.network.name == "stub")
    try Dependencies.root.verify()
  }

  @Test func aLiveServiceOutsideAPerTestContainerIsNotReported() throws {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { AppComposer().register() }

    let loader = deps.resolve(FeedLoader.self)

    #expect(loader.network.name == "live")
    try deps.verify()
  }

  @Test(.dependencies { _ in AppComposer().register() })
  func verifyInATestContainerListsTheLiveServicesItReaches() {
    let report = Dependencies.root.verificationReport()

    let live = report.problems(of: .liveService)
    #expect(live.map(\.path) == [["Network"]])
    #expect(live.first?.message.contains("deps.add(Network.self) { StubNetwork() }.asOverride()") == true)
    #expect(report.problems.count == 1)
  }
}
