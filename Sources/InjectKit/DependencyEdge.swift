/// One dependency of the graph: a registration that asks for a key, and what answers it.
///
/// ```swift
/// for edge in deps.explain(HomePresenterDelegate.self).dependencies {
///   print(edge)   // HomePresenter → Analytics [singleton]
/// }
/// ```
public struct DependencyEdge: Sendable, Equatable, CustomStringConvertible {
  /// The key of the registration that asks.
  public var from: String
  /// The key asked for.
  public var to: String
  /// The registration that answers it; nil when nothing in reach registers the key.
  public var target: RegistrationSummary?
  /// Whether only `onResolved` hooks ask for it, once the graph is built (so it closes no cycle).
  public var isFromHooksOnly: Bool

  /// Creates an edge; the graph queries make these, tests may compare against them.
  ///
  /// - Parameters:
  ///   - from: The key of the registration that asks.
  ///   - to: The key asked for.
  ///   - target: The registration that answers it, or nil.
  ///   - isFromHooksOnly: Whether only `onResolved` hooks ask for it.
  public init(from: String, to: String, target: RegistrationSummary?, isFromHooksOnly: Bool = false) {
    self.from = from
    self.to = to
    self.target = target
    self.isFromHooksOnly = isFromHooksOnly
  }

  /// `HomePresenter → Analytics [singleton]`; `→ Store (missing)` when nothing registers it;
  /// ` (onResolved)` when only hooks ask for it.
  public var description: String {
    let answer = target.map { " \($0.traits)" } ?? " (missing)"
    return "\(from) → \(to)\(answer)\(isFromHooksOnly ? " (onResolved)" : "")"
  }
}

extension DependencyEdge {
  /// The edge `link` of `graph`.
  init(_ link: DependencyGraph.Link, in graph: DependencyGraph) {
    let target = graph.registrations[link.to].map { RegistrationSummary($0.entry, owner: $0.owner) }
    let from = graph.registrations[link.from]?.entry.displayName ?? ""
    let recorded = link.recorded
    self.init(
      from: from,
      to: target?.key
        ?? Diagnostics.describe(
          recorded.service, name: recorded.edge.to.name,
          arguments: recorded.arguments),
      target: target, isFromHooksOnly: recorded.onlyFromHooks)
  }
}
