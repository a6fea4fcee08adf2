extension GraphAnalysis {
  /// Every problem found, in registration order: failures first, then what the edges show.
  func problems() -> [VerificationProblem] {
    var problems: [VerificationProblem] = []
    let declaredVerdicts = propagateDeclared()
    // A collection's failures are its elements', reported with each element (and with whatever
    // needs the collection).
    for entry in entries where !entry.isCollection {
      switch outcomes[entry.key] {
      case .failed(let error):
        problems.append(
          problem(for: error, checking: entry, stoppedFactory: entry.flags.options.contains(.usesResolver)))
      case .unverified(let reason):
        problems.append(unverifiedProblem(reason, entry))
      case .declared:
        if case .fails(let first) = declaredVerdicts[entry.key] {
          let all = failures(of: entry, verdicts: declaredVerdicts)
          for failure in all.isEmpty ? [first] : all {
            var problem = problem(for: cycleNamed(failure, entry), checking: entry, stoppedFactory: false)
            problem.path = failure.path
            problems.append(problem)
          }
        } else if case .failed(let error) = hookOutcomes[entry.key] {
          problems.append(problem(for: error, checking: entry, stoppedFactory: false))
        } else if case .unverified(let reason) = hookOutcomes[entry.key] {
          problems.append(unverifiedProblem(reason, entry))
        }
      default:
        break
      }
    }
    problems += duplicateProblems()
    problems += edgeProblems()
    if LiveServices.verifyingInTest { problems += liveProblems() }
    return problems
  }

  /// In a per-test container: every live registration it still holds, with the override to write.
  private func liveProblems() -> [VerificationProblem] {
    entries.compactMap { entry -> VerificationProblem? in
      guard entry.flags.isLive, let live = entry.extras.live else { return nil }
      return VerificationProblem(
        kind: .liveService, path: [entry.displayName],
        message: Diagnostics.liveServiceInVerification(entry, live: live, container: container),
        site: entry.site.description)
    }
  }

  /// Registrations not checked on purpose, each with its stated reason.
  var optedOut: [String] {
    entries.compactMap { entry in
      if case .optedOut(let reason) = outcomes[entry.key] { return reason }
      return nil
    }
  }

  /// How many registrations were checked: not forwarding (they belong to their target), not
  /// opted out, and not `unverified`.
  var checkedCount: Int {
    entries.filter { entry in
      switch outcomes[entry.key] {
      case .unverified?, .optedOut?: false
      default:
        !entry.isForward && entry.isRegistration && hookOutcomes[entry.key].map(\.isUnverified) != true
      }
    }.count
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

  /// A problem for a failure found checking `entry`, its path starting at `entry`.
  ///
  /// - Parameter stoppedFactory: The checked registration's factory resolves through a `Resolver`,
  ///   so unless the failure was in a hook (after the factory returned) it stopped there, and
  ///   what it resolves after it was not reached.
  private func problem(for error: ResolutionError, checking entry: RegistryEntry, stoppedFactory: Bool)
    -> VerificationProblem
  {
    let needer = error.involved.last.map { " Needed by \($0)." } ?? ""
    // A hook's failure (its path starts in the hook) comes after the factory returned.
    let inHook = error.path.first?.hasSuffix(" (onResolved)") == true
    let unreached =
      stoppedFactory && !inHook
      ? " The factory for \(entry.displayName) stopped at this failure: dependencies it resolves after it were "
        + "not reached, so run verify() again once this is fixed." : ""
    // The path starts at the checked registration, also when the failure was in a hook (whose
    // frame is not on the path: it runs after the graph is built).
    var path = error.path
    if path.first != entry.displayName { path.insert(entry.displayName, at: 0) }
    return VerificationProblem(
      kind: Self.kind(of: error.code), path: path,
      message: "\(error.message)\(needer)\(unreached) To fix: \(error.fix)", site: entry.site.description)
  }

  /// A cycle met through another registration's verdict names that registration; when the
  /// cycle runs through `entry` itself (`entry → … → entry`), it is `entry`'s, and says so.
  private func cycleNamed(_ failure: Failure, _ entry: RegistryEntry) -> ResolutionError {
    guard failure.error.code == .cycle, failure.path.count > 1, failure.path.first == entry.displayName,
      failure.path.last == entry.displayName
    else { return failure.error }
    var error = Diagnostics.cycle(entry, container: container, parent: nil)
    error.path = failure.path
    error.involved = failure.path.dropLast().compactMap { name in
      (entries.first { $0.displayName == name } ?? container.visibleEntries.first { $0.displayName == name }).map {
        "\($0.displayName) [\($0.scope)]  added at \($0.site)"
      }
    }
    return error
  }

  private func unverifiedProblem(_ reason: String, _ entry: RegistryEntry) -> VerificationProblem {
    VerificationProblem(kind: .unverified, path: [entry.displayName], message: reason, site: entry.site.description)
  }

  /// One failure under a declared registration, and the path from the registration to it.
  struct Failure {
    let error: ResolutionError
    let path: [String]
  }

  enum Verdict {
    case passes
    /// The first failure, as resolving the registration meets it.
    case fails(Failure)
  }

  /// Every failing dependency of a declared registration, one failure each, in declared order:
  /// each dependency as resolving it would meet it with only `entry` on the path (as if those
  /// before it had passed). `verdicts` must hold every declared registration's verdict.
  private func failures(of entry: RegistryEntry, verdicts: [DependencyKey: Verdict]) -> [Failure] {
    let stack: [(entry: RegistryEntry, next: Int)] = [(entry, 0)]
    return children(of: entry.key).compactMap { child in
      if case .failed(let failure) = step(
        from: entry, to: child, verdicts: verdicts, onStack: [entry.key: 0], stack: stack)
      {
        return failure
      }
      return nil
    }
  }

  private func children(of key: DependencyKey) -> [Child] { declaredAdjacency[key] ?? [] }

  /// Decides autowired and forwarding registrations from their dependencies' outcomes, without
  /// running them: depth-first over the recorded edges, iteratively so deep graphs cannot
  /// exhaust the stack. Each verdict is the first failure, as resolution would meet it: a
  /// registration stops at its first failing dependency, so every verdict holds whatever path
  /// leads to it.
  private func propagateDeclared() -> [DependencyKey: Verdict] {
    var verdicts: [DependencyKey: Verdict] = [:]
    for root in entries {
      guard case .declared = outcomes[root.key], verdicts[root.key] == nil else { continue }
      var stack: [(entry: RegistryEntry, next: Int)] = [(root, 0)]
      var onStack: [DependencyKey: Int] = [root.key: 0]
      while let (entry, next) = stack.last {
        let children = children(of: entry.key)
        var verdict: Verdict?
        if next == children.count {
          verdict = .passes
        } else {
          switch step(from: entry, to: children[next], verdicts: verdicts, onStack: onStack, stack: stack) {
          case .next:
            stack[stack.count - 1].next += 1
          case .descend(let target):
            onStack[target.key] = stack.count
            stack.append((target, 0))
          case .failed(let failure):
            verdict = .fails(failure)
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

  private enum FactoryResolver {
    case next
    case descend(RegistryEntry)
    case failed(Failure)
  }

  private func step(
    from entry: RegistryEntry, to child: Child, verdicts: [DependencyKey: Verdict], onStack: [DependencyKey: Int],
    stack: [(entry: RegistryEntry, next: Int)]
  ) -> FactoryResolver {
    guard let target = resolvedEntry(child.to, service: child.service) else {
      // An optional of a type registered nowhere in reach resolves to nil.
      if let wrapped = (child.service as? any OptionalResolvable.Type)?.wrappedType, !container.registersType(wrapped) {
        return .next
      }
      let error = Diagnostics.notRegistered(
        child.service, arguments: child.arguments, name: child.to.name, container: container, parent: nil)
      let missing = Diagnostics.describe(child.service, name: child.to.name, arguments: child.arguments)
      var described = error
      if let fix = Diagnostics.fixForValueParameter(child.service, name: child.to.name, neededBy: entry) {
        described.fix = fix
      }
      described.involved = ["\(entry.displayName) [\(entry.scope)]  added at \(entry.site)"]
      return .failed(Failure(error: described, path: [entry.displayName, missing]))
    }
    if let index = onStack[target.key] {
      let cycle = stack[index...].map(\.entry.displayName) + [target.displayName]
      var error = Diagnostics.cycle(target, container: container, parent: nil)
      error.path = cycle
      error.involved = stack[index...].map { "\($0.entry.displayName) [\($0.entry.scope)]  added at \($0.entry.site)" }
      return .failed(Failure(error: error, path: Self.prepend(entry.displayName, to: cycle)))
    }
    switch outcomes[target.key] {
    case .failed(let error):
      return .failed(Failure(error: error, path: Self.prepend(entry.displayName, to: error.path)))
    case .declared:
      switch verdicts[target.key] {
      case .fails(let failure)?:
        return .failed(Failure(error: failure.error, path: Self.prepend(entry.displayName, to: failure.path)))
      case .passes?: return .next
      case nil: return .descend(target)
      }
    case nil:
      // A parent's registration: dry-run it from here, as resolving it from here would.
      guard let failure = inheritedFailure(target) else { return .next }
      return .failed(Failure(error: failure, path: Self.prepend(entry.displayName, to: failure.path)))
    default:
      // Dry-run and passed, unverified (a problem of its own), or opted out.
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
    collectionProblems()
      + entries.flatMap(registrationWarnings)
      + entries.compactMap { entry in
        guard !entry.extras.isOverride, inheritedOwn[entry.key] == nil else { return nil }
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

  /// What a registration was warned about when it was added (`RegistrationWarning`): a line run
  /// twice on the container, a caching scope refused for one taking runtime arguments.
  private func registrationWarnings(_ entry: RegistryEntry) -> [VerificationProblem] {
    guard inheritedOwn[entry.key] == nil else { return [] }
    var problems: [VerificationProblem] = []
    // Line 0: a site the registration API made up (the Swinject skin's), not a line of user code.
    let repeats = entry.extras.replacedSites.filter { $0.description == entry.site.description }.count
    if repeats > 0, !entry.extras.isOverride, entry.site.line != 0 {
      problems.append(
        VerificationProblem(
          kind: .duplicateRegistration, path: [entry.displayName],
          message: Diagnostics.registeredTwice(entry, times: repeats + 1, container: container),
          site: entry.site.description))
    }
    if let scope = entry.someExtras?.refusedScope {
      problems.append(
        VerificationProblem(
          kind: .cachedScopeWithArguments, path: [entry.displayName],
          message: Diagnostics.cachedScopeWithArguments(entry, scope), site: entry.site.description))
    }
    return problems
  }

  /// A registration of `[T]` beside elements of `T` in the same container: the registration
  /// wins, and the elements are never resolved as `[T]`.
  private func collectionProblems() -> [VerificationProblem] {
    entries.compactMap { collection in
      guard collection.isCollection,
        let direct = container.registry.entry(
          for: DependencyKey(collection.service, arguments: Void.self, name: collection.key.name)),
        direct.isRegistration
      else { return nil }
      let elements = collection.collectedElements(from: container).keys.count
      return VerificationProblem(
        kind: .duplicateRegistration, path: [collection.displayName],
        message: "\(collection.displayName) is registered (added at \(direct.site)) and also collected from "
          + "\(elements) element\(elements == 1 ? "" : "s") added with addToCollection (the first at "
          + "\(collection.site)); the registration wins, so the elements are never resolved as "
          + "\(collection.displayName). To fix: remove the registration of \(collection.displayName), or the "
          + "elements.",
        site: direct.site.description)
    }
  }

  private func edgeProblems() -> [VerificationProblem] {
    var problems: [VerificationProblem] = []
    for edge in edges {
      guard
        let holder = container.registry.entry(for: edge.edge.from)
          ?? (inheritedOwn[edge.edge.from] == nil ? nil : container.lookup(edge.edge.from)?.entry)
      else { continue }
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
      if held.isCollection {
        problems += captiveElements(of: held, heldBy: holder, edge, name: name)
      } else if Self.isCaptive(holder: holder.scope, held: held.scope), keeps(holder, held, edge) {
        problems.append(
          VerificationProblem(
            kind: .captiveDependency, path: [holder.displayName, name],
            message: "\(holder.displayName) [\(holder.scope)] (added at \(holder.site)) holds \(name) "
              + "[\(held.scope)] (added at \(held.site)), so that instance lives as long as the "
              + "\(holder.scope) and its own scope is ignored. To fix: give \(name) a lifetime at least as long, "
              + "give \(holder.displayName) a shorter one, or inject a closure that resolves \(name) when needed.",
            site: holder.site.description))
      }
      if let problem = isolationCrossing(holder, held, name: name) { problems.append(problem) }
    }
    return problems
  }

  /// A collection has no lifetime of its own (an array is a value): its elements' scopes
  /// decide. One problem per element that is shorter-lived than `holder` and kept by it.
  private func captiveElements(
    of collection: RegistryEntry, heldBy holder: RegistryEntry, _ edge: RecordedEdge, name: String
  )
    -> [VerificationProblem]
  {
    collection.collectedElements(from: container).keys.compactMap { key in
      guard let found = container.lookup(key) else { return nil }
      let element = producingEntry(found.entry)
      guard Self.isCaptive(holder: holder.scope, held: element.scope), keeps(holder, element, edge) else { return nil }
      return VerificationProblem(
        kind: .captiveDependency, path: [holder.displayName, name, element.displayName],
        message: "\(holder.displayName) [\(holder.scope)] (added at \(holder.site)) holds \(name), whose element "
          + "\(element.displayName) is [\(element.scope)] (added at \(element.site)), so that element lives as long "
          + "as the \(holder.scope) and its own scope is ignored. To fix: add \(element.displayName) with a scope at "
          + "least as long as \(holder.scope) (`scope: .singleton` where it is added to the collection), give "
          + "\(holder.displayName) a shorter one, or inject a closure that resolves \(name) when needed.",
        site: holder.site.description)
    }
  }

  /// Whether `holder`'s instance keeps the instance of `held` it received along `edge`. An
  /// autowired registration keeps its parameters by construction. A closure factory may only
  /// read a value out of what it resolves: its dry run shows whether the instance it received
  /// (a class instance; a value type is copied) was still alive, with only the holder's own
  /// instance left, once the graph was built. Not dry-run here (it failed, or was not checked):
  /// that is reported on its own, so nothing is claimed.
  private func keeps(_ holder: RegistryEntry, _ held: RegistryEntry, _ edge: RecordedEdge) -> Bool {
    if holder.extras.declaredDependencies != nil, !edge.onlyFromHooks { return true }
    return kept[holder.key]?.contains(held.key) ?? false
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

extension GraphAnalysis {
  /// `holder` needs `held`, which is built on an actor `holder` is not isolated to: resolving
  /// `holder` anywhere but there fails.
  ///
  /// - Parameter name: How `held` is named in the message; made only when there is one (naming a
  ///   type looks up its conformances, a scan of the binary's).
  func isolationCrossing(_ holder: RegistryEntry, _ held: RegistryEntry, name: @autoclosure () -> String)
    -> VerificationProblem?
  {
    guard held.flags.needsIsolation, !Self.sameIsolation(holder, held) else { return nil }
    let name = name()
    let actor = Isolation.actorName(of: held)
    let holderRuns =
      holder.flags.needsIsolation ? "is built on \(Isolation.actorName(of: holder))" : "may be resolved on any thread"
    var fix =
      held.flags.options.contains(.actor)
      ? "register \(holder.displayName) isolated to \(actor) too (from code isolated to it, or with "
        + "`isolation:`), or resolve \(name) where it is used, in code isolated to \(actor)."
      : "register \(holder.displayName) with `isolation: MainActor.shared` too."
    // Inherited from a composer's actor, not asked for: the likelier fix comes first.
    let inherited =
      held.flags.inheritsIsolation
      ? ": its closure inherited \(actor) from the code that registered it (a composer isolated to it), though "
        + "nothing in its registration names \(actor)" : ""
    if held.flags.inheritsIsolation {
      fix = Diagnostics.inheritedIsolationFix(held, actor: actor) + " Otherwise, " + fix
    }
    return VerificationProblem(
      kind: .isolation, path: [holder.displayName, name],
      message: "\(holder.displayName) (added at \(holder.site)) \(holderRuns), but needs \(name), which is built on "
        + "\(actor) (added at \(held.site)\(inherited)): resolving it anywhere but on \(actor) fails. To fix: \(fix)",
      site: holder.site.description)
  }

  /// Whether `holder` runs where `held` must: the main actor for both, or one other actor.
  private static func sameIsolation(_ holder: RegistryEntry, _ held: RegistryEntry) -> Bool {
    if held.flags.needsMainActor, !holder.flags.needsMainActor { return false }
    guard held.flags.options.contains(.actor) else { return true }
    guard holder.flags.options.contains(.actor), let a = holder.someExtras?.actor, let b = held.someExtras?.actor
    else { return false }
    return a === b
  }
}
