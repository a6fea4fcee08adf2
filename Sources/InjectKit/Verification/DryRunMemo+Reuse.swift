/// When a dry run may hand out an instance it did not build: the rules `DryRunMemo` describes.
extension DryRunMemo.State {
  /// What this dry run may hand out for `variant` without building it.
  mutating func reusable(
    _ variant: DryRunMemo.Variant, _ sharing: DryRunMemo.Shared, _ entry: RegistryEntry, shared: Bool, inHook: Bool,
    request: Request
  ) -> DryRunMemo.Built? {
    // A shared registration's instance, once this dry run has one, is the one it hands out.
    if shared, let instance = self.shared[sharing] {
      if inHook, instance.hasHooks { hooksSharedHookedInstance = true }
      if instance.isOfThisPath { notePathFailure() }
      return instance
    }
    switch mode {
    case .verify:
      if let known = built[variant] {
        // Below a tainted build nothing from other dry runs is used.
        if taintedLevels > 0 { return nil }
        // What a hook resolves is built anew unless this dry run built it already, as resolution
        // does: with hooks in it, a new build runs them again, which may be a cycle of hooks.
        if inHook, known.hasHooks { return nil }
        return known
      }
      // A transient this dry run built, outside hooks (shared ones are in `shared` already).
      guard !shared, taintedLevels == 0, !inHook, let known = pending[variant] else { return nil }
      return known
    case .observe(let holder, let shortLived, let sharedShortLived):
      let kind = DryRunMemo.bit(entry.flags.scopeRaw)
      if request.parent == nil { return nil }
      if kind & sharedShortLived != 0 { return nil }
      if kind & shortLived != 0, Resolution.requester(request.parent) == holder.key { return nil }
      // With hooks, what the instance keeps depends on what its hooks resolved: built anew.
      guard let known = built[variant], !known.hasHooks, known.kinds & sharedShortLived == 0 else { return nil }
      return known
    }
  }

  /// Whether `entry`'s key, built by `entry` from `container`, was built otherwise before (see
  /// "tainted" above). Only a verifying dry run asks: an observing one builds from what passed.
  mutating func taints(_ entry: RegistryEntry, builtFrom container: ObjectIdentifier) -> Bool {
    guard case .verify = mode else { return false }
    let identity = ObjectIdentifier(entry)
    if let first = firstBuilt[entry.key] { return first.entry != identity || first.container != container }
    firstBuilt[entry.key] = (identity, container)
    return false
  }

  /// Notes the scope kind asked for by the registration whose factory, decorator or hook asks.
  mutating func noteAsked(_ kind: UInt8, by request: Request) {
    if !levels.isEmpty {
      levels[levels.count - 1].directKinds |= kind
    } else if request.parent != nil, let asker = Resolution.requester(request.parent) {
      hookDirectKinds[asker, default: 0] |= kind
    }
  }

  /// The actor the code asking runs on: the nearest isolated factory's on the path, else the one
  /// the dry run was started on; the main actor also when the main thread asks (as
  /// `Isolation.holds` recognises it).
  func contextIsolation(_ request: Request) -> ObjectIdentifier? {
    let isolation = levels.isEmpty ? request.isolation : levels[levels.count - 1].isolation
    if isolation == nil, CurrentThread.isOnMainActor { return ObjectIdentifier(MainActor.shared) }
    return isolation
  }
}

extension DryRunMemo {
  /// Whether the request comes from an `onResolved` hook (its frame, or a collection's under it).
  static func isInHook(_ parent: Frame?) -> Bool {
    var frame = parent
    while let current = frame {
      if current.isHook { return true }
      frame = current.parent
    }
    return false
  }

  // MARK: Scope kinds as bits

  static func bit(_ raw: UInt8) -> UInt8 { 1 &<< raw }

  /// The kinds whose instances a dry run shares: `graph`, and the caching scopes but `singleton`
  /// (which nothing holds captive).
  static let sharedKinds: UInt8 =
    bit(Scope.Kind.graph.rawValue) | bit(Scope.Kind.weak.rawValue) | bit(Scope.Kind.custom.rawValue)

  static func kinds(where include: (Scope.Kind) -> Bool) -> UInt8 {
    [Scope.Kind.transient, .singleton, .weak, .graph, .custom].reduce(0) { $0 | (include($1) ? bit($1.rawValue) : 0) }
  }
}
