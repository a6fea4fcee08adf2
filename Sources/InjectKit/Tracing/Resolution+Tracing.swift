/// The pipeline's side of a trace: a build timed and recorded, a cached read recorded.
///
/// Where the untraced pipeline pays for tracing: one test of `ThreadState.isTracing` where a
/// resolve's outcome is decided, and no more. A cached read tests it in `InstanceSlot.value`
/// (reached by the top-level shortcut too, `RegistryEntry.cachedInstance`): while tracing, a read
/// takes the slow road, whose `create` returns the instance and tells whether it built it, so
/// the read is recorded there. A `graph` instance shared within a resolution tests it in
/// `resolveShared`; a factory run tests it in `build` (step 7) and goes to `buildTraced`, out of
/// line. A verification dry run is never recorded.
extension Resolution {
  /// Step 7, traced: the factory (and its decorators) timed, its event begun before and ended
  /// after, an `os_signpost` interval around it on Apple platforms.
  @inline(never)
  static func buildTraced<T, Arguments>(
    _ entry: RegistryEntry, _ request: Request, from container: Dependencies, _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    let frame = Frame(entry, parent: request.parent, context: request.context)
    guard !request.isDryRun else { return try buildAndFinish(entry, frame, request, from: container, arguments) }
    let keeping = Tracer.begin(
      entry, in: frame, answeredBy: answering(entry, request, builtFrom: container), parent: request.parent,
      startedFrom: request.container)
    #if canImport(os)
      let signpost = Signposts.begin()
      defer { Signposts.end(signpost) }
    #endif
    let start = ThreadState.uptimeNanoseconds
    do throws(ResolutionError) {
      let value: T =
        entry.flags.hasDecoratorsHooksOrLive
        ? try buildAndFinish(entry, frame, request, from: container, arguments)
        : try produce(entry, in: frame, request, from: container, arguments)
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
