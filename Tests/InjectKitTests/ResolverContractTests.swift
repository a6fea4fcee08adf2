import InjectKit
import Testing

/// A container used as `any Resolver` keeps the protocol's contract: it throws, and the error
/// names the caller's line, not one inside the library.
@Suite struct ResolverContractTests {
  private struct Missing {}

  /// Runs `body`, written on the caller's line, and returns what it threw with that line.
  /// The extension's `resolve` forms throw untyped (as factories do); what they throw is a
  /// `ResolutionError`.
  private func failure(line: UInt = #line, _ body: () throws -> Void) -> (ResolutionError?, String) {
    do {
      try body()
      return (nil, "")
    } catch {
      return (error as? ResolutionError, "InjectKitTests/ResolverContractTests.swift:\(line)")
    }
  }

  private let resolver: any Resolver = Dependencies(label: "app")

  @Test func containerAsResolverThrowsNamingTheCaller() {
    let (error, site) = failure { () throws in _ = try resolver.resolve(Missing.self) }
    #expect(error?.code == .notRegistered)
    #expect(error?.container.contains("app") == true)
    #expect(error?.resolvedAt == site)
  }

  @Test func namedFormNamesTheCaller() {
    let (error, site) = failure { () throws in let _: Missing = try resolver.resolve(name: "x") }
    #expect(error?.code == .notRegistered)
    #expect(error?.resolvedAt == site)
  }

  @Test func argumentFormNamesTheCaller() {
    let (error, site) = failure { () throws in _ = try resolver.resolve(Missing.self, arguments: 1) }
    #expect(error?.code == .notRegistered)
    #expect(error?.resolvedAt == site)
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
