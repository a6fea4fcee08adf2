import Dispatch
import InjectKit
import Testing

/// A serial executor on a dispatch queue that can tell, without trapping, whether the caller runs
/// on it: what the tests check a factory's isolation with.
final class QueueExecutor: SerialExecutor, Sendable {
  private let queue = DispatchQueue(label: "InjectKitTests.DatabaseActor")
  private let key = DispatchSpecificKey<Bool>()

  init() { queue.setSpecific(key: key, value: true) }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
  }

  func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }

  /// Whether the caller runs a job of this executor.
  var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

/// An app's database actor: a custom global actor, on an executor the tests can observe.
@globalActor actor DatabaseActor {
  static let shared = DatabaseActor()
  static let executor = QueueExecutor()
  nonisolated var unownedExecutor: UnownedSerialExecutor { Self.executor.asUnownedSerialExecutor() }
}

/// A type that lives on the database actor, as a connection or store would.
@DatabaseActor final class DatabaseStore {
  var queries = 0
  /// Whether `init` ran on the database actor's executor.
  let builtOnActor = DatabaseActor.executor.isCurrent
}

/// A database-actor type built from another one.
@DatabaseActor final class DatabaseQuery {
  let store: DatabaseStore
  init(store: DatabaseStore) { self.store = store }
}

/// A nonisolated service that needs a database-actor one: the edge `verify()` reports.
final class DatabaseReporter: Sendable {
  let store: DatabaseStore
  init(store: DatabaseStore) { self.store = store }
}

/// A composer isolated to the database actor: its closures inherit that isolation.
@DatabaseActor struct DatabaseComposer {
  let deps: Dependencies
  let built: Counter

  func register() {
    // The tutorial's form, with a scope.
    deps.add(scope: .singleton) { [built] in
      built.increment()
      return DatabaseStore()
    }
    deps.add(DatabaseQuery.self) { r in DatabaseQuery(store: try r.resolve()) }
  }
}

/// Registers the runtime-argument and collection forms from the database actor: they inherit it.
@DatabaseActor func registerArgumentAndCollectionForms(_ deps: Dependencies) {
  deps.add(DatabaseStore.self, name: "numbered") { (_, number: Int) in
    let store = DatabaseStore()
    store.queries = number
    return store
  }
  deps.addToCollection(DatabaseStore.self) { DatabaseStore() }
}

/// Resolves with an argument on the database actor.
@DatabaseActor func numberedStore(_ deps: Dependencies, _ number: Int) throws(ResolutionError) -> Int {
  try deps.tryResolve(DatabaseStore.self, name: "numbered", arguments: number).queries
}

/// Declares a decorator from the database actor: refused.
@DatabaseActor func decorateFromTheDatabaseActor(_ deps: Dependencies) {
  deps.decorate(DatabaseStore.self) { _, store in store }
}

/// Resolves on the database actor: `tryResolve` receives its `#isolation`.
@DatabaseActor func resolveOnDatabaseActor<T: Sendable>(_ deps: Dependencies, _ type: T.Type) throws(ResolutionError)
  -> T
{
  try deps.tryResolve(T.self)
}

/// Resolves asynchronously on the database actor: `resolveAsync` receives its `#isolation` too.
@DatabaseActor func resolveAsyncOnDatabaseActor<T: Sendable>(_ deps: Dependencies, _ type: T.Type)
  async throws(ResolutionError) -> T
{
  try await deps.resolveAsync(T.self)
}

/// The error a resolve of `type` throws on the main actor, or nil.
@MainActor func mainActorError<T>(_ deps: Dependencies, _ type: T.Type) -> ResolutionError? {
  do throws(ResolutionError) {
    _ = try deps.tryResolve(T.self)
    return nil
  } catch {
    return error
  }
}

/// An actor instance (not a global actor) that owns state a factory reads.
actor ThumbnailCache {
  var hits = 0
  func thumbnail(_ deps: Dependencies) throws(ResolutionError) -> Thumbnail { try deps.tryResolve() }
  func record() { hits += 1 }
}

/// What the cache's factory builds.
final class Thumbnail: Sendable {
  let hitsAtBuild: Int
  init(hitsAtBuild: Int) { self.hitsAtBuild = hitsAtBuild }
}

@Suite struct CustomActorIsolationTests {
  @Test func aDatabaseActorComposersClosuresRunOnThatActor() async throws {
    let deps = Dependencies()
    let built = Counter()
    await DatabaseComposer(deps: deps, built: built).register()

    let query = try await resolveOnDatabaseActor(deps, DatabaseQuery.self)
    let again = try await resolveOnDatabaseActor(deps, DatabaseQuery.self)

    #expect(query.store.builtOnActor)
    #expect(query !== again)
    #expect(query.store === again.store)  // the singleton, built once
    #expect(built.value == 1)
    #expect(deps.description.contains("DatabaseActor"))
    #expect(deps.graph().contains("singleton, DatabaseActor"))
  }

  @Test func resolvingOffTheDatabaseActorIsAnIsolationViolation() async {
    let deps = Dependencies()
    let built = Counter()
    await DatabaseComposer(deps: deps, built: built).register()

    let detached = await offMainError(deps, DatabaseQuery.self)
    let onMainActor = await mainActorError(deps, DatabaseStore.self)

    #expect(detached?.code == .isolationViolation)
    #expect(detached?.path == ["DatabaseQuery"])
    // The composer's closure inherited the actor: the message says so, and the nonisolated
    // composer comes first among the fixes.
    #expect(detached?.message.contains("inherited DatabaseActor from the code around it") == true)
    #expect(detached?.fix.hasPrefix("if DatabaseQuery is a service any thread may use") == true)
    #expect(detached?.fix.contains("@DatabaseActor") == true)
    #expect(onMainActor?.code == .isolationViolation)
    #expect(built.value == 0)  // the factory never ran off its actor
  }

  @Test func aCachedInstanceIsNotHandedOutOffItsActor() async throws {
    let deps = Dependencies()
    await DatabaseComposer(deps: deps, built: Counter()).register()
    _ = try await resolveOnDatabaseActor(deps, DatabaseStore.self)

    let error = await offMainError(deps, DatabaseStore.self)

    #expect(error?.code == .isolationViolation)
  }

  @Test func aNonisolatedFactoryResolvedOnTheActorReachesItsDependencies() async throws {
    let deps = Dependencies()
    await DatabaseComposer(deps: deps, built: Counter()).register()
    deps.add(DatabaseReporter.self) { r in DatabaseReporter(store: try r.resolve()) }

    let reporter = try await resolveOnDatabaseActor(deps, DatabaseReporter.self)
    let offActor = await offMainError(deps, DatabaseReporter.self)

    #expect(reporter.store.builtOnActor)
    #expect(offActor?.code == .isolationViolation)
    #expect(offActor?.path == ["DatabaseReporter", "DatabaseStore"])
  }

  @Test func theExplicitFormRegistersForTheActorFromNonisolatedCode() async throws {
    let deps = Dependencies()
    deps.add(DatabaseStore.self, isolation: DatabaseActor.shared) { @DatabaseActor in DatabaseStore() }
    deps.add(DatabaseQuery.self, isolation: DatabaseActor.shared) { @DatabaseActor r in
      DatabaseQuery(store: try r.resolve())
    }

    let query = try await resolveOnDatabaseActor(deps, DatabaseQuery.self)
    let offActor = await offMainError(deps, DatabaseQuery.self)

    #expect(query.store.builtOnActor)
    #expect(offActor?.code == .isolationViolation)
  }

  @Test func resolveAsyncOnTheActorBuildsItsSynchronousRegistrations() async throws {
    let deps = Dependencies()
    await DatabaseComposer(deps: deps, built: Counter()).register()
    deps.addAsync(DatabaseReporter.self) { r in DatabaseReporter(store: try r.resolve()) }

    let store = try await resolveAsyncOnDatabaseActor(deps, DatabaseStore.self)
    let detached = await Task.detached { () -> ResolutionError? in
      do throws(ResolutionError) {
        _ = try await deps.resolveAsync(DatabaseStore.self)
        return nil
      } catch {
        return error
      }
    }.value
    // An async factory runs on no actor, wherever it is awaited from: its dependency is refused.
    let fromAsyncFactory = await Result { () async throws(ResolutionError) in
      try await resolveAsyncOnDatabaseActor(deps, DatabaseReporter.self)
    }

    #expect(store.builtOnActor)
    #expect(detached?.code == .isolationViolation)
    #expect(fromAsyncFactory.failure?.code == .isolationViolation)
    #expect(fromAsyncFactory.failure?.path == ["DatabaseReporter", "DatabaseStore"])
  }

  @Test func theArgumentAndCollectionFormsInheritTheActor() async throws {
    let deps = Dependencies()
    await registerArgumentAndCollectionForms(deps)

    let number = try await numberedStore(deps, 7)
    let stores = try await resolveOnDatabaseActor(deps, [DatabaseStore].self)
    let argumentOffActor = await offMainError { () throws(ResolutionError) in
      _ = try deps.tryResolve(DatabaseStore.self, name: "numbered", arguments: 7)
    }
    let collectionOffActor = await offMainError(deps, [DatabaseStore].self)

    #expect(number == 7)
    #expect(stores.count == 1)
    #expect(stores.first?.builtOnActor == true)
    #expect(argumentOffActor?.code == .isolationViolation)
    #expect(collectionOffActor?.code == .isolationViolation)
  }

  @Test func aDecoratorIsolatedToAnotherActorIsRefusedAtDeclaration() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await decorateFromTheDatabaseActor(Dependencies())
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("DatabaseActor"))
    #expect(stderr.contains("To fix:"))
  }

  @Test func verifyReportsTheEdgeThatCrossesIntoTheActor() async throws {
    let deps = Dependencies()
    await DatabaseComposer(deps: deps, built: Counter()).register()
    deps.add(DatabaseReporter.self) { r in DatabaseReporter(store: try r.resolve()) }

    let report = deps.verificationReport()
    let thrown = await #expect(throws: VerificationError.self) { try await deps.verify() }

    let crossing = report.problems(of: .isolation).filter { $0.path == ["DatabaseReporter", "DatabaseStore"] }
    #expect(crossing.count == 1)
    #expect(crossing.first?.message.contains("built on DatabaseActor") == true)
    #expect(crossing.first?.message.contains("To fix:") == true)
    let asyncProblems = thrown?.report.problems ?? []
    #expect(asyncProblems.contains { $0.kind == .isolation && $0.path == ["DatabaseReporter", "DatabaseStore"] })
    // The async verify checks the actor's own registrations on it: nothing left unverified.
    #expect(!asyncProblems.contains { $0.kind == .unverified })
    #expect(asyncProblems.allSatisfy { $0.path.first == "DatabaseReporter" })
  }

  @Test func anActorInstanceIsolatesItsFactory() async throws {
    let deps = Dependencies()
    let cache = ThumbnailCache()
    let other = ThumbnailCache()
    deps.add(Thumbnail.self, isolation: cache) { cache, _ in Thumbnail(hitsAtBuild: cache.hits) }
    await cache.record()

    let thumbnail = try await cache.thumbnail(deps)
    let fromOtherInstance = await Result { () async throws(ResolutionError) in try await other.thumbnail(deps) }
    let detached = await offMainError(deps, Thumbnail.self)

    #expect(thumbnail.hitsAtBuild == 1)
    #expect(fromOtherInstance.failure?.code == .isolationViolation)
    #expect(fromOtherInstance.failure?.message.contains("ThumbnailCache actor instance") == true)
    #expect(detached?.code == .isolationViolation)
  }

  @Test func resolveOffTheActorTrapsNamingIt() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let deps = Dependencies(label: "exit-database")
      deps.add(DatabaseStore.self, isolation: DatabaseActor.shared) { @DatabaseActor in DatabaseStore() }
      await Task.detached { _ = deps.resolve(DatabaseStore.self) }.value
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("DatabaseStore is registered to be built on DatabaseActor"))
    #expect(stderr.contains("To fix:"))
  }

  @Test func aFactoryIsolatedToAnotherActorThanItsIsolationArgumentIsRefused() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      Dependencies().add(Leaf.self, isolation: DatabaseActor.shared) { @MainActor in Leaf(id: 1) }
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("isolated to MainActor"))
    #expect(stderr.contains("To fix:"))
  }
}

extension Result {
  /// The result of `body`, thrown error included.
  init(_ body: () async throws(Failure) -> Success) async {
    do throws(Failure) {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// The error, if it failed.
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
