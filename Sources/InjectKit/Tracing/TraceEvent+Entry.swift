extension ResolutionTrace.Event {
  /// The event of a resolve of `entry`, answered by `container`, on the calling thread; its
  /// place in the tree (`depth`, `parent`) and a build's time are set by the recorder.
  init(_ entry: RegistryEntry, _ outcome: Outcome, answeredBy container: Dependencies) {
    let thread = CurrentThread.current
    self.init(
      key: Diagnostics.describe(entry.service, name: nil, arguments: entry.arguments),
      name: entry.key.name,
      container: container.label,
      site: entry.site.description,
      outcome: outcome,
      scope: entry.scope,
      nanoseconds: 0,
      thread: thread.isMain ? .main : .other(thread.number),
      actor: Self.actor(of: entry),
      depth: 0,
      parent: nil)
  }

  /// The actor a registration is isolated to, as a trace names it; nil for none.
  private static func actor(of entry: RegistryEntry) -> String? {
    if entry.flags.needsMainActor { return "MainActor" }
    guard entry.flags.needsIsolation, let actor = entry.extras.actor else { return nil }
    return Diagnostics.describe(type(of: actor), name: nil)
  }
}
