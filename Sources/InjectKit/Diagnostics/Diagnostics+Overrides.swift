extension Diagnostics {
  /// What stops a parent's cached registration being built in its owner for a child container
  /// that registers a key its graph reaches (`ReachRecording`). The child's resolve catches it
  /// and builds an instance of its own; it reaches a caller only if a factory turned it into
  /// an error of its own and the child's build fails too.
  static func overriddenWhileShared(
    _ entry: RegistryEntry, _ overridden: ReachRecording.Overridden, in owner: Dependencies
  ) -> ResolutionError {
    let child = overridden.container.takeUnretainedValue()
    let key = describe(overridden.service, name: overridden.key.name)
    return ResolutionError(
      code: .factoryFailed, key: entry.displayName,
      message: "\(entry.displayName) (added at \(entry.site)) was being built in container \(owner.label), and "
        + "asked for \(key), which container \(child.label) registers: that container builds an instance of "
        + "\(entry.displayName) of its own instead.",
      fix: "let this error propagate from the factory (`try r.resolve()`), so the instance is built again in "
        + "container \(child.label).")
  }
}
