import InjectKit
import Testing

/// Issue 29, item 2: for the commonest slips, the "To fix" names the fix, and applying it makes
/// the error go away.
@Suite struct FixTextTests {
  final class Environment: Sendable {}
  protocol FeedRepository: Sendable {}
  final class RemoteFeedRepository: FeedRepository {}
  final class Greeter: Sendable {
    let greeting: String
    init(greeting: String) { self.greeting = greeting }
  }

  /// The first `name: "…"` the text names.
  static func suggestedName(in text: String) -> String? {
    let marker = Array("name: \"")
    let characters = Array(text)
    guard characters.count > marker.count else { return nil }
    for start in 0...(characters.count - marker.count) where Array(characters[start..<start + marker.count]) == marker {
      return String(characters[(start + marker.count)...].prefix { $0 != "\"" })
    }
    return nil
  }

  @Test func aTypoOfANameSuggestsTheNearestNameNotRegisteringTheTypo() throws {
    let deps = Dependencies()
    deps.add(Environment.self, name: "staging") { Environment() }
    deps.add(Environment.self, name: "live") { Environment() }

    let error = try #require(
      #expect(throws: ResolutionError.self) { _ = try deps.tryResolve(Environment.self, name: "lvie") })

    #expect(error.fix.contains("did you mean \"live\""), "\(error.fix)")
    #expect(!error.fix.contains("name: \"lvie\""))
    #expect(error.suggestions.first?.contains("\"live\"") == true, "\(error.suggestions)")
    let name = try #require(Self.suggestedName(in: error.fix))
    _ = try deps.tryResolve(Environment.self, name: name)
  }

  @Test func aNameFarFromEveryRegisteredOneListsThemAndOffersToRegisterIt() throws {
    let deps = Dependencies()
    deps.add(Environment.self, name: "live") { Environment() }

    let error = try #require(
      #expect(throws: ResolutionError.self) { _ = try deps.tryResolve(Environment.self, name: "preproduction") })

    #expect(error.fix.contains("\"live\""))
    #expect(error.fix.contains("name: \"preproduction\""))
  }

  @Test func aConcreteTypeRegisteredAndItsProtocolResolvedNamesTheImplementsFix() throws {
    let deps = Dependencies()
    deps.add(RemoteFeedRepository.self) { RemoteFeedRepository() }

    let error = try #require(
      #expect(throws: ResolutionError.self) { _ = try deps.tryResolve((any FeedRepository).self) })

    #expect(error.fix.contains("RemoteFeedRepository is registered"), "\(error.fix)")
    #expect(error.fix.contains(".implements(FeedRepository.self)"))
    #expect(error.fix.contains("as FeedRepository"))
    #expect(error.suggestions.first?.contains("RemoteFeedRepository") == true, "\(error.suggestions)")
    // Both fixes work.
    let implementing = Dependencies()
    implementing.add(RemoteFeedRepository.self) { RemoteFeedRepository() }.implements((any FeedRepository).self)
    _ = try implementing.tryResolve((any FeedRepository).self)
    let asProtocol = Dependencies()
    asProtocol.add((any FeedRepository).self) { RemoteFeedRepository() as FeedRepository }
    _ = try asProtocol.tryResolve((any FeedRepository).self)
  }

  @Test func aValueParameterOfAnAutowiredInitializerPointsAtArgumentsOrAClosure() throws {
    let deps = Dependencies()
    deps.autowire(Greeter.self, Greeter.init)

    let error = try #require(#expect(throws: ResolutionError.self) { _ = try deps.tryResolve(Greeter.self) })

    #expect(error.fix.contains("String is a value, not a service"), "\(error.fix)")
    #expect(error.fix.contains("runtime argument"))
    #expect(!error.fix.contains("add(String.self"))
    let problem = deps.verificationReport().problems(of: .missingDependency).first
    #expect(problem?.message.contains("String is a value, not a service") == true, "\(String(describing: problem))")
    // Both fixes work.
    let withArgument = Dependencies()
    withArgument.add(Greeter.self) { (_: any Resolver, value: String) in Greeter(greeting: value) }
    #expect(try withArgument.tryResolve(Greeter.self, arguments: "hello").greeting == "hello")
    let withClosure = Dependencies()
    withClosure.add(Greeter.self) { _ in Greeter(greeting: "hello") }
    _ = try withClosure.tryResolve(Greeter.self)
  }

  @Test func anInjectReadBeforeCompositionSaysCompositionHasNotRun() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      struct Owner {
        @Inject(from: Dependencies(label: "app")) var greeter: Greeter
      }
      _ = Owner().greeter
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("container \"app\" has no registrations at all"), "\(stderr)")
    #expect(stderr.contains("so composition has not run into it"), "\(stderr)")
    #expect(stderr.contains("was first read"))
    #expect(stderr.contains("To fix: run composition into \"app\" before the first read of this property"))
    #expect(stderr.contains("RootComposer().register()"))
    // Two sentences, not one run into the next (issue 36, item 5).
    #expect(stderr.contains("before Greeter was registered. No registration for"), "\(stderr)")
    // A test run is told how to keep going (issue 36, item 2).
    #expect(stderr.contains("In a test this trap stops every test in the process"), "\(stderr)")
  }

  @Test func anInjectReadBeforeItsComposerRanSaysThatComposerHasNotRun() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let deps = Dependencies(label: "app")
      deps.add { Leaf() }
      struct Owner {
        let deps: Dependencies
        var greeter: Greeter { Inject<Greeter>(from: deps).wrappedValue }
      }
      _ = Owner(deps: deps).greeter
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("has 1 registration, none for Greeter: if its composer registers it"), "\(stderr)")
    // The fix's sentences too (issue 46, item 9): "…in it. Register it in…", not "in it. register".
    #expect(stderr.contains("register Greeter in it. Register it in the composer"), "\(stderr)")
  }

  /// Issue 46, item 10: a resolve from a container nothing was composed into (a test's
  /// `.dependencies` trait that composed nothing) says so, as `@Inject` does; its fix, applied,
  /// resolves.
  @Test func aResolveFromAContainerNothingWasComposedIntoSaysCompositionHasNotRun() throws {
    let deps = Dependencies(label: "test")
    let error = try #require(
      #expect(throws: ResolutionError.self) {
        try Dependencies.withRoot(deps) { _ = try Dependencies.root.tryResolve(Greeter.self) }
      })
    #expect(error.message.contains("container \"test\" has no registrations at all"))
    #expect(error.message.contains("composition has not run into it"))
    #expect(error.fix.hasPrefix("run the composition into this container before resolving"))

    struct RootComposer: Composer {
      func register() { Dependencies.root.add { Greeter(greeting: "hello") } }
    }
    Dependencies.withRoot(deps) { RootComposer().register() }
    #expect(try Dependencies.withRoot(deps) { try Dependencies.root.tryResolve(Greeter.self) }.greeting == "hello")
  }

  @Test func anInjectReadAfterCompositionResolves() {
    let deps = Dependencies(label: "app")
    struct Owner {
      @Inject var greeter: Greeter
    }
    let owner = Dependencies.withRoot(deps) { Owner() }
    // The fix: composition runs before the first read.
    deps.add(Greeter.self) { Greeter(greeting: "hello") }
    #expect(owner.greeter.greeting == "hello")
  }

  // MARK: Issue 36, item 5

  /// The tutorial's naming: the concrete presenter registered, its delegate protocol resolved.
  protocol HomePresenterDelegate: Sendable {}
  final class HomePresenter: HomePresenterDelegate {}
  protocol ItemStore: Sendable {}
  final class FileStore: ItemStore {}
  final class Unrelated: Sendable {}

  @Test func theTutorialsPresenterAndItsDelegateGetTheForwardingFix() throws {
    let deps = Dependencies()
    deps.add(HomePresenter.self) { HomePresenter() }

    let error = try #require(
      #expect(throws: ResolutionError.self) { _ = try deps.tryResolve((any HomePresenterDelegate).self) })

    #expect(error.fix.contains("HomePresenter is registered"), "\(error.fix)")
    #expect(error.fix.contains(".implements(HomePresenterDelegate.self)"))
    #expect(error.fix.contains("add({ HomePresenter(…) as HomePresenterDelegate })"))
    // The fix works.
    deps.add(HomePresenter.self) { HomePresenter() }.implements((any HomePresenterDelegate).self).asOverride()
    _ = try deps.tryResolve((any HomePresenterDelegate).self)
  }

  @Test func namesThatShareAWordGetTheForwardingFix() throws {
    let deps = Dependencies()
    deps.add(FileStore.self, scope: .singleton) { FileStore() }

    let error = try #require(#expect(throws: ResolutionError.self) { _ = try deps.tryResolve((any ItemStore).self) })

    #expect(error.fix.contains("FileStore is registered"), "\(error.fix)")
    #expect(error.fix.contains(".implements(ItemStore.self)"))
  }

  @Test func aContainerWithOneRegistrationListsItAmongTheNearestKeys() throws {
    let deps = Dependencies()
    deps.add(Leaf.self) { Leaf() }

    let error = try #require(#expect(throws: ResolutionError.self) { _ = try deps.tryResolve(Unrelated.self) })

    #expect(error.suggestions.count == 1)
    #expect(error.suggestions.first?.contains("Leaf") == true, "\(error.suggestions)")
    // Nested in this suite: the composer of its module names it with the suite.
    #expect(error.fix.contains("add(FixTextTests.Unrelated.self)"))
  }

  final class Left: Sendable { init(right: Right) {} }
  final class Right: Sendable { init(left: Left) {} }

  @Test func anAutowiredCycleIsNamedAfterTheRegistrationChecked() {
    let deps = Dependencies()
    deps.autowire(Left.self, Left.init(right:))
    deps.autowire(Right.self, Right.init(left:))

    let cycles = deps.verificationReport().problems(of: .cycle)

    let right = cycles.first { $0.path.first == "Right" }
    #expect(right?.path == ["Right", "Left", "Right"])
    #expect(
      right?.message.hasPrefix("dependency cycle: Right depends on itself.") == true, "\(String(describing: right))")
    #expect(right?.message.contains("Needed by Left [transient]") == true)
    let left = cycles.first { $0.path.first == "Left" }
    #expect(left?.message.hasPrefix("dependency cycle: Left depends on itself.") == true)
  }

  // MARK: Issue 46, item 9: fixes that point the right way

  final class Leaf: Sendable {}
  struct User {}
  struct Post {}
  final class Repository<Model>: Sendable {}
  enum Chat { final class Client: Sendable {} }
  enum Payments { final class Client: Sendable {} }

  @Test func anOptionalRegisteredForTheTypeSaysRegisterTheTypeNotItsOptional() throws {
    let deps = Dependencies()
    deps.add { Leaf() as Leaf? }

    let error = try #require(#expect(throws: ResolutionError.self) { _ = try deps.tryResolve(Leaf.self) })

    #expect(error.fix.contains("Leaf? is registered (added at InjectKitTests/FixTextTests.swift:"))
    #expect(error.fix.contains("Register Leaf itself"))
    #expect(!error.fix.contains("conforms to"))
    deps.add { Leaf() }
    _ = try deps.tryResolve(Leaf.self)
  }

  @Test func anotherInstantiationOfAGenericTypeSaysRegisterThisOne() throws {
    let deps = Dependencies()
    deps.add { Repository<User>() }

    let error = try #require(
      #expect(throws: ResolutionError.self) { _ = try deps.tryResolve(Repository<Post>.self) })

    #expect(error.fix.contains("another instantiation of the same generic type"))
    #expect(error.fix.contains("Register Repository<Post> itself"))
    #expect(!error.fix.contains("conforms to"))
    deps.add { Repository<Post>() }
    _ = try deps.tryResolve(Repository<Post>.self)
  }

  @Test func aNestedTypeOfTheSameNameIsNotCalledAnotherModulesAndTheFixKeepsItsQualifier() throws {
    let deps = Dependencies()
    deps.add { Chat.Client() }

    let error = try #require(#expect(throws: ResolutionError.self) { _ = try deps.tryResolve(Payments.Client.self) })

    #expect(error.suggestions.contains { $0.contains("another type of the same name, FixTextTests.Chat.Client") })
    #expect(!error.suggestions.contains { $0.contains("another module") })
    #expect(error.fix.contains("add(FixTextTests.Payments.Client.self)"))
    deps.add { Payments.Client() }
    _ = try deps.tryResolve(Payments.Client.self)
  }

  @Test func explainingAnUnregisteredKeyPrintsNoEmptyLine() {
    let deps = Dependencies()
    deps.add { Leaf() }

    let text = deps.explain(Chat.Client.self).description

    #expect(text.contains("nothing registers it in reach of the container"))
    #expect(!text.contains("asked for through:"), "\(text)")
  }
}
