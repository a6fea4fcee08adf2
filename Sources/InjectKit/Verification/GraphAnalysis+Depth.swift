/// Verification and resolution agree on how deep a graph can be built (issue 46, item 3): a dry
/// run builds a deep graph in steps, never deeper than `DryRunMemo.nestingLimit`, but a resolve
/// nests one factory inside another all the way down, and stops with `tooDeep` at
/// `Resolution.maximumDepth` or when the thread's stack runs out. So `verify()` measures the
/// deepest chain of builds in the graph, and reports it when resolving its top from the thread
/// that verifies would stop.
extension GraphAnalysis {
  /// A `tooDeep` problem for the deepest chain of nested builds, when resolving its top from this
  /// thread would stop: past `Resolution.maximumDepth`, or past the stack this thread has left at
  /// the stack one level takes here (measured by `stackBytesPerLevel`).
  func depthProblems() -> [VerificationProblem] {
    let chain = deepestChain()
    guard chain.count > 32 else { return [] }
    let names = chain.map { key in container.lookup(key)?.entry.displayName ?? "\(key)" }
    guard let top = names.first, let bottom = names.last else { return [] }
    let depth = chain.count
    let shown = depth > 6 ? names.prefix(3) + ["…"] + names.suffix(2) : names[...]
    let why: String
    if depth >= Resolution.maximumDepth {
      why = "a resolve stops with tooDeep at \(Resolution.maximumDepth) levels, on any thread"
    } else {
      guard let room = CurrentThread.current.stackRoom() else { return [] }
      let perLevel = Resolution.stackBytesPerLevel()
      let needed = UInt(depth) * perLevel
      guard needed > room else { return [] }
      why =
        "at about \(perLevel / 1024 + 1) KB of stack a level (measured here), that needs about "
        + "\(needed / 1024) KB, more than the \(room / 1024) KB this thread has left, so resolving \(top) from "
        + "here stops with tooDeep (a thread with a larger stack, or a release build, may build it)"
    }
    return [
      VerificationProblem(
        kind: .tooDeep, path: Array(shown),
        message: "building \(top) nests \(depth) registrations inside each other, down to \(bottom): \(why). To fix: "
          + "make the chain shallower (a registration can take what it needs from a shared service or a collection "
          + "instead of the next level), or resolve a singleton far down the chain first, on a thread with room, so "
          + "that building \(top) finds it built.",
        site: container.lookup(chain[0])?.entry.site.description ?? "")
    ]
  }

  /// The longest chain of keys, each asked for by the factory (or a decorator) of the one before, from
  /// its top; empty without edges. Hook edges, and edges that close a cycle (reported on their
  /// own), are not followed. On the recorded edges' keys, not on the registrations they name: what
  /// a longest chain costs to find is a hash of each edge's keys (`DependencyGraph` would look every
  /// key up). Iterative: the graph may be deeper than a thread's stack allows recursion.
  func deepestChain() -> [DependencyKey] {
    // The adjacency verification keeps for declared registrations, shared (built once).
    let outgoing = declaredAdjacency
    var tops: [DependencyKey] = []
    var seenTops: Set<DependencyKey> = []
    for recorded in edges where !recorded.onlyFromHooks && seenTops.insert(recorded.edge.from).inserted {
      tops.append(recorded.edge.from)
    }
    guard !tops.isEmpty else { return [] }
    var depth: [DependencyKey: Int] = [:]
    var next: [DependencyKey: DependencyKey] = [:]
    var onPath: Set<DependencyKey> = []
    for start in tops where depth[start] == nil {
      // Post-order: a key's depth once every key it asks for has one.
      var stack: [(key: DependencyKey, expanded: Bool)] = [(start, false)]
      while let (key, expanded) = stack.popLast() {
        if expanded {
          onPath.remove(key)
          var best = 1
          for child in outgoing[key] ?? [] {
            if let belowDepth = depth[child.to], belowDepth + 1 > best {
              best = belowDepth + 1
              next[key] = child.to
            }
          }
          depth[key] = best
          continue
        }
        guard depth[key] == nil, onPath.insert(key).inserted else { continue }
        stack.append((key, true))
        for child in outgoing[key] ?? [] where depth[child.to] == nil && !onPath.contains(child.to) {
          stack.append((child.to, false))
        }
      }
    }
    // The deepest, the first met among equals.
    var top = tops[0]
    for key in tops where depth[key] ?? 0 > depth[top] ?? 0 { top = key }
    var chain = [top]
    while let below = next[chain[chain.count - 1]] { chain.append(below) }
    return chain
  }
}

extension Resolution {
  /// The stack one level of nested resolves takes on this build and thread, measured once per
  /// process: a chain of singletons, each asking the next through its `Resolver`, in a container
  /// of its own.
  static func stackBytesPerLevel() -> UInt {
    if let measured = measuredStackBytesPerLevel.withLock({ $0 }) { return measured }
    final class Probe: Sendable {}
    let positions = Protected<[UInt]>([])
    let levels = 8
    let scratch = Dependencies(label: "stack probe")
    for level in 0...levels {
      scratch.add(Probe.self, name: "\(level)", scope: .singleton) { r in
        positions.withLock { $0.append(CurrentThread.stackPosition) }
        if level < levels { _ = try r.resolve(Probe.self, name: "\(level + 1)") }
        return Probe()
      }
    }
    _ = try? scratch.tryResolve(Probe.self, name: "0")
    let seen = positions.withLock { $0 }
    let perLevel =
      seen.count == levels + 1 && seen[0] > seen[levels] ? (seen[0] - seen[levels]) / UInt(levels) : 4 * 1024
    measuredStackBytesPerLevel.withLock { $0 = perLevel }
    return perLevel
  }

  private static let measuredStackBytesPerLevel = Protected<UInt?>(nil)
}
