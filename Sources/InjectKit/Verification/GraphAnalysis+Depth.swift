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
    let graph = DependencyGraph(self)
    guard let chain = graph.deepestChain(), chain.count > 32 else { return [] }
    let names = chain.compactMap { graph.registrations[$0]?.entry.displayName }
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
        site: graph.registrations[chain[0]]?.entry.site.description ?? "")
    ]
  }
}

extension DependencyGraph {
  /// The longest chain of registrations, each built inside the one before (edges a factory or a
  /// decorator asked for, not hooks), from its top; nil for a graph without registrations. Edges that
  /// close a cycle are not followed (cycles are reported on their own). Iterative: the graph may be
  /// deeper than a thread's stack allows recursion.
  func deepestChain() -> [Node]? {
    var depth: [Node: Int] = [:]
    var next: [Node: Node] = [:]
    var onPath: Set<Node> = []
    for start in order where registrations[start] != nil && depth[start] == nil {
      // Post-order: a node's depth once every node it asks for has one.
      var stack: [(node: Node, expanded: Bool)] = [(start, false)]
      while let (node, expanded) = stack.popLast() {
        if expanded {
          onPath.remove(node)
          var best = 1
          for link in outgoing[node] ?? [] where !link.recorded.onlyFromHooks && registrations[link.to] != nil {
            if let below = depth[link.to], below + 1 > best {
              best = below + 1
              next[node] = link.to
            }
          }
          depth[node] = best
          continue
        }
        guard depth[node] == nil, onPath.insert(node).inserted else { continue }
        stack.append((node, true))
        for link in outgoing[node] ?? [] where !link.recorded.onlyFromHooks && registrations[link.to] != nil {
          if depth[link.to] == nil, !onPath.contains(link.to) { stack.append((link.to, false)) }
        }
      }
    }
    guard let top = depth.max(by: { $0.value < $1.value || ($0.value == $1.value && "\($0.key)" > "\($1.key)") })?.key
    else { return nil }
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
