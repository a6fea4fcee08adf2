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
    #expect(stderr.contains("composition has not run yet"), "\(stderr)")
    #expect(stderr.contains("was first read"))
    #expect(stderr.contains("RootComposer().register()"))
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
}
