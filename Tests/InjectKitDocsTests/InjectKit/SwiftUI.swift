import Foundation
import InjectKit
import Observation
import Testing

/// SwiftUI.md's blocks that are not views (the composers, the view models, the preview
/// container), the types they assume, and tests of what its text says. Its views, app and
/// previews are in SwiftUIViews.swift. The article's app targets
/// iOS 17 / macOS 14 (Observation); this package supports older systems, hence the `@available`.
@Suite struct SwiftUIDocs {}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension SwiftUIDocs {
  struct FeedItem: Identifiable, Hashable, Codable, Sendable {
    let id: String
    let title: String
  }
  protocol FeedLoader: Sendable {
    func load() async throws -> [FeedItem]
  }
  protocol HTTPClient: Sendable {
    func get(_ url: URL) async throws -> Data
  }
  struct RemoteFeedLoader: FeedLoader {
    let url: URL
    let client: HTTPClient

    func load() async throws -> [FeedItem] {
      try JSONDecoder().decode([FeedItem].self, from: try await client.get(url))
    }
  }
  /// The network of these tests: it answers every request with the same two items.
  struct CannedHTTPClient: HTTPClient {
    static let items = [FeedItem(id: "1", title: "Remote one"), FeedItem(id: "2", title: "Remote two")]
    func get(_ url: URL) async throws -> Data { try JSONEncoder().encode(Self.items) }
  }
  struct StubFeedLoader: FeedLoader {
    static let items = [FeedItem(id: "s", title: "Stub")]
    func load() async throws -> [FeedItem] { Self.items }
  }
  protocol Analytics: Sendable {
    func track(_ event: String, id: String)
  }
  /// Sends each event to a stream a test can read.
  struct StreamAnalytics: Analytics {
    let events: AsyncStream<String>.Continuation
    func track(_ event: String, id: String) { events.yield("\(event) \(id)") }
  }
  struct NetworkComposer: Composer {
    func register() { Dependencies.root.add(HTTPClient.self, scope: .singleton) { CannedHTTPClient() } }
  }
  struct AnalyticsComposer: Composer {
    func register() {
      Dependencies.root.add(Analytics.self, scope: .singleton) {
        StreamAnalytics(events: AsyncStream<String>.makeStream().continuation)
      }
    }
  }

  // snippet: InjectKit.docc/SwiftUI.md
  @MainActor struct RootComposer: @MainActor Composer {
    func register() {
      NetworkComposer().register()  // HTTPClient
      AnalyticsComposer().register()  // Analytics
      FeedComposer().register()
      ItemDetailComposer().register()
    }
  }

  struct FeedComposer: Composer {
    static let feedURL = URL(string: "https://example.com/feed.json")!

    func register() {
      Dependencies.root.add(FeedLoader.self, scope: .singleton) { r in
        RemoteFeedLoader(url: Self.feedURL, client: try r.resolve())
      }
      Dependencies.root.add(FeedUIComposer.self) { r in
        FeedUIComposer(loader: try r.resolve(), analytics: try r.resolve())
      }
    }
  }

  @MainActor struct ItemDetailComposer: @MainActor Composer {
    func register() {
      Dependencies.root.add(ItemDetailView.self) { (r, item: FeedItem) in
        ItemDetailView(viewModel: ItemDetailViewModel(item: item, analytics: try r.resolve()))
      }
      .verifying(with: FeedItem(id: "sample", title: "Sample"))
    }
  }
  // end snippet

  // snippet: InjectKit.docc/SwiftUI.md
  @MainActor @Observable final class ItemDetailViewModel {
    let item: FeedItem
    private(set) var isFavourite = false
    private let analytics: Analytics

    init(item: FeedItem, analytics: Analytics) {
      self.item = item
      self.analytics = analytics
    }

    func toggleFavourite() {
      isFavourite.toggle()
      analytics.track(isFavourite ? "detail.favourite" : "detail.unfavourite", id: item.id)
    }
  }
  // end snippet

  // snippet: InjectKit.docc/SwiftUI.md
  struct FeedUIComposer {
    private let loader: FeedLoader
    private let analytics: Analytics

    init(loader: FeedLoader, analytics: Analytics) {
      self.loader = loader
      self.analytics = analytics
    }

    @MainActor func composeFeedView(onSelect: @escaping @MainActor (FeedItem) -> Void = { _ in }) -> FeedView {
      FeedView(viewModel: composeFeedViewModel(onSelect: onSelect))
    }

    @MainActor func composeFeedViewModel(onSelect: @escaping @MainActor (FeedItem) -> Void) -> FeedViewModel {
      FeedViewModel(loader: loader, analytics: analytics, onSelect: onSelect)
    }
  }
  // end snippet

  // snippet: InjectKit.docc/SwiftUI.md
  @MainActor @Observable final class FeedViewModel {
    private(set) var items: [FeedItem] = []
    private(set) var error: String?
    private let loader: FeedLoader
    private let analytics: Analytics
    private let onSelect: @MainActor (FeedItem) -> Void

    init(loader: FeedLoader, analytics: Analytics, onSelect: @escaping @MainActor (FeedItem) -> Void) {
      self.loader = loader
      self.analytics = analytics
      self.onSelect = onSelect
    }

    func load() async {
      do {
        items = try await loader.load()
        error = nil
      } catch {
        self.error = "The feed could not be loaded."
      }
    }

    func select(_ item: FeedItem) {
      analytics.track("feed.select", id: item.id)
      onSelect(item)
    }
  }
  // end snippet

  // snippet: InjectKit.docc/SwiftUI.md
  struct PreviewStubsComposer: Composer {
    func register() {
      Dependencies.root.add(FeedLoader.self) { StubFeedLoader() }.asOverride()
    }
  }

  enum PreviewContainer {
    @MainActor static func make() -> Dependencies {
      let preview = Dependencies(label: "preview")
      Dependencies.withRoot(preview) {
        RootComposer().register()
        PreviewStubsComposer().register()
      }
      return preview
    }
  }
  // end snippet
}

extension SwiftUIDocs {
  // snippet: InjectKit.docc/SwiftUI.md
  // snippet: pause
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  // snippet: resume
  @MainActor @Test func previewsComposeWithTheStubFeed() async throws {
    let preview = PreviewContainer.make()
    try await preview.verify()

    let viewModel = preview.resolve(FeedUIComposer.self).composeFeedViewModel { _ in }
    await viewModel.load()

    #expect(viewModel.items == StubFeedLoader.items)
  }
  // end snippet

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  @MainActor @Test func theAppsCompositionLoadsTheFeedThroughTheRemoteLoader() async throws {
    let app = Dependencies()
    Dependencies.withRoot(app) { RootComposer().register() }
    try await app.verify()

    let viewModel = app.resolve(FeedUIComposer.self).composeFeedViewModel { _ in }
    await viewModel.load()

    #expect(viewModel.items == CannedHTTPClient.items)
    #expect(viewModel.error == nil)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  @MainActor @Test func thePreviewContainerLeavesTheAppsRootAlone() throws {
    let app = Dependencies()

    let (preview, root) = Dependencies.withRoot(app) {
      RootComposer().register()
      return (PreviewContainer.make(), Dependencies.root)
    }

    #expect(try preview.tryResolve(FeedLoader.self) is StubFeedLoader)
    #expect(try app.tryResolve(FeedLoader.self) is RemoteFeedLoader)
    #expect(root === app)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  @Test func theDetailScreenIsAMainActorFactoryRefusedOffTheMainActor() async throws {
    let app = Dependencies()
    await MainActor.run { Dependencies.withRoot(app) { RootComposer().register() } }
    let item = StubFeedLoader.items[0]

    let onMainActor = await MainActor.run { (try? app.tryResolve(ItemDetailView.self, arguments: item)) != nil }
    let detached = await Task.detached { () -> ResolutionError.Code? in
      do throws(ResolutionError) {
        _ = try app.tryResolve(ItemDetailView.self, arguments: item)
        return nil
      } catch {
        return error.code
      }
    }.value

    #expect(onMainActor)
    #expect(detached == .isolationViolation)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  @Test func theServicesAndTheFeedsUIComposerResolveOnAnyThread() async throws {
    let app = Dependencies()
    await MainActor.run { Dependencies.withRoot(app) { RootComposer().register() } }

    let resolved = await Task.detached {
      (try? app.tryResolve(FeedLoader.self)) != nil && (try? app.tryResolve(FeedUIComposer.self)) != nil
    }.value

    #expect(resolved)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  @MainActor @Test func theDetailViewModelTracksAFavourite() async {
    let (events, continuation) = AsyncStream<String>.makeStream()
    let viewModel = ItemDetailViewModel(item: StubFeedLoader.items[0], analytics: StreamAnalytics(events: continuation))

    viewModel.toggleFavourite()
    continuation.finish()

    var tracked: [String] = []
    for await event in events { tracked.append(event) }
    #expect(viewModel.isFavourite)
    #expect(tracked == ["detail.favourite s"])
  }

  struct Offline: Error {}
  struct FailingFeedLoader: FeedLoader {
    func load() async throws -> [FeedItem] { throw Offline() }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  @MainActor @Test func theViewModelTracksASelectionThenCallsBack() async {
    let (events, continuation) = AsyncStream<String>.makeStream()
    var selected: [FeedItem] = []
    let composer = FeedUIComposer(loader: StubFeedLoader(), analytics: StreamAnalytics(events: continuation))
    let viewModel = composer.composeFeedViewModel { selected.append($0) }

    viewModel.select(StubFeedLoader.items[0])
    continuation.finish()

    var tracked: [String] = []
    for await event in events { tracked.append(event) }
    #expect(selected == StubFeedLoader.items)
    #expect(tracked == ["feed.select s"])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  @MainActor @Test func aFailedLoadIsShownAsAnError() async {
    let composer = FeedUIComposer(
      loader: FailingFeedLoader(), analytics: StreamAnalytics(events: AsyncStream<String>.makeStream().continuation))
    let viewModel = composer.composeFeedViewModel { _ in }

    await viewModel.load()

    #expect(viewModel.items.isEmpty)
    #expect(viewModel.error == "The feed could not be loaded.")
  }
}
