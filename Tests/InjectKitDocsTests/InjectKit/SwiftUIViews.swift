import InjectKit
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

// SwiftUI.md's SwiftUI blocks: the app, the views and the previews. Compiled against SwiftUI
// where it exists, and against the stand-ins of Support/SwiftUIStandIns.swift on Linux. A test
// target cannot hold an `@main` type or expand `#Preview` (Xcode's macro plugin): those lines are
// compiled as a plain type and as functions, marked with what the article shows instead.

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension SwiftUIDocs {
  // snippet: InjectKit.docc/SwiftUI.md
  // snippet: shown as @main
  // snippet: shown as struct FeedApp: App {
  struct FeedApp: App {
    @State private var path: [FeedItem] = []

    init() {
      RootComposer().register()
      Dependencies.root.seal()
    }

    var body: some Scene {
      WindowGroup {
        NavigationStack(path: $path) {
          Dependencies.root.resolve(FeedUIComposer.self).composeFeedView { item in path.append(item) }
            .navigationDestination(for: FeedItem.self) { item in
              Dependencies.root.resolve(ItemDetailView.self, arguments: item)
            }
        }
      }
    }
  }
  // end snippet

  // snippet: InjectKit.docc/SwiftUI.md
  struct FeedView: View {
    @State private var viewModel: FeedViewModel

    init(viewModel: FeedViewModel) {
      _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
      List(viewModel.items) { item in
        Button(item.title) { viewModel.select(item) }
      }
      .overlay { if let error = viewModel.error { Text(error) } }
      .task { await viewModel.load() }
    }
  }
  // end snippet

  // snippet: InjectKit.docc/SwiftUI.md
  struct ItemDetailView: View {
    @State private var viewModel: ItemDetailViewModel

    init(viewModel: ItemDetailViewModel) {
      _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
      Button(viewModel.isFavourite ? "Unfavourite" : "Favourite") { viewModel.toggleFavourite() }
        .navigationTitle(viewModel.item.title)
    }
  }
  // end snippet

  // snippet: InjectKit.docc/SwiftUI.md
  // snippet: shown as #Preview("Feed") {
  @MainActor static func feedPreview() -> some View {
    PreviewContainer.make().resolve(FeedUIComposer.self).composeFeedView()
  }

  // snippet: shown as #Preview("Detail") {
  @MainActor static func detailPreview() -> some View {
    PreviewContainer.make().resolve(ItemDetailView.self, arguments: FeedItem(id: "1", title: "Preview"))
  }
  // end snippet
}

extension SwiftUIDocs {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  @MainActor @Test func theAppComposesOnceInInitThenResolvesTheScreensItShows() throws {
    let app = Dependencies()

    try Dependencies.withRoot(app) {
      let feedApp = FeedApp()
      #expect(app.isSealed)
      _ = feedApp.body
      _ = try app.tryResolve(ItemDetailView.self, arguments: StubFeedLoader.items[0])
    }

    try app.verify()
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  @MainActor @Test func thePreviewsBuildTheirScreensFromThePreviewContainer() {
    _ = Self.feedPreview()
    _ = Self.detailPreview()
  }
}
