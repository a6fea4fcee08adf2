import InjectKit
import Testing

/// Issue 36, item 4: an optional request for a type registered nowhere in reach is nil; a
/// registered one still fails as it fails, and its text is about the type, not `Optional<…>`.
@Suite struct OptionalRequestTests {
  final class Unregistered: Sendable {}
  final class Clock: Sendable {}
  final class Scheduler: Sendable {
    let clock: Clock?
    init(clock: Clock?) { self.clock = clock }
  }
  struct Broken: Error {}

  /// A screen with an optional dependency the app may not register.
  final class Screen {
    @Inject var analytics: Unregistered?
    init(deps: Dependencies) { _analytics = Inject(from: deps) }
  }

  @Test func anInjectOfAnOptionalTypeRegisteredNowhereIsNil() {
    let deps = Dependencies(label: "app")
    deps.add(Leaf.self) { Leaf() }

    #expect(Screen(deps: deps).analytics == nil)
  }

  @Test func aFactoryAskingForAnOptionalRegisteredNowhereGetsNil() throws {
    let deps = Dependencies(label: "app")
    deps.add(Scheduler.self) { r in Scheduler(clock: try r.resolve()) }
    deps.autowire(Node.self) { (leaf: Leaf?) in Node(leaf: leaf ?? Leaf(id: -1)) }

    #expect(try deps.tryResolve(Scheduler.self).clock == nil)
    #expect(try deps.tryResolve(Node.self).leaf.id == -1)
    try deps.verify()
  }

  @Test func anOptionalAskedForAsyncIsNilToo() async throws {
    let deps = Dependencies(label: "app")
    let clock = try await deps.resolveAsync(Clock?.self)
    #expect(clock == nil)
  }

  @Test func anOptionalOfARegisteredTypeStillFailsAsItsFactoryFails() {
    let deps = Dependencies(label: "app")
    deps.add(Clock.self) { _ in throw Broken() }

    let error = #expect(throws: ResolutionError.self) { try deps.tryResolve(Clock?.self) }

    #expect(error?.code == .factoryFailed)
  }

  @Test func anOptionalOfATypeRegisteredUnderAnotherNameNamesTheTypeNotOptional() {
    let deps = Dependencies(label: "app")
    deps.add(Clock.self, name: "system") { Clock() }

    let error = #expect(throws: ResolutionError.self) { try deps.tryResolve(Clock?.self) }

    #expect(error?.code == .notRegistered)
    #expect(error?.fix.contains("`resolve(Clock.self, name: \"system\")`") == true)
    #expect(error?.description.contains("Optional<") == false)
    #expect(error?.message.contains("asked for as an optional") == true)
  }

  @Test func anOptionalOfATypeRegisteredWithOtherArgumentsSaysRegisterTheType() {
    let deps = Dependencies(label: "app")
    deps.add(Clock.self) { (_, zone: String) in Clock() }

    let error = #expect(throws: ResolutionError.self) { try deps.tryResolve(Clock?.self, name: "utc") }

    #expect(error?.description.contains("Optional<") == false)
    #expect(error?.fix.contains("add(OptionalRequestTests.Clock.self, name: \"utc\")") == true)
  }
}
