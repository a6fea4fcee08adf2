/// The work behind `verify()`, `verificationReport()` and `graph()`: examine every registration
/// of one container, collect the edges between registrations, and turn failures into problems.
///
/// Autowired and forwarding registrations are checked from what they declare; closure
/// registrations (and autowired ones with `onResolved` hooks, to run the hooks) are dry-run in a
/// session whose caching scopes keep instances to themselves, so the container's caches are
/// never touched. What cannot be checked here is an `unverified` problem, never a silent pass.
final class GraphAnalysis {
  let container: Dependencies
  /// The actor the verifying code is proven to run on (`Isolation`); nil when not known.
  let isolation: ObjectIdentifier?
  /// Whether it runs on the main actor.
  let onMainThread: Bool
  let recorder = DryRunRecorder()
  /// What the synchronous dry runs have built, so each registration is built once.
  let memo: DryRunMemo
  private(set) var entries: [RegistryEntry] = []
  private(set) var outcomes: [DependencyKey: Outcome] = [:]
  /// For each registration dry-run on its own: the registrations whose instances it keeps.
  private(set) var kept: [DependencyKey: Set<DependencyKey>] = [:]
  /// Autowired registrations with hooks: why their dry run (which runs the hooks) failed, or
  /// why it could not run here.
  private(set) var hookOutcomes: [DependencyKey: Outcome] = [:]
  /// Dry-run results of parents' registrations that this container's declared ones need.
  private var inheritedFailures: [ObjectIdentifier: ResolutionError?] = [:]
  /// Parents' cached registrations examined here because this container builds instances of
  /// its own of them, with why (`GraphAnalysis+Overrides.swift`).
  var inheritedOwn: [DependencyKey: String] = [:]

  enum Outcome {
    /// Checked from declarations; its result comes from its dependencies' (`propagate`).
    case declared
    case passed
    case failed(ResolutionError)
    /// Could not be checked here, for the reason given: an `unverified` problem.
    case unverified(String)
    /// Not checked, on purpose (`skipVerification(because:)`): listed in the report.
    case optedOut(String)

    var isUnverified: Bool {
      if case .unverified = self { return true }
      return false
    }
  }

  init(_ container: Dependencies, isolation: ObjectIdentifier? = nil) {
    self.container = container
    self.isolation = isolation
    self.onMainThread = Isolation.isOnMainActor(proven: { isolation })
    self.memo = DryRunMemo(recorder: recorder)
  }

  /// Whether `entry` may be built here: it needs no actor, or the one this code runs on.
  private func canBuildHere(_ entry: RegistryEntry) -> Bool {
    !entry.flags.needsIsolation || Isolation.holds(entry, proven: { isolation })
  }

  /// A synchronous dry run of `entry` here.
  private func run(_ entry: RegistryEntry, observing: Bool = true) -> DryRunResult {
    DryRunResult.run(
      entry, in: container, memo: memo, recorder: recorder, isolation: isolation, observing: observing)
  }

  // MARK: Examining registrations

  /// Examines every registration synchronously; async factories are `unverified`.
  func examineAll() {
    entries = container.registry.all + adoptInheritedOwnInstances()
    for entry in entries {
      if let outcome = examineWithoutRunning(entry, async: false) {
        outcomes[entry.key] = outcome
        if case .declared = outcome, needsHookRun(entry) {
          record(run(entry), hooksOf: entry)
        }
      } else {
        outcomes[entry.key] = record(run(entry), for: entry)
      }
    }
  }

  /// Examines every registration, dry-running async factories too, and isolated ones on their
  /// actor when called elsewhere.
  func examineAll(isolation: isolated (any Actor)?) async {
    entries = container.registry.all + adoptInheritedOwnInstances()
    for entry in entries {
      if let outcome = examineWithoutRunning(entry, async: true) {
        outcomes[entry.key] = outcome
        if case .declared = outcome, needsHookRun(entry) {
          record(await runAnywhere(entry, isolation: isolation), hooksOf: entry, offMainActor: false)
        }
      } else if entry.isAsync {
        // An async factory runs off the main actor whoever awaits it: a main-actor dependency
        // fails there for real, so nothing is retried.
        let result = await DryRunResult.runAsync(entry, in: container, recorder: recorder)
        outcomes[entry.key] = record(result, for: entry, offMainActor: false)
      } else {
        outcomes[entry.key] = record(await runAnywhere(entry, isolation: isolation), for: entry, offMainActor: false)
      }
    }
  }

  /// A synchronous dry run, moved to the actor it needs when this is not it.
  private func runAnywhere(_ entry: RegistryEntry, isolation: isolated (any Actor)?) async -> DryRunResult {
    if !canBuildHere(entry) {
      if entry.flags.options.contains(.actor), let actor = entry.someExtras?.actor {
        return await Self.run(entry, container, memo, recorder, on: actor)
      }
      return await Self.runOnMainActor(entry, container, memo, recorder)
    }
    let result = run(entry)
    if !onMainThread, result.failure?.code == .isolationViolation {
      return await Self.runOnMainActor(entry, container, memo, recorder)
    }
    return result
  }

  @MainActor
  private static func runOnMainActor(
    _ entry: RegistryEntry, _ container: Dependencies, _ memo: DryRunMemo, _ recorder: DryRunRecorder
  ) -> DryRunResult {
    DryRunResult.run(
      entry, in: container, memo: memo, recorder: recorder, isolation: ObjectIdentifier(MainActor.shared))
  }

  /// A dry run on `actor`, which the `isolated` parameter proves this code runs on.
  private static func run(
    _ entry: RegistryEntry, _ container: Dependencies, _ memo: DryRunMemo, _ recorder: DryRunRecorder,
    on actor: isolated any Actor
  ) -> DryRunResult {
    DryRunResult.run(entry, in: container, memo: memo, recorder: recorder, isolation: ObjectIdentifier(actor))
  }

  /// The outcome of a registration that is not dry-run: opted out, declared, or not checkable
  /// here; nil when it should be dry-run.
  private func examineWithoutRunning(_ entry: RegistryEntry, async: Bool) -> Outcome? {
    if case .skipped(let reason, let site)? = entry.extras.verification {
      return .optedOut("\(entry.displayName) (added at \(entry.site)): \(reason) (skipVerification at \(site))")
    }
    return examineDeclared(entry) ?? unverifiedReason(entry, async: async).map(Outcome.unverified)
  }

  /// Autowired and forwarding registrations, and collections: record their edges, run nothing.
  private func examineDeclared(_ entry: RegistryEntry) -> Outcome? {
    if entry.isCollection {
      let elements = entry.collectedElements(from: container)
      for key in elements.keys {
        recorder.record(
          .init(
            from: entry.key, to: key, service: elements.service, arguments: Void.self, throughContainer: false,
            fromHook: false))
      }
      return .declared
    }
    if entry.forwardTarget != nil, entry.flags.isDecorated {
      return .failed(Diagnostics.decoratedForward(entry, container: container, parent: nil))
    }
    if let target = entry.forwardTarget {
      recorder.record(
        .init(
          from: entry.key, to: target.key, service: target.service, arguments: entry.arguments,
          throughContainer: false, fromHook: false))
      return .declared
    }
    guard let declared = entry.extras.declaredDependencies else { return nil }
    for dependency in declared {
      recorder.record(
        .init(
          from: entry.key, to: dependency.key, service: dependency.type, arguments: Void.self,
          throughContainer: false, fromHook: false))
    }
    return .declared
  }

  /// An autowired registration's hooks and decorators only run when it is built: dry-run it
  /// for them.
  private func needsHookRun(_ entry: RegistryEntry) -> Bool {
    (entry.flags.hasResolvedHooks || entry.flags.isDecorated) && entry.forwardTarget == nil && !entry.isCollection
      && unverifiedReason(entry, async: false) == nil
  }

  /// Why `entry` cannot be dry-run here, as the message of an `unverified` problem; nil when it can.
  func unverifiedReason(_ entry: RegistryEntry, async: Bool) -> String? {
    if !entry.canDryRun {
      let signature = Diagnostics.signature(entry.arguments)
      return "\(entry.displayName) (added at \(entry.site)) takes runtime arguments \(signature), so verify() "
        + "cannot build it without sample arguments: it was not checked. To fix: give samples where it is "
        + "registered, `.verifying(with: …)` with a value of type \(signature) (a tuple for several arguments), "
        + "or, if it cannot be built in a test, opt out with `.skipVerification(because: \"…\")`."
    }
    if entry.isAsync, !async {
      return "\(entry.displayName) (added at \(entry.site)) has an async factory, which the synchronous verify() "
        + "cannot run: it was not checked. To fix: call `try await deps.verify()` (Swift picks it in an async "
        + "test), which dry-runs async factories; in top-level code (main.swift), where Swift picks the synchronous "
        + "verify() even under `await`, write `try await deps.verify(isolation: #isolation)`."
    }
    if !canBuildHere(entry), !async {
      return isolationReason(entry, needs: nil)
    }
    return nil
  }

  private func isolationReason(_ entry: RegistryEntry, needs dependency: String?) -> String {
    guard dependency == nil, entry.flags.options.contains(.actor) else {
      let what =
        dependency.map { "needs \($0), which is built on the main actor" } ?? "is built on the main actor"
      return "\(entry.displayName) (added at \(entry.site)) \(what), and verify() ran off the main actor: it was "
        + "not checked. To fix: call verify() from the main actor (mark the test `@MainActor`), or call "
        + "`try await deps.verify()`, which checks main-actor registrations on the main actor."
    }
    let actor = Isolation.actorName(of: entry)
    return "\(entry.displayName) (added at \(entry.site)) is built on \(actor), and verify() ran elsewhere: it was "
      + "not checked. To fix: call `try await deps.verify()`, which checks each isolated registration on its actor."
  }

  /// The outcome of a dry run, remembering what the instance keeps.
  private func record(_ result: DryRunResult, for entry: RegistryEntry, offMainActor: Bool? = nil) -> Outcome {
    if result.observed { kept[entry.key] = result.kept }
    guard let error = result.failure else { return .passed }
    if error.code == .isolationViolation, offMainActor ?? !onMainThread {
      return .unverified(isolationReason(entry, needs: error.path.last ?? error.key))
    }
    return .failed(error)
  }

  /// The result of running a declared registration for its hooks.
  private func record(_ result: DryRunResult, hooksOf entry: RegistryEntry, offMainActor: Bool? = nil) {
    let outcome = record(result, for: entry, offMainActor: offMainActor)
    if case .passed = outcome { return }
    hookOutcomes[entry.key] = outcome
  }

  /// Why a parent's registration fails when resolved from this container, if it does; nil when
  /// it works or cannot be checked here (arguments, async, main actor elsewhere).
  func inheritedFailure(_ entry: RegistryEntry) -> ResolutionError? {
    if let known = inheritedFailures[ObjectIdentifier(entry)] { return known }
    var failure: ResolutionError?
    if entry.arguments == Void.self, unverifiedReason(entry, async: false) == nil,
      let found = container.lookup(entry.key)
    {
      failure = run(found.entry, observing: false).failure
      if failure?.code == .isolationViolation, !onMainThread { failure = nil }
    }
    inheritedFailures[ObjectIdentifier(entry)] = failure
    return failure
  }

  // MARK: Edges

  struct Edge: Hashable {
    let from: DependencyKey
    let to: DependencyKey
  }

  /// One distinct edge, with the type it asked for.
  struct RecordedEdge {
    let edge: Edge
    let service: Any.Type
    let arguments: Any.Type
    /// Some resolve of it went through a container instead of the factory's `Resolver`.
    var throughContainer: Bool
    /// Only `onResolved` hooks asked for it, after the graph was built: not a cycle edge.
    var onlyFromHooks: Bool
  }

  /// Every distinct edge seen, in the order first seen.
  private(set) lazy var edges: [RecordedEdge] = {
    var seen: [Edge: Int] = [:]
    var result: [RecordedEdge] = []
    for recorded in recorder.edges {
      guard let from = recorded.from else { continue }
      let edge = Edge(from: from, to: recorded.to)
      if let index = seen[edge] {
        if recorded.throughContainer { result[index].throughContainer = true }
        if !recorded.fromHook { result[index].onlyFromHooks = false }
        continue
      }
      seen[edge] = result.count
      result.append(
        RecordedEdge(
          edge: edge, service: recorded.service, arguments: recorded.arguments,
          throughContainer: recorded.throughContainer, onlyFromHooks: recorded.fromHook))
    }
    return result
  }()

  /// A dependency edge: the key asked for and the type it was asked as.
  struct Child {
    let to: DependencyKey
    let service: Any.Type
    let arguments: Any.Type
  }

  /// Each registration's dependencies, in the order first seen: the edges its instance is built
  /// along, not those only its hooks asked for (hooks run after the graph is built, so they
  /// close no cycle).
  private(set) lazy var declaredAdjacency: [DependencyKey: [Child]] = {
    var adjacency: [DependencyKey: [Child]] = [:]
    for edge in edges where !edge.onlyFromHooks {
      adjacency[edge.edge.from, default: []].append(
        Child(to: edge.edge.to, service: edge.service, arguments: edge.arguments))
    }
    return adjacency
  }()

  /// The entry a key resolves to from the checked container, following `Wrapped?` to `Wrapped`
  /// and `[T]`'s alias to its collection.
  func resolvedEntry(_ key: DependencyKey, service: Any.Type) -> RegistryEntry? {
    if let found = container.lookup(key) { return found.entry.aliasedCollection ?? found.entry }
    if let wrapped = (service as? any OptionalResolvable.Type)?.wrappedType {
      return resolvedEntry(DependencyKey(wrapped, arguments: Void.self, name: key.name), service: wrapped)
    }
    return nil
  }

  /// The entry that finally builds the instance: forwarding entries lead to their target.
  func producingEntry(_ entry: RegistryEntry) -> RegistryEntry {
    var current = entry
    var hops = 0
    while let target = current.forwardTarget, hops < 64, let next = container.lookup(target.key) {
      current = next.entry
      hops += 1
    }
    return current
  }
}
