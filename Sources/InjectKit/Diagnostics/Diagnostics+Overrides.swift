extension Diagnostics {
  /// What stops a parent's cached registration being built in its owner for a child container
  /// that registers a key its graph reaches (`ReachRecording`). The child's resolve catches it
  /// and builds an instance of its own; it reaches a caller only if a factory turned it into
  /// an error of its own and the child's build fails too.
  static func overriddenWhileShared(
    _ entry: RegistryEntry, _ overridden: ReachRecording.Overridden, in owner: Dependencies
  ) -> ResolutionError {
    let child = overridden.container
    let key = describe(overridden.service, name: overridden.key.name)
    return ResolutionError(
      code: .factoryFailed, key: entry.displayName,
      message: "\(entry.displayName) (added at \(entry.site)) was being built in container \(owner.label), and "
        + "asked for \(key), which container \(child.label) registers: that container builds an instance of "
        + "\(entry.displayName) of its own instead.",
      fix: "let this error propagate from the factory (`try r.resolve()`), so the instance is built again in "
        + "container \(child.label).")
  }

  /// An `onResolved` hook of a parent's cached instance, shared with a child container, resolves
  /// a key the child registers: the instance is built and shared before hooks run, so the child
  /// cannot have one of its own this time; its next resolve builds one.
  static func hookReachesOverride(
    _ entry: RegistryEntry, _ overridden: ReachRecording.Overridden, in owner: Dependencies
  ) -> ResolutionError {
    let child = overridden.container
    let key = describe(overridden.service, name: overridden.key.name)
    let hooks = entry.extras.onResolved.map(\.site.description).joined(separator: ", ")
    return ResolutionError(
      code: .factoryFailed, key: entry.displayName,
      message: "\(entry.displayName) (added at \(entry.site)) is container \(owner.label)'s instance, shared with "
        + "container \(child.label), and its onResolved hook (added at \(hooks)) resolves \(key), which "
        + "\(child.label) registers: hooks run once the instance is built and shared, too late for \(child.label) to "
        + "build one of its own, so the hook would complete it with \(owner.label)'s \(key). Container "
        + "\(child.label)'s next resolve of \(entry.displayName) builds an instance of its own.",
      fix: "resolve \(key) in the factory of \(entry.displayName) (`try r.resolve()`), not in its hook; or, in a "
        + "test, resolve \(entry.displayName) once from \(child.label) before the code under test does.")
  }
}
