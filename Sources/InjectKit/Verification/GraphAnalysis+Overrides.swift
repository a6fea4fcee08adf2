extension GraphAnalysis {
  /// A parent's cached registration this container builds an instance of its own of, and why
  /// (`Resolution.resolveOverridable`): its graph reaches a key a container from this one up to
  /// the registration's (excluded) registers.
  struct InheritedOwnInstance {
    let entry: RegistryEntry
    /// `reaches APIClient, registered in "test"`.
    let reason: String
  }

  /// The parents' cached registrations this container would build instances of its own of,
  /// found by dry-running each from here: verification examines them with this container's
  /// registrations, so `verify()` checks the graph the container builds, and `graph()` marks them.
  /// None for a container without parents or registrations.
  func inheritedOwnInstances() -> [InheritedOwnInstance] {
    guard let parent = container.parent, container.registry.typeBits != 0 else { return [] }
    var shadowed = Set(container.registry.all.map(\.key))
    var candidates: [(entry: RegistryEntry, owner: Dependencies)] = []
    var next: Dependencies? = parent
    while let ancestor = next {
      for entry in ancestor.registry.all where shadowed.insert(entry.key).inserted {
        if entry.isRegistration, entry.flags.isCached, !entry.isAsync, unverifiedReason(entry, async: false) == nil {
          candidates.append((entry, ancestor))
        }
      }
      next = ancestor.parent
    }
    return candidates.compactMap { candidate in
      let recorder = DryRunRecorder()
      _ = DryRunResult.run(
        candidate.entry, in: container, memo: DryRunMemo(recorder: recorder), recorder: recorder,
        isolation: isolation, observing: false)
      let reached = Self.reached(from: candidate.entry.key, along: recorder.edges)
      guard let home = Reach.findHome(reached: reached, from: container, below: candidate.owner),
        let hit = recorder.edges.first(where: { reached.contains($0.to) && home.registry.holds($0.to) })
      else { return nil }
      let key = Diagnostics.describe(hit.service, name: hit.to.name, arguments: hit.arguments)
      return InheritedOwnInstance(entry: candidate.entry, reason: "reaches \(key), registered in \(home.label)")
    }
  }

  /// `inheritedOwnInstances()`, remembered in `inheritedOwn`: the entries to examine with this
  /// container's own.
  func adoptInheritedOwnInstances() -> [RegistryEntry] {
    let adopted = inheritedOwnInstances()
    for own in adopted { inheritedOwn[own.entry.key] = own.reason }
    return adopted.map(\.entry)
  }

  /// The keys reachable from `key` along the recorded edges, `key` excluded unless on a cycle.
  private static func reached(from key: DependencyKey, along edges: [DryRunRecorder.Edge]) -> [DependencyKey] {
    var seen: Set<DependencyKey> = []
    var pending = [key]
    var reached: [DependencyKey] = []
    while let next = pending.popLast() {
      for edge in edges where edge.from == next && seen.insert(edge.to).inserted {
        reached.append(edge.to)
        pending.append(edge.to)
      }
    }
    return reached
  }
}
