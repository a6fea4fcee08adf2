import InjectKit
import Testing

// Types for graphs under verification.
protocol Store: Sendable {}
final class FileStore: Store {}
final class Repository: Sendable {
  let store: any Store
  init(store: any Store) { self.store = store }
}
final class Presenter: Sendable {
  let repository: Repository
  let leaf: Leaf
  init(repository: Repository, leaf: Leaf) {
    self.repository = repository
    self.leaf = leaf
  }
}
final class Ping: Sendable {
  let pong: Pong
  init(pong: Pong) { self.pong = pong }
}
final class Pong: Sendable {
  let ping: Ping
  init(ping: Ping) { self.ping = ping }
}

@Suite struct VerificationTests {
  @Test func correctGraphOfFiftyRegistrationsHasNoProblems() throws {
    let deps = Dependencies()
    deps.add(Store.self, scope: .singleton) { _ in FileStore() }
    deps.autowire(Repository.self, scope: .singleton, Repository.init)
    deps.add(Leaf.self, scope: .singleton) { Leaf() }
    for index in 0..<47 {
      let name = "screen\(index)"
      if index.isMultiple(of: 2) {
        deps.add(Presenter.self, name: name) { r in Presenter(repository: try r.resolve(), leaf: try r.resolve()) }
      } else {
        deps.autowire(Presenter.self, name: name, Presenter.init)
      }
    }
    let report = deps.verificationReport()
    #expect(report.problems.isEmpty, "\(report)")
    #expect(report.checkedRegistrations == 50)
    #expect(report.skipped.isEmpty)
    try deps.verify()
  }

  @Test func missingDependencyNamesPathSiteAndFix() throws {
    let deps = Dependencies(label: "app")
    deps.add(Presenter.self) { r in Presenter(repository: try r.resolve(), leaf: try r.resolve()) }
    deps.add(Repository.self) { r in Repository(store: try r.resolve()) }
    deps.add(Leaf.self) { Leaf() }
    let error = try #require(throws: VerificationError.self) { try deps.verify() }
    let missing = error.report.problems(of: .missingDependency)
    let fromPresenter = try #require(missing.first { $0.path.first == "Presenter" })
    #expect(fromPresenter.path == ["Presenter", "Repository", "Store"])
    #expect(fromPresenter.message.contains("\"app\""))
    #expect(fromPresenter.message.contains("VerificationTests.swift"))
    #expect(fromPresenter.message.contains("To fix:"))
    #expect(fromPresenter.site.hasPrefix("InjectKitTests/VerificationTests.swift:"))
    #expect(missing.contains { $0.path == ["Repository", "Store"] })
    #expect(error.report.problems.count == 2)
  }

  @Test func cycleReportsItsFullPath() throws {
    let deps = Dependencies()
    deps.add(Ping.self) { r in Ping(pong: try r.resolve()) }
    deps.add(Pong.self) { r in Pong(ping: try r.resolve()) }
    let report = deps.verificationReport()
    let cycles = report.problems(of: .cycle)
    #expect(cycles.count == 2)
    #expect(cycles.contains { $0.path == ["Ping", "Pong", "Ping"] })
    #expect(cycles.contains { $0.path == ["Pong", "Ping", "Pong"] })
  }

  @Test func captiveDependencyIsReported() throws {
    let deps = Dependencies()
    deps.add(Repository.self, scope: .singleton) { r in Repository(store: try r.resolve()) }
    deps.add(Store.self) { _ in FileStore() }
    let captive = deps.verificationReport().problems(of: .captiveDependency)
    #expect(captive.count == 1)
    #expect(captive.first?.path == ["Repository", "Store"])
    #expect(captive.first?.message.contains("[singleton]") == true)
    #expect(captive.first?.message.contains("[transient]") == true)
  }

  @Test(arguments: [
    (Scope.singleton, Scope.graph, true), (.singleton, .weak, true), (.singleton, .singleton, false),
    (.weak, .transient, true), (.weak, .singleton, false), (.transient, .transient, false),
    (.graph, .transient, false), (.custom("session"), .transient, true), (.singleton, .custom("session"), true),
  ])
  func captiveRules(holder: Scope, held: Scope, captive: Bool) {
    let deps = Dependencies()
    deps.add(Repository.self, scope: holder) { r in Repository(store: try r.resolve()) }
    deps.add(Store.self, scope: held) { _ in FileStore() }
    #expect(deps.verificationReport().problems(of: .captiveDependency).isEmpty == !captive)
  }

  @Test func throwingFactoryIsReportedWithItsError() throws {
    let deps = Dependencies()
    deps.add(Store.self) { _ -> any Store in throw TestFailure() }
    let failed = deps.verificationReport().problems(of: .factoryFailed)
    #expect(failed.count == 1)
    #expect(failed.first?.message.contains("the disk is on fire") == true)
  }

  @Test func duplicateFromTwoPlacesIsReportedWithBothSites() throws {
    let deps = Dependencies()
    deps.add(Leaf.self) { Leaf(id: 1) }
    deps.add(Leaf.self) { Leaf(id: 2) }
    let duplicates = deps.verificationReport().problems(of: .duplicateRegistration)
    #expect(duplicates.count == 1)
    let message = try #require(duplicates.first?.message)
    let sites = message.split(separator: " ").filter { $0.contains("VerificationTests.swift:") }
    #expect(sites.count == 2)
  }

  @Test func aLineRunTwiceIsADuplicateAndADeclaredOverrideIsNot() {
    let deps = Dependencies()
    for id in 0..<2 { deps.add(Leaf.self) { Leaf(id: id) } }
    deps.add(Store.self) { _ in FileStore() }
    deps.add(Store.self) { _ in FileStore() }.asOverride()

    let problems = deps.verificationReport().problems

    #expect(problems.map(\.kind) == [.duplicateRegistration])
    #expect(problems.first?.path == ["Leaf"])
    #expect(problems.first?.message.contains("2 times") == true)
  }

  @Test func resolvingThroughTheContainerInsideAFactoryIsReported() throws {
    let deps = Dependencies()
    deps.add(Store.self) { _ in FileStore() }
    deps.add(Repository.self) { Repository(store: deps.resolve()) }
    let problems = deps.verificationReport().problems(of: .resolvesOutsideResolver)
    #expect(problems.map(\.path) == [["Repository", "Store"]])
    #expect(problems.first?.message.contains("try r.resolve") == true)
  }

  @Test func autowiredRegistrationsAreCheckedWithoutRunningThem() throws {
    let deps = Dependencies()
    let calls = Counter()
    deps.autowire(Repository.self) { (store: any Store) in
      calls.increment()
      return Repository(store: store)
    }
    deps.autowire(Presenter.self) { (repository: Repository, leaf: Leaf) in
      calls.increment()
      return Presenter(repository: repository, leaf: leaf)
    }
    deps.autowire(Ping.self) { (pong: Pong) in
      calls.increment()
      return Ping(pong: pong)
    }
    deps.autowire(Pong.self) { (ping: Ping) in
      calls.increment()
      return Pong(ping: ping)
    }
    let report = deps.verificationReport()
    #expect(calls.value == 0)
    #expect(report.checkedRegistrations == 4)
    let missing = report.problems(of: .missingDependency).map(\.path)
    #expect(missing.contains(["Repository", "Store"]))
    #expect(missing.contains(["Presenter", "Repository", "Store"]))
    #expect(missing.contains(["Presenter", "Leaf"]) || missing.contains(["Presenter", "Repository", "Store"]))
    let cycles = report.problems(of: .cycle).map(\.path)
    #expect(cycles.contains(["Ping", "Pong", "Ping"]))
    #expect(cycles.contains(["Pong", "Ping", "Pong"]))
  }

  @Test func autowiredRegistrationFailsWhenAClosureDependencyFails() {
    let deps = Dependencies()
    deps.autowire(Repository.self, Repository.init)
    deps.add(Store.self) { r -> any Store in
      _ = try r.resolve(Ping.self)
      return FileStore()
    }
    let missing = deps.verificationReport().problems(of: .missingDependency).map(\.path)
    #expect(missing.contains(["Repository", "Store", "Ping"]))
    #expect(missing.contains(["Store", "Ping"]))
  }

  @Test func dryRunLeavesTheContainersCachesAlone() throws {
    let deps = Dependencies()
    let made = Counter()
    deps.add(Store.self, scope: .singleton) { _ in
      made.increment()
      return FileStore()
    }
    deps.add(Leaf.self, scope: .singleton) {
      made.increment()
      return Leaf()
    }
    let before = deps.resolve(Leaf.self)
    try deps.verify()
    #expect(made.value == 3)  // Leaf before, then Store and Leaf in the dry run
    #expect(deps.resolve(Leaf.self) === before)
    _ = deps.resolve(Store.self)
    #expect(made.value == 4)  // the dry run's Store was thrown away
  }

  @Test func reportListsEveryProblemGroupedWithFixes() throws {
    let deps = Dependencies()
    deps.add(Ping.self) { r in Ping(pong: try r.resolve()) }
    deps.add(Pong.self) { r in Pong(ping: try r.resolve()) }
    deps.add(Repository.self) { r in Repository(store: try r.resolve()) }
    deps.add(Leaf.self) { Leaf(id: 1) }
    deps.add(Leaf.self) { Leaf(id: 2) }
    let error = try #require(throws: VerificationError.self) { try deps.verify() }
    let kinds = Set(error.report.problems.map(\.kind))
    #expect(kinds == [.cycle, .missingDependency, .duplicateRegistration])
    let text = error.description
    #expect(text.contains("4 problems"))
    #expect(text.contains("Missing dependencies (1)"))
    #expect(text.contains("Cycles (2)"))
    #expect(text.contains("Duplicate registrations (1)"))
    #expect(error.report.problems.allSatisfy { $0.message.contains("To fix:") })
  }

  @Test func forwardedKeysAreCheckedAndCountAsTheirRegistration() {
    let deps = Dependencies()
    deps.add(FileStore.self, scope: .singleton) { _ in FileStore() }.implements(Store.self)
    deps.autowire(Repository.self, Repository.init)
    let report = deps.verificationReport()
    #expect(report.problems.isEmpty, "\(report)")
    #expect(report.checkedRegistrations == 2)
  }

  @Test func graphDrawsNodesEdgesAndMissingKeys() {
    let deps = Dependencies()
    deps.add(Repository.self, scope: .singleton) { r in Repository(store: try r.resolve()) }
    deps.add(FileStore.self) { _ in FileStore() }.implements(Store.self)
    deps.add(Presenter.self, name: "home") { r in Presenter(repository: try r.resolve(), leaf: try r.resolve()) }
    let mermaid = deps.graph()
    #expect(mermaid.hasPrefix("graph LR"))
    #expect(mermaid.contains("n0[\"Repository<br/>singleton\"]"))
    #expect(mermaid.contains("Presenter (name: #quot;home#quot;)<br/>transient"))
    #expect(mermaid.contains("[\"Leaf<br/>missing\"]:::missing"))
    #expect(mermaid.contains("-.->|implements|"))
    #expect(mermaid.contains("classDef missing"))
    let repository = "n0"
    let store = mermaid.split(separator: "\n").first { $0.contains("[\"Store<br/>transient\"]") }
    #expect(store != nil)
    #expect(mermaid.contains("\(repository) --> "))
    let dot = deps.graph(format: .dot)
    #expect(dot.hasPrefix("digraph InjectKit {"))
    #expect(dot.contains("label=\"Presenter (name: \\\"home\\\")\\ntransient\""))
    #expect(dot.contains("style=dashed, color=red"))
    #expect(dot.hasSuffix("}"))
  }
}

@Suite struct MainActorVerificationTests {
  @MainActor final class View: Sendable {}

  @MainActor @Test func mainActorFactoriesAreDryRunOnTheMainActor() throws {
    let deps = Dependencies()
    let made = Counter()
    deps.add(View.self, isolation: MainActor.shared) {
      made.increment()
      return View()
    }
    try deps.verify()
    #expect(made.value == 1)
  }

  @Test func anyThreadRegistrationNeedingAMainActorOneIsAnIsolationProblem() async throws {
    let deps = Dependencies()
    deps.add(View.self, isolation: MainActor.shared) { View() }
    deps.add(Leaf.self) { r in
      _ = try r.resolve(View.self)
      return Leaf()
    }
    let report = await MainActor.run { deps.verificationReport() }
    #expect(report.problems(of: .isolation).map(\.path) == [["Leaf", "View"]])
  }
}

@Suite struct InheritedVerificationTests {
  @Test func autowiredChildRegistrationFailsWhenTheParentsDependencyFails() {
    let parent = Dependencies()
    parent.add(Store.self) { r -> any Store in
      _ = try r.resolve(Ping.self)
      return FileStore()
    }
    let child = Dependencies(parent: parent)
    child.autowire(Repository.self, Repository.init)
    let missing = child.verificationReport().problems(of: .missingDependency)
    #expect(missing.map(\.path) == [["Repository", "Store", "Ping"]])
  }

  @Test func autowiredChildRegistrationPassesWithAWorkingParent() {
    let parent = Dependencies()
    parent.add(Store.self) { _ in FileStore() }
    let child = Dependencies(parent: parent)
    child.autowire(Repository.self, Repository.init)
    #expect(child.verificationReport().problems.isEmpty)
  }
}
