/// How a dry run builds a registration anew, and what it remembers of the build.
extension DryRunMemo {
  /// Builds `entry` anew, in a level of its own, and remembers it as the mode says.
  func build<T, Arguments>(
    _ entry: RegistryEntry, _ variant: Variant, _ sharing: Shared, _ request: Request,
    from container: Dependencies, _ arguments: Arguments, kind: UInt8, isolation: ObjectIdentifier?,
    inHook: Bool, remembered: Bool
  ) throws(ResolutionError) -> T {
    let flags = entry.flags
    let tainted = taints(entry, builtFrom: variant.container)
    levels.append(
      Level(
        entry: entry, isolation: flags.needsIsolation ? Isolation.context(of: entry) : isolation, kinds: kind,
        hasHooks: flags.hasResolvedHooks, tainted: tainted, inHook: inHook))
    if tainted { taintedLevels += 1 }
    let value: T
    do throws(ResolutionError) {
      value = try Resolution.build(entry, request, from: container, arguments)
    } catch {
      // What the failed build did build stays in the dry run, hooks queued: the factory that
      // asked may catch the error and carry on.
      merge(popLevel())
      throw error
    }
    let level = popLevel()
    merge(level)
    let box = ValueBox(value)
    var instance = Built(
      box: box, kinds: level.kinds, directKinds: level.directKinds, hasHooks: level.hasHooks)
    instance.isOfThisPath = level.sawPathFailure
    if levels.isEmpty, request.parent == nil { top = instance }
    let shared = flags.isGraphScoped || flags.isCached
    switch mode {
    case .verify:
      // A dry run that stopped remembers nothing more: a factory may have caught the error.
      guard deferred == nil else { break }
      keptInBuildOrder.append(box)
      if !remembered {
        if shared { request.sessionForUpdate.store(box, for: entry.key, builtFrom: variant.container) }
        break
      }
      if shared { self.shared[sharing] = instance }
      if level.sawPathFailure { break }
      if instance.hasHooks {
        if pending[variant] == nil { pending[variant] = instance }
      } else if built[variant] == nil {
        built[variant] = instance
      }
    case .observe:
      if shared { self.shared[sharing] = instance }
      // Only a class instance can be kept: a value type is copied, and the copy is the holder's own.
      let isObject = type(of: value as Any) is AnyClass
      recorder.record(
        DryRunRecorder.Build(
          key: entry.key, requester: Resolution.requester(request.parent), shared: shared,
          instance: isObject ? WeakBox(value as AnyObject) : nil))
    }
    return value
  }

  /// A cycle or a path too deep was met: what is being built depends on the path, so none of it
  /// is remembered, even if a factory catches the failure.
  func notePathFailure() {
    for index in levels.indices { levels[index].sawPathFailure = true }
  }

  /// Adds what a subgraph holds to the build that asked for it, if any.
  func merge(kinds: UInt8, hasHooks: Bool) {
    guard !levels.isEmpty else { return }
    levels[levels.count - 1].kinds |= kinds
    if hasHooks { levels[levels.count - 1].hasHooks = true }
  }

  func merge(_ level: Level) { merge(kinds: level.kinds, hasHooks: level.hasHooks) }

  func popLevel() -> Level {
    let level = levels.removeLast()
    if level.tainted { taintedLevels -= 1 }
    return level
  }
}
