import Foundation
import InjectKit
import Testing

@testable import MVPDemoApp

@MainActor
@Suite struct CompositionTests {
  @Test func theRootComposerPassesVerification() throws {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }
    try deps.verify()
    #expect(deps.verificationReport().checkedRegistrations >= 3)
  }

  @Test func verifyBuildsTheDetailPresenterWithASampleItemAndDrawsItsStore() {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }

    let report = deps.verificationReport()
    let graph = deps.graph()

    #expect(report.problems.isEmpty, "\(report)")
    #expect(report.skipped.isEmpty)
    #expect(report.checkedRegistrations == 7)
    #expect(graph.contains("n7[\"DetailPresenterDelegate with arguments (Item)<br/>transient, main actor\"]"))
    #expect(graph.contains("n1[\"ItemStore<br/>singleton, main actor<br/>decorated by "))
    #expect(graph.contains("n7 --> n1"))
  }

  @Test func detailRegistersOnTheMainActorAsTheReadmeSays() async throws {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }

    let offMain = await Task.detached { () -> ResolutionError.Code? in
      do {
        _ = try deps.tryResolve(DetailPresenterDelegate.self, arguments: sampleItems[0])
        return nil
      } catch {
        return (error as? ResolutionError)?.code
      }
    }.value

    #expect(offMain == .isolationViolation)
    #expect(deps.graph().contains("DetailPresenterDelegate with arguments (Item)<br/>transient, main actor"))
    #expect(throws: Never.self) { try deps.tryResolve(DetailPresenterDelegate.self, arguments: sampleItems[0]) }
  }

  @Test func homeAndDetailShareOneStore() throws {
    let temp = try TemporaryDirectory()
    defer { temp.remove() }
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }
    // A later registration replaces the composer's, so nothing touches the real data directory.
    deps.add(AppConfiguration.self, scope: .singleton) { AppConfiguration(dataDirectory: temp.url) }

    let home = try deps.tryResolve(HomePresenterDelegate.self)
    let homeView = SpyHomeView()
    home.attach(view: homeView)
    home.didSelectItem(number: 2)
    let item = try #require(homeView.openedDetails.first)

    let detail = try deps.tryResolve(DetailPresenterDelegate.self, arguments: item)
    detail.attach(view: SpyDetailView())
    detail.didToggleFavourite()

    home.viewWillAppear()
    #expect(homeView.rows.last?[1] == HomeRow(number: 2, title: item.title, isFavourite: true))
    #expect(try deps.tryResolve(ItemStore.self) === deps.tryResolve(ItemStore.self))
  }
}
