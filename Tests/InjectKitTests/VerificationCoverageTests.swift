import InjectKit
import Testing

/// Issue 18, case 4: `verify()` never passes what it did not check. Registrations it cannot run
/// here are `unverified` problems that say how to check them; runtime arguments are dry-run with
/// samples given at registration, or left out with a stated reason.
@Suite struct VerificationCoverageTests {
  struct Item: Sendable, Equatable {
    let id: Int
  }
  final class Detail: Sendable {
    let item: Item
    let store: any Store
    init(item: Item, store: any Store) {
      self.item = item
      self.store = store
    }
  }

  // MARK: Not checkable here

  @Test func asyncFactoriesAreUnverifiedSynchronouslyAndDryRunWhenAwaited() async throws {
    let deps = Dependencies()
    deps.addAsync(Repository.self) { r in Repository(store: try await r.resolveAsync((any Store).self)) }

    let report = deps.verificationReport()
    let awaited = try await #require(throws: VerificationError.self) { try await deps.verify() }
    deps.add(Store.self) { _ in FileStore() }

    #expect(report.problems.map(\.kind) == [.unverified])
    #expect(report.problems.first?.message.contains("To fix: call `try await deps.verify()`") == true)
    #expect(report.checkedRegistrations == 0)
    #expect(throws: VerificationError.self) { try deps.verify() }
    #expect(awaited.report.problems.map(\.path) == [["Repository", "Store"]])
    try await deps.verify()
  }

  @MainActor final class View: Sendable {}

  @Test func offTheMainActorAMainActorRegistrationIsUnverifiedAndFailsVerify() async throws {
    let deps = Dependencies()
    let made = Counter()
    deps.add(View.self, isolation: MainActor.shared) {
      made.increment()
      return View()
    }

    let report = await Task.detached { deps.verificationReport() }.value
    let thrown = await Task.detached { () -> VerificationError? in
      do throws(VerificationError) {
        try deps.verify()
        return nil
      } catch {
        return error
      }
    }.value

    #expect(made.value == 0)
    #expect(report.problems.map(\.kind) == [.unverified])
    #expect(report.problems.first?.path == ["View"])
    let message = try #require(report.problems.first?.message)
    #expect(message.contains("mark the test `@MainActor`"))
    #expect(message.contains("`try await deps.verify()`"))
    #expect(report.checkedRegistrations == 0)
    #expect(thrown?.report.problems.map(\.kind) == [.unverified])
  }

  @Test func awaitedVerifyChecksMainActorRegistrationsFromAnyThread() async throws {
    let deps = Dependencies()
    let made = Counter()
    deps.add(View.self, isolation: MainActor.shared) { r in
      made.increment()
      _ = try r.resolve(Leaf.self)
      return View()
    }

    let missing = await awaitedVerifyError(deps)
    deps.add(Leaf.self) { Leaf() }

    #expect(made.value == 1)
    #expect(missing?.report.problems.map(\.path) == [["View", "Leaf"]])
    await Task.detached { await #expect(throws: Never.self) { try await deps.verify() } }.value
    #expect(made.value == 2)
  }

  @Test func aDependencyOnAMainActorRegistrationIsCheckedOnTheMainActorWhenAwaited() async throws {
    let deps = Dependencies()
    deps.add(View.self, isolation: MainActor.shared) { View() }
    deps.add(Leaf.self) { r in
      _ = try r.resolve(View.self)
      return Leaf()
    }

    let error = await awaitedVerifyError(deps)

    #expect(error?.report.problems.map(\.kind) == [.isolation])
    #expect(error?.report.problems.first?.path == ["Leaf", "View"])
  }

  // MARK: Runtime arguments

  @Test func argumentRegistrationsWithoutSamplesAreUnverified() throws {
    let deps = Dependencies()
    let calls = Counter()
    deps.add(Leaf.self) { (_, id: Int) in
      calls.increment()
      return Leaf(id: id)
    }

    let error = try #require(throws: VerificationError.self) { try deps.verify() }

    #expect(calls.value == 0)
    #expect(error.report.checkedRegistrations == 0)
    let problem = try #require(error.report.problems.first)
    #expect(error.report.problems.count == 1)
    #expect(problem.kind == .unverified)
    #expect(problem.path == ["Leaf with arguments (Int)"])
    #expect(problem.message.contains("`.verifying(with: …)`"))
    #expect(problem.message.contains("`.skipVerification(because: \"…\")`"))
    #expect(error.description.contains("Not verified (1)"))
  }

  @Test func argumentRegistrationsAreDryRunWithTheirSamples() throws {
    let deps = Dependencies()
    let built = LockedValue<[Item]>([])
    let handle = deps.add(Detail.self) { (r, item: Item) in
      built.mutate { $0.append(item) }
      return Detail(item: item, store: try r.resolve())
    }
    // The handle is typed by the factory's arguments: samples of another type do not compile.
    let typed: ArgumentRegistration<Detail, Item> = handle
    typed.verifying(with: Item(id: 42))

    let missing = try #require(throws: VerificationError.self) { try deps.verify() }
    deps.add(Store.self) { _ in FileStore() }

    #expect(missing.report.problems.map(\.kind) == [.missingDependency])
    #expect(missing.report.problems.first?.path == ["Detail with arguments (Item)", "Store"])
    try deps.verify()
    #expect(built.get() == [Item(id: 42), Item(id: 42)])
    #expect(deps.verificationReport().checkedRegistrations == 2)
    #expect(deps.graph().contains("n0 --> n1"))
  }

  @Test func samplesAreMadeWhenVerificationRuns() throws {
    let deps = Dependencies()
    let made = Counter()
    @Sendable func sample() -> Int {
      made.increment()
      return 7
    }

    deps.add(Leaf.self) { (_, id: Int) in Leaf(id: id) }.verifying(with: sample())
    let before = made.value
    try deps.verify()

    #expect(before == 0)
    #expect(made.value == 1)
  }

  @Test func severalArgumentsTakeATupleOfSamples() throws {
    let deps = Dependencies()
    let seen = LockedValue<[String]>([])
    deps.add(Leaf.self) { (_, id: Int, label: String) in
      seen.mutate { $0.append("\(label)\(id)") }
      return Leaf(id: id)
    }
    .verifying(with: (3, "leaf"))

    try deps.verify()

    #expect(seen.get() == ["leaf3"])
  }

  @MainActor @Test func mainActorArgumentRegistrationsAreDryRunWithTheirSamples() throws {
    let deps = Dependencies()
    let made = Counter()
    deps.add(View.self, isolation: MainActor.shared) { (_, id: Int) in
      made.increment()
      return View()
    }
    .verifying(with: 1)

    try deps.verify()

    #expect(made.value == 1)
  }

  @Test func samplesSurviveTheOtherModifiersInAnyOrder() throws {
    let deps = Dependencies()
    let hooks = Counter()
    deps.add(Leaf.self, scope: .graph) { (_, id: Int) in Leaf(id: id) }
      .onResolved { _, _ in hooks.increment() }
      .verifying(with: 1)
      .asOverride()

    try deps.verify()

    #expect(hooks.value == 1)
  }

  // MARK: Opting out

  @Test func anOptOutWithAReasonIsListedAndDoesNotFail() throws {
    let deps = Dependencies()
    let calls = Counter()
    let line = #line + 2
    deps.add(Leaf.self) { (_, id: Int) in Leaf(id: id) }
      .skipVerification(because: "needs a real sensor")
    deps.add(Node.self) { _ in
      calls.increment()
      return Node(leaf: Leaf())
    }
    .skipVerification(because: "talks to the network")

    let report = deps.verificationReport()
    try deps.verify()

    #expect(calls.value == 0)
    #expect(report.problems.isEmpty)
    #expect(report.checkedRegistrations == 0)
    #expect(report.skipped.count == 2)
    #expect(report.skipped.first?.contains("needs a real sensor") == true)
    #expect(report.skipped.first?.contains("VerificationCoverageTests.swift:\(line)") == true)
    #expect(report.description.contains("Skipped on purpose (2)"))
  }

  @Test func samplesAfterAnOptOutCheckTheRegistrationAgain() throws {
    let deps = Dependencies()
    deps.add(Leaf.self) { (_, id: Int) in Leaf(id: id) }
      .skipVerification(because: "not yet")
      .verifying(with: 2)

    let report = deps.verificationReport()

    #expect(report.skipped.isEmpty)
    #expect(report.checkedRegistrations == 1)
  }

  /// What `try await deps.verify()` throws when awaited from a detached task (off the main actor).
  private func awaitedVerifyError(_ deps: Dependencies) async -> VerificationError? {
    await Task.detached { () -> VerificationError? in
      do throws(VerificationError) {
        try await deps.verify()
        return nil
      } catch {
        return error
      }
    }.value
  }
}
