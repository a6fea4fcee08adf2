/// What the lifetime reports say: a survivor of a reset (`Survivor`), and a per-test container
/// that outlived its test (InjectKitTesting).
extension Diagnostics {
  /// A cached instance holding something: "AccountViewModel [singleton], added at …:40, in `session`".
  static func holding(_ holding: Holding) -> String {
    let place = "\(holding.typeName) [\(holding.entry.scope)], added at \(holding.entry.site), in `\(holding.path)`"
    return holding.isUnreadInject
      ? place + " (an @Inject property not read yet, which holds its container until then)" : place
  }

  /// The description of `survivor`: what survived which reset, who holds it, and the fix.
  static func survivor(_ survivor: Survivor) -> String {
    let reset = "reset(\(scopeExpression(survivor.scope)))"
    let head =
      "\(survivor.key) [\(survivor.scope)], added at \(survivor.site), is still alive after \(reset) of "
      + "container \(survivor.container)"
    guard !survivor.heldBy.isEmpty else {
      return head + ": nothing the container caches holds it, so something else does (a view or view model, a "
        + "closure or task that captured it, a local variable). To fix: let that go where \(reset) is called, or have "
        + "it resolve \(survivor.key) again when it needs one instead of keeping it."
    }
    let holders = Set(survivor.holderTypes).sorted().joined(separator: " and ")
    return head + ": " + survivor.heldBy.map { $0 + " holds it" }.joined(separator: "; ") + ". To fix: register "
      + "\(holders) with `scope: \(scopeExpression(survivor.scope))` too, so that \(reset) drops it with "
      + "\(survivor.key); or have it resolve \(survivor.key) when it needs one instead of keeping it."
  }

  /// A per-test container still alive once its test (or `withOverrides`) ended.
  static func containerOutlived(_ container: Dependencies, after context: String, holders: [Holding]) -> String {
    let head =
      "InjectKit: container \(container.label) is still alive after \(context), and with it every instance it "
      + "built, into the tests that follow"
    guard !holders.isEmpty else {
      return head + ". Nothing it cached holds it, so something outside what it built does: a factory closure that "
        + "captures it (`deps.add { Router(container: deps) }`), a task the test left running, or a global. To fix: "
        + "in the closures you register, use the `Resolver` the factory receives (`deps.add { r in "
        + "Router(feed: try r.resolve()) }`), not the container."
    }
    let types = Set(holders.map(\.typeName)).sorted().joined(separator: " and ")
    return head + ": " + holders.map { $0.description + " holds it" }.joined(separator: "; ") + ". To fix: have the "
      + "factory of \(types) resolve what it needs and pass that in (`{ r in \(holders[0].typeName)(feed: try "
      + "r.resolve()) }`), instead of the container; or keep the factory's `Resolver`, which does not keep the "
      + "container alive."
  }

  /// How a call names `scope`: `.singleton`, `.custom("session")`.
  static func scopeExpression(_ scope: Scope) -> String {
    scope.kind == .custom ? ".custom(\"\(scope.name)\")" : ".\(scope.name)"
  }
}
