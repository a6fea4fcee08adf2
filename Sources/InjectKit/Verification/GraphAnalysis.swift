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
      } else if entry.traits.async {
        let failure = await Self.dryRunAsync(entry, in: container, recorder: recorder)
        outcomes[entry.key] = failure.map { outcome(of: $0, for: entry) } ?? .passed
      } else {
        outcomes[entry.key] = dryRun(entry)
      }
    }
  }

  /// Autowired and forwarding registrations: record their edges, run nothing.
  private func examineDeclared(_ entry: Entry) -> Outcome? {
    if case .forward(let target, let service, _) = entry.producer {
      recorder.record(
        .init(
          from: entry.key, to: target, service: service, arguments: entry.arguments,
          throughContainer: false))
      return .declared
    }
    guard let declared = entry.traits.declaredDependencies else { return nil }
    for dependency in declared {
      recorder.record(
        .init(
          from: entry.key, to: dependency.key, service: dependency.type, arguments: Void.self,
          throughContainer: false))
    }
    return .declared
  }

  /// A closure registration that takes runtime arguments cannot be dry-run without them: it
  /// counts as checked, with the edges it declares (none, for a closure).
  private func examineArguments(_ entry: Entry) -> Outcome? {
    entry.arguments != Void.self ? .passed : nil
  }

  private func examineSkipped(_ entry: Entry, async: Bool) -> Outcome? {
    if entry.traits.async, !async {
      return .skipped(
        "\(entry.displayName) (added at \(entry.site)) has an async factory: "
          + "`try await verify()` dry-runs it.")
    }
    if entry.traits.mainActor, !onMainThread {
      return .skipped(
        "\(entry.displayName) (added at \(entry.site)) is built on the main actor: "
          + "call verify() from the main actor (a @MainActor test) to dry-run it.")
    }
    return nil
  }

  private func dryRun(_ entry: Entry) -> Outcome {
    guard let error = dryRunFailure(entry, owner: container) else { return .passed }
    return outcome(of: error, for: entry)
  }

  private func dryRunFailure(_ entry: Entry, owner: Dependencies) -> ResolutionError? {
    let session = Session.sync(dryRun: true, recorder: recorder)
    do throws(ResolutionError) {
      _ = try Resolution.resolve(entry, owner: owner, start: container, parent: nil, session: session, arguments: ())
      try session.finish()
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
      let (_, owner) = container.lookup(entry.key)
    {
      failure = dryRunFailure(entry, owner: owner)
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
    let session = Session.async(dryRun: true, recorder: recorder)
    do throws(ResolutionError) {
      _ = try await Resolution.resolveAsync(
        entry, owner: container, start: container, parent: nil, session: session, arguments: (), isolation: nil)
      try session.finish()
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
    if let (entry, _) = container.lookup(key) { return entry }
    if let wrapped = (service as? any OptionalInjectable.Type)?.wrappedType,
      let (entry, _) = container.lookup(DependencyKey(wrapped, arguments: Void.self, name: key.name))
    {
      return entry
    }
    return nil
  }

  /// The entry that finally builds the instance: forwarding entries lead to their target.
  func producingEntry(_ entry: Entry) -> Entry {
    var current = entry
    var hops = 0
    while case .forward(let target, _, _) = current.producer, hops < 64,
      let (next, _) = container.lookup(target)
    {
      current = next
      hops += 1
    }
    return current
  }
}
