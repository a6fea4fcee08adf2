import InjectKit
import Testing

/// The example: several implementations of one protocol, injected as an array.
protocol AnalyticsTracker: AnyObject, Sendable {
  var kind: String { get }
}
final class ConsoleTracker: AnalyticsTracker {
  var kind: String { "console" }
}
final class TrackingAPI: Sendable {}
final class RemoteTracker: AnalyticsTracker {
  let api: TrackingAPI
  init(api: TrackingAPI) { self.api = api }
  var kind: String { "remote" }
}
final class Analytics: Sendable {
  let trackers: [any AnalyticsTracker]
  init(trackers: [any AnalyticsTracker]) { self.trackers = trackers }
}

@Suite struct CollectionTests {
  @Test func resolvingTheArrayCollectsEveryElementInRegistrationOrder() throws {
    let deps = Dependencies()
    deps.add(TrackingAPI.self, scope: .singleton) { TrackingAPI() }
    deps.addToCollection((any AnalyticsTracker).self) { ConsoleTracker() }
    deps.addToCollection((any AnalyticsTracker).self, scope: .singleton) { r in RemoteTracker(api: try r.resolve()) }

    let trackers: [any AnalyticsTracker] = deps.resolve()
    let tried = try deps.tryResolve([any AnalyticsTracker].self)

    #expect(trackers.map(\.kind) == ["console", "remote"])
    #expect(tried.map(\.kind) == ["console", "remote"])
  }

  @Test func autowireAndResolverParametersReceiveTheCollection() throws {
    let deps = Dependencies()
    deps.addToCollection((any AnalyticsTracker).self) { ConsoleTracker() }
    deps.addToCollection((any AnalyticsTracker).self) { RemoteTracker(api: TrackingAPI()) }
    deps.autowire(Analytics.self, Analytics.init)
    deps.add(Analytics.self, name: "closure") { r in Analytics(trackers: try r.resolve()) }

    #expect(try deps.tryResolve(Analytics.self).trackers.map(\.kind) == ["console", "remote"])
    #expect(try deps.tryResolve(Analytics.self, name: "closure").trackers.count == 2)
    #expect(deps.verificationReport().problems.isEmpty, "\(deps.verificationReport())")
  }

  final class Screen {
    @Inject var trackers: [any AnalyticsTracker]
  }

  @Test func injectReceivesTheCollection() {
    let deps = Dependencies()
    deps.addToCollection((any AnalyticsTracker).self) { ConsoleTracker() }

    let kinds = Dependencies.withRoot(deps) { Screen().trackers.map(\.kind) }

    #expect(kinds == ["console"])
  }

  @Test func eachElementKeepsItsOwnScope() {
    let deps = Dependencies()
    deps.addToCollection((any AnalyticsTracker).self) { ConsoleTracker() }
    deps.addToCollection((any AnalyticsTracker).self, scope: .singleton) { RemoteTracker(api: TrackingAPI()) }

    let first = deps.resolve([any AnalyticsTracker].self)
    let second = deps.resolve([any AnalyticsTracker].self)

    #expect(first[0] !== second[0])
    #expect(first[1] === second[1])
  }

  @Test func elementHooksRun() {
    let deps = Dependencies()
    let seen = LockedValue<[String]>([])
    deps.addToCollection((any AnalyticsTracker).self) { ConsoleTracker() }
      .onResolved { _, tracker in seen.mutate { $0.append(tracker.kind) } }

    _ = deps.resolve([any AnalyticsTracker].self)

    #expect(seen.get() == ["console"])
  }

  @Test func aModifierAddedLaterToAnEarlierElementReachesTheCollection() {
    let deps = Dependencies()
    let seen = LockedValue<[String]>([])
    let console = deps.addToCollection((any AnalyticsTracker).self) { ConsoleTracker() }
    deps.addToCollection((any AnalyticsTracker).self, scope: .singleton) { RemoteTracker(api: TrackingAPI()) }
    console.onResolved { _, tracker in seen.mutate { $0.append(tracker.kind) } }

    let trackers = deps.resolve([any AnalyticsTracker].self)
    _ = Dependencies(parent: deps).resolve([any AnalyticsTracker].self)

    #expect(trackers.map(\.kind) == ["console", "remote"])
    #expect(seen.get() == ["console", "console"])
  }

  @Test func aChildsCollectionIsItsParentsElementsThenItsOwn() {
    let root = Dependencies()
    root.addToCollection(String.self) { "root 1" }
    root.addToCollection(String.self) { "root 2" }
    let middle = Dependencies(parent: root)
    let child = Dependencies(parent: middle)
    child.addToCollection(String.self) { "child 1" }
    middle.addToCollection(String.self) { "middle 1" }

    #expect(child.resolve([String].self) == ["root 1", "root 2", "middle 1", "child 1"])
    #expect(middle.resolve([String].self) == ["root 1", "root 2", "middle 1"])
    #expect(Dependencies(parent: child).resolve([String].self) == ["root 1", "root 2", "middle 1", "child 1"])
  }

  @Test func namedCollectionsAreSeparate() {
    let deps = Dependencies()
    deps.addToCollection(String.self, name: "a") { "a" }
    deps.addToCollection(String.self) { "unnamed" }

    #expect(deps.resolve([String].self, name: "a") == ["a"])
    #expect(deps.resolve([String].self) == ["unnamed"])
  }

  @Test func noElementAnywhereIsNotRegisteredWithAFixNamingAddToCollection() throws {
    let deps = Dependencies()

    let error = try #require(throws: ResolutionError.self) { try deps.tryResolve([any AnalyticsTracker].self) }

    #expect(error.code == .notRegistered)
    #expect(error.fix.contains("addToCollection(AnalyticsTracker.self)"), "\(error.fix)")
  }

  @Test func aRegistrationOfTheArrayWinsAndVerifyReportsThePair() {
    let deps = Dependencies()
    deps.addToCollection(String.self) { "element" }
    deps.add([String].self) { ["direct"] }

    #expect(deps.resolve([String].self) == ["direct"])
    let problems = deps.verificationReport().problems
    #expect(problems.map(\.kind) == [.duplicateRegistration], "\(problems)")
    #expect(problems.first?.message.contains("the registration wins") == true)
  }

  @Test func aRegistrationOfTheArrayMadeFirstStillWins() {
    let deps = Dependencies()
    deps.add([String].self) { ["direct"] }
    deps.addToCollection(String.self) { "element" }

    #expect(deps.resolve([String].self) == ["direct"])
    #expect(deps.verificationReport().problems.map(\.kind) == [.duplicateRegistration])
  }

  @Test func aChildsElementsAreNearerThanAParentsRegistrationOfTheArray() {
    let root = Dependencies()
    root.add([String].self) { ["root's array"] }
    let child = Dependencies(parent: root)
    child.addToCollection(String.self) { "child 1" }

    #expect(child.resolve([String].self) == ["child 1"])
    #expect(root.resolve([String].self) == ["root's array"])
  }

  @Test func moreElementsThanFourAcrossContainersKeepTheirOrder() {
    let root = Dependencies()
    for number in 1...3 { root.addToCollection(String.self) { "root \(number)" } }
    let child = Dependencies(parent: root)
    for number in 1...3 { child.addToCollection(String.self) { "child \(number)" } }

    #expect(root.resolve([String].self) == ["root 1", "root 2", "root 3"])
    #expect(child.resolve([String].self) == ["root 1", "root 2", "root 3", "child 1", "child 2", "child 3"])
  }

  @Test(arguments: [3, 6]) func aFailingElementFailsTheCollection(count: Int) throws {
    let deps = Dependencies()
    for _ in 1..<count { deps.addToCollection(String.self) { "fine" } }
    deps.addToCollection(String.self) { r in try r.resolve(name: "missing") }

    let error = try #require(throws: ResolutionError.self) { try deps.tryResolve([String].self) }

    #expect(error.code == .notRegistered)
    #expect(error.path == ["[String]", "String (element \(count) of [String])", "String (name: \"missing\")"])
  }

  @Test func aContainerListsItsElementsButNoEntryForTheArray() {
    let deps = Dependencies(label: "listing")
    deps.addToCollection(String.self) { "element" }

    #expect(deps.description.contains("(1 registration)"), "\(deps.description)")
    #expect(deps.description.contains("element 1 of [String]"), "\(deps.description)")
    #expect(deps.verificationReport().problems.isEmpty)
  }

  @Test func aDecoratorOfTheArrayDecoratesNoCollection() throws {
    let deps = Dependencies()
    deps.addToCollection(String.self) { "element" }
    let decoration = deps.decorate([String].self) { _, strings in strings + ["decorated"] }
    deps.addToCollection(String.self) { "later element" }

    let error = try #require(throws: ResolutionError.self) { try deps.tryResolve([String].self) }

    #expect(error.message.contains("nothing to decorate"))
    #expect(error.message.contains(decoration.site))
  }

  @Test func anOptionalArrayFallsBackToTheCollection() {
    let deps = Dependencies()
    deps.addToCollection(String.self) { "element" }

    let strings: [String]? = try? deps.tryResolve([String]?.self)

    #expect(strings == ["element"])
  }

  @Test func elementsResolvedThroughTheCollectionAreCycleChecked() {
    let deps = Dependencies()
    deps.addToCollection(Analytics.self) { r in Analytics(trackers: []) }
    deps.addToCollection(Analytics.self) { r in
      _ = try r.resolve([Analytics].self)
      return Analytics(trackers: [])
    }

    #expect {
      _ = try deps.tryResolve([Analytics].self)
    } throws: { error in
      let error = error as! ResolutionError
      return error.code == .cycle
        && error.path == ["[Analytics]", "Analytics (element 2 of [Analytics])", "[Analytics]"]
    }
  }

  @Test func anElementsFailureNamesItsPlaceInThePath() throws {
    let deps = Dependencies()
    deps.addToCollection((any AnalyticsTracker).self) { ConsoleTracker() }
    deps.addToCollection((any AnalyticsTracker).self) { r in RemoteTracker(api: try r.resolve()) }
    deps.autowire(Analytics.self, Analytics.init)

    let error = try #require(throws: ResolutionError.self) { try deps.tryResolve(Analytics.self) }

    #expect(error.code == .notRegistered)
    #expect(
      error.path == [
        "Analytics", "[AnalyticsTracker]", "AnalyticsTracker (element 2 of [AnalyticsTracker])", "TrackingAPI",
      ])
    let problems = deps.verificationReport().problems
    #expect(problems.map(\.kind) == [.missingDependency, .missingDependency], "\(problems)")
  }

  @Test func anAsyncElementMakesTheCollectionAsyncOnly() async throws {
    let deps = Dependencies()
    deps.addToCollection(String.self) { "sync" }
    deps.addAsyncToCollection(String.self) { _ in
      await Task.yield()
      return "async"
    }

    let error = try #require(throws: ResolutionError.self) { try deps.tryResolve([String].self) }
    let strings: [String] = try await deps.resolveAsync()

    #expect(error.code == .requiresAsync)
    #expect(strings == ["sync", "async"])
  }

  @Test func theGraphDrawsTheCollectionAsOneNodeWithAnEdgeToEachElement() {
    let deps = Dependencies()
    deps.addToCollection((any AnalyticsTracker).self) { ConsoleTracker() }
    deps.addToCollection((any AnalyticsTracker).self) { RemoteTracker(api: TrackingAPI()) }
    deps.autowire(Analytics.self, Analytics.init)

    let mermaid = deps.graph()
    let dot = deps.graph(format: .dot)

    #expect(mermaid.contains("n0[\"AnalyticsTracker (element 1 of [AnalyticsTracker])<br/>transient\"]"), "\(mermaid)")
    #expect(mermaid.contains("n1[\"[AnalyticsTracker]<br/>collection\"]"), "\(mermaid)")
    #expect(
      mermaid.contains("n1 --> n0") && mermaid.contains("n1 --> n2") && mermaid.contains("n3 --> n1"), "\(mermaid)")
    #expect(dot.contains("n1 -> n0;") && dot.contains("n3 -> n1;"), "\(dot)")
  }
}

@MainActor @Suite struct MainActorCollectionTests {
  @MainActor final class Handler {
    let id: Int
    init(id: Int) { self.id = id }
  }

  @Test func mainActorElementsAreBuiltOnTheMainActor() throws {
    let deps = Dependencies()
    deps.addToCollection(Handler.self, isolation: MainActor.shared) { _ in Handler(id: 1) }
    deps.addToCollection(Handler.self, isolation: MainActor.shared) { _ in Handler(id: 2) }

    let handlers = try deps.tryResolve([Handler].self)

    #expect(handlers.map(\.id) == [1, 2])
    #expect(deps.verificationReport().problems.isEmpty)
  }

  @Test func resolvingThemOffTheMainActorIsAnIsolationViolation() async {
    let deps = Dependencies()
    deps.addToCollection(Handler.self, isolation: MainActor.shared) { _ in Handler(id: 1) }

    let error = await offMainError { () throws(ResolutionError) in _ = try deps.tryResolve([Handler].self) }

    #expect(error?.code == .isolationViolation)
  }
}
