/// The pipeline's side of a trace: a build timed and recorded, a cached read recorded.
///
/// What the untraced pipeline pays: one test of `ThreadState.isTracing` (a relaxed load of a
/// process-wide C flag) where a resolve's outcome is decided, folded into a test it already made
/// where it could be. The top-level shortcut to a cached instance (`RegistryEntry.cachedInstance`)
/// declines while tracing, so the read goes down the pipeline; there, a cached registration tests
/// the flag once before its slot (`resolveCachedTraced`), a `graph` instance shared within a
/// resolution tests it where it is found (`resolveShared`), and a factory run tests it beside the
/// decorators' and the dry run's test in `build` (step 7), whose out-of-line branch comes here
/// (`buildTraced`). A verification dry run is never recorded.
///
/// A flag, not a hook installed per container: the cost must be the same whether or not a trace
/// runs anywhere, and a resolve on a thread the trace never saw must still be seen.
extension Resolution {
  /// Steps 3 and 6 for a cached registration while tracing: its instance read (recorded as a
  /// read) or built (recorded by `buildTraced`), as the untraced path does, with the outcome known.
  @inline(never)
  static func resolveCachedTraced<T, Arguments>(
    _ entry: RegistryEntry, _ found: Found, _ request: Request, _ arguments: Arguments, slot: InstanceSlot
  ) throws(ResolutionError) -> T {
    if found.owner !== request.container, request.container.registersKeys(below: found.owner) {
      return try resolveOverridable(entry, found, request, arguments, slot: slot)
    }
    var built = false
    let value: T = try readOrBuild(entry, request, arguments, in: slot, from: found.owner, reachOf: slot, built: &built)
    if !built { traceCached(entry, keptBy: found.owner, request) }
    return value
  }

  /// Step 7, traced: the factory and what finishes it (decorators, hooks) timed, its event begun
  /// before and ended after, an `os_signpost` interval around it on Apple platforms.
  static func buildTraced<T, Arguments>(
    _ entry: RegistryEntry, _ frame: Frame, _ request: Request, from container: Dependencies, _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    let keeping = Tracer.begin(
      entry, in: frame, answeredBy: answering(entry, request, builtFrom: container), parent: request.parent,
      startedFrom: request.container)
    #if canImport(os)
      let signpost = Signposts.begin()
      defer { signpost.end() }
    #endif
    let start = ThreadState.uptimeNanoseconds
    do throws(ResolutionError) {
      var value: T = try produce(entry, in: frame, request, from: container, arguments)
      if entry.flags.hasDecoratorsHooksOrLive { value = try finishBuild(entry, value, request, from: container) }
      Tracer.end(keeping, nanoseconds: ThreadState.uptimeNanoseconds &- start, failed: false)
      return value
    } catch {
      Tracer.end(keeping, nanoseconds: ThreadState.uptimeNanoseconds &- start, failed: true)
      throw error
    }
  }

  /// Records a read of a cached or shared instance of `entry`, kept by `container`.
  static func traceCached(_ entry: RegistryEntry, keptBy container: Dependencies, _ request: Request) {
    Tracer.cached(entry, answeredBy: container, request)
  }

  /// The container whose registration a build runs: `container` for a cached scope (the owner,
  /// or a child building its own instance); for the rest, the nearest container from the one
  /// asking that holds `entry` itself (a collection's element, found by no key: the one asking).
  static func answering(_ entry: RegistryEntry, _ request: Request, builtFrom container: Dependencies)
    -> Dependencies
  {
    if entry.flags.isCached { return container }
    var next: Dependencies? = request.container
    while let current = next {
      if let found = current.lookup(entry.key), found.entry === entry { return found.owner }
      next = current.parent
    }
    return request.container
  }
}
