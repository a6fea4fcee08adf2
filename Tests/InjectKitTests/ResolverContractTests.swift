import InjectKit
import Testing

/// A container used as `any Resolver` keeps the protocol's contract: it throws (it does not stop
/// the process as `Dependencies.resolve` does). Its `resolve` forms record no call site: a failure
/// inside a factory is located by the path, each registration on it naming where it was added.
@Suite struct ResolverContractTests {
  private struct Missing {}

  /// Runs `body` and returns what it threw. The extension's `resolve` forms throw untyped (as
  /// factories do); what they throw is a `ResolutionError`.
  private func failure(_ body: () throws -> Void) -> ResolutionError? {
    do {
      try body()
      return nil
    } catch {
      return error as? ResolutionError
    }
  }

  private let resolver: any Resolver = Dependencies(label: "app")

  @Test func containerAsResolverThrowsNamingTheContainer() {
    let error = failure { () throws in _ = try resolver.resolve(Missing.self) }
    #expect(error?.code == .notRegistered)
    #expect(error?.container.contains("app") == true)
    #expect(error?.resolvedAt == nil)
  }

  @Test func namedFormThrows() {
    let error = failure { () throws in let _: Missing = try resolver.resolve(name: "x") }
    #expect(error?.code == .notRegistered)
    #expect(error?.key.contains("\"x\"") == true)
  }

  @Test func argumentFormThrows() {
    let error = failure { () throws in _ = try resolver.resolve(Missing.self, arguments: 1) }
    #expect(error?.code == .notRegistered)
  }

  private final class NeedsMissing: Sendable {
    init(_ missing: Missing) {}
  }

  @Test func aFactorysFailingResolveIsLocatedByItsRegistration() {
    let deps = Dependencies(label: "app")
    let line = #line + 1
    deps.add(NeedsMissing.self) { r in NeedsMissing(try r.resolve()) }
    let error = failure { () throws in _ = try deps.tryResolve(NeedsMissing.self) }
    #expect(error?.code == .notRegistered)
    #expect(error?.path.count == 2)
    let site = "InjectKitTests/ResolverContractTests.swift:\(line)"
    #expect(error?.involved.contains { $0.contains("NeedsMissing") && $0.contains(site) } == true)
    #expect(error?.description.contains(site) == true)
  }

  private final class Leaf: Sendable {}
  /// Keeps the `Resolver` its factory was given, past the factory's return.
  private final class Keeper: Sendable {
    let resolver: any Resolver
    init(_ resolver: any Resolver) { self.resolver = resolver }
  }

  @Test func resolverThatEscapesItsFactoryResolvesAsANewTopLevelCall() async throws {
    let deps = Dependencies(label: "app")
    deps.add { Leaf() }
    deps.add(Keeper.self) { r in Keeper(r) }
    let keeper: Keeper = try deps.tryResolve()
    // Later, on this thread: its frame is gone, so it starts a resolution of its own.
    let leaf = try keeper.resolver.resolve(Leaf.self)
    #expect(type(of: leaf) == Leaf.self)
    // On another thread, and inside another factory's resolution.
    let elsewhere = await Task.detached { try? keeper.resolver.resolve(Leaf.self) }.value
    #expect(elsewhere != nil)
    deps.add(Int.self) { _ in (try? keeper.resolver.resolve(Leaf.self)) == nil ? 0 : 1 }
    #expect(try deps.tryResolve(Int.self) == 1)
    // A missing key through it still throws, as a top-level resolve does.
    #expect(throws: ResolutionError.self) { try keeper.resolver.resolve(Missing.self) }
  }
}
