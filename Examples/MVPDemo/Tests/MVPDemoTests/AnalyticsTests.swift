import Foundation
import InjectKit
import Testing

@testable import MVPDemoApp

/// The RootComposer's decorator and the trackers collection.
@MainActor
@Suite struct AnalyticsTests {
  @Test func theRootComposerWrapsTheStoreInTheAnalyticsDecorator() throws {
    let temp = try TemporaryDirectory()
    defer { temp.remove() }
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }
    deps.add(AppConfiguration.self, scope: .singleton) { AppConfiguration(dataDirectory: temp.url) }

    let store = try deps.tryResolve(ItemStore.self)
    let item = try #require(store.items.first)
    store.toggleFavourite(item)
    store.toggleFavourite(item)

    let decorated = try #require(store as? AnalyticsItemStore)
    #expect(decorated.decoratee is FileItemStore)
    let log = try #require(try deps.tryResolve([AnalyticsTracker].self).first as? SessionEventLog)
    #expect(log.events == ["favourite.added \(item.id)", "favourite.removed \(item.id)"])
  }

  @Test func analyticsReceivesEveryTrackerInOrder() throws {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }

    let analytics = try deps.tryResolve(Analytics.self)
    analytics.track("screen.home")

    #expect(analytics.trackers.count == 2)
    #expect(analytics.trackers[0] is SessionEventLog && analytics.trackers[1] is EventCounter)
    #expect((analytics.trackers[1] as? EventCounter)?.counts == ["screen.home": 1])
    // Singleton elements: the collection resolved again holds the same trackers.
    #expect(try deps.tryResolve([AnalyticsTracker].self).first === analytics.trackers[0])
  }

  @Test func aTestCanAddATrackerInAChildContainer() throws {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }
    let child = Dependencies(parent: deps)
    child.addToCollection(AnalyticsTracker.self, isolation: MainActor.shared) { _ in EventCounter() }

    #expect(try child.tryResolve([AnalyticsTracker].self).count == 3)
    #expect(try deps.tryResolve([AnalyticsTracker].self).count == 2)
  }

  @Test func theGraphShowsTheDecoratorAndTheCollection() {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }

    let graph = deps.graph()

    #expect(graph.contains("decorated by MVPDemoApp/RootComposer.swift:"), "\(graph)")
    #expect(graph.contains("[AnalyticsTracker]<br/>collection, main actor"), "\(graph)")
    #expect(graph.contains("AnalyticsTracker (element 2 of [AnalyticsTracker])<br/>singleton, main actor"))
  }
}
