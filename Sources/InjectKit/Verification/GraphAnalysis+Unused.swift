extension GraphAnalysis {
  /// With the app's entry points given (`verify(roots:)`): each of this container's
  /// registrations that nothing reachable from them needs, and each root nothing registers.
  ///
  /// A root type stands for every registration of that type (any name, any arguments). What
  /// the roots reach follows every recorded edge: factories', hooks', decorators', forwarding,
  /// a collection's elements.
  func unusedProblems(roots: [Any.Type]) -> [VerificationProblem] {
    guard !roots.isEmpty else { return [] }
    var graph = DependencyGraph(self)
    var problems: [VerificationProblem] = []
    var starts: [DependencyGraph.Node] = []
    let rootNames = roots.map { Diagnostics.shortName($0) }.joined(separator: ", ")
    for root in roots {
      let matching = graph.order.filter { node in
        graph.registrations[node].map { ObjectIdentifier($0.entry.service) == ObjectIdentifier(root) } ?? false
      }
      if !matching.isEmpty {
        starts += matching
      } else if let found = lookup(DependencyKey(root, name: nil), service: root) {
        starts.append(graph.node(answering: found.entry.key, service: root))
      } else {
        let name = Diagnostics.shortName(root)
        problems.append(
          VerificationProblem(
            kind: .missingDependency, path: [name],
            message: "\(name) is one of the roots given to verify(roots:), but nothing in container "
              + "\(container.label) or its parents registers it. To fix: register it, or correct the type in "
              + "the roots."))
      }
    }
    let reached = graph.reachable(from: starts)
    // What the roots reach but verification could not check: its dependencies are not known.
    let unchecked = graph.order.compactMap { node -> String? in
      guard reached.contains(node), let entry = graph.registrations[node]?.entry else { return nil }
      switch outcomes[entry.key] {
      case .failed?, .unverified?, .optedOut?: return entry.displayName
      default: return hookOutcomes[entry.key].map { _ in entry.displayName }
      }
    }
    let caveat =
      unchecked.isEmpty
      ? ""
      : " It may be needed by \(unchecked.joined(separator: ", ")), which the roots reach but verify() could not "
        + "fully check (what \(unchecked.count == 1 ? "it needs is" : "they need is") not known)."
    for entry in entries where entry.isRegistration {
      guard !reached.contains(.registration(ObjectIdentifier(entry))) else { continue }
      let what = entry.isForward ? "\(entry.displayName) (implements)" : entry.displayName
      problems.append(
        VerificationProblem(
          kind: .unusedRegistration, path: [entry.displayName],
          message: "\(what) (added at \(entry.site)) is needed by nothing the roots (\(rootNames)) reach: dead "
            + "wiring, left after a feature was removed?\(caveat) To fix: remove the registration, or, if the app "
            + "resolves it directly (an `@Inject` property, a `resolve` outside any factory), add "
            + "\(Diagnostics.shortName(entry.service)) to the roots.",
          site: entry.site.description))
    }
    return problems
  }
}
