import InjectKit
import Testing

/// AsyncServices.md's Swift blocks, the types they assume, and tests of what its text says.
@Suite struct AsyncServicesDocs {
  struct Settings { var databaseURL = "memory" }
  final class Database: Sendable {
    static func open(at url: String) async throws -> Database { Database() }
  }

  struct RootComposer: Composer {
    func register() {
      let deps = Dependencies.root
      deps.add(Settings.self) { Settings() }
      // snippet: InjectKit.docc/AsyncServices.md
      deps.addAsync(Database.self, scope: .singleton) { r in
        try await Database.open(at: try r.resolve(Settings.self).databaseURL)
      }

      // snippet: pause
    }
  }

  static func database(deps: Dependencies) async throws -> Database {
    // snippet: resume
    let db = try await deps.resolveAsync(Database.self)
    // end snippet
    return db
  }

  @Test func anAsyncSingletonIsResolvedAsyncAndKept() async throws {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }

    let db = try await Self.database(deps: deps)

    #expect(try await deps.resolveAsync(Database.self) === db)
    #expect(try await deps.resolveAsync(Settings.self).databaseURL == "memory")
  }

  @Test func aSynchronousResolveFailsWithRequiresAsync() async throws {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }

    let error = try #require(throws: ResolutionError.self) { try deps.tryResolve(Database.self) }

    #expect(error.code == .requiresAsync)
  }

  struct OpenFailed: Error {}

  @Test func aFailedSingletonIsRetriedOnTheNextResolve() async throws {
    let deps = Dependencies()
    let attempts = Attempts()
    deps.addAsync(Database.self, scope: .singleton) { _ in
      guard await attempts.next() > 1 else { throw OpenFailed() }
      return Database()
    }

    let error = await #expect(throws: ResolutionError.self) { try await deps.resolveAsync(Database.self) }
    let database = try await deps.resolveAsync(Database.self)

    #expect(error?.code == .factoryFailed)
    #expect(error?.underlying is OpenFailed)
    #expect(try await deps.resolveAsync(Database.self) === database)
  }

  /// Counts a factory's runs.
  actor Attempts {
    private var count = 0

    func next() -> Int {
      count += 1
      return count
    }
  }

  @Suite struct Verifying {
    // snippet: InjectKit.docc/AsyncServices.md
    @Test func asyncServicesAreComposed() async throws {
      let deps = Dependencies()
      Dependencies.withRoot(deps) { RootComposer().register() }
      try await deps.verify()
    }
    // end snippet
  }
}
