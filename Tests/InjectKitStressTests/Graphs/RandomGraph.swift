import InjectKit

/// A random registration graph, generated from a seed and installed into containers.
struct RandomGraph: CustomStringConvertible {
  /// One registration.
  struct Spec: CustomStringConvertible {
    enum Style { case autowired, closure }

    let key: GraphKey
    let scope: Scope
    let style: Style
    /// Keys the factory resolves, in order; `withArgument` edges pass an `Int`.
    let edges: [(key: GraphKey, withArgument: Bool)]
    let throwing: Bool
    /// Registered with an `Int` argument: `verify()` skips it, so it is only a dependency here.
    let takesArgument: Bool
    /// Added to the parent container instead of the verified child.
    let inParent: Bool
    /// Preceded by a replaced registration of the same key (a duplicate, which verify warns about).
    let duplicated: Bool

    var description: String {
      let deps = edges.map { $0.withArgument ? "\($0.key)(Int)" : "\($0.key)" }.joined(separator: ", ")
      return "\(inParent ? "parent." : "")\(style == .autowired ? "autowire" : "add")"
        + "(\(key.displayName(withArgument: takesArgument)), \(scope)) -> [\(deps)]"
        + (throwing ? " throws" : "") + (duplicated ? " (re-added)" : "")
    }
  }

  let seed: UInt64
  let specs: [Spec]
  let hasParent: Bool

  var description: String {
    "graph seed \(seed)\(hasParent ? " (with parent)" : ""):\n" + specs.map { "  \($0)" }.joined(separator: "\n")
  }

  static let scopes: [Scope] = [.transient, .singleton, .weak, .graph, .custom("session")]

  init(seed: UInt64) {
    self.seed = seed
    var random = SplitMix64(seed: seed)
    hasParent = random.chance(0.25)
    let unnamed = GraphKey.pool.filter { $0.name == nil }
    var specs: [Spec] = []
    for key in GraphKey.pool where random.chance(0.85) {
      // Autowiring is for the `WiredN` types (any name would do, but their parameters must be
      // unnamed); closures may depend on any key, with or without an argument.
      let autowired = key.type != 0 && random.chance(0.7)
      let count = Int(random.next() % (autowired ? 3 : 4))
      let edges: [(key: GraphKey, withArgument: Bool)] = (0..<count).map { _ in
        autowired
          ? (unnamed.randomElement(using: &random)!, false)
          : (GraphKey.pool.randomElement(using: &random)!, random.chance(0.08))
      }
      specs.append(
        Spec(
          key: key, scope: Self.scopes.randomElement(using: &random)!, style: autowired ? .autowired : .closure,
          edges: edges, throwing: !autowired && random.chance(0.08),
          takesArgument: !autowired && random.chance(0.08), inParent: hasParent && random.chance(0.4),
          duplicated: random.chance(0.05)))
    }
    self.specs = specs
  }

  /// Registers the graph: into `child`, and the `inParent` specs into `parent`.
  func install(into child: Dependencies, parent: Dependencies) {
    for spec in specs {
      let container = spec.inParent ? parent : child
      if spec.duplicated { Self.register(GraphKey.types[spec.key.type], spec: spec, edges: [], in: container) }
      Self.register(GraphKey.types[spec.key.type], spec: spec, edges: spec.edges, in: container)
    }
  }

  private static func register<T: GraphValue>(
    _ type: T.Type, spec: Spec, edges: [(key: GraphKey, withArgument: Bool)], in container: Dependencies
  ) {
    switch spec.style {
    case .autowired:
      let types = edges.map(\.key.metatype)
      switch types.count {
      case 0: container.autowire(T.self, name: spec.key.name, scope: spec.scope) { T() }
      case 1: autowire(T.self, types[0], spec: spec, in: container)
      default: autowire(T.self, types[0], types[1], spec: spec, in: container)
      }
    case .closure:
      let throwing = spec.throwing
      let build: @Sendable (any Resolver) throws -> T = { r in
        for edge in edges { try resolve(edge.key.metatype, name: edge.key.name, withArgument: edge.withArgument, r) }
        if throwing { throw GraphFault() }
        return T()
      }
      if spec.takesArgument {
        container.add(T.self, name: spec.key.name, scope: spec.scope) { (r: any Resolver, _: Int) in try build(r) }
      } else {
        container.add(T.self, name: spec.key.name, scope: spec.scope, build)
      }
    }
  }

  private static func autowire<T: GraphValue, D: GraphValue>(
    _ type: T.Type, _ dependency: D.Type, spec: Spec, in container: Dependencies
  ) {
    container.autowire(T.self, name: spec.key.name, scope: spec.scope) { (_: D) in T() }
  }

  private static func autowire<T: GraphValue, D: GraphValue, E: GraphValue>(
    _ type: T.Type, _ first: D.Type, _ second: E.Type, spec: Spec, in container: Dependencies
  ) {
    container.autowire(T.self, name: spec.key.name, scope: spec.scope) { (_: D, _: E) in T() }
  }

  private static func resolve<D: GraphValue>(
    _ type: D.Type, name: String?, withArgument: Bool, _ r: any Resolver
  ) throws(ResolutionError) {
    if withArgument {
      _ = try r.resolve(D.self, name: name, arguments: 7)
    } else {
      _ = try r.resolve(D.self, name: name)
    }
  }
}
