import InjectKit
import Testing

@Suite struct AsyncTests {
  actor Database {
    let id = Int.random(in: 0..<Int.max)
  }

  @Test func asyncSingletonIsCreatedOnceFor100Waiters() async throws {
    let deps = Dependencies()
    let calls = Counter()
    deps.addAsync(Database.self, scope: .singleton) { _ in
      calls.increment()
      try await Task.sleep(nanoseconds: 20_000_000)
      return Database()
    }
    let ids = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<100 { group.addTask { try await deps.resolveAsync(Database.self).id } }
      return try await Set(group.reduce(into: []) { $0.append($1) })
    }
    #expect(ids.count == 1)
    #expect(calls.value == 1)
  }

  @Test func throwThenRetry() async throws {
    let deps = Dependencies()
    let calls = Counter()
    deps.addAsync(Database.self, scope: .singleton) { _ in
      calls.increment()
      if calls.value == 1 { throw TestFailure() }
      return Database()
    }
    await #expect(throws: ResolutionError.self) { try await deps.resolveAsync(Database.self) }
    _ = try await deps.resolveAsync(Database.self)
    #expect(calls.value == 2)
  }

  @Test func cancellingOneWaiterDoesNotCancelCreation() async throws {
    let deps = Dependencies()
    deps.addAsync(Database.self, scope: .singleton) { _ in
      try await Task.sleep(nanoseconds: 50_000_000)
      return Database()
    }
    let cancelled = Task { try await deps.resolveAsync(Database.self) }
    let patient = Task { try await deps.resolveAsync(Database.self) }
    cancelled.cancel()
    let db = try await patient.value
    #expect(try await deps.resolveAsync(Database.self) === db)
  }

  @Test func syncResolveOfAsyncRegistrationExplains() {
    let deps = Dependencies()
    deps.addAsync(Database.self) { _ in Database() }
    do {
      _ = try deps.tryResolve(Database.self)
      Issue.record("expected requiresAsync")
    } catch {
      #expect(error.code == .requiresAsync)
      #expect(error.description.contains("resolveAsync"))
      #expect(error.description.contains("Database"))
    }
  }

  /// A synchronous factory over an async one fails even through `resolveAsync`: its fix must say
  /// to register the dependent with `addAsync`, not to call the `resolveAsync` already called
  /// (issue 46, item 8). The fix it names, applied, resolves.
  @Test func aSyncFactoryOverAnAsyncOneIsToldToBecomeAsync() async throws {
    struct FeedService: Sendable { let database: Database }
    let deps = Dependencies()
    deps.addAsync(Database.self) { _ in Database() }
    deps.add(FeedService.self) { r in FeedService(database: try r.resolve(Database.self)) }

    let error = await #expect(throws: ResolutionError.self) { try await deps.resolveAsync(FeedService.self) }
    #expect(error?.code == .requiresAsync)
    #expect(error?.fix.contains("the factory of FeedService (added at InjectKitTests/AsyncTests.swift:") == true)
    #expect(
      error?.fix.contains(
        "register FeedService with `addAsync`, its factory resolving `try await r.resolveAsync(Database.self)`")
        == true)
    #expect(error?.fix.contains("use `try await deps.resolveAsync(Database.self)`") == false)

    deps.addAsync(FeedService.self) { r in FeedService(database: try await r.resolveAsync(Database.self)) }
    _ = try await deps.resolveAsync(FeedService.self)
  }

  @Test func asyncFactoriesResolveSyncAndAsyncDependencies() async throws {
    struct Repo: Sendable {
      let db: Database
      let leafID: Int
    }
    let deps = Dependencies()
    deps.add(Leaf.self) { Leaf(id: 4) }
    deps.addAsync(Database.self, scope: .singleton) { _ in Database() }
    deps.addAsync(Repo.self) { r in
      Repo(db: try await r.resolveAsync(Database.self), leafID: try r.resolve(Leaf.self).id)
    }
    let repo = try await deps.resolveAsync(Repo.self)
    #expect(repo.leafID == 4)
    #expect(try await deps.resolveAsync(Leaf.self).id == 4)
  }

  @Test func asyncCycleHasItsPath() async {
    struct A: Sendable {}
    struct B: Sendable {}
    let deps = Dependencies()
    deps.addAsync(A.self) { r in
      _ = try await r.resolveAsync(B.self)
      return A()
    }
    deps.addAsync(B.self) { r in
      _ = try await r.resolveAsync(A.self)
      return B()
    }
    do {
      _ = try await deps.resolveAsync(A.self)
      Issue.record("expected a cycle")
    } catch {
      #expect(error.code == .cycle)
      #expect(error.path == ["A", "B", "A"])
    }
  }
}
