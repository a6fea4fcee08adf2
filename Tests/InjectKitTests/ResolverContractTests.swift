import InjectKit
import Testing

/// A container used as `any Resolver` keeps the protocol's contract: it throws, and the error
/// names the caller's line, not one inside the library.
@Suite struct ResolverContractTests {
  private struct Missing {}

  /// Runs `body`, written on the caller's line, and returns what it threw with that line.
  private func failure(line: UInt = #line, _ body: () throws(ResolutionError) -> Void) -> (ResolutionError?, String) {
    do throws(ResolutionError) {
      try body()
      return (nil, "")
    } catch {
      return (error, "InjectKitTests/ResolverContractTests.swift:\(line)")
    }
  }

  private let resolver: any Resolver = Dependencies(label: "app")

  @Test func containerAsResolverThrowsNamingTheCaller() {
    let (error, site) = failure { () throws(ResolutionError) in _ = try resolver.resolve(Missing.self) }
    #expect(error?.code == .notRegistered)
    #expect(error?.container.contains("app") == true)
    #expect(error?.resolvedAt == site)
  }

  @Test func namedFormNamesTheCaller() {
    let (error, site) = failure { () throws(ResolutionError) in let _: Missing = try resolver.resolve(name: "x") }
    #expect(error?.code == .notRegistered)
    #expect(error?.resolvedAt == site)
  }

  @Test func argumentFormNamesTheCaller() {
    let (error, site) = failure { () throws(ResolutionError) in _ = try resolver.resolve(Missing.self, arguments: 1) }
    #expect(error?.code == .notRegistered)
    #expect(error?.resolvedAt == site)
  }
}
