import InjectKit
import Testing

/// DecoratorsAndCollections.md's Swift blocks, the types they assume, and tests of what its text says.
@Suite struct DecoratorsAndCollectionsDocs {
  protocol FeedRepository: AnyObject, Sendable { var layers: [String] { get } }
  final class RemoteFeedRepository: FeedRepository { var layers: [String] { ["Remote"] } }
  final class FeedCache: Sendable {}
  final class CachingFeedRepository: FeedRepository {
    let decoratee: FeedRepository
    init(decoratee: FeedRepository, cache: FeedCache) { self.decoratee = decoratee }
    var layers: [String] { ["Caching"] + decoratee.layers }
  }
  final class LoggingFeedRepository: FeedRepository {
    let decoratee: FeedRepository
    init(_ decoratee: FeedRepository) { self.decoratee = decoratee }
    var layers: [String] { ["Logging"] + decoratee.layers }
  }

  static func decorated(deps: Dependencies) -> FeedRepository {
    // snippet: InjectKit.docc/DecoratorsAndCollections.md
    deps.add(FeedRepository.self, scope: .singleton) { RemoteFeedRepository() }
    deps.decorate(FeedRepository.self) { r, inner in
      CachingFeedRepository(decoratee: inner, cache: try r.resolve())
    }
    deps.decorate(FeedRepository.self) { _, inner in LoggingFeedRepository(inner) }
    let repo: FeedRepository = deps.resolve()  // Logging(Caching(Remote))
    // end snippet
    return repo
  }

  @Test func theLastDecoratorIsTheOutermostAndTheSingletonIsCachedDecorated() {
    let deps = Dependencies()
    deps.add(FeedCache.self, scope: .singleton) { FeedCache() }

    let repo = Self.decorated(deps: deps)

    #expect(repo.layers == ["Logging", "Caching", "Remote"])
    #expect(deps.resolve(FeedRepository.self) === repo)
  }

  protocol AnalyticsTracker: AnyObject, Sendable {}
  final class ConsoleTracker: AnalyticsTracker {}
  final class TrackingAPI: Sendable {}
  final class RemoteTracker: AnalyticsTracker {
    init(api: TrackingAPI) {}
  }
  final class Analytics: Sendable {
    let trackers: [AnalyticsTracker]
    init(trackers: [AnalyticsTracker]) { self.trackers = trackers }
  }

  static func collected(deps: Dependencies) -> [AnalyticsTracker] {
    // snippet: InjectKit.docc/DecoratorsAndCollections.md
    deps.addToCollection(AnalyticsTracker.self) { ConsoleTracker() }
    deps.addToCollection(AnalyticsTracker.self, scope: .singleton) { r in RemoteTracker(api: try r.resolve()) }
    let trackers: [AnalyticsTracker] = deps.resolve()  // [ConsoleTracker, RemoteTracker]
    deps.autowire(Analytics.self, Analytics.init)  // init(trackers: [AnalyticsTracker])
    // end snippet
    return trackers
  }

  @Test func theCollectionHoldsEveryElementInOrderAndAutowires() throws {
    let deps = Dependencies()
    deps.add(TrackingAPI.self, scope: .singleton) { TrackingAPI() }

    let trackers = Self.collected(deps: deps)

    #expect(trackers.count == 2 && trackers[0] is ConsoleTracker && trackers[1] is RemoteTracker)
    #expect(try deps.tryResolve(Analytics.self).trackers.count == 2)
    #expect(deps.verificationReport().problems.isEmpty)
    #expect(deps.graph().contains("[AnalyticsTracker]<br/>collection"))
  }
}
