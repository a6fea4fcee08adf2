/// State shared by everything built during one top-level resolution, made only when needed:
/// the `graph` scope's instances, the `onResolved` hooks that run once the whole graph
/// exists, and, for verification, the dry-run flag and the edge recorder.
///
/// Its state is behind a lock: an async resolution may hop threads and run children
/// concurrently, and a synchronous one pays an uncontended lock only when it makes a session.
final class ResolutionState: Sendable {
  /// A verification dry run: caching scopes keep their instances here, not in the container.
  let dryRun: Bool
  /// Receives every edge resolved in this session (verification), if set.
  let recorder: DryRunRecorder?
  /// The actor a verification's dry runs are proven to run on (`Isolation`); nil otherwise.
  let isolation: ObjectIdentifier?
  /// What a synchronous verification's dry runs have built (`DryRunMemo`); nil otherwise.
  let memo: DryRunMemo?
  /// Everything the session changes as the resolution goes: one value behind one lock.
  private let state = Protected(State())

  struct State: Sendable {
    /// `graph` (and, in an async dry run, cached) instances, each in a `ValueBox`. Graphs are
    /// small: a list beats hashing. A synchronous dry run keeps its own in its `memo`.
    var instances: [(key: DependencyKey, container: ObjectIdentifier, box: UserInstance<AnyObject>)] = []
    var pending: [PendingHooks] = []
    /// The registrations whose hooks are running, outermost first: a hook that builds a new
    /// instance of one of them would never end (two transients resolving each other in hooks).
    var hookChain: [DependencyKey] = []
    var finished = false
    /// The cached registrations being built, outermost first, each recording its `Reach`.
    /// The innermost; each links to the one opened before it (`ReachRecording.below`): a list, so
    /// opening one allocates no array.
    var recording: ReachRecording?
    /// How many of them are watched (`ReachRecording.watch`).
    var watchedRecordings = 0
  }

  struct PendingHooks: Sendable {
    let entry: RegistryEntry
    let box: UserInstance<AnyObject>
    let container: Dependencies
    let chain: [DependencyKey]
    /// The recording of the cached build that made the instance: what the hooks look up joins
    /// the registration's `Reach`, under the same watch.
    let reach: ReachRecording?
  }

  private init(
    dryRun: Bool, recorder: DryRunRecorder?, isolation: ObjectIdentifier? = nil, memo: DryRunMemo? = nil
  ) {
    self.dryRun = dryRun
    self.recorder = recorder
    self.isolation = isolation
    self.memo = memo
  }

  /// A session for a synchronous resolution on the calling thread, isolated to `isolation`.
  static func sync(
    dryRun: Bool = false, recorder: DryRunRecorder? = nil, isolation: ObjectIdentifier? = nil, memo: DryRunMemo? = nil
  ) -> ResolutionState {
    ResolutionState(dryRun: dryRun, recorder: recorder, isolation: isolation, memo: memo)
  }

  /// A session for an async resolution, usable from any thread.
  static func async(dryRun: Bool = false, recorder: DryRunRecorder? = nil) -> ResolutionState {
    ResolutionState(dryRun: dryRun, recorder: recorder)
  }

  /// Whether the resolution has returned; a `Resolver` used after that starts a new one.
  var isFinished: Bool { withState { $0.finished } }

  /// The `graph`-scoped (or, in a dry run, cached) instance built for `key` in this session,
  /// its dependencies resolved from `container` (its `ObjectIdentifier`). A
  /// parent's cached registration builds from the parent, so it never shares a `graph`
  /// instance that a child built from the child's registrations.
  func instance(for key: DependencyKey, builtFrom container: ObjectIdentifier) -> AnyObject? {
    withState { session in session.instances.first { $0.key == key && $0.container == container }?.box.object }
  }

  /// Remembers `box` as the session's instance for `key` built from `container`.
  func store(_ box: AnyObject, for key: DependencyKey, builtFrom container: ObjectIdentifier) {
    withState { $0.instances.append((key, container, UserInstance(box))) }
  }

  /// Queues `entry`'s `onResolved` hooks for the instance in `box`.
  ///
  /// - Throws: `cycle` when a hook of `entry` is already running: the hooks would build
  ///   instances of each other forever.
  func enqueueHooks(of entry: RegistryEntry, box: AnyObject, container: Dependencies) throws(ResolutionError) {
    let chain = withState { $0.hookChain }
    if chain.contains(entry.key) {
      memo?.notePathFailure()
      throw Diagnostics.hookCycle(entry, chain: chain, container: container)
    }
    withState { session in
      var reach = session.recording
      while let open = reach, open.entry !== entry { reach = open.below }
      session.pending.append(
        PendingHooks(entry: entry, box: UserInstance(box), container: container, chain: chain, reach: reach))
    }
  }

  /// Ends a resolution's session without running more hooks, and lets `context` go of it.
  static func close(_ session: ResolutionState, in context: ResolutionContext) {
    session.markFinished()
    context.session = nil
  }

  /// Ends the session: its resolvers start new resolutions from now on, and it lets go of
  /// what it held.
  func markFinished() {
    let held = withState { state in
      state.finished = true
      defer {
        state.instances = []
        state.pending = []
      }
      return (state.instances, state.pending)
    }
    // Released here, once the state is no longer being accessed: an instance's `deinit` may
    // use the session.
    withExtendedLifetime(held) {}
  }

  /// Runs queued hooks (which may queue more) until none remain. Each hook runs in a frame of
  /// its own that is not on the path of what it resolves: the graph is built, so resolving one
  /// of its keys again is not a cycle.
  ///
  /// - Parameter isolation: The actor the resolution was started on (its caller's), or nil.
  func runHooks(isolation: ObjectIdentifier? = nil) throws(ResolutionError) {
    // The hooks' own resolves join this session, through a context of their own.
    try runHooks(slot: ResolutionContext(session: self, isolation: isolation))
  }

  private func runHooks(slot: ResolutionContext) throws(ResolutionError) {
    while let next = withState({ $0.pending.isEmpty ? nil : $0.pending.removeFirst() }) {
      withState { $0.hookChain = next.chain + [next.entry.key] }
      guard let built = next.reach else {
        try runHooks(of: next, slot: slot)
        continue
      }
      // A cached instance's hooks: what they look up joins its `Reach` (hook frames have no
      // parent), and a child container watching its build is told.
      let recording = ReachRecording(entry: next.entry, parent: nil, watch: built.watch)
      open(recording)
      var failure: ResolutionError?
      do throws(ResolutionError) {
        try runHooks(of: next, slot: slot)
      } catch {
        failure = error
      }
      let closed = close(recording)
      next.entry.extendReach(with: closed.keys)
      if let failure { throw failure }
      if let overridden = closed.overridden, let owner = built.watch?.owner {
        throw Diagnostics.hookReachesOverride(next.entry, overridden, in: owner)
      }
    }
  }

  /// The hooks of one instance, each in a frame of its own.
  private func runHooks(of next: PendingHooks, slot: ResolutionContext) throws(ResolutionError) {
    for hook in next.entry.extras.onResolved {
      let frame = Frame(next.entry, parent: nil, context: slot, role: .hook)
      try ThreadState.withActiveFrame(frame) { () throws(ResolutionError) in
        do {
          try hook.body(FactoryResolver(container: next.container, frame: frame), next.box.object)
        } catch let error as ResolutionError {
          throw error
        } catch {
          throw Diagnostics.hookFailed(next.entry, hook: hook.site, error: error, container: next.container)
        }
      }
    }
  }

  /// Runs `body` on the session's state, with its lock held (`body` must not reach the session).
  func withState<R>(_ body: (inout State) -> R) -> R {
    state.withLock(body)
  }

}

/// Collects what a verification dry run observes: which keys each registration asked for,
/// and factories that resolved through a container instead of their `Resolver`.
final class DryRunRecorder: Sendable {
  struct Edge: Sendable {
    let from: DependencyKey?
    let to: DependencyKey
    let service: Any.Type
    let arguments: Any.Type
    let throughContainer: Bool
    /// Asked for by an `onResolved` hook, after the graph was built: not a cycle edge.
    let fromHook: Bool
  }
  /// An instance a dry run built, for the captive-dependency check.
  struct Build {
    /// The registration that built it.
    let key: DependencyKey
    /// The registration whose factory (or hook) asked for it; nil at the top.
    let requester: DependencyKey?
    /// One instance per dry run (`graph`, and caching scopes): whoever asks gets this one.
    let shared: Bool
    /// The instance, held weakly; nil when it is not a class instance.
    let instance: WeakUserInstance?
  }
  private let state = Protected([Edge]())
  private let builds = Protected([Build]())

  func record(_ edge: Edge) { state.withLock { $0.append(edge) } }
  var edges: [Edge] { state.withLock { $0 } }
  var edgeCount: Int { state.withLock { $0.count } }
  /// Forgets the edges recorded after the first `count` (a dry run verification started again).
  func dropEdges(after count: Int) { state.withLock { $0.removeSubrange(min(count, $0.count)...) } }

  func record(_ build: Build) { builds.withLock { $0.append(build) } }
  /// The builds recorded since the last call, which forgets them.
  func takeBuilds() -> [Build] {
    builds.withLock { builds in
      defer { builds = [] }
      return builds
    }
  }
}
