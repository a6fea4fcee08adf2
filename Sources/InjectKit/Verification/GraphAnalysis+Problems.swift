extension GraphAnalysis {
  /// Every problem found, in registration order: failures first, then what the edges show.
  func problems() -> [VerificationProblem] {
    var problems: [VerificationProblem] = []
    let declaredVerdicts = propagateDeclared()
    for entry in entries {
      switch outcomes[entry.key] {
      case .failed(let error):
        problems.append(problem(for: error, checking: entry))
      case .declared:
        if case .fails(let error, let path) = declaredVerdicts[entry.key] {
          var problem = problem(for: error, checking: entry)
          problem.path = path
          problems.append(problem)
        }
      default:
        break
      }
    }
    problems += duplicateProblems()
    problems += edgeProblems()
    return problems
  }

  var skipped: [String] {
    entries.compactMap { entry in
      if case .skipped(let reason) = outcomes[entry.key] { return reason }
      return nil
    }
  }

  // MARK: Failures

  static func kind(of code: ResolutionError.Code) -> VerificationProblem.Kind {
    switch code {
    case .notRegistered, .argumentMismatch: .missingDependency
    case .cycle, .tooDeep: .cycle
    case .isolationViolation: .isolation
    default: .factoryFailed
    }
  }

  private func problem(for error: ResolutionError, checking entry: Entry) -> VerificationProblem {
    let needer = error.involved.last.map { " Needed by \($0)." } ?? ""
    return VerificationProblem(
      kind: Self.kind(of: error.code), path: error.path,
      message: "\(error.message)\(needer) To fix: \(error.fix)", site: entry.site.description)
  }

  enum Verdict {
    case passes
    /// The failure where it happened, and the path from this registration to it.
    case fails(ResolutionError, path: [String])
  }

  /// Decides autowired and forwarding registrations from their dependencies' outcomes, without
  /// running them: depth-first over the recorded edges, iteratively so deep graphs cannot
  /// exhaust the stack.
  private func propagateDeclared() -> [DependencyKey: Verdict] {
    var adjacency: [DependencyKey: [(to: DependencyKey, service: Any.Type, arguments: Any.Type)]] = [:]
    for edge in edges { adjacency[edge.edge.from, default: []].append((edge.edge.to, edge.service, edge.arguments)) }
    var verdicts: [DependencyKey: Verdict] = [:]
    for root in entries {
      guard case .declared = outcomes[root.key], verdicts[root.key] == nil else { continue }
      var stack: [(entry: Entry, next: Int)] = [(root, 0)]
      var onStack: [DependencyKey: Int] = [root.key: 0]
      while let (entry, next) = stack.last {
        let children = adjacency[entry.key] ?? []
        var verdict: Verdict?
        if next == children.count {
          verdict = .passes
        } else {
          let child = children[next]
          switch step(from: entry, to: child, verdicts: verdicts, onStack: onStack, stack: stack) {
          case .next:
            stack[stack.count - 1].next += 1
          case .descend(let target):
            onStack[target.key] = stack.count
            stack.append((target, 0))
          case .decided(let decided):
            verdict = decided
          }
        }
        if let verdict {
          verdicts[entry.key] = verdict
          onStack[entry.key] = nil
          stack.removeLast()
        }
      }
    }
    return verdicts
  }

  private enum Step {
    case next
    case descend(Entry)
    case decided(Verdict)
  }

  private func step(
    from entry: Entry, to child: (to: DependencyKey, service: Any.Type, arguments: Any.Type),
    verdicts: [DependencyKey: Verdict], onStack: [DependencyKey: Int], stack: [(entry: Entry, next: Int)]
  ) -> Step {
    guard let target = resolvedEntry(child.to, service: child.service) else {
      let error = Diagnostics.notRegistered(
        child.service, arguments: child.arguments, name: child.to.name, container: container, parent: nil)
      let missing = Diagnostics.describe(child.service, name: child.to.name, arguments: child.arguments)
      var described = error
      described.involved = ["\(entry.displayName) [\(entry.scope)]  added at \(entry.site)"]
      return .decided(.fails(described, path: [entry.displayName, missing]))
    }
    if let index = onStack[target.key] {
      let cycle = stack[index...].map(\.entry.displayName) + [target.displayName]
      var error = Diagnostics.cycle(target, container: container, parent: nil)
      error.path = cycle
      error.involved = stack[index...].map { "\($0.entry.displayName) [\($0.entry.scope)]  added at \($0.entry.site)" }
      return .decided(.fails(error, path: Self.prepend(entry.displayName, to: cycle)))
    }
    switch outcomes[target.key] {
    case .failed(let error):
      return .decided(.fails(error, path: Self.prepend(entry.displayName, to: error.path)))
    case .declared:
      switch verdicts[target.key] {
      case .fails(let error, let path)?: return .decided(.fails(error, path: Self.prepend(entry.displayName, to: path)))
      case .passes?: return .next
      case nil: return .descend(target)
      }
    case nil:
      // A parent's registration: dry-run it from here, as resolving it from here would.
      guard let failure = inheritedFailure(target) else { return .next }
      return .decided(.fails(failure, path: Self.prepend(entry.displayName, to: failure.path)))
    default:
      // Dry-run and passed, or skipped.
      return .next
    }
  }

  /// `name` followed by `path`, cut where the path comes back to `name` (a cycle through it).
  static func prepend(_ name: String, to path: [String]) -> [String] {
    if let index = path.firstIndex(of: name) { return [name] + path[...index] }
    return [name] + path
  }

  // MARK: Duplicates and edges

  private func duplicateProblems() -> [VerificationProblem] {
    entries.compactMap { entry in
      guard !entry.extras.isOverride else { return nil }
      let earlier = entry.extras.replacedSites.filter { $0.description != entry.site.description }
      guard !earlier.isEmpty else { return nil }
      let sites = (earlier.map(\.description) + [entry.site.description]).joined(separator: ", then ")
      return VerificationProblem(
        kind: .duplicateRegistration, path: [entry.displayName],
        message: "\(entry.displayName) was added at \(sites); the last one wins silently. "
          + "To fix: remove the registration you did not mean, or mark the intended replacement with "
          + "`.asOverride()`.",
        site: entry.site.description)
    }
  }

  private func edgeProblems() -> [VerificationProblem] {
    var problems: [VerificationProblem] = []
    for edge in edges {
      guard let holder = container.registry.entry(for: edge.edge.from)?.takeUnretainedValue() else { continue }
      if holder.isForward { continue }
      // Described only when reported: naming a type costs more than the rest of the check.
      var name: String { Diagnostics.describe(edge.service, name: edge.edge.to.name, arguments: edge.arguments) }
      if edge.throughContainer {
        problems.append(
          VerificationProblem(
            kind: .resolvesOutsideResolver, path: [holder.displayName, name],
            message: "the factory for \(holder.displayName) (added at \(holder.site)) resolves \(name) through a "
              + "container, not through the Resolver it receives: if \(name) fails, the app traps instead of "
              + "reporting it. To fix: write the factory as `{ r in … try r.resolve(\(name).self) … }`.",
            site: holder.site.description))
      }
      guard let found = resolvedEntry(edge.edge.to, service: edge.service) else { continue }
      let held = producingEntry(found)
      if Self.isCaptive(holder: holder.scope, held: held.scope) {
        problems.append(
          VerificationProblem(
            kind: .captiveDependency, path: [holder.displayName, name],
            message: "\(holder.displayName) [\(holder.scope)] (added at \(holder.site)) holds \(name) "
              + "[\(held.scope)] (added at \(held.site)), so that instance lives as long as the "
              + "\(holder.scope) and its own scope is ignored. To fix: give \(name) a lifetime at least as long, "
              + "give \(holder.displayName) a shorter one, or inject a closure that resolves \(name) when needed.",
            site: holder.site.description))
      }
      if held.flags.needsMainActor, !holder.flags.needsMainActor {
        problems.append(
          VerificationProblem(
            kind: .isolation, path: [holder.displayName, name],
            message: "\(holder.displayName) (added at \(holder.site)) may be resolved on any thread, but needs "
              + "\(name), which is built on the main actor (added at \(held.site)): resolving it off the main "
              + "actor fails. To fix: register \(holder.displayName) with `isolation: MainActor.shared` too.",
            site: holder.site.description))
      }
    }
    return problems
  }

  /// A longer-lived registration holding a shorter-lived one (Mark Seemann's captive dependency).
  static func isCaptive(holder: Scope, held: Scope) -> Bool {
    switch holder.kind {
    case .singleton: held.kind != .singleton
    case .custom: held.kind == .transient || held.kind == .graph || held.kind == .weak
    case .weak: held.kind == .transient || held.kind == .graph
    case .transient, .graph: false
    }
  }
}
