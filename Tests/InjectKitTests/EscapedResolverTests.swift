import Dispatch
import InjectKit
import Testing

/// A factory's `Resolver` kept past the factory holds its container weakly: it resolves from the
/// container while it exists, keeps it alive while such a resolve runs, and fails with
/// `containerReleased` once it is gone — never through another container made later at the
/// same address.
@Suite struct EscapedResolverTests {
  private final class Leaf: Sendable {}
  private final class Keeper: Sendable {
    let resolver: any Resolver
    init(_ resolver: any Resolver) { self.resolver = resolver }
  }

  /// A keeper whose container is gone: made in a function, so nothing outlives it but the
  /// resolver (which holds it weakly). Returns the container's address too.
  private func keeperOfAReleasedContainer() throws -> (Keeper, UInt) {
    let deps = Dependencies(label: "gone")
    deps.add { Leaf() }
    deps.add(Keeper.self) { r in Keeper(r) }
    let keeper: Keeper = try deps.tryResolve()
    return (keeper, UInt(bitPattern: ObjectIdentifier(deps)))
  }

  @Test func itFailsNamingWhyOnceItsContainerIsReleased() async throws {
    let (keeper, _) = try keeperOfAReleasedContainer()
    let error = #expect(throws: ResolutionError.self) { _ = try keeper.resolver.resolve(Leaf.self) }
    #expect(error?.code == .containerReleased)
    #expect(error?.key.contains("Leaf") == true)
    #expect(error?.description.contains("has been released") == true)
    let asyncError = await #expect(throws: ResolutionError.self) {
      _ = try await keeper.resolver.resolveAsync(Leaf.self)
    }
    #expect(asyncError?.code == .containerReleased)
  }

  @Test func itNeverResolvesFromALaterContainerAtTheSameAddress() throws {
    let (keeper, address) = try keeperOfAReleasedContainer()
    // New containers often reuse the freed address; all are kept, so each is a new one.
    var later: [Dependencies] = []
    while later.count < 64 {
      let deps = Dependencies(label: "later")
      deps.add { Leaf() }
      later.append(deps)
      if UInt(bitPattern: ObjectIdentifier(deps)) == address { break }
    }
    let error = #expect(throws: ResolutionError.self) { _ = try keeper.resolver.resolve(Leaf.self) }
    #expect(error?.code == .containerReleased)
    #expect(later.allSatisfy { $0.isRegistered(Leaf.self) })
  }

  @Test func itResolvesFromAContainerStillAlive() throws {
    let deps = Dependencies(label: "alive")
    deps.add { Leaf() }
    deps.add(Marker.self, scope: .singleton) { _ in Marker() }
    deps.add(Keeper.self) { r in Keeper(r) }
    let keeper: Keeper = try deps.tryResolve()
    let leaf = try keeper.resolver.resolve(Leaf.self)
    #expect(type(of: leaf) == Leaf.self)
    // It resolves from its own container: the same singleton the container hands out.
    #expect(try keeper.resolver.resolve(Marker.self) === deps.tryResolve(Marker.self))
    withExtendedLifetime(deps) {}
  }

  private final class AsyncKeeper: Sendable {
    let resolver: any Resolver
    init(_ resolver: any Resolver) { self.resolver = resolver }
  }

  /// An async factory's `Resolver` kept past its factory: it resolves while its container
  /// lives, and fails with `containerReleased` once the container is gone (it does not keep the
  /// container alive).
  @Test func anAsyncFactorysResolverFailsOnceItsContainerIsReleased() async throws {
    var deps: Dependencies? = Dependencies(label: "async")
    deps!.add { Leaf() }
    deps!.addAsync(AsyncKeeper.self) { r in AsyncKeeper(r) }
    let keeper = try await deps!.resolveAsync(AsyncKeeper.self)
    _ = try keeper.resolver.resolve(Leaf.self)
    _ = try await keeper.resolver.resolveAsync(Leaf.self)
    weak let gone = deps
    deps = nil
    #expect(gone == nil)
    let error = #expect(throws: ResolutionError.self) { _ = try keeper.resolver.resolve(Leaf.self) }
    #expect(error?.code == .containerReleased)
    let asyncError = await #expect(throws: ResolutionError.self) {
      _ = try await keeper.resolver.resolveAsync(Leaf.self)
    }
    #expect(asyncError?.code == .containerReleased)
  }

  @Test func itResolvesAsyncFromAContainerStillAlive() async throws {
    let deps = Dependencies(label: "alive")
    deps.add { Leaf() }
    deps.add(Keeper.self) { r in Keeper(r) }
    let keeper: Keeper = try deps.tryResolve()
    let leaf = try await keeper.resolver.resolveAsync(Leaf.self)
    #expect(type(of: leaf) == Leaf.self)
    withExtendedLifetime(deps) {}
  }

  private final class Marker: Sendable {}

  /// The container's last outside reference is dropped while an escaped resolve is inside one of
  /// its factories on another thread: the resolve succeeds, and the container goes (its cached
  /// instances dropped, their `onReset` run) only once the resolve has returned.
  @Test func anEscapedResolveInProgressKeepsItsContainerUntilItReturns() throws {
    let started = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let log = Log()
    var deps: Dependencies? = Dependencies(label: "kept")
    deps?.add(Marker.self, scope: .singleton) { _ in Marker() }.onReset { _ in log.append("container gone") }
    deps?.add(Leaf.self) { _ in
      started.signal()
      // 50 ms, in which the test drops its reference to the container.
      _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(50))
      log.append("factory returned")
      return Leaf()
    }
    deps?.add(Keeper.self) { r in Keeper(r) }
    _ = try #require(deps).tryResolve(Marker.self)
    let keeper: Keeper = try #require(deps).tryResolve()
    let outcome = Log()
    DispatchQueue.global().async {
      outcome.append((try? keeper.resolver.resolve(Leaf.self)) == nil ? "failed" : "resolved")
      finished.signal()
    }
    started.wait()
    deps = nil
    finished.wait()
    #expect(outcome.entries == ["resolved"])
    #expect(log.entries == ["factory returned", "container gone"])
  }

  @Test func escapedResolvesRacingTheContainersReleaseResolveOrFailCleanly() async throws {
    for _ in 0..<200 {
      var deps: Dependencies? = Dependencies(label: "racing")
      deps?.add { Leaf() }
      deps?.add(Keeper.self) { r in Keeper(r) }
      let keeper: Keeper = try #require(deps).tryResolve()
      let racer = Task.detached { () -> ResolutionError.Code? in
        do {
          _ = try keeper.resolver.resolve(Leaf.self)
          return nil
        } catch {
          return (error as? ResolutionError)?.code
        }
      }
      deps = nil
      let code = await racer.value
      #expect(code == nil || code == .containerReleased)
    }
  }

  /// Entries appended from any thread, under a lock.
  private final class Log: Sendable {
    private let storage = Protected()
    func append(_ entry: String) { storage.append(entry) }
    var entries: [String] { storage.entries }

    // Safety: `items` is read and written only inside `queue.sync` on a serial queue.
    private final class Protected: @unchecked Sendable {
      private let queue = DispatchQueue(label: "EscapedResolverTests.Log")
      private var items: [String] = []
      func append(_ entry: String) { queue.sync { items.append(entry) } }
      var entries: [String] { queue.sync { items } }
    }
  }
}
