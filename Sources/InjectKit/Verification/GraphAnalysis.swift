/// The work behind `verify()`, `verificationReport()` and `graph()`: examine every registration
/// of one container, collect the edges between registrations, and turn failures into problems.
///
/// Autowired and forwarding registrations are checked from what they declare; closure
/// registrations are dry-run in a session whose caching scopes keep instances to themselves,
/// so the container's caches are never touched.
final class GraphAnalysis {
  let container: Dependencies
  let onMainThread: Bool
  let recorder = DryRunRecorder()
  private(set) var entries: [Entry] = []
  private(set) var outcomes: [DependencyKey: Outcome] = [:]
  /// Dry-run results of parents' registrations that this container's declared ones need.
  private var inheritedFailures: [ObjectIdentifier: ResolutionError?] = [:]

  enum Outcome {
    /// Checked from declarations; its result comes from its dependencies' (`propagate`).
    case declared
    case passed
    case failed(ResolutionError)
    case skipped(String)
  }

  init(_ container: Dependencies) {
    self.container = container
    self.onMainThread = CurrentThread.isOnMainActor
  }

  // MARK: Examining registrations

  /// Examines every registration synchronously; async factories are skipped.
  func examineAll() {
    entries = container.registry.all
    for entry in entries {
      outcomes[entry.key] =
        examineDeclared(entry) ?? examineArguments(entry) ?? examineSkipped(entry, async: false) ?? dryRun(entry)
    }
  }

  /// Examines every registration, dry-running async factories too.
  func examineAll(isolation: isolated (any Actor)?) async {
    entries = container.registry.all
    for entry in entries {
      if let outcome = examineDeclared(entry) ?? examineArguments(entry) ?? examineSkipped(entry, async: true) {
        outcomes[entry.key] = outcome
      } else if entry.isAsync {
        let failure = await Self.dryRunAsync(entry, in: container, recorder: recorder)
        outcomes[entry.key] = failure.map { outcome(of: $0, for: entry) } ?? .passed
      } else {
        outcomes[entry.key] = dryRun(entry)
      }
    }
  }

  /// Autowired and forwarding registrations: record their edges, run nothing.
  private func examineDeclared(_ entry: Entry) -> Outcome? {
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

  /// A closure registration that takes runtime arguments cannot be dry-run without them: it
  /// counts as checked, with the edges it declares (none, for a closure).
  private func examineArguments(_ entry: Entry) -> Outcome? {
    entry.arguments != Void.self ? .passed : nil
  }

  private func examineSkipped(_ entry: Entry, async: Bool) -> Outcome? {
    if entry.isAsync, !async {
      return .skipped(
        "\(entry.displayName) (added at \(entry.site)) has an async factory: "
          + "`try await verify()` dry-runs it.")
    }
    if entry.flags.needsMainActor, !onMainThread {
      return .skipped(
        "\(entry.displayName) (added at \(entry.site)) is built on the main actor: "
          + "call verify() from the main actor (a @MainActor test) to dry-run it.")
    }
    return nil
  }

  private func dryRun(_ entry: Entry) -> Outcome {
    guard let error = dryRunFailure(entry) else { return .passed }
    return outcome(of: error, for: entry)
  }

  private func dryRunFailure(_ entry: Entry) -> ResolutionError? {
    do throws(ResolutionError) {
      try entry.dryRun(from: container, session: Session.sync(dryRun: true, recorder: recorder))
      return nil
    } catch {
      return error
    }
  }

  /// Why a parent's registration fails when resolved from this container, if it does; nil when
  /// it works or cannot be checked here (arguments, async, main actor elsewhere).
  func inheritedFailure(_ entry: Entry) -> ResolutionError? {
    if let known = inheritedFailures[ObjectIdentifier(entry)] { return known }
    var failure: ResolutionError?
    if entry.arguments == Void.self, examineSkipped(entry, async: false) == nil,
      let found = container.lookup(entry.key)
    {
      failure = dryRunFailure(found.entry)
      if failure?.code == .isolationViolation, !onMainThread { failure = nil }
    }
    inheritedFailures[ObjectIdentifier(entry)] = failure
    return failure
  }

  /// Dry-runs an async factory; static, so nothing of this (non-Sendable) analysis crosses
  /// to the executor the factory runs on.
  private static func dryRunAsync(_ entry: Entry, in container: Dependencies, recorder: DryRunRecorder) async
    -> ResolutionError?
  {
    do throws(ResolutionError) {
      try await entry.dryRunAsync(from: container, session: Session.async(dryRun: true, recorder: recorder))
      return nil
    } catch {
      return error
    }
  }

  private func outcome(of error: ResolutionError, for entry: Entry) -> Outcome {
    if error.code == .isolationViolation, !onMainThread {
      return .skipped(
        "\(entry.displayName) (added at \(entry.site)) needs a main-actor registration "
          + "(\(error.path.last ?? error.key)): call verify() from the main actor to dry-run it.")
    }
    return .failed(error)
  }

  // MARK: Edges

  struct Edge: Hashable {
    let from: DependencyKey
    let to: DependencyKey
  }

  /// Every distinct edge seen, in the order first seen, with the type it asked for.
  private(set) lazy var edges: [(edge: Edge, service: Any.Type, arguments: Any.Type, throughContainer: Bool)] = {
    var seen: [Edge: Int] = [:]
    var result: [(edge: Edge, service: Any.Type, arguments: Any.Type, throughContainer: Bool)] = []
    for recorded in recorder.edges {
      guard let from = recorded.from else { continue }
      let edge = Edge(from: from, to: recorded.to)
      if let index = seen[edge] {
        if recorded.throughContainer { result[index].throughContainer = true }
        continue
      }
      seen[edge] = result.count
      result.append((edge, recorded.service, recorded.arguments, recorded.throughContainer))
    }
    return result
  }()

  /// The entry a key resolves to from the checked container, following `Wrapped?` to `Wrapped`.
  func resolvedEntry(_ key: DependencyKey, service: Any.Type) -> Entry? {
    if let found = container.lookup(key) { return found.entry }
    if let wrapped = (service as? any OptionalResolvable.Type)?.wrappedType,
      let found = container.lookup(DependencyKey(wrapped, arguments: Void.self, name: key.name))
    {
      return found.entry
    }
    return nil
  }

  /// The entry that finally builds the instance: forwarding entries lead to their target.
  func producingEntry(_ entry: Entry) -> Entry {
    var current = entry
    var hops = 0
    while let target = current.forwardTarget, hops < 64, let next = container.lookup(target.key) {
      current = next.entry
      hops += 1
    }
    return current
  }
}
