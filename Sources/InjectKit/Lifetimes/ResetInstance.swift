/// An instance `reset(_:)` dropped, held weakly: a survivor of the reset while it is alive
/// (`Dependencies.survivors(of:)`).
///
/// Kept only for what a reset dropped, and only for `singleton` and `custom` scopes: nothing is
/// kept for a registration until its scope is reset, and nothing on a resolve's road.
struct ResetInstance: Sendable {
  /// The instance, held weakly.
  let instance: WeakUserInstance
  /// The registration that built it.
  let entry: RegistryEntry
  /// The scope reset.
  let scope: Scope
}

extension Dependencies {
  /// Remembers the class instances in `boxes`, dropped by a reset of `scope`, and forgets those
  /// remembered before that are gone.
  func rememberResetInstances(_ boxes: [(entry: RegistryEntry, box: InstanceBox)], of scope: Scope) {
    guard scope.kind == .singleton || scope.kind == .custom else { return }
    let dropped = boxes.compactMap { entry, box in
      box.inspectedValue.flatMap(Holders.object(in:)).map {
        ResetInstance(instance: WeakUserInstance($0), entry: entry, scope: scope)
      }
    }
    registry.changeState { state in
      state.resetInstances.removeAll { $0.instance.object == nil }
      state.resetInstances += dropped
      return ((), withdraw: false)
    }
  }

  /// The instances reset from `scope` that are still alive, each with the registration that
  /// built it.
  func aliveResetInstances(of scope: Scope) -> [(entry: RegistryEntry, object: AnyObject)] {
    registry.changeState { state in
      state.resetInstances.removeAll { $0.instance.object == nil }
      let alive = state.resetInstances.compactMap { reset in
        reset.scope == scope ? reset.instance.object.map { (reset.entry, $0) } : nil
      }
      return (alive, withdraw: false)
    }
  }
}
