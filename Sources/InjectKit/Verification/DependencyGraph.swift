/// The graph a verification records, as the queries walk it (`explain`, `dependents(of:)`, unused
/// registrations, snapshots): its registrations, and the edges between them in both directions.
///
/// A node is a registration the checked container reaches (its own, or a parent's it resolves),
/// forwarding (`implements`) and collections included, or a key nothing registers. Edges are
/// the distinct ones verification recorded, in the order first seen.
struct DependencyGraph {
  enum Node: Hashable {
    case registration(ObjectIdentifier)
    /// A key nothing in reach registers.
    case missing(DependencyKey)
  }

  /// A registration, with the container that holds it.
  struct Registered {
    let entry: RegistryEntry
    let owner: Dependencies
  }

  /// One recorded edge, with the registration that asked and the one that answered.
  struct Link {
    let from: Node
    let to: Node
    let recorded: GraphAnalysis.RecordedEdge
  }

  let analysis: GraphAnalysis
  /// Every node's registration (none for missing keys).
  private(set) var registrations: [Node: Registered] = [:]
  /// Nodes in a stable order: the checked container's registrations as registered, then the
  /// rest as first met.
  private(set) var order: [Node] = []
  private var known: Set<Node> = []
  private(set) var outgoing: [Node: [Link]] = [:]
  private(set) var incoming: [Node: [Link]] = [:]

  /// The graph of `analysis`, which has examined every registration.
  init(_ analysis: GraphAnalysis) {
    self.analysis = analysis
    for entry in analysis.entries where entry.isRegistration || entry.isCollection {
      _ = add(entry, owner: analysis.container)
    }
    for edge in analysis.edges {
      guard let asker = analysis.container.lookup(edge.edge.from) else { continue }
      let from = add(asker.entry, owner: asker.owner)
      let to = node(answering: edge.edge.to, service: edge.service)
      let link = Link(from: from, to: to, recorded: edge)
      outgoing[from, default: []].append(link)
      incoming[to, default: []].append(link)
    }
  }

  /// The node that answers `key`, asked for as `service`, from the checked container.
  mutating func node(answering key: DependencyKey, service: Any.Type) -> Node {
    guard let found = analysis.lookup(key, service: service) else {
      let node = Node.missing(key)
      if known.insert(node).inserted { order.append(node) }
      return node
    }
    return add(found.entry, owner: found.owner)
  }

  private mutating func add(_ entry: RegistryEntry, owner: Dependencies) -> Node {
    let node = Node.registration(ObjectIdentifier(entry))
    if known.insert(node).inserted {
      registrations[node] = Registered(entry: entry, owner: owner)
      order.append(node)
    }
    return node
  }

  /// How paths name `node`: the registration's key, or the missing key as it was asked for.
  func name(of node: Node) -> String {
    if let registered = registrations[node] { return registered.entry.displayName }
    guard let recorded = incoming[node]?.first?.recorded else { return "" }
    return Diagnostics.describe(recorded.service, name: recorded.edge.to.name, arguments: recorded.arguments)
  }

  // MARK: Walking it

  /// Nodes nothing depends on: the graph's entry points.
  var roots: [Node] {
    order.filter { node in (incoming[node] ?? []).allSatisfy { $0.from == node } }
  }

  /// Every path from a root to `target`, as nodes, up to `limit` of them, in a stable order;
  /// and whether more were left out (also when the walk took too long to tell). A path never
  /// visits a node twice.
  func paths(to target: Node, limit: Int) -> (paths: [[Node]], more: Bool) {
    var found: [[Node]] = []
    var more = false
    var path: [Node] = [target]
    var onPath: Set<Node> = [target]
    var askersOf: [Node: [Node]] = [:]
    var steps = 0
    // Depth-first over the askers, iteratively: a deep graph must not exhaust the stack.
    var stack: [(node: Node, next: Int)] = [(target, 0)]
    while let (node, next) = stack.last {
      steps += 1
      if steps > 100 * (limit + order.count) {
        more = true
        break
      }
      if askersOf[node] == nil { askersOf[node] = (incoming[node] ?? []).map(\.from).filter { $0 != node } }
      let askers = askersOf[node] ?? []
      if next == 0, askers.isEmpty {
        if found.count == limit {
          more = true
          break
        }
        found.append(path.reversed())
      }
      if next < askers.count {
        stack[stack.count - 1].next += 1
        let asker = askers[next]
        if onPath.insert(asker).inserted {
          path.append(asker)
          stack.append((asker, 0))
        }
      } else {
        stack.removeLast()
        onPath.remove(path.removeLast())
      }
    }
    return (found, more)
  }

  /// Everything that depends on `target`, directly or not: each once, nearest first, with its
  /// distance and the edge it depends through (its own edge toward `target`).
  func dependents(of target: Node) -> [(node: Node, distance: Int, link: Link)] {
    var result: [(node: Node, distance: Int, link: Link)] = []
    var seen: Set<Node> = [target]
    var frontier = [target]
    var distance = 0
    while !frontier.isEmpty {
      distance += 1
      var next: [Node] = []
      for node in frontier {
        for link in incoming[node] ?? [] where seen.insert(link.from).inserted {
          result.append((link.from, distance, link))
          next.append(link.from)
        }
      }
      frontier = next
    }
    return result
  }

  /// The nodes `roots` reach, themselves included.
  func reachable(from roots: [Node]) -> Set<Node> {
    var seen = Set(roots)
    var stack = roots
    while let node = stack.popLast() {
      for link in outgoing[node] ?? [] where seen.insert(link.to).inserted { stack.append(link.to) }
    }
    return seen
  }
}

extension GraphAnalysis {
  /// The registration a key resolves to from the checked container, following `Wrapped?` to
  /// `Wrapped` and `[T]`'s alias to its collection, with the container that holds it.
  func lookup(_ key: DependencyKey, service: Any.Type) -> (entry: RegistryEntry, owner: Dependencies)? {
    if let found = container.lookup(key) {
      if let collection = found.entry.aliasedCollection { return (collection, found.owner) }
      return (found.entry, found.owner)
    }
    if let wrapped = (service as? any OptionalResolvable.Type)?.wrappedType {
      return lookup(DependencyKey(wrapped, arguments: Void.self, name: key.name), service: wrapped)
    }
    return nil
  }
}
