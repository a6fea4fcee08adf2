import InjectKit
import InjectKitTesting
import Testing
import XCTest

/// PerTestContainers.md's Swift blocks, the types they assume, and tests of what its text says.
@Suite struct PerTestContainersDocs {
  protocol HomeViewDelegate: AnyObject {}
  final class HomeView: HomeViewDelegate {}
  final class SpyView: HomeViewDelegate {}
  protocol HomePresenterDelegate: AnyObject {
    var title: String { get }
  }
  final class HomePresenter: HomePresenterDelegate {
    let title = "Home"
  }
  struct RootComposer: Composer {
    func register() {
      Dependencies.root.add({ HomePresenter() as HomePresenterDelegate })
      Dependencies.root.add({ HomeView() as HomeViewDelegate })
    }
  }

  // snippet: InjectKitTesting.docc/PerTestContainers.md
  @Suite(
    .dependencies { deps in
      RootComposer().register()  // registers into this test's container
      deps.add { SpyView() as HomeViewDelegate }  // a later add replaces the real one
    })
  struct HomePresenterTests {
    @Test func showsTitle() {
      let presenter: HomePresenterDelegate = Dependencies.root.resolve()
      #expect(presenter.title == "Home")
    }
  }
  // end snippet

  @Suite(
    .dependencies { deps in
      RootComposer().register()
      deps.add { SpyView() as HomeViewDelegate }
    })
  struct WhatTheTraitDoes {
    struct Marker {}

    @Test func aLaterAddReplacesTheRealOne() {
      #expect(Dependencies.root.resolve(HomeViewDelegate.self) is SpyView)
    }

    @Test(arguments: 0..<4) func eachCaseGetsAFreshContainer(case: Int) {
      #expect(!Dependencies.root.isRegistered(Marker.self))
      Dependencies.root.add { Marker() }
    }

    @Test(.dependencies { deps in deps.add { Marker() } })
    func aTestsOwnTraitBuildsOnItsSuites() {
      #expect(Dependencies.root.isRegistered(Marker.self))
      #expect(Dependencies.root.resolve(HomePresenterDelegate.self) is HomePresenter)
    }
  }

  final class Analytics: Sendable {}
  struct AppComposer: Composer {
    func register() { Dependencies.root.add(Analytics.self, scope: .singleton) { Analytics() } }
  }

  // snippet: InjectKitTesting.docc/PerTestContainers.md
  @Suite(.serialized, .sharedRoot)  // composes the process-wide root once, on purpose
  struct AppLaunchTests {
    @Test func composesTheApp() {
      AppComposer().register()
      #expect(Dependencies.root.isRegistered(Analytics.self))
    }
  }
  // end snippet

  protocol Network {
    var userName: String { get }
  }
  struct LiveNetwork: Network {
    let userName = "live"
  }
  struct StubNetwork: Network {
    let userName = "stub"
  }
  struct Profile {
    let name: String
  }
  final class ProfileLoader {
    @Inject var network: Network
    func load() -> Profile { Profile(name: network.userName) }
  }

  // snippet: InjectKitTesting.docc/PerTestContainers.md
  struct NetworkComposer: Composer {
    func register() {
      Dependencies.root.add(Network.self, scope: .singleton) { LiveNetwork() }
        .live(reaching: "the network")
    }
  }

  @Test(
    .dependencies { deps in
      NetworkComposer().register()
      deps.add(Network.self) { StubNetwork() }.asOverride()  // without it: a test failure
    })
  func loadsTheProfileOffline() throws {
    try Dependencies.root.verify()  // would list Network as a live service
    #expect(ProfileLoader().load().name == "stub")
  }
  // end snippet

  @Test(.dependencies { _ in NetworkComposer().register() })
  func withoutTheOverrideTheLiveServiceFailsTheTest() {
    #expect(Dependencies.root.verificationReport().problems(of: .liveService).map(\.path) == [["Network"]])
    withKnownIssue {
      _ = ProfileLoader().load()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("deps.add(Network.self) { StubNetwork() }.asOverride()") }
    }
  }

  @Test(
    .dependencies { deps in
      deps.add({ LiveNetwork() as Network })
      RootComposer().register()
    })
  func everythingRealButOneService() {
    // snippet: InjectKitTesting.docc/PerTestContainers.md
    Dependencies.withOverrides { deps in
      deps.add { StubNetwork() as Network }
    } operation: {
      #expect(ProfileLoader().load().name == "stub")
    }
    // end snippet
    Dependencies.withOverrides { _ in
    } operation: {
      #expect(Dependencies.root.resolve(HomePresenterDelegate.self) is HomePresenter)
    }
    #expect(ProfileLoader().load().name == "live")
  }
}

/// The types "Overrides reach the singletons built over them" assumes.
protocol APIClient: Sendable {}
final class LiveAPIClient: APIClient {}
final class StubAPIClient: APIClient {}
final class FeedRepository: Sendable {
  let api: any APIClient
  init(api: any APIClient) { self.api = api }
}

// snippet: InjectKitTesting.docc/PerTestContainers.md
struct ServicesComposer: Composer {
  func register() {
    Dependencies.root.add(scope: .singleton) { LiveAPIClient() as APIClient }
    Dependencies.root.add(FeedRepository.self, scope: .singleton) { r in FeedRepository(api: try r.resolve()) }
  }
}

@Test(.dependencies { _ in ServicesComposer().register() })
func loadsTheFeedOffline() {
  Dependencies.withOverrides { deps in
    deps.add { StubAPIClient() as APIClient }
  } operation: {
    #expect(Dependencies.root.resolve(FeedRepository.self).api is StubAPIClient)
  }
}
// end snippet

/// The article's override as written, with `verify()` inside the block (issue 46, item 2): the stub
/// gives no `scope:`, so it takes the singleton scope of the APIClient it overrides, and the
/// singleton FeedRepository over it is no captive of a transient.
@Test(.dependencies { _ in ServicesComposer().register() })
func theArticlesOverrideVerifiesClean() throws {
  try Dependencies.withOverrides { deps in
    deps.add { StubAPIClient() as APIClient }
  } operation: {
    try Dependencies.root.verify()
    let first = Dependencies.root.resolve(APIClient.self) as AnyObject
    let second = Dependencies.root.resolve(APIClient.self) as AnyObject
    let sameInstance = first === second  // outside `#expect`: comparing there crashes swiftc 6.3.1's SILGen
    #expect(sameInstance)
  }
}

@Test(.dependencies { _ in ServicesComposer().register() })
func theRepositoryBuiltFirstByTheTestStaysLiveOutsideTheBlock() throws {
  let live = Dependencies.root.resolve(FeedRepository.self)
  try Dependencies.withOverrides { deps in
    deps.add(scope: .singleton) { StubAPIClient() as APIClient }
  } operation: {
    #expect(Dependencies.root.resolve(FeedRepository.self).api is StubAPIClient)
    try Dependencies.root.verify()
    #expect(Dependencies.root.graph().contains("own instance here: reaches APIClient"))
  }
  #expect(Dependencies.root.resolve(FeedRepository.self) === live)
  #expect(live.api is LiveAPIClient)
}

// XCTest finds test classes at the top level only; the article's types come from its namespace.
private typealias RootComposer = PerTestContainersDocs.RootComposer
private typealias SpyView = PerTestContainersDocs.SpyView
private typealias HomeViewDelegate = PerTestContainersDocs.HomeViewDelegate
private typealias HomePresenterDelegate = PerTestContainersDocs.HomePresenterDelegate
private typealias AppComposer = PerTestContainersDocs.AppComposer
private typealias Analytics = PerTestContainersDocs.Analytics

// snippet: InjectKitTesting.docc/PerTestContainers.md
final class HomePresenterXCTests: XCTestCase {
  override func invokeTest() {
    withTestDependencies { deps in
      RootComposer().register()
      deps.add { SpyView() as HomeViewDelegate }
    } operation: {
      super.invokeTest()  // setUp, the test and tearDown see the container
    }
  }

  func testShowsTitle() {
    let presenter: HomePresenterDelegate = Dependencies.root.resolve()
    XCTAssertEqual(presenter.title, "Home")
    XCTAssertTrue(Dependencies.root.resolve(HomeViewDelegate.self) is SpyView)
  }
}
// end snippet

// snippet: InjectKitTesting.docc/PerTestContainers.md
final class AppLaunchXCTests: XCTestCase, SharedRootTestCase {  // shares the root on purpose
  func testComposesTheApp() {
    AppComposer().register()
    XCTAssertTrue(Dependencies.root.isRegistered(Analytics.self))
  }
}
// end snippet
