/// An async factory run while a trace runs (`AsyncFactoryBody.build`): its event begun and its
/// clock started before the factory, ended once after, as `Resolution.buildTraced` does for a
/// synchronous one (a signpost interval around it on Apple platforms too).
struct TracedAsyncBuild {
  private let keeping: [(TraceRecorder, Int)]
  private let start: UInt64
  #if canImport(os)
    private let signpost: Signposts
  #endif

  /// Begins the run of `entry`'s factory in `frame` for `request`, from `container`; nil when no
  /// trace runs (one test of the flag) or in a verification dry run.
  init?(_ entry: RegistryEntry, in frame: Frame, _ request: AsyncRequest, from container: Dependencies) {
    guard ThreadState.isTracing, !request.slot.session.dryRun else { return nil }
    let answering =
      entry.flags.isCached ? container : request.container.lookup(entry.key)?.owner ?? request.container
    keeping = Tracer.begin(
      entry, in: frame, answeredBy: answering, parent: request.parentFrame, startedFrom: request.container)
    #if canImport(os)
      signpost = Signposts.begin()
    #endif
    start = ThreadState.uptimeNanoseconds
  }

  /// The factory returned, or threw (`failed`).
  func end(failed: Bool) {
    Tracer.end(keeping, nanoseconds: ThreadState.uptimeNanoseconds &- start, failed: failed)
    #if canImport(os)
      signpost.end()
    #endif
  }
}
