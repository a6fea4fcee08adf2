import Dispatch
import InjectKit
import Testing

// The app's shape: repositories are singletons over an API client, which tests override.
protocol APIClient: Sendable {}
final class LiveAPI: APIClient {}
final class StubAPI: APIClient {}
final class Repo: Sendable {
  let api: any APIClient
  init(api: any APIClient) { self.api = api }
}
final class RepoCache: Sendable {
  let repo: Repo
  init(repo: Repo) { self.repo = repo }
}
final class AppAnalytics: Sendable {}

/// The app's composition: the live API, a singleton repository over it, and analytics.
private func appContainer(repoScope: Scope = .singleton, counter: Counter? = nil) -> Dependencies {
  let root = Dependencies(label: "app")
  root.add(APIClient.self) { LiveAPI() }
  root.add(Repo.self, scope: repoScope) { r in
    counter?.increment()
    return Repo(api: try r.resolve())
  }
  root.add(AppAnalytics.self, scope: .singleton) { AppAnalytics() }
  return root
}

@Suite struct OverrideReachTests {
  @Test func aSingletonOverAnOverriddenClientIsTheChildsOwn() {
    let root = appContainer()
    let child = Dependencies(parent: root, label: "test")
    child.add(APIClient.self) { StubAPI() }

    let repo = child.resolve(Repo.self)

    #expect(repo.api is StubAPI)
    #expect(root.resolve(Repo.self).api is LiveAPI)
    #expect(child.resolve(Repo.self) === repo)
  }

  /// The issue's repro, with what verify() and graph() say in the overriding container.
  @Test func theIssuesReproAndWhatVerifyAndGraphSayInTheChild() throws {
    let root = Dependencies(label: "app")
    root.add(APIClient.self) { LiveAPI() }
    root.add(Repo.self, scope: .singleton) { r in Repo(api: try r.resolve()) }
    let child = Dependencies(parent: root, label: "test")
    child.add(APIClient.self) { StubAPI() }

    #expect(type(of: child.resolve(Repo.self).api) == StubAPI.self)
    #expect(child.verificationReport().problems.map(\.kind) == [.captiveDependency])  // Repo keeps a transient
    // Mermaid writes a quote as `#quot;`.
    #expect(child.graph().contains("own instance here: reaches APIClient, registered in #quot;test#quot;"))
    #expect(!root.graph().contains("own instance"))
  }

  @Test func verifyInTheChildReportsAFailureOnlyTheChildsGraphHas() {
    final class Fixtures: Sendable {}
    final class FixtureAPI: APIClient {
      init(fixtures: Fixtures) {}
    }
    let root = appContainer()
    let child = Dependencies(parent: root, label: "test")
    child.add(APIClient.self) { r in FixtureAPI(fixtures: try r.resolve()) }  // Fixtures: not registered

    let missing = child.verificationReport().problems(of: .missingDependency)

    #expect(missing.map(\.path).contains(["Repo", "APIClient", "Fixtures"]), "\(missing)")
    #expect(root.verificationReport().problems(of: .missingDependency).isEmpty)
  }

  @Test func theParentsInstanceBuiltFirstStaysTheParents() {
    let root = appContainer()
    let appRepo = root.resolve(Repo.self)
    let child = Dependencies(parent: root, label: "test")
    child.add(APIClient.self) { StubAPI() }

    let testRepo = child.resolve(Repo.self)

    #expect(testRepo.api is StubAPI)
    #expect(testRepo !== appRepo)
    #expect(root.resolve(Repo.self) === appRepo)
    #expect(appRepo.api is LiveAPI)
  }

  @Test func aSingletonThatReachesNoOverrideIsShared() {
    let root = appContainer()
    let child = Dependencies(parent: root, label: "test")
    child.add(APIClient.self) { StubAPI() }

    let fromChild = child.resolve(AppAnalytics.self)

    #expect(root.resolve(AppAnalytics.self) === fromChild)
  }

  @Test func aSharedSingletonBuiltThroughTheChildIsTheParents() {
    let counter = Counter()
    let root = appContainer(counter: counter)
    let child = Dependencies(parent: root, label: "screen")
    child.add(AppAnalytics.self, name: "screen") { AppAnalytics() }  // a key Repo never asks for

    let fromChild = child.resolve(Repo.self)

    #expect(root.resolve(Repo.self) === fromChild)
    #expect(fromChild.api is LiveAPI)
    #expect(counter.value == 1)
  }

  @Test func aChainOfTwoSingletonsIsRebuiltWhole() {
    let root = appContainer()
    root.add(RepoCache.self, scope: .singleton) { r in RepoCache(repo: try r.resolve()) }
    _ = root.resolve(RepoCache.self)
    let child = Dependencies(parent: root, label: "test")
    child.add(APIClient.self) { StubAPI() }

    let cache = child.resolve(RepoCache.self)

    #expect(cache.repo.api is StubAPI)
    #expect(cache.repo === child.resolve(Repo.self))
    #expect(root.resolve(RepoCache.self).repo.api is LiveAPI)
  }

  @Test func aChainResolvedChildFirstIsRebuiltWhole() {
    let root = appContainer()
    root.add(RepoCache.self, scope: .singleton) { r in RepoCache(repo: try r.resolve()) }
    let child = Dependencies(parent: root, label: "test")
    child.add(APIClient.self) { StubAPI() }

    let cache = child.resolve(RepoCache.self)

    #expect(cache.repo.api is StubAPI)
    #expect(root.resolve(RepoCache.self).repo.api is LiveAPI)
  }

  @Test func aSingletonReachingTheOverrideThroughATransientIsTheChilds() {
    final class Service: Sendable {
      let api: any APIClient
      init(api: any APIClient) { self.api = api }
    }
    final class Holder: Sendable {
      let service: Service
      init(service: Service) { self.service = service }
    }
    let root = appContainer()
    root.add(Service.self) { r in Service(api: try r.resolve()) }
    root.add(Holder.self, scope: .singleton) { r in Holder(service: try r.resolve()) }
    _ = root.resolve(Holder.self)
    let child = Dependencies(parent: root, label: "test")
    child.add(APIClient.self) { StubAPI() }

    #expect(child.resolve(Holder.self).service.api is StubAPI)
  }

  @Test func aGraphScopedRepositorySeesTheOverride() {
    let root = appContainer(repoScope: .graph)
    let child = Dependencies(parent: root, label: "test")
    child.add(APIClient.self) { StubAPI() }

    #expect(child.resolve(Repo.self).api is StubAPI)
    #expect(root.resolve(Repo.self).api is LiveAPI)
  }

  @Test func aWeakRepositoryIsTheChildsOwnWhileHeld() {
    let root = appContainer(repoScope: .weak)
    let appRepo = root.resolve(Repo.self)
    let child = Dependencies(parent: root, label: "test")
    child.add(APIClient.self) { StubAPI() }

    let testRepo = child.resolve(Repo.self)

    #expect(testRepo.api is StubAPI)
    #expect(child.resolve(Repo.self) === testRepo)
    #expect(root.resolve(Repo.self) === appRepo)
  }

  @Test func aCustomScopedRepositoryIsResetInTheChildAlone() {
    let root = appContainer(repoScope: .custom("session"))
    let appRepo = root.resolve(Repo.self)
    let child = Dependencies(parent: root, label: "test")
    child.add(APIClient.self) { StubAPI() }
    let first = child.resolve(Repo.self)

    child.reset(.custom("session"))

    let second = child.resolve(Repo.self)
    #expect(second !== first)
    #expect(second.api is StubAPI)
    #expect(root.resolve(Repo.self) === appRepo)
  }

  @Test func aGrandchildThatOverridesNothingReachedSharesItsParentsOwnInstance() {
    let root = appContainer()
    let test = Dependencies(parent: root, label: "test")
    test.add(APIClient.self) { StubAPI() }
    let screen = Dependencies(parent: test, label: "screen")
    screen.add(AppAnalytics.self, name: "screen") { AppAnalytics() }

    let fromScreen = screen.resolve(Repo.self)

    #expect(fromScreen.api is StubAPI)
    #expect(test.resolve(Repo.self) === fromScreen)
  }

  @Test func aGrandchildThatOverridesAgainGetsItsOwn() {
    final class OtherStub: APIClient {}
    let root = appContainer()
    let test = Dependencies(parent: root, label: "test")
    test.add(APIClient.self) { StubAPI() }
    let inner = Dependencies(parent: test, label: "inner")
    inner.add(APIClient.self) { OtherStub() }

    #expect(test.resolve(Repo.self).api is StubAPI)
    #expect(inner.resolve(Repo.self).api is OtherStub)
  }

  @Test func aFactoryThatSwallowsTheFailureIsStillRebuiltInTheChild() {
    final class Lenient: Sendable {
      let api: (any APIClient)?
      init(api: (any APIClient)?) { self.api = api }
    }
    let root = appContainer()
    root.add(Lenient.self, scope: .singleton) { r in Lenient(api: try? r.resolve(APIClient.self)) }
    let child = Dependencies(parent: root, label: "test")
    child.add(APIClient.self) { StubAPI() }

    #expect(child.resolve(Lenient.self).api is StubAPI)
    #expect(root.resolve(Lenient.self).api is LiveAPI)
  }

  @Test func anAutowiredSingletonIsTheChildsOwn() {
    let root = Dependencies(label: "app")
    root.add(APIClient.self) { LiveAPI() }
    root.autowire(Repo.self, scope: .singleton, Repo.init(api:))
    _ = root.resolve(Repo.self)
    let child = Dependencies(parent: root, label: "test")
    child.add(APIClient.self) { StubAPI() }

    #expect(child.resolve(Repo.self).api is StubAPI)
  }

  @Test func anAutowiredTransientOverParentSingletonsGetsTheChildsOwn() {
    final class Presenter: Sendable {
      let repo: Repo
      let analytics: AppAnalytics
      init(repo: Repo, analytics: AppAnalytics) {
        self.repo = repo
        self.analytics = analytics
      }
    }
    let root = appContainer()
    root.autowire(Presenter.self, Presenter.init(repo:analytics:))
    _ = root.resolve(Presenter.self)
    let child = Dependencies(parent: root, label: "test")
    child.add(APIClient.self) { StubAPI() }

    let presenter = child.resolve(Presenter.self)

    #expect(presenter.repo.api is StubAPI)
    #expect(presenter.analytics === root.resolve(AppAnalytics.self))
  }

  @Test func anOptionalDependencyTheChildRegistersMakesItsOwn() {
    final class Clock: Sendable {}
    final class Scheduler: Sendable {
      let clock: Clock?
      init(clock: Clock?) { self.clock = clock }
    }
    let root = Dependencies(label: "app")
    root.add(Scheduler.self, scope: .singleton) { r in Scheduler(clock: try r.resolve()) }
    _ = root.resolve(Scheduler.self)
    let child = Dependencies(parent: root, label: "test")
    child.add(Clock.self) { Clock() }

    #expect(child.resolve(Scheduler.self).clock != nil)
    #expect(root.resolve(Scheduler.self).clock == nil)
  }

  @Test func aCollectionTheChildAddsToMakesItsOwn() {
    final class Tracker: Sendable {}
    final class Reporter: Sendable {
      let trackers: [Tracker]
      init(trackers: [Tracker]) { self.trackers = trackers }
    }
    let root = Dependencies(label: "app")
    root.addToCollection(Tracker.self) { Tracker() }
    root.add(Reporter.self, scope: .singleton) { r in Reporter(trackers: try r.resolve()) }
    _ = root.resolve(Reporter.self)
    let child = Dependencies(parent: root, label: "test")
    child.addToCollection(Tracker.self) { Tracker() }

    #expect(child.resolve(Reporter.self).trackers.count == 2)
    #expect(root.resolve(Reporter.self).trackers.count == 1)
  }

  @Test func anOverrideAddedAfterTheFirstResolveIsSeenByTheNext() {
    let root = appContainer()
    let child = Dependencies(parent: root, label: "test")
    child.add(AppAnalytics.self, name: "screen") { AppAnalytics() }
    #expect(child.resolve(Repo.self).api is LiveAPI)

    child.add(APIClient.self) { StubAPI() }

    #expect(child.resolve(Repo.self).api is StubAPI)
    #expect(root.resolve(Repo.self).api is LiveAPI)
  }

  @Test func theChildsOwnInstanceIsReleasedWithTheChild() {
    weak var released: Repo?
    let root = appContainer()
    do {
      let child = Dependencies(parent: root, label: "test")
      child.add(APIClient.self) { StubAPI() }
      released = child.resolve(Repo.self)
      #expect(released != nil)
    }
    #expect(released == nil)
  }

  @Test func concurrentResolvesFromTheAppAndTheTestGetTheirOwnInstance() async {
    let appBuilds = Counter()
    let root = appContainer(counter: appBuilds)
    let child = Dependencies(parent: root, label: "test")
    child.add(APIClient.self) { StubAPI() }

    let results = await withTaskGroup(of: (Bool, Repo).self) { group in
      for index in 0..<64 {
        group.addTask {
          let fromChild = index % 2 == 0
          return (fromChild, (fromChild ? child : root).resolve(Repo.self))
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }

    let childRepos = results.filter(\.0).map(\.1)
    let appRepos = results.filter { !$0.0 }.map(\.1)
    #expect(childRepos.allSatisfy { $0 === childRepos[0] && $0.api is StubAPI })
    #expect(appRepos.allSatisfy { $0 === appRepos[0] && $0.api is LiveAPI })
    // The app's factory runs for the app, for the test's own instance, and at most once more: started
    // for the app by the test's first resolve, it stops at its lookup of the overridden key.
    #expect(appBuilds.value <= 3)
  }

  @Test func anAsyncSingletonOverAnOverriddenClientIsTheChildsOwn() async throws {
    let root = Dependencies(label: "app")
    root.add(APIClient.self) { LiveAPI() }
    root.addAsync(Repo.self, scope: .singleton) { r in Repo(api: try r.resolve()) }
    let child = Dependencies(parent: root, label: "test")
    child.add(APIClient.self) { StubAPI() }

    let testRepo = try await child.resolveAsync(Repo.self)
    let appRepo = try await root.resolveAsync(Repo.self)

    #expect(testRepo.api is StubAPI)
    #expect(appRepo.api is LiveAPI)
    #expect(try await child.resolveAsync(Repo.self) === testRepo)
  }

  @Test func anAsyncSingletonBuiltByTheAppFirstIsRebuiltForTheTest() async throws {
    let root = Dependencies(label: "app")
    root.add(APIClient.self, scope: .singleton) { LiveAPI() }
    root.add(Repo.self, scope: .singleton) { r in Repo(api: try r.resolve()) }
    root.addAsync(RepoCache.self, scope: .singleton) { r in RepoCache(repo: try await r.resolveAsync(Repo.self)) }
    root.addAsync(AppAnalytics.self, scope: .singleton) { _ in AppAnalytics() }
    let appCache = try await root.resolveAsync(RepoCache.self)
    let appAnalytics = try await root.resolveAsync(AppAnalytics.self)
    let child = Dependencies(parent: root, label: "test")
    child.add(APIClient.self) { StubAPI() }

    let testCache = try await child.resolveAsync(RepoCache.self)

    #expect(testCache.repo.api is StubAPI)
    #expect(try await root.resolveAsync(RepoCache.self) === appCache)
    #expect(try await child.resolveAsync(AppAnalytics.self) === appAnalytics)
  }

  @Test func aHookThatResolvesTheOverrideOnASharedInstanceFailsLoudlyThenTheChildBuildsItsOwn() throws {
    final class Injected: @unchecked Sendable {
      // Safety: set once by the hook, before the resolve returns the instance.
      var api: (any APIClient)?
    }
    let root = Dependencies(label: "app")
    root.add(APIClient.self) { LiveAPI() }
    root.add(Injected.self, scope: .singleton) { Injected() }
      .onResolved { r, injected in injected.api = try r.resolve() }
    let child = Dependencies(parent: root, label: "test")
    child.add(APIClient.self) { StubAPI() }

    let error = #expect(throws: ResolutionError.self) { try child.tryResolve(Injected.self) }
    let own = try child.tryResolve(Injected.self)

    #expect(error?.message.contains("onResolved hook") == true)
    #expect(error?.message.contains("\"test\" registers") == true)
    #expect(own.api is StubAPI)
    #expect(root.resolve(Injected.self).api is LiveAPI)
  }

  @Test func threadsResolvingAndResettingTheAppAndTheTestKeepEachOnItsOwnClient() {
    let root = appContainer()
    root.add(RepoCache.self, scope: .singleton) { r in RepoCache(repo: try r.resolve()) }
    let test = Dependencies(parent: root, label: "test")
    test.add(APIClient.self) { StubAPI() }
    let screen = Dependencies(parent: test, label: "screen")
    screen.add(AppAnalytics.self, name: "screen") { AppAnalytics() }
    let wrong = Counter()

    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      for round in 0..<200 {
        switch (worker + round) % 4 {
        case 0: if !(root.resolve(RepoCache.self).repo.api is LiveAPI) { wrong.increment() }
        case 1: if !(test.resolve(RepoCache.self).repo.api is StubAPI) { wrong.increment() }
        case 2: if !(screen.resolve(Repo.self).api is StubAPI) { wrong.increment() }
        default: if round % 50 == 0 { test.reset(.singleton) } else { _ = screen.resolve(AppAnalytics.self) }
        }
      }
    }

    #expect(wrong.value == 0)
    #expect(screen.resolve(AppAnalytics.self) === root.resolve(AppAnalytics.self))
  }
}
