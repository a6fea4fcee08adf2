import InjectKit
import Testing

/// Issue 36, item 3: a service registered the tutorial's way from a `@MainActor` composer is
/// main-actor only; its errors say the isolation was inherited, and offer the composer fix first.
@Suite struct InheritedIsolationTests {
  protocol SyncAPIClient: Sendable {}
  final class LiveSyncAPIClient: SyncAPIClient {}
  final class Syncer: Sendable {
    let api: any SyncAPIClient
    init(api: any SyncAPIClient) { self.api = api }
  }

  /// The app's services composer, main-actor as in a default-MainActor app.
  @MainActor struct ServicesComposer: @MainActor Composer {
    let deps: Dependencies
    func register() {
      deps.add({ LiveSyncAPIClient() as SyncAPIClient })  // the tutorial's form: inherits the main actor
    }
  }

  /// The fix the message offers: the same registration from a nonisolated composer.
  struct NonisolatedServicesComposer: Composer {
    let deps: Dependencies
    func register() {
      deps.add({ LiveSyncAPIClient() as SyncAPIClient })
    }
  }

  /// A feature's composer, nonisolated: its `Syncer` may be built on any thread.
  struct SyncComposer: Composer {
    let deps: Dependencies
    func register() {
      deps.add(Syncer.self) { r in Syncer(api: try r.resolve()) }
    }
  }

  /// Code that resolves the client off the main actor.
  actor SyncEngine {
    func client(from deps: Dependencies) throws(ResolutionError) -> any SyncAPIClient {
      try deps.tryResolve(SyncAPIClient.self)
    }
  }

  @Test func resolvingFromAnActorSaysTheMainActorWasInheritedAndOffersTheComposerFix() async {
    let deps = Dependencies(label: "app")
    await ServicesComposer(deps: deps).register()

    let error = await #expect(throws: ResolutionError.self) { try await SyncEngine().client(from: deps) }

    #expect(error?.code == .isolationViolation)
    #expect(error?.message.contains("inherited the main actor from the code around it") == true)
    #expect(error?.message.contains("added at InjectKitTests/InheritedIsolationTests.swift:") == true)
    #expect(
      error?.fix.hasPrefix(
        "if SyncAPIClient is a service any thread may use, register it from a `nonisolated` composer") == true)
  }

  @Test func theSameRegistrationFromANonisolatedComposerResolvesOnTheActor() async throws {
    let deps = Dependencies(label: "app")
    NonisolatedServicesComposer(deps: deps).register()

    let client = try await SyncEngine().client(from: deps)

    #expect(client is LiveSyncAPIClient)
  }

  @Test func anExplicitMainActorRegistrationKeepsItsOwnWords() async {
    let deps = Dependencies(label: "app")
    deps.add(SyncAPIClient.self, isolation: MainActor.shared) { LiveSyncAPIClient() }

    let error = await #expect(throws: ResolutionError.self) { try await SyncEngine().client(from: deps) }

    #expect(error?.message.contains("is registered to be built on the main actor") == true)
    #expect(error?.message.contains("inherited") == false)
  }

  @MainActor @Test func verifyNamesTheInheritanceOfAMainActorDependency() async {
    let deps = Dependencies(label: "app")
    ServicesComposer(deps: deps).register()
    SyncComposer(deps: deps).register()

    let problems = deps.verificationReport().problems(of: .isolation)

    #expect(problems.map(\.path) == [["Syncer", "SyncAPIClient"]])
    #expect(problems.first?.message.contains("its closure inherited the main actor") == true)
    #expect(problems.first?.message.contains("To fix: if SyncAPIClient is a service any thread may use") == true)
  }
}
