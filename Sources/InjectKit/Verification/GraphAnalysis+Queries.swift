extension GraphAnalysis {
  /// `Dependencies.explain(_:name:)` for `key`, asked for as `service`, once every registration
  /// has been examined.
  func explain(_ key: DependencyKey, service: Any.Type) -> DependencyExplanation {
    var graph = DependencyGraph(self)
    let node = graph.node(answering: key, service: service)
    guard let registered = graph.registrations[node] else {
      let paths = graph.paths(to: node, limit: DependencyExplanation.pathLimit)
      return DependencyExplanation(
        key: Diagnostics.describe(service, name: key.name), registration: nil,
        paths: paths.paths.map { $0.map(graph.name(of:)) }, hasMorePaths: paths.more)
    }
    // A forwarding registration hands the request on: what builds the instance is its target's.
    var builder = node
    var hops = 0
    while let target = graph.registrations[builder]?.entry.forwardTarget, hops < 64,
      let next = graph.outgoing[builder]?.first(where: { $0.recorded.edge.to == target.key })?.to
    {
      builder = next
      hops += 1
    }
    let building = graph.registrations[builder]
    let paths = graph.paths(to: node, limit: DependencyExplanation.pathLimit)
    let names = Set([registered.entry.displayName, building?.entry.displayName].compactMap { $0 })
    return DependencyExplanation(
      key: registered.entry.displayName, registration: RegistrationSummary(registered.entry, owner: registered.owner),
      builtBy: builder == node ? nil : building.map { RegistrationSummary($0.entry, owner: $0.owner) },
      decorators: building?.entry.extras.decorators.map(\.site.description) ?? [],
      dependencies: (graph.outgoing[builder] ?? []).map { DependencyEdge($0, in: graph) },
      paths: paths.paths.map { $0.map(graph.name(of:)) }, hasMorePaths: paths.more,
      problems: problems().filter { names.contains($0.path.first ?? "") })
  }

  /// `Dependencies.dependents(of:name:)` for `key`, asked for as `service`.
  func dependents(of key: DependencyKey, service: Any.Type) -> [Dependent] {
    var graph = DependencyGraph(self)
    let node = graph.node(answering: key, service: service)
    return graph.dependents(of: node).compactMap { dependent in
      guard let registered = graph.registrations[dependent.node] else { return nil }
      return Dependent(
        registration: RegistrationSummary(registered.entry, owner: registered.owner), distance: dependent.distance,
        edge: DependencyEdge(dependent.link, in: graph))
    }
  }
}
