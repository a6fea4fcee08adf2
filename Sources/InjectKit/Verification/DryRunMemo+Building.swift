/// How a dry run builds a registration anew, and what it remembers of the build.
extension DryRunMemo {
  /// What a finished build leaves to do outside the lock.
  private enum Afterwards {
    case nothing
    /// A shared registration with runtime arguments: the session keeps it, as resolution's would.
    case storeInSession
    /// An observing dry run records the build.
    case record
  }

  /// Builds `entry` anew, in a level of its own, and remembers it as the mode says. The lock is
  /// taken before and after the build, not across it: the factory runs without it.
  func build<T, Arguments>(
    _ entry: RegistryEntry, _ variant: Variant, _ sharing: Shared, _ request: Request,
    from container: Dependencies, _ arguments: Arguments, kind: UInt8, isolation: ObjectIdentifier?,
    inHook: Bool, remembered: Bool
  ) throws(ResolutionError) -> T {
    let flags = entry.flags
    let levelIsolation = flags.needsIsolation ? Isolation.context(of: entry) : isolation
    ledger.withLock { memo in
      let tainted = memo.taints(entry, builtFrom: variant.container)
      memo.levels.append(
        Level(
          entry: entry, isolation: levelIsolation, kinds: kind, hasHooks: flags.hasResolvedHooks, tainted: tainted,
          inHook: inHook))
      if tainted { memo.taintedLevels += 1 }
    }
    let value: T
    do throws(ResolutionError) {
      value = try Resolution.build(entry, request, from: container, arguments)
    } catch {
      // What the failed build did build stays in the dry run, hooks queued: the factory that
      // asked may catch the error and carry on.
      ledger.withLock { memo in
        let level = memo.popLevel()
        memo.merge(level)
      }
      throw error
    }
    let box = ValueBox(value)
    let shared = flags.isGraphScoped || flags.isCached
    var dropped: Built?
    let afterwards = ledger.withLock { memo -> Afterwards in
      let level = memo.popLevel()
      memo.merge(level)
      var instance = Built(
        box: UserInstance(box), kinds: level.kinds, directKinds: level.directKinds, hasHooks: level.hasHooks)
      instance.isOfThisPath = level.sawPathFailure
      if memo.levels.isEmpty, request.parent == nil { dropped = memo.replaceTop(with: instance) }
      switch memo.mode {
      case .verify:
        // A dry run that stopped remembers nothing more: a factory may have caught the error.
        guard memo.deferred == nil else { return .nothing }
        memo.keptInBuildOrder.append(UserInstance(box))
        if !remembered { return shared ? .storeInSession : .nothing }
        if shared { memo.shared[sharing] = instance }
        if level.sawPathFailure { return .nothing }
        if instance.hasHooks {
          if memo.pending[variant] == nil { memo.pending[variant] = instance }
        } else if memo.built[variant] == nil {
          memo.built[variant] = instance
        }
        return .nothing
      case .observe:
        if shared { memo.shared[sharing] = instance }
        return .record
      }
    }
    withExtendedLifetime(dropped) {}
    switch afterwards {
    case .nothing:
      break
    case .storeInSession:
      request.sessionForUpdate.store(box, for: entry.key, builtFrom: variant.container)
    case .record:
      // Only a class instance can be kept: a value type is copied, and the copy is the holder's own.
      let isObject = type(of: value as Any) is AnyClass
      recorder.record(
        DryRunRecorder.Build(
          key: entry.key, requester: Resolution.requester(request.parent), shared: shared,
          instance: isObject ? WeakUserInstance(value as AnyObject) : nil))
    }
    return value
  }
}

/// The bookkeeping of the levels being built, with the memo's lock held.
extension DryRunMemo.State {
  /// Makes `new` the last dry run's top-level instance; returns the one it replaces, for the
  /// caller to release once the lock is free.
  mutating func replaceTop(with new: DryRunMemo.Built?) -> DryRunMemo.Built? {
    defer { top = new }
    return top
  }

  /// Empties what the memo remembers but its build order; returns it, for the caller to release
  /// once the lock is free.
  mutating func take() -> (
    built: [DryRunMemo.Variant: DryRunMemo.Built], pending: [DryRunMemo.Variant: DryRunMemo.Built],
    shared: [DryRunMemo.Shared: DryRunMemo.Built], top: DryRunMemo.Built?
  ) {
    defer { (built, pending, shared, top) = ([:], [:], [:], nil) }
    return (built, pending, shared, top)
  }

  /// A cycle or a path too deep was met: what is being built depends on the path, so none of it
  /// is remembered, even if a factory catches the failure.
  mutating func notePathFailure() {
    for index in levels.indices { levels[index].sawPathFailure = true }
  }

  /// Adds what a subgraph holds to the build that asked for it, if any.
  mutating func merge(kinds: UInt8, hasHooks: Bool) {
    guard !levels.isEmpty else { return }
    levels[levels.count - 1].kinds |= kinds
    if hasHooks { levels[levels.count - 1].hasHooks = true }
  }

  /// `merge(kinds:hasHooks:)` with what `level` found.
  mutating func merge(_ level: DryRunMemo.Level) { merge(kinds: level.kinds, hasHooks: level.hasHooks) }

  /// Ends the innermost level.
  mutating func popLevel() -> DryRunMemo.Level {
    let level = levels.removeLast()
    if level.tainted { taintedLevels -= 1 }
    return level
  }
}
