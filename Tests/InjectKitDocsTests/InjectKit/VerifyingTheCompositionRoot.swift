import Foundation
import InjectKit
import InjectKitTesting
import Testing

/// VerifyingTheCompositionRoot.md's Swift blocks, the types they assume, and tests of its text.
@Suite struct VerifyingDocs {
  protocol Analytics: Sendable {}
  struct ConsoleAnalytics: Analytics {}
  final class HomePresenter {
    init(analytics: Analytics) {}
  }
  struct RootComposer: Composer {
    func register() {
      Dependencies.root.add(Analytics.self, scope: .singleton) { _ in ConsoleAnalytics() }
      Dependencies.root.add { r in HomePresenter(analytics: try r.resolve()) }
    }
  }

  // snippet: InjectKit.docc/VerifyingTheCompositionRoot.md
  @Test func compositionRootIsComplete() throws {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }
    try deps.verify()
  }
  // end snippet

  final class Leaf {}
  final class Holder {
    init(leaf: Leaf) {}
  }

  @Test func verifyReportsEveryProblemGroupedByKind() throws {
    let deps = Dependencies()
    deps.add { r in HomePresenter(analytics: try r.resolve()) }
    deps.add { Leaf() }
    deps.add { Holder(leaf: deps.resolve()) }

    let error = try #require(throws: VerificationError.self) { try deps.verify() }

    #expect(error.report.problems(of: .missingDependency).count == 1)
    #expect(error.report.problems(of: .resolvesOutsideResolver).count == 1)
    #expect(error.description.contains("Missing dependencies (1)"))
    #expect(error.description.contains("To fix:"))
  }

  static func draw() -> (mermaid: String, dot: String) {
    Dependencies.withRoot(Dependencies()) {
      RootComposer().register()
      // snippet: InjectKit.docc/VerifyingTheCompositionRoot.md
      print(Dependencies.root.graph())  // Mermaid: paste into a ```mermaid block on GitHub
      print(Dependencies.root.graph(format: .dot))  // Graphviz: pipe into `dot -Tsvg > graph.svg`
      // end snippet
      return (Dependencies.root.graph(), Dependencies.root.graph(format: .dot))
    }
  }

  static func ask() -> (explanation: DependencyExplanation, dependents: [Dependent]) {
    // snippet: InjectKit.docc/VerifyingTheCompositionRoot.md
    let deps = Dependencies(label: "app")
    Dependencies.withRoot(deps) { RootComposer().register() }
    print(deps.explain(HomePresenter.self))
    for dependent in deps.dependents(of: Analytics.self) {
      print(dependent)  // 1  HomePresenter [transient] → Analytics
    }
    // end snippet
    return (deps.explain(HomePresenter.self), deps.dependents(of: Analytics.self))
  }

  @Test func theGraphAnswersWhatBuildsAKeyAndWhatDependsOnIt() {
    let (explanation, dependents) = Self.ask()

    #expect(explanation.registration?.scope == .transient)
    #expect(explanation.dependencies.map(\.description) == ["HomePresenter → Analytics [singleton]"])
    #expect(explanation.paths == [["HomePresenter"]])
    #expect(dependents.map(\.description) == ["1  HomePresenter [transient] → Analytics"])
  }

  // snippet: InjectKit.docc/VerifyingTheCompositionRoot.md
  @Test func compositionRootHasNoDeadWiring() throws {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }
    try deps.verify(roots: [HomePresenter.self])
  }
  // end snippet

  @Test func aRegistrationNoRootReachesIsUnused() throws {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }
    deps.add { Leaf() }

    let error = try #require(throws: VerificationError.self) { try deps.verify(roots: [HomePresenter.self]) }

    #expect(error.report.problems.map(\.kind) == [.unusedRegistration])
    #expect(error.report.problems.first?.path == ["Leaf"])
  }

  // snippet: InjectKit.docc/VerifyingTheCompositionRoot.md
  @Test func compositionRootGraph() {
    let deps = Dependencies(label: "app")
    Dependencies.withRoot(deps) { RootComposer().register() }
    assertGraphSnapshot(of: deps)
  }
  // end snippet

  @Test func theGraphIsDrawnInBothFormats() {
    let (mermaid, dot) = Self.draw()

    #expect(mermaid.hasPrefix("graph LR"))
    #expect(mermaid.contains("HomePresenter"))
    #expect(dot.contains("digraph"))
  }
}

/// VerifyingTheCompositionRoot.md's blocks about samples, captive dependencies and what is not
/// checked, and tests of what the text says.
@Suite struct VerifyingSamplesDocs {
  struct Item: Sendable, Equatable {
    static let sample = Item(id: 0)
    let id: Int
  }
  protocol ItemStore: Sendable {}
  final class FileStore: ItemStore {}
  final class DetailPresenter {
    let item: Item
    init(item: Item, store: ItemStore) { self.item = item }
  }
  final class ImageCache: Sendable {}
  final class ImageLoader {
    init(url: URL, size: Int, cache: ImageCache) {}
  }
  struct CaptureDevice {}
  final class Camera {
    init(device: CaptureDevice) {}
  }

  static func samples(deps: Dependencies) {
    // snippet: InjectKit.docc/VerifyingTheCompositionRoot.md
    deps.add(DetailPresenter.self) { (r, item: Item) in
      DetailPresenter(item: item, store: try r.resolve())
    }
    .verifying(with: Item.sample)
    deps.add(ImageLoader.self) { (r, url: URL, size: Int) in
      ImageLoader(url: url, size: size, cache: try r.resolve())
    }
    .verifying(with: (URL(fileURLWithPath: "/tmp/sample.png"), 64))
    deps.add(Camera.self) { (_, device: CaptureDevice) in Camera(device: device) }
      .skipVerification(because: "needs a real capture device; covered by the UI tests")
    // end snippet
  }

  @Test func samplesAreDryRunAndAnOptOutIsListedWithItsReason() throws {
    let deps = Dependencies()
    Self.samples(deps: deps)

    let missing = try #require(throws: VerificationError.self) { try deps.verify() }
    deps.add(ItemStore.self) { FileStore() }
    deps.add { ImageCache() }

    let paths = missing.report.problems.map(\.path)
    #expect(paths.first == ["DetailPresenter with arguments (Item)", "ItemStore"])
    #expect(paths.last == ["ImageLoader with arguments (URL, Int)", "ImageCache"])
    #expect(paths.count == 2)
    try deps.verify()
    let report = deps.verificationReport()
    #expect(report.skipped.count == 1)
    #expect(report.skipped.first?.contains("needs a real capture device") == true)
  }

  @Test func withoutSamplesARegistrationWithArgumentsIsNotVerified() throws {
    let deps = Dependencies()
    deps.add(ItemStore.self) { FileStore() }
    deps.add(DetailPresenter.self) { (r, item: Item) in DetailPresenter(item: item, store: try r.resolve()) }

    let error = try #require(throws: VerificationError.self) { try deps.verify() }

    #expect(error.report.problems.map(\.kind) == [.unverified])
    #expect(error.report.problems.first?.message.contains(".verifying(with: …)") == true)
  }

  struct Settings { var databaseURL = "memory" }
  final class Database: Sendable {
    static func open(_ url: String) -> Database { Database() }
  }

  static func captive(deps: Dependencies) {
    // snippet: InjectKit.docc/VerifyingTheCompositionRoot.md
    deps.add(Settings.self) { Settings() }  // a struct, transient
    deps.add(Database.self, scope: .singleton) { r in Database.open(try r.resolve(Settings.self).databaseURL) }
    // end snippet
  }

  @Test func readingAValueOutOfATransientIsNotCaptive() throws {
    let deps = Dependencies()
    Self.captive(deps: deps)

    try deps.verify()
  }

  final class SettingsFile: Sendable {}
  final class Pool: Sendable {
    let settings: SettingsFile
    init(settings: SettingsFile) { self.settings = settings }
  }

  @Test func keepingATransientInstanceIsCaptive() {
    let deps = Dependencies()
    deps.add(SettingsFile.self) { SettingsFile() }
    deps.add(Pool.self, scope: .singleton) { r in Pool(settings: try r.resolve()) }

    #expect(deps.verificationReport().problems(of: .captiveDependency).map(\.path) == [["Pool", "SettingsFile"]])
  }
}
