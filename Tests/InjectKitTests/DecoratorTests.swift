import InjectKit
import Testing

/// The example: a repository wrapped by a cache and a logger at the Composition Root.
protocol FeedRepository: AnyObject, Sendable {
  /// The chain of wrappers, outermost first, ending with the real repository.
  var layers: [String] { get }
}
final class RemoteFeedRepository: FeedRepository {
  var layers: [String] { ["Remote"] }
}
final class FeedCache: Sendable {}
final class CachingFeedRepository: FeedRepository {
  let decoratee: any FeedRepository
  let cache: FeedCache
  init(decoratee: any FeedRepository, cache: FeedCache) {
    self.decoratee = decoratee
    self.cache = cache
  }
  var layers: [String] { ["Caching"] + decoratee.layers }
}
final class LoggingFeedRepository: FeedRepository {
  let decoratee: any FeedRepository
  init(_ decoratee: any FeedRepository) { self.decoratee = decoratee }
  var layers: [String] { ["Logging"] + decoratee.layers }
}

@Suite struct DecoratorTests {
  @Test func theLastDecoratorAddedIsTheOutermost() {
    let deps = Dependencies()
    deps.add(FeedCache.self, scope: .singleton) { FeedCache() }
    deps.add((any FeedRepository).self, scope: .singleton) { RemoteFeedRepository() }
    deps.decorate((any FeedRepository).self) { r, inner in
      CachingFeedRepository(decoratee: inner, cache: try r.resolve())
    }
    deps.decorate((any FeedRepository).self) { _, inner in LoggingFeedRepository(inner) }

    let repo: any FeedRepository = deps.resolve()

    #expect(repo.layers == ["Logging", "Caching", "Remote"])
  }

  @Test func aDecoratorDeclaredBeforeItsRegistrationApplies() throws {
    let deps = Dependencies()
    deps.decorate((any FeedRepository).self) { _, inner in LoggingFeedRepository(inner) }
    #expect(!deps.isRegistered((any FeedRepository).self))

    deps.add((any FeedRepository).self) { RemoteFeedRepository() }

    #expect(try deps.tryResolve((any FeedRepository).self).layers == ["Logging", "Remote"])
    #expect(deps.isRegistered((any FeedRepository).self))
    // Decorators waiting for a registration are not a registration it replaced.
    #expect(deps.verificationReport().problems.isEmpty, "\(deps.verificationReport())")
  }

  @Test func decoratorsSurviveAReplacedRegistration() throws {
    let deps = Dependencies()
    deps.add((any FeedRepository).self) { RemoteFeedRepository() }
    deps.decorate((any FeedRepository).self) { _, inner in LoggingFeedRepository(inner) }

    deps.add((any FeedRepository).self) { RemoteFeedRepository() }.asOverride()

    #expect(try deps.tryResolve((any FeedRepository).self).layers == ["Logging", "Remote"])
  }

  @Test func aSingletonIsDecoratedOnceAndTheDecoratedInstanceIsCached() {
    let deps = Dependencies()
    let builds = Counter()
    let decorations = Counter()
    deps.add((any FeedRepository).self, scope: .singleton) {
      builds.increment()
      return RemoteFeedRepository()
    }
    deps.decorate((any FeedRepository).self) { _, inner in
      decorations.increment()
      return LoggingFeedRepository(inner)
    }

    let first = deps.resolve((any FeedRepository).self)
    let second = deps.resolve((any FeedRepository).self)

    #expect(first === second)
    #expect(first is LoggingFeedRepository)
    #expect(builds.value == 1 && decorations.value == 1)
  }

  @Test func aTransientIsDecoratedOnEveryResolve() {
    let deps = Dependencies()
    let decorations = Counter()
    deps.add((any FeedRepository).self) { RemoteFeedRepository() }
    deps.decorate((any FeedRepository).self) { _, inner in
      decorations.increment()
      return LoggingFeedRepository(inner)
    }

    let first = deps.resolve((any FeedRepository).self)
    let second = deps.resolve((any FeedRepository).self)

    #expect(first !== second)
    #expect(decorations.value == 2)
  }

  final class Screen: Sendable {
    let a: any FeedRepository
    let b: any FeedRepository
    init(a: any FeedRepository, b: any FeedRepository) {
      self.a = a
      self.b = b
    }
  }

  @Test func aGraphInstanceIsDecoratedOncePerGraph() {
    let deps = Dependencies()
    let decorations = Counter()
    deps.add((any FeedRepository).self, scope: .graph) { RemoteFeedRepository() }
    deps.decorate((any FeedRepository).self) { _, inner in
      decorations.increment()
      return LoggingFeedRepository(inner)
    }
    deps.add(Screen.self) { r in Screen(a: try r.resolve(), b: try r.resolve()) }

    let first = deps.resolve(Screen.self)
    let second = deps.resolve(Screen.self)

    #expect(first.a === first.b && first.a is LoggingFeedRepository)
    #expect(first.a !== second.a)
    #expect(decorations.value == 2)
  }

  @Test func hooksAndResetSeeTheDecoratedInstance() {
    let deps = Dependencies()
    let hooked = LockedValue<[String]>([])
    let dropped = LockedValue<[String]>([])
    deps.add((any FeedRepository).self, scope: .singleton) { RemoteFeedRepository() }
      .onResolved { _, repo in hooked.mutate { $0 = repo.layers } }
      .onReset { repo in dropped.mutate { $0 = repo.layers } }
    deps.decorate((any FeedRepository).self) { _, inner in LoggingFeedRepository(inner) }

    _ = deps.resolve((any FeedRepository).self)
    deps.reset(.singleton)

    #expect(hooked.get() == ["Logging", "Remote"])
    #expect(dropped.get() == ["Logging", "Remote"])
  }

  @Test func aDecoratorResolvingItsOwnServiceIsACycleNamingTheDecorator() {
    let deps = Dependencies()
    deps.add((any FeedRepository).self) { RemoteFeedRepository() }
    let decoration = deps.decorate((any FeedRepository).self) { r, _ in
      LoggingFeedRepository(try r.resolve((any FeedRepository).self))
    }

    #expect {
      _ = try deps.tryResolve((any FeedRepository).self)
    } throws: { error in
      let error = error as! ResolutionError
      return error.code == .cycle
        && error.path == ["FeedRepository (decorated at \(decoration.site))", "FeedRepository"]
    }
    #expect(decoration.site.hasPrefix("InjectKitTests/DecoratorTests.swift:"))
  }

  @Test func anErrorThrownByADecoratorNamesIt() {
    let deps = Dependencies()
    deps.add((any FeedRepository).self) { RemoteFeedRepository() }
    let decoration = deps.decorate((any FeedRepository).self) { _, _ in throw TestFailure() }

    #expect {
      _ = try deps.tryResolve((any FeedRepository).self)
    } throws: { error in
      let error = error as! ResolutionError
      return error.code == .factoryFailed && error.underlying is TestFailure
        && error.message.contains("the decorator of FeedRepository declared at \(decoration.site) threw")
        && error.path == ["FeedRepository (decorated at \(decoration.site))"]
    }
  }

  @Test func aDecoratorWithNothingToDecorateIsAnErrorAndAProblem() throws {
    let deps = Dependencies(label: "orphans")
    let decoration = deps.decorate((any FeedRepository).self) { _, inner in LoggingFeedRepository(inner) }

    let error = try #require(throws: ResolutionError.self) { try deps.tryResolve((any FeedRepository).self) }

    #expect(error.code == .notRegistered)
    #expect(error.message.contains("nothing to decorate"))
    #expect(error.message.contains(decoration.site))
    #expect(error.fix.contains("remove the decorator at \(decoration.site)"))
    let problems = deps.verificationReport().problems
    #expect(problems.count == 1)
    #expect(problems.first?.kind == .missingDependency)
    #expect(problems.first?.message.contains("nothing to decorate") == true)
  }

  @Test func aChildsDecoratorAppliesToTheChildsOwnRegistrationOnly() throws {
    let parent = Dependencies()
    parent.add((any FeedRepository).self) { RemoteFeedRepository() }
    let child = Dependencies(parent: parent)
    child.add((any FeedRepository).self) { RemoteFeedRepository() }
    child.decorate((any FeedRepository).self) { _, inner in LoggingFeedRepository(inner) }

    #expect(try parent.tryResolve((any FeedRepository).self).layers == ["Remote"])
    #expect(try child.tryResolve((any FeedRepository).self).layers == ["Logging", "Remote"])
  }

  @Test func aParentsDecoratorDoesNotApplyToAChildsRegistration() throws {
    let parent = Dependencies()
    parent.add((any FeedRepository).self) { RemoteFeedRepository() }
    parent.decorate((any FeedRepository).self) { _, inner in LoggingFeedRepository(inner) }
    let child = Dependencies(parent: parent)

    child.add((any FeedRepository).self) { RemoteFeedRepository() }

    #expect(try child.tryResolve((any FeedRepository).self).layers == ["Remote"])
    #expect(try Dependencies(parent: parent).tryResolve((any FeedRepository).self).layers == ["Logging", "Remote"])
  }

  @Test func aChildsOrphanDecoratorShadowsTheParentsRegistration() {
    let parent = Dependencies()
    parent.add((any FeedRepository).self) { RemoteFeedRepository() }
    let child = Dependencies(parent: parent)
    child.decorate((any FeedRepository).self) { _, inner in LoggingFeedRepository(inner) }

    #expect {
      _ = try child.tryResolve((any FeedRepository).self)
    } throws: { error in
      (error as! ResolutionError).message.contains("nothing to decorate")
    }
  }

  @Test func decoratingAForwardingKeyIsAClearError() {
    let deps = Dependencies()
    deps.add(RemoteFeedRepository.self) { RemoteFeedRepository() }.implements((any FeedRepository).self)
    deps.decorate((any FeedRepository).self) { _, inner in LoggingFeedRepository(inner) }

    #expect {
      _ = try deps.tryResolve((any FeedRepository).self)
    } throws: { error in
      (error as! ResolutionError).message.contains("forwards to RemoteFeedRepository")
    }
    let problems = deps.verificationReport().problems
    #expect(problems.contains { $0.message.contains("decorators wrap what a factory builds") }, "\(problems)")
  }

  @Test func anImplementedKeyForwardsToTheDecoratedInstance() throws {
    let deps = Dependencies()
    deps.add(RemoteFeedRepository.self, scope: .singleton) { RemoteFeedRepository() }
    deps.add((any FeedRepository).self, scope: .singleton) { r in try r.resolve(RemoteFeedRepository.self) }
      .implements((any AnyObject & Sendable).self)
    deps.decorate((any FeedRepository).self) { _, inner in LoggingFeedRepository(inner) }

    let forwarded = try deps.tryResolve((any AnyObject & Sendable).self)

    #expect(forwarded === (try deps.tryResolve((any FeedRepository).self)))
    #expect(forwarded is LoggingFeedRepository)
  }

  @Test func anAutowiredRegistrationIsDecorated() throws {
    let deps = Dependencies()
    deps.add(FeedCache.self) { FeedCache() }
    deps.autowire(Wrapper.self, Wrapper.init(cache:))
    deps.decorate(Wrapper.self) { _, inner in Wrapper(cache: inner.cache, depth: inner.depth + 1) }

    #expect(try deps.tryResolve(Wrapper.self).depth == 1)
  }

  struct Wrapper: Sendable {
    let cache: FeedCache
    var depth = 0
    init(cache: FeedCache) { self.cache = cache }
    init(cache: FeedCache, depth: Int) {
      self.cache = cache
      self.depth = depth
    }
  }

  @Test func anAsyncRegistrationIsDecorated() async throws {
    let deps = Dependencies()
    deps.addAsync(Wrapper.self, scope: .singleton) { _ in Wrapper(cache: FeedCache()) }
    deps.decorate(Wrapper.self) { _, inner in Wrapper(cache: inner.cache, depth: inner.depth + 1) }

    let first = try await deps.resolveAsync(Wrapper.self)
    let second = try await deps.resolveAsync(Wrapper.self)

    #expect(first.depth == 1 && first.cache === second.cache)
  }

  @Test func aSealedContainerRefusesDecoratorsInRelease() {
    // The refusal itself traps in debug builds (see SealTests' exit tests); here the container
    // stays usable and its registration undecorated before sealing.
    let deps = Dependencies()
    deps.add((any FeedRepository).self) { RemoteFeedRepository() }
    deps.seal()
    #expect(deps.resolve((any FeedRepository).self).layers == ["Remote"])
  }
}

@Suite struct DecoratorVerificationTests {
  final class Clock: Sendable {}

  @Test func verifyChecksWhatADecoratorResolves() {
    let deps = Dependencies()
    deps.add((any FeedRepository).self) { RemoteFeedRepository() }
    deps.decorate((any FeedRepository).self) { r, inner in
      CachingFeedRepository(decoratee: inner, cache: try r.resolve())
    }

    let problems = deps.verificationReport().problems

    #expect(problems.map(\.kind) == [.missingDependency], "\(problems)")
    #expect(problems.first?.path.last == "FeedCache")
  }

  @Test func verifyFindsACaptiveHeldByADecorator() {
    let deps = Dependencies()
    deps.add(FeedCache.self) { FeedCache() }
    deps.add((any FeedRepository).self, scope: .singleton) { RemoteFeedRepository() }
    deps.decorate((any FeedRepository).self) { r, inner in
      CachingFeedRepository(decoratee: inner, cache: try r.resolve())
    }

    let problems = deps.verificationReport().problems

    #expect(problems.map(\.kind) == [.captiveDependency], "\(problems)")
  }

  @Test func theGraphDrawsDecoratorsOnTheirService() {
    let deps = Dependencies()
    deps.add(FeedCache.self, scope: .singleton) { FeedCache() }
    deps.add((any FeedRepository).self, scope: .singleton) { RemoteFeedRepository() }
    let caching = deps.decorate((any FeedRepository).self) { r, inner in
      CachingFeedRepository(decoratee: inner, cache: try r.resolve())
    }
    let logging = deps.decorate((any FeedRepository).self) { _, inner in LoggingFeedRepository(inner) }

    let mermaid = deps.graph()
    let dot = deps.graph(format: .dot)

    #expect(mermaid.contains("decorated by \(caching.site) → \(logging.site)"), "\(mermaid)")
    #expect(mermaid.contains("n1 --> n0"), "\(mermaid)")
    #expect(dot.contains("decorated by \(caching.site) → \(logging.site)"), "\(dot)")
  }
}
