import InjectKitSwinject

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `operations` operations of `scenario` through InjectKitSwinject, the Swinject drop-in:
/// the code of `runSwinject` (Swinject.swift) for the rows Swinject's API is measured on, line for
/// line, with `import InjectKitSwinject` instead of `import Swinject` (what `Compat/Swinject`
/// re-exports).
///
/// Only the five Swinject-API rows exist here; the others are InjectKit's own API.
func runDropIn(_ scenario: Scenario, operations: Int) {
  let container = Container()
  switch scenario {
  case .transient:
    container.register(Leaf.self) { _ in Leaf() }
    sink(container.resolve(Leaf.self)!)
    for _ in 0..<operations { sink(container.resolve(Leaf.self)!) }
  case .singleton:
    container.register(Leaf.self) { _ in Leaf() }.inObjectScope(.container)
    sink(container.resolve(Leaf.self)!)
    for _ in 0..<operations { sink(container.resolve(Leaf.self)!) }
  case .chain:
    container.register(ChainTop.self) { r in ChainTop(middle: r.resolve(ChainMiddle.self)!) }
    container.register(ChainMiddle.self) { r in ChainMiddle(bottom: r.resolve(ChainBottom.self)!) }
    container.register(ChainBottom.self) { _ in ChainBottom() }
    sink(container.resolve(ChainTop.self)!)
    for _ in 0..<operations { sink(container.resolve(ChainTop.self)!) }
  case .argument:
    container.register(OneArgument.self) { (_: Resolver, id: Int) in OneArgument(id: id) }
    sink(container.resolve(OneArgument.self, argument: 42)!)
    for _ in 0..<operations { sink(container.resolve(OneArgument.self, argument: 42)!) }
  case .named:
    container.register(Leaf.self, name: "primary") { _ in Leaf() }
    container.register(Leaf.self, name: "secondary") { _ in Leaf() }
    sink(container.resolve(Leaf.self, name: "primary")!)
    for _ in 0..<operations { sink(container.resolve(Leaf.self, name: "primary")!) }
  default:
    printError(
      "InjectKitInstructions: no drop-in row `\(scenario.rawValue)`: the drop-in runs only "
        + "\(Scenario.dropInRows.map(\.rawValue).joined(separator: ", ")). "
        + "To fix: pick one of those, or another implementation.")
    exit(2)
  }
  keepAlive(container)
}

extension Scenario {
  /// The rows written against Swinject's API that the drop-in runs too (issue 30's table).
  static let dropInRows: [Scenario] = [.transient, .singleton, .chain, .argument, .named]
}
