import Foundation
import InjectKit
import Testing

/// ArgumentsAndAutowiring.md's Swift blocks, the types they assume, and tests of what its text says.
@Suite struct ArgumentsAndAutowiringDocs {
  protocol Analytics: Sendable {}
  struct ConsoleAnalytics: Analytics {}
  struct Item: Sendable, Equatable { let id: Int }
  final class DetailPresenter {
    let item: Item
    init(item: Item, analytics: Analytics) { self.item = item }
  }
  final class ImageCache {}
  final class ImageLoader {
    let url: URL
    let size: Int
    init(url: URL, size: Int, cache: ImageCache) {
      self.url = url
      self.size = size
    }
  }

  static func arguments(deps: Dependencies, item: Item, url: URL) throws -> (DetailPresenter, ImageLoader) {
    // snippet: InjectKit.docc/ArgumentsAndAutowiring.md
    deps.add(DetailPresenter.self) { (r, item: Item) in
      DetailPresenter(item: item, analytics: try r.resolve())
    }
    deps.add(ImageLoader.self) { (r, url: URL, size: Int) in
      ImageLoader(url: url, size: size, cache: try r.resolve())
    }

    let presenter = deps.resolve(DetailPresenter.self, arguments: item)
    let loader = try deps.tryResolve(ImageLoader.self, arguments: url, 64)
    // end snippet
    return (presenter, loader)
  }

  private static func containerWithServices() -> Dependencies {
    let deps = Dependencies()
    deps.add(Analytics.self) { ConsoleAnalytics() }
    deps.add { ImageCache() }
    return deps
  }

  @Test func factoriesReceiveTheArgumentsOfTheResolve() throws {
    let url = URL(fileURLWithPath: "/tmp/cat.png")

    let (presenter, loader) = try Self.arguments(deps: Self.containerWithServices(), item: Item(id: 3), url: url)

    #expect(presenter.item == Item(id: 3))
    #expect(loader.url == url)
    #expect(loader.size == 64)
  }

  @Test func argumentsOfOtherTypesFailWithTheRegisteredSignature() throws {
    let deps = Self.containerWithServices()
    _ = try Self.arguments(deps: deps, item: Item(id: 1), url: URL(fileURLWithPath: "/"))

    let error = try #require(throws: ResolutionError.self) { try deps.tryResolve(DetailPresenter.self, arguments: "x") }

    #expect(error.code == .argumentMismatch)
    #expect(
      error.message.hasSuffix("DetailPresenter is registered with arguments (Item), but was resolved with (String)."))
    #expect(throws: ResolutionError.self) { try deps.tryResolve(DetailPresenter.self) }
  }

  @Test func aCachingScopeIsRefusedSoEachItemGetsItsOwnPresenter() {
    let deps = Self.containerWithServices()
    deps.add(DetailPresenter.self, scope: .singleton) { (r, item: Item) in
      DetailPresenter(item: item, analytics: try r.resolve())
    }
    .verifying(with: Item(id: 0))

    let first = deps.resolve(DetailPresenter.self, arguments: Item(id: 1))
    let second = deps.resolve(DetailPresenter.self, arguments: Item(id: 2))

    #expect(second !== first)
    #expect(second.item == Item(id: 2))
    #expect(deps.verificationReport().problems.map(\.kind) == [.cachedScopeWithArguments])
  }

  protocol APIClient {}
  final class StagingAPIClient: APIClient {}
  final class LiveAPIClient: APIClient {}

  static func names(deps: Dependencies) -> (APIClient, APIClient) {
    // snippet: InjectKit.docc/ArgumentsAndAutowiring.md
    deps.add(APIClient.self, name: "staging") { _ in StagingAPIClient() }
    deps.add(APIClient.self, name: "live") { _ in LiveAPIClient() }

    let api = deps.resolve(APIClient.self, name: "staging")

    final class SettingsScreen {
      @Inject(name: "live") var api: APIClient  // from Dependencies.root; `from: deps` for another container
    }
    // end snippet
    return (api, Dependencies.withRoot(deps) { SettingsScreen() }.api)
  }

  @Test func namesSelectTheRegistration() {
    let (staging, live) = Self.names(deps: Dependencies())

    #expect(staging is StagingAPIClient)
    #expect(live is LiveAPIClient)
  }

  protocol ItemService {}
  struct BundledItems: ItemService {}
  protocol HomeRouting {}
  struct HomeRouter: HomeRouting {}

  // snippet: InjectKit.docc/ArgumentsAndAutowiring.md
  final class HomePresenter {
    init(service: ItemService, router: HomeRouting, analytics: Analytics) {}
  }

  // snippet: pause
  static func autowire(deps: Dependencies) {
    // snippet: resume
    deps.autowire(HomePresenter.self, HomePresenter.init)
    // snippet: pause
  }
  // snippet: resume
  // end snippet

  @Test func autowireResolvesEveryParameter() throws {
    let deps = Dependencies()
    deps.add(ItemService.self) { BundledItems() }
    deps.add(Analytics.self) { ConsoleAnalytics() }
    Self.autowire(deps: deps)

    let missing = try #require(throws: ResolutionError.self) { try deps.tryResolve(HomePresenter.self) }
    deps.add(HomeRouting.self) { HomeRouter() }

    #expect(missing.code == .notRegistered)
    #expect(missing.key.hasSuffix("HomeRouting"))
    #expect(throws: Never.self) { try deps.tryResolve(HomePresenter.self) }
    #expect(deps.verificationReport().problems.isEmpty)
  }

  @Test func verifyChecksAnAutowiredRegistrationFromItsDeclaredParameters() {
    let deps = Dependencies()
    deps.add(ItemService.self) { BundledItems() }
    Self.autowire(deps: deps)

    let missing = deps.verificationReport().problems(of: .missingDependency)

    #expect(missing.first?.path.contains { $0.hasSuffix("HomeRouting") } == true)
  }

  protocol ItemStore: AnyObject {}
  protocol FavouritesStore: AnyObject {}
  final class FileStore: ItemStore, FavouritesStore {}

  static func forwarding(deps: Dependencies) -> (ItemStore, FavouritesStore) {
    // snippet: InjectKit.docc/ArgumentsAndAutowiring.md
    deps.add(FileStore.self, scope: .singleton) { _ in FileStore() }
      .implements(ItemStore.self, FavouritesStore.self)

    let items: ItemStore = deps.resolve()  // the FileStore singleton
    let favourites: FavouritesStore = deps.resolve()  // the same instance
    // end snippet
    return (items, favourites)
  }

  @Test func forwardedKeysShareTheSingleton() {
    let deps = Dependencies()

    let (items, favourites) = Self.forwarding(deps: deps)

    #expect(items === deps.resolve(FileStore.self))
    #expect(favourites === deps.resolve(FileStore.self))
  }

  @Test func forwardingToATypeTheInstanceDoesNotConformToFailsWhenResolved() {
    let deps = Dependencies()
    deps.add(StagingAPIClient.self) { _ in StagingAPIClient() }.implements(ItemStore.self)

    #expect(throws: ResolutionError.self) { try deps.tryResolve(ItemStore.self) }
    #expect((try? deps.tryResolve(ItemStore.self)) == nil)
  }

  final class Parent {
    let child: Child
    init(child: Child) { self.child = child }
  }
  final class Child {
    weak var parent: Parent?
  }

  static func hooks(deps: Dependencies) {
    // snippet: InjectKit.docc/ArgumentsAndAutowiring.md
    deps.add(Parent.self, scope: .singleton) { r in Parent(child: try r.resolve()) }
    deps.add(Child.self, scope: .singleton) { _ in Child() }
      .onResolved { r, child in child.parent = try r.resolve() }  // `weak var parent: Parent?`
    // end snippet
  }

  @Test func onResolvedClosesTheCycleWhenTheParentIsResolvedFirst() throws {
    let deps = Dependencies()
    Self.hooks(deps: deps)

    let parent = try deps.tryResolve(Parent.self)

    #expect(parent.child.parent === parent)
  }

  @Test func onResolvedClosesTheCycleWhicheverSideIsResolvedFirst() throws {
    let deps = Dependencies()
    Self.hooks(deps: deps)

    // `Child` first: its hook resolves `Parent` after the graph is built, so `Parent → Child`
    // finds the same `Child` instead of a cycle, and the container keeps that `Parent` alive
    // for the weak reference.
    let child = try deps.tryResolve(Child.self)

    let parent = try #require(child.parent)
    #expect(parent.child === child)
    #expect(deps.resolve(Parent.self) === parent)
    #expect(throws: Never.self) { try deps.verify() }
  }

  @Test func withGraphScopesAWeakBackReferenceIsLostWhenTheChildIsResolvedFirst() throws {
    let deps = Dependencies()
    deps.add(Parent.self, scope: .graph) { r in Parent(child: try r.resolve()) }
    deps.add(Child.self, scope: .graph) { _ in Child() }
      .onResolved { r, child in child.parent = try r.resolve() }

    // Nothing keeps the hook's `Parent` once the resolve returns: why the docs use singletons.
    #expect(try deps.tryResolve(Child.self).parent == nil)
    let parent = try deps.tryResolve(Parent.self)
    #expect(parent.child.parent === parent)
  }

  @Test func twoTransientsCompletingEachOtherInHooksAreACycle() throws {
    let deps = Dependencies()
    deps.add(Parent.self) { r in Parent(child: try r.resolve()) }
    deps.add(Child.self) { _ in Child() }
      .onResolved { r, child in child.parent = try r.resolve() }

    let error = try #require(throws: ResolutionError.self) { try deps.tryResolve(Child.self) }
    let cycles = deps.verificationReport().problems(of: .cycle)

    #expect(error.code == .cycle)
    #expect(error.message.contains("onResolved hooks keep building new instances of Child"))
    #expect(cycles.count == 2)
    #expect(cycles.allSatisfy { $0.message.contains("`graph` or `singleton`") })
  }
}
