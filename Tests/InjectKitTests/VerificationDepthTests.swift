import InjectKit
import Testing

/// `verify()` and resolving agree on a deep graph: both build it, or both report it (issue 46,
/// item 3). A chain of singletons, each needing the one before, as the was.
@Suite struct VerificationDepthTests {
  final class Level: Sendable {
    let below: Level?
    init(below: Level?) { self.below = below }
  }

  static func chain(_ depth: Int) -> Dependencies {
    let deps = Dependencies(label: "chain")
    for index in 0..<depth {
      deps.add(Level.self, name: "\(index)", scope: .singleton) { r in
        Level(below: index == 0 ? nil : try r.resolve(Level.self, name: "\(index - 1)"))
      }
    }
    return deps
  }

  /// Whether resolving the chain's top here stops with `tooDeep`.
  static func resolveStops(_ deps: Dependencies, depth: Int) -> Bool {
    do {
      _ = try deps.tryResolve(Level.self, name: "\(depth - 1)")
      return false
    } catch {
      return error.code == .tooDeep
    }
  }

  @MainActor @Test func aChainTooDeepToBuildIsReportedByVerifyAsResolvingStops() {
    let depth = 3_000
    let verified = Self.chain(depth).verificationReport()
    let stops = Self.resolveStops(Self.chain(depth), depth: depth)

    // The chain: in a debug build on the main thread, about a thousand levels fit.
    #expect(stops)
    #expect(verified.problems.map(\.kind) == [.tooDeep], "\(verified)")
    #expect(
      verified.problems.first?.message.contains("building Level (name: \"2999\") nests 3000 registrations") == true)
    #expect(verified.problems.first?.message.contains("To fix: make the chain shallower") == true)
  }

  @MainActor @Test func aChainThatBuildsVerifiesCleanAndResolves() throws {
    let depth = 100
    let deps = Self.chain(depth)

    try deps.verify()
    #expect(!Self.resolveStops(deps, depth: depth))
  }

  /// The fix the message names: a singleton far down the chain resolved first makes building the
  /// top shallow, and the resolve no longer stops.
  @MainActor @Test func resolvingASingletonFarDownFirstLetsTheTopBuild() throws {
    let deps = Self.chain(3_000)
    for index in stride(from: 99, to: 3_000, by: 100) {  // 100 levels at a time: room on any test thread
      _ = try deps.tryResolve(Level.self, name: "\(index)")
    }
    #expect(!Self.resolveStops(deps, depth: 3_000))
  }
}
