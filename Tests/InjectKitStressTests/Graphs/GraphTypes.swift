import InjectKit

/// A type random graphs register: one class under many names, plus distinct types for the
/// autowired registrations (autowiring resolves unnamed parameters, so each needs its own type).
protocol GraphValue: AnyObject, Sendable {
  init()
}

final class GraphNode: GraphValue { init() {} }
final class Wired0: GraphValue { init() {} }
final class Wired1: GraphValue { init() {} }
final class Wired2: GraphValue { init() {} }
final class Wired3: GraphValue { init() {} }

/// What a closure factory of a random graph throws.
struct GraphFault: Error {}

/// One key of the pool: a type and a name. Keys registered with an `Int` argument are told
/// apart by the spec, not the key (the same key is never registered both ways in one graph).
struct GraphKey: Hashable, Sendable, CustomStringConvertible {
  let type: Int
  let name: String?

  static let types: [any GraphValue.Type] = [GraphNode.self, Wired0.self, Wired1.self, Wired2.self, Wired3.self]

  /// Every key graphs draw from: `GraphNode` unnamed and under seven names, each `WiredN` unnamed.
  static let pool: [GraphKey] =
    [GraphKey(type: 0, name: nil)] + (1...7).map { GraphKey(type: 0, name: "n\($0)") }
    + (1..<types.count).map { GraphKey(type: $0, name: nil) }

  var metatype: any GraphValue.Type { Self.types[type] }

  /// How paths and listings name the key, mirroring the library's `Service (name: "x")` form.
  func displayName(withArgument: Bool = false) -> String {
    var text = String(describing: metatype)
    if let name { text += " (name: \"\(name)\")" }
    if withArgument { text += " with arguments (Int)" }
    return text
  }

  var description: String { displayName() }
}
