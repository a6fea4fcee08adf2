/// What one verification's dry runs have built, so each registration is built once, whatever
/// the shape of the graph: a registration's dry run hands everything above it the instance it
/// built, instead of every dry run building its whole subgraph again (which cost the number of
/// paths through the graph, not its edges).
///
/// A failure is never remembered: where it is met depends on the path that leads to it (a cycle,
/// the path in its message), so whatever needs a failing registration builds it again, and meets
/// the failure as resolution would. A success holds whatever path leads to it, with four
/// exceptions the rules below keep exact:
/// - A factory may catch a failure (`try?`) that came from the path above it: a cycle back to a
///   registration being built, a path too deep. What is being built when such a failure is met
///   is not remembered (`notePathFailure`), nor what later uses, in the same dry run, an instance
///   built then.
/// - `onResolved` hooks run when a dry run's whole graph is built, and may fail it: what has
///   hooks in its subgraph is remembered only once its dry run's hooks have all passed
///   (`pending` until then). Inside a hook, what has hooks is built anew unless the dry run has
///   it already, as resolution builds it, so hooks that keep building each other are still a
///   cycle; and when a hook used such an instance the dry run had, whether its hooks pass
///   depends on the dry run, so nothing with hooks is remembered from it.
/// - Cycles are found by key: a key built twice differently, by two registrations (a child's
///   override and its parent's) or from two containers (a parent's transient, reached through
///   the child and through a parent's singleton), may close a cycle through the other build,
///   which a remembered success would hide. Below such a build ("tainted"), nothing remembered
///   from other dry runs is used.
/// - What an instance keeps (captive dependencies) is observed in a dry run of its own
///   (`beginSession(observing:)`), which builds anew whatever a shorter-lived instance could
///   reach the holder through, hooks included.
///
/// Instances are remembered per registration, container built from (as resolution builds them)
/// and the actor the code asking for it runs on, which decides the isolation checks below it.
/// Registrations taking runtime arguments are never remembered (one instance per argument values).
///
/// A dry run builds at most `nestingLimit` registrations inside each other: one deeper that was
/// never built is built first, in a dry run of its own, and the dry run that needed it starts
/// again (what it built so far is kept). So a graph of any depth is checked on any thread's
/// stack, in time that grows with its size: each registration is deferred once at most.
final class DryRunMemo: Sendable {
  /// What a remembered instance is for: a registration, the container it was built from, and
  /// the actor the code asking for it ran on (nil: none; an isolated registration runs on its
  /// own actor whoever asks, so it is remembered with nil).
  struct Variant: Hashable {
    let entry: ObjectIdentifier
    let container: ObjectIdentifier
    let isolation: ObjectIdentifier?
  }

  /// A registration shared within one dry run (`graph` and the caching scopes), per container
  /// built from: what resolution's session keeps, whoever asks.
  struct Shared: Hashable {
    let entry: ObjectIdentifier
    let container: ObjectIdentifier
  }

  /// A built instance and what its subgraph holds.
  struct Built {
    /// A `ValueBox<T>`.
    let box: UserInstance<AnyObject>
    /// The scope kinds in its subgraph, its own included: one bit per `Scope.Kind`.
    let kinds: UInt8
    /// The scope kinds of what its factory and decorators asked for themselves.
    let directKinds: UInt8
    /// `onResolved` hooks anywhere in its subgraph.
    let hasHooks: Bool
    /// Built where a failure from the path was met (see above): this dry run may hand it out
    /// again, but what uses it is not remembered either.
    var isOfThisPath = false
  }

  /// A build in progress: what its subgraph has shown so far.
  struct Level {
    let entry: RegistryEntry
    /// The actor the factory's own resolves run on (`Request.isolation`).
    let isolation: ObjectIdentifier?
    var kinds: UInt8
    var directKinds: UInt8 = 0
    var hasHooks: Bool
    /// Met a failure that came from the path (see above): not remembered.
    var sawPathFailure = false
    let tainted: Bool
    /// Built for what an `onResolved` hook resolved.
    let inHook: Bool
  }

  /// A registration to build in a dry run of its own before the one that needed it starts again.
  struct Deferred {
    let entry: RegistryEntry
    /// Where its dry run starts: the container it is built from.
    let container: Dependencies
    /// The actor the code that asked for it ran on.
    let isolation: ObjectIdentifier?
  }

  /// How many builds a dry run nests before it defers the next (see above): well within the
  /// stack of any thread a test runs on (about 8 KB a level in a debug build).
  static let nestingLimit = 32

  enum Mode {
    case verify
    /// A dry run that observes what `holder`'s instance keeps (see `DryRunResult.observe`).
    case observe(holder: RegistryEntry, shortLived: UInt8, sharedShortLived: UInt8)
  }

  let recorder: DryRunRecorder
  /// What the dry runs have built and where the current one stands, behind one lock. One dry run
  /// uses it at a time, but it is reached through a resolution's session, which any thread may
  /// hold: the lock lets the compiler check that, where a comment could only claim it. It is never
  /// held while a factory or hook runs (`resolve` and `build` take it around bookkeeping only).
  let ledger = Protected(State())

  /// What the memo knows; read and changed only with `ledger`'s lock held.
  struct State: Sendable {
    /// Instances whose dry runs passed, hooks included.
    var built: [Variant: Built] = [:]
    /// This dry run's instances with hooks in their subgraph, which have not run yet.
    var pending: [Variant: Built] = [:]
    /// This dry run's instance of each shared registration, built here or remembered: as in a
    /// resolution's session, whoever asks again in the dry run gets it.
    var shared: [Shared: Built] = [:]
    /// The registration each key was first built by, and the container it was built from (see
    /// "tainted" above).
    var firstBuilt: [DependencyKey: (entry: ObjectIdentifier, container: ObjectIdentifier)] = [:]
    /// The scope kinds each registration's hooks asked for.
    var hookDirectKinds: [DependencyKey: UInt8] = [:]
    /// This dry run's hooks used an instance with hooks in its subgraph that the dry run had
    /// built: built anew elsewhere, its hooks would run again, so what has hooks here is not
    /// remembered.
    var hooksSharedHookedInstance = false
    var levels: [Level] = []
    var taintedLevels = 0
    var mode = Mode.verify
    /// What the last dry run's top-level request got.
    var top: Built?
    /// What the current dry run stopped for; it is discarded when set.
    var deferred: Deferred?
    /// How many edges were recorded when the dry run stopped: any after are discarded with it.
    var edgesWhenDeferred = 0
    /// What was deferred once already: built in place when met deep again (a cycle, or a failure).
    var deferredOnce: Set<Variant> = []
    /// Every instance the memo remembers, oldest first (see `deinit`).
    var keptInBuildOrder: [UserInstance<AnyObject>] = []
  }

  init(recorder: DryRunRecorder) { self.recorder = recorder }

  /// Releases what the dry runs built newest first, outside the lock (a release may run a
  /// `deinit`). A dependent is built after what it holds, so each release frees one instance
  /// while its dependencies are still kept here; released in the dictionaries' hash order, a
  /// chain thousands deep was freed in one recursive cascade that overflowed a secondary
  /// thread's stack.
  deinit {
    var kept: [UserInstance<AnyObject>] = []
    do {
      // Released first: what it holds is in `kept` too, or was built by an observing dry run.
      let remembered = ledger.withLock { memo in
        swap(&kept, &memo.keptInBuildOrder)
        return memo.take()
      }
      withExtendedLifetime(remembered) {}
    }
    while !kept.isEmpty { kept.removeLast() }
  }

  // MARK: Dry runs

  /// Starts a dry run that verifies, remembering what it builds.
  func beginSession() {
    let dropped = ledger.withLock { memo in
      memo.mode = .verify
      return memo.replaceTop(with: nil)
    }
    withExtendedLifetime(dropped) {}
  }

  /// Starts a dry run of `holder` that observes what its instance keeps: it builds anew what is
  /// shorter-lived than `holder` and what could reach `holder` through a shared instance of it,
  /// and records those builds (`DryRunRecorder.Build`). It remembers nothing.
  func beginSession(observing holder: RegistryEntry) {
    let shortLived = Self.kinds { GraphAnalysis.isCaptive(holder: holder.scope, held: $0.builtIn) }
    let dropped = ledger.withLock { memo in
      memo.mode = .observe(holder: holder, shortLived: shortLived, sharedShortLived: shortLived & Self.sharedKinds)
      return memo.replaceTop(with: nil)
    }
    withExtendedLifetime(dropped) {}
  }

  /// Ends the dry run: when it passed, its hooks included, what it built with hooks in its
  /// subgraph is remembered too.
  func endSession(passed: Bool) {
    let (stoppedAt, dropped) = ledger.withLock { memo -> (Int?, [Shared: Built]) in
      if passed, memo.deferred == nil, !memo.hooksSharedHookedInstance, case .verify = memo.mode {
        for (variant, instance) in memo.pending where memo.built[variant] == nil { memo.built[variant] = instance }
      }
      // A verifying dry run's instances are in `keptInBuildOrder` too, so emptying these
      // releases none of them; an observing one keeps its shared instances only here: they go
      // out, to be released once the lock is free.
      var dropped: [Shared: Built] = [:]
      if case .observe = memo.mode { swap(&dropped, &memo.shared) }
      memo.pending.removeAll(keepingCapacity: true)
      memo.shared.removeAll(keepingCapacity: true)
      memo.hooksSharedHookedInstance = false
      memo.levels.removeAll()
      memo.taintedLevels = 0
      memo.mode = .verify
      return (memo.deferred == nil ? nil : memo.edgesWhenDeferred, dropped)
    }
    withExtendedLifetime(dropped) {}
    if let stoppedAt { recorder.dropEdges(after: stoppedAt) }
  }

  /// What the dry run that just ended stopped for, if it stopped: build it first, then run that
  /// dry run again.
  func takeDeferred() -> Deferred? {
    ledger.withLock { memo in
      defer { memo.deferred = nil }
      return memo.deferred
    }
  }

  /// Whether the last dry run's registration, `entry`, asked for something shorter-lived than
  /// itself (from its factory, decorators or hooks): what its instance keeps must be observed.
  func needsObservation(of entry: RegistryEntry) -> Bool {
    let asked = ledger.withLock { memo in (memo.top?.directKinds ?? 0) | (memo.hookDirectKinds[entry.key] ?? 0) }
    return asked & Self.kinds(where: { GraphAnalysis.isCaptive(holder: entry.scope, held: $0.builtIn) }) != 0
  }

  /// A cycle or a path too deep was met: what is being built depends on the path, so none of it
  /// is remembered, even if a factory catches the failure.
  func notePathFailure() {
    ledger.withLock { $0.notePathFailure() }
  }

  // MARK: The scope step of a dry run

  /// What step 6 of a dry run does next, decided under the lock.
  private enum Step {
    /// Hand out this remembered instance (a `ValueBox`).
    case reuse(AnyObject)
    /// Stop the dry run: `entry` is deferred (`nestingLimit`), or an earlier one was.
    case stop(RegistryEntry)
    /// Build anew; a registration with runtime arguments that is shared first asks the session.
    case build(Variant, Shared, isolation: ObjectIdentifier?, inHook: Bool)
  }

  /// Step 6 of a dry run: the remembered instance when the rules above allow it, else a new one.
  func resolve<T, Arguments>(_ entry: RegistryEntry, _ found: Found, _ request: Request, _ arguments: Arguments)
    throws(ResolutionError) -> T
  {
    let flags = entry.flags
    let shared = flags.isGraphScoped || flags.isCached
    // Where resolution's session would build it (a cached registration: its owner, or a child
    // that overrides keys below it, `Resolution.dryRunHome`).
    let container = flags.isCached ? Resolution.dryRunHome(found, request) : request.container
    let kind = Self.bit(flags.scopeRaw)
    let remembered = Arguments.self == Void.self
    let recorder = recorder
    var dropped: Built?
    let step = ledger.withLock { memo -> Step in
      if let deferred = memo.deferred { return .stop(deferred.entry) }
      let isolation = memo.contextIsolation(request)
      let inHook = memo.levels.last?.inHook ?? Self.isInHook(request.parent)
      memo.noteAsked(kind, by: request)
      let variant = Variant(
        entry: ObjectIdentifier(entry), container: ObjectIdentifier(container),
        isolation: flags.needsIsolation ? nil : isolation
      )
      let sharing = Shared(entry: ObjectIdentifier(entry), container: ObjectIdentifier(container))
      if remembered,
        let known = memo.reusable(variant, sharing, entry, shared: shared, inHook: inHook, request: request)
      {
        if memo.levels.isEmpty, request.parent == nil { dropped = memo.replaceTop(with: known) }
        memo.merge(kinds: known.kinds, hasHooks: known.hasHooks)
        if shared, case .verify = memo.mode { memo.shared[sharing] = known }
        return .reuse(known.box.object)
      }
      if remembered, memo.levels.count >= Self.nestingLimit, case .verify = memo.mode,
        memo.deferredOnce.insert(variant).inserted
      {
        memo.deferred = Deferred(entry: entry, container: container, isolation: isolation)
        // The recorder's lock, inside this one: it never takes the memo's.
        memo.edgesWhenDeferred = recorder.edgeCount
        return .stop(entry)
      }
      return .build(variant, sharing, isolation: isolation, inHook: inHook)
    }
    withExtendedLifetime(dropped) {}
    switch step {
    case .reuse(let box):
      return (box as! ValueBox<T>).value
    case .stop(let deferred):
      throw Self.stopped(for: deferred)
    case .build(let variant, let sharing, let isolation, let inHook):
      if !remembered, shared,
        let instance = request.sessionForUpdate.instance(for: entry.key, builtFrom: ObjectIdentifier(container))
      {
        return (instance as! ValueBox<T>).value
      }
      return try build(
        entry, variant, sharing, request, from: container, arguments, kind: kind, isolation: isolation,
        inHook: inHook, remembered: remembered)
    }
  }

  /// What a dry run that stopped to defer `entry` throws, to unwind it; never reported.
  private static func stopped(for entry: RegistryEntry) -> ResolutionError {
    ResolutionError(
      code: .tooDeep, key: entry.displayName, message: "verification deferred \(entry.displayName).",
      fix: "nothing: verification builds it first, then runs this dry run again.")
  }
}

extension Resolution {
  /// Step 6 of a verification dry run: its memo decides (`DryRunMemo`); an async dry run, which
  /// has none, shares `graph` and cached instances within the dry run and builds the rest anew.
  static func resolveDryRun<T, Arguments>(
    _ entry: RegistryEntry, _ found: Found, _ request: Request, _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    if let memo = request.context.session?.memo {
      return try memo.resolve(entry, found, request, arguments)
    }
    if entry.flags.isGraphScoped || entry.flags.isCached { return try resolveShared(entry, found, request, arguments) }
    return try build(entry, request, from: request.container, arguments)
  }
}

extension Resolution {
  /// Step 4 found a cycle or a path too deep: tells a dry run's memo (`DryRunMemo.notePathFailure`).
  static func noteDryRunPathFailure(_ context: ResolutionContext) {
    context.session?.memo?.notePathFailure()
  }
}
