extension GraphAnalysis {
  /// A node of the rendered graph: a registration, or a key that nothing registers.
  private struct Node {
    let id: String
    let lines: [String]
    let missing: Bool
  }

  /// The examined registrations and edges as Mermaid or DOT text. Node order follows
  /// registration order, so the output is stable for the same composition.
  func render(_ format: GraphFormat) -> String {
    var nodes: [Node] = []
    var ids: [DependencyKey: String] = [:]
    func node(for entry: RegistryEntry) -> String {
      if let id = ids[entry.key] { return id }
      let id = "n\(nodes.count)"
      ids[entry.key] = id
      var traits = [entry.isCollection ? "collection" : entry.scope.name]
      if entry.flags.needsIsolation { traits.append(Isolation.actorName(of: entry, article: false)) }
      if entry.isAsync { traits.append("async") }
      var lines = [entry.displayName, traits.joined(separator: ", ")]
      if let reason = inheritedOwn[entry.key] { lines.append("own instance here: \(reason)") }
      if !entry.extras.decorators.isEmpty {
        lines.append("decorated by " + entry.extras.decorators.map(\.site.description).joined(separator: " → "))
      }
      nodes.append(Node(id: id, lines: lines, missing: false))
      return id
    }
    for entry in entries { _ = node(for: entry) }
    var links: [(from: String, to: String, forward: Bool)] = []
    for edge in edges {
      guard let holder = container.lookup(edge.edge.from)?.entry else { continue }
      let from = node(for: holder)
      let to: String
      if let target = resolvedEntry(edge.edge.to, service: edge.service) {
        to = node(for: target)
      } else if let id = ids[edge.edge.to] {
        to = id
      } else {
        to = "n\(nodes.count)"
        ids[edge.edge.to] = to
        let name = Diagnostics.describe(edge.service, name: edge.edge.to.name, arguments: edge.arguments)
        nodes.append(Node(id: to, lines: [name, "missing"], missing: true))
      }
      links.append((from, to, holder.isForward))
    }
    switch format {
    case .mermaid: return mermaid(nodes, links)
    case .dot: return dot(nodes, links)
    }
  }

  private func mermaid(_ nodes: [Node], _ links: [(from: String, to: String, forward: Bool)]) -> String {
    func escape(_ text: String) -> String {
      text.replacingAll("&", with: "#amp;").replacingAll("\"", with: "#quot;").replacingAll("<", with: "#lt;")
        .replacingAll(">", with: "#gt;")
    }
    var lines = ["graph LR"]
    for node in nodes {
      let label = node.lines.map(escape).joined(separator: "<br/>")
      lines.append("  \(node.id)[\"\(label)\"]\(node.missing ? ":::missing" : "")")
    }
    for link in links {
      lines.append(link.forward ? "  \(link.from) -.->|implements| \(link.to)" : "  \(link.from) --> \(link.to)")
    }
    if nodes.contains(where: \.missing) {
      lines.append("  classDef missing fill:#fee,stroke:#c00,stroke-dasharray:4 3,color:#900")
    }
    return lines.joined(separator: "\n")
  }

  private func dot(_ nodes: [Node], _ links: [(from: String, to: String, forward: Bool)]) -> String {
    func escape(_ text: String) -> String {
      text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
    }
    var lines = ["digraph InjectKit {", "  rankdir=LR;", "  node [shape=box];"]
    for node in nodes {
      let label = node.lines.map(escape).joined(separator: "\\n")
      let style = node.missing ? ", style=dashed, color=red, fontcolor=red" : ""
      lines.append("  \(node.id) [label=\"\(label)\"\(style)];")
    }
    for link in links {
      lines.append("  \(link.from) -> \(link.to)\(link.forward ? " [style=dashed, label=\"implements\"]" : "");")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }
}
