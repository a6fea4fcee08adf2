import InjectKit
import InjectKitTesting
import Testing

// An app's shape: a repository singleton (and a cache over it) over the API client tests replace.
protocol FeedAPI: Sendable {}
final class LiveFeedAPI: FeedAPI {}
final class StubFeedAPI: FeedAPI {}
final class FeedRepository: Sendable {
  let api: any FeedAPI
  init(api: any FeedAPI) { self.api = api }
}
final class FeedCache: Sendable {
  let repository: FeedRepository
  init(repository: FeedRepository) { self.repository = repository }
}

/// The app's composer: the live client, and singletons over it.
struct FeedComposer: Composer {
  func register() {
    Dependencies.root.add(scope: .singleton) { LiveFeedAPI() as FeedAPI }
    Dependencies.root.add(FeedRepository.self, scope: .singleton) { r in FeedRepository(api: try r.resolve()) }
    Dependencies.root.add(FeedCache.self, scope: .singleton) { r in FeedCache(repository: try r.resolve()) }
  }
}

/// A screen's model, reading the repository through `@Inject` as app objects do.
final class FeedModel {
  @Inject var repository: FeedRepository
}

/// Issue 36, item 1: an override reaches the singletons built over what it replaces.
@Suite(.dependencies { _ in FeedComposer().register() })
struct SingletonOverrideTests {
  @Test func withOverridesReachesTheRepositorySingleton() {
    let appRepository = Dependencies.root.resolve(FeedRepository.self)

    let overridden = Dependencies.withOverrides { deps in
      deps.add { StubFeedAPI() as FeedAPI }
    } operation: {
      Dependencies.root.resolve(FeedRepository.self)
    }

    #expect(overridden.api is StubFeedAPI)
    #expect(appRepository.api is LiveFeedAPI)
    #expect(Dependencies.root.resolve(FeedRepository.self) === appRepository)
  }

  @Test func withOverridesReachesAChainOfSingletonsResolvedFirstInsideIt() {
    let cache = Dependencies.withOverrides { deps in
      deps.add { StubFeedAPI() as FeedAPI }
    } operation: {
      Dependencies.root.resolve(FeedCache.self)
    }

    #expect(cache.repository.api is StubFeedAPI)
    #expect(Dependencies.root.resolve(FeedCache.self).repository.api is LiveFeedAPI)
  }

  @Test func injectInsideWithOverridesSeesTheOverride() async {
    let model = await Dependencies.withOverrides { deps in
      await Task.yield()
      deps.add { StubFeedAPI() as FeedAPI }
    } operation: {
      let model = FeedModel()
      _ = model.repository
      return model
    }

    #expect(model.repository.api is StubFeedAPI)
  }

  @Test(.dependencies { deps in deps.add { StubFeedAPI() as FeedAPI } })
  func aTestTraitOverridesTheSuitesSingleton() {
    #expect(Dependencies.root.resolve(FeedRepository.self).api is StubFeedAPI)
    #expect(Dependencies.root.parent?.resolve(FeedRepository.self).api is LiveFeedAPI)
  }

  @Test func verifyInTheOverridingContainerChecksTheSingletonItRebuilds() throws {
    try Dependencies.withOverrides { deps in
      deps.add(scope: .singleton) { StubFeedAPI() as FeedAPI }
    } operation: {
      try Dependencies.root.verify()
      #expect(Dependencies.root.graph().contains("own instance here: reaches FeedAPI"))
    }
  }
}

/// The composer registered the singleton before the test's override, in the same container.
@Suite(
  .dependencies { deps in
    FeedComposer().register()
    deps.add { StubFeedAPI() as FeedAPI }.asOverride()
  })
struct SameContainerOverrideTests {
  @Test func theSingletonIsBuiltWithTheOverride() {
    #expect(Dependencies.root.resolve(FeedRepository.self).api is StubFeedAPI)
  }
}
