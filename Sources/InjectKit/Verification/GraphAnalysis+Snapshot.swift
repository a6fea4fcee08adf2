extension GraphAnalysis {
  /// The graph as lines of text for review (`Dependencies.graphSnapshotLines()`): one per
  /// registration, then one per edge, sorted, so the same wiring is the same text whatever the
  /// order it was registered in. Each names scopes and isolation, and nothing that churns:
  /// no line numbers, no addresses, no generated container labels.
  ///
  /// ```text
  /// registration Cache [singleton]
  /// registration Formatter [transient]
  /// edge Cache [singleton] → Formatter [transient]
  /// ```
  func snapshotLines() -> [String] {
    let graph = DependencyGraph(self)
    var registrations: [String] = []
    var edges: [String] = []
    for node in graph.order {
      guard let registered = graph.registrations[node] else { continue }
      registrations.append("registration " + describe(registered, in: graph))
      for link in graph.outgoing[node] ?? [] {
        let to =
          graph.registrations[link.to].map { describe($0, in: graph) }
          ?? "\(Self.stable(graph.name(of: link.to))) (missing)"
        edges.append(
          "edge \(describe(registered, in: graph)) → \(to)\(link.recorded.onlyFromHooks ? " (onResolved)" : "")")
      }
    }
    return Array(Set(registrations)).sorted() + Array(Set(edges)).sorted()
  }

  /// `Service (name: "x") [singleton, main actor]`, with what else a reviewer should see: a
  /// parent's registration, decorators, a registration verification could not check.
  private func describe(_ registered: DependencyGraph.Registered, in graph: DependencyGraph) -> String {
    let entry = registered.entry
    let summary = RegistrationSummary(entry, owner: registered.owner)
    var traits = String(summary.traits.dropFirst().dropLast())
    if registered.owner !== container {
      // A label the app chose; a generated one (`#3`) changes with the order containers are made.
      traits += registered.owner.label.hasPrefix("\"") ? ", in \(registered.owner.label)" : ", in a parent"
    }
    let decorators = entry.extras.decorators.count
    if decorators > 0 { traits += ", decorated ×\(decorators)" }
    if registered.owner === container, case .unverified? = outcomes[entry.key] { traits += ", not checked" }
    return "\(Self.stable(summary.key)) [\(Self.stable(traits))]"
  }

  /// `text` without what differs from build to build: the address in a private type's name,
  /// `(unknown context at $10a3c).` (no `String.contains(_:)`: it needs macOS 13 without Foundation).
  static func stable(_ text: String) -> String {
    let marker = "(unknown context at $"
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      guard text[index...].hasPrefix(marker), let close = text[index...].firstIndex(of: ")") else {
        result.append(text[index])
        index = text.index(after: index)
        continue
      }
      index = text.index(after: close)
      if index < text.endIndex, text[index] == "." { index = text.index(after: index) }
    }
    return result
  }
}
