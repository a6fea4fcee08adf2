/// State shared by everything built during one top-level resolution: the `graph` scope's
/// instances and the `onResolved` hooks that run once the whole graph exists.
///
/// A synchronous resolution stays on one thread, so its session needs no lock: it records that
/// thread and refuses use from any other (`isUsable`). An async resolution may hop threads and
/// run children concurrently, so its session locks.
// Safety: `graph`, `pending` and `finished` are touched only through `withState`, which
// takes `lock` for async sessions; sync sessions are used only on `owner`, which every
// entry point checks with `isUsable` before touching them.
final class Session: @unchecked Sendable {
  private let owner: UInt?
  private let lock: Lock?
  /// A verification dry run: caching scopes keep their instances here, not in the container.
  let dryRun: Bool
  /// Receives every edge resolved in this session (verification), if set.
  let recorder: DryRunRecorder?
  private var graph: [DependencyKey: Any] = [:]
  private var pending: [() throws(ResolutionError) -> Void] = []
  private var finished = false

  private init(owner: UInt?, lock: Lock?, dryRun: Bool, recorder: DryRunRecorder?) {
    self.owner = owner
    self.lock = lock
    self.dryRun = dryRun
    self.recorder = recorder
  }

  /// A session for a synchronous resolution on the calling thread.
  static func sync(dryRun: Bool = false, recorder: DryRunRecorder? = nil) -> Session {
    Session(owner: ThreadIdentity.current, lock: nil, dryRun: dryRun, recorder: recorder)
  }

  /// A session for an async resolution, usable from any thread.
  static func async(dryRun: Bool = false, recorder: DryRunRecorder? = nil) -> Session {
    Session(owner: nil, lock: Lock(), dryRun: dryRun, recorder: recorder)
  }

  /// Whether the caller may still use this session: it has not finished and, if synchronous,
  /// the caller is on its thread. A `Resolver` that escaped its factory fails this test and
  /// resolves as a fresh top-level call instead.
  var isUsable: Bool {
    if let owner, owner != ThreadIdentity.current { return false }
    return withState { !$0.finished }
  }

  /// The `graph`-scoped (or, in a dry run, cached) instance built for `key` in this session.
  func instance(for key: DependencyKey) -> Any? { withState { $0.graph[key] } }

  /// Remembers `value` as the session's instance for `key`.
  func store(_ value: Any, for key: DependencyKey) { withState { $0.graph[key] = value } }

  /// Queues work to run once the top-level instance is built (`onResolved` hooks).
  func enqueue(_ work: @escaping () throws(ResolutionError) -> Void) { withState { $0.pending.append(work) } }

  /// Runs queued hooks (which may queue more) until none remain, then closes the session.
  func finish() throws(ResolutionError) {
    defer {
      withState {
        $0.finished = true
        $0.graph = [:]
      }
    }
    while let next = withState({ $0.pending.isEmpty ? nil : $0.pending.removeFirst() }) {
      try next()
    }
  }

  private func withState<R>(_ body: (Session) -> R) -> R {
    guard let lock else { return body(self) }
    return lock.withLock { body(self) }
  }
}

/// Collects what a verification dry run observes: which keys each registration asked for,
/// and factories that resolved through a container instead of their `Resolver`.
// Safety: all mutable state is behind `state`'s lock.
final class DryRunRecorder: @unchecked Sendable {
  struct Edge: Sendable {
    let from: DependencyKey?
    let to: DependencyKey
    let service: Any.Type
    let arguments: Any.Type
    let throughContainer: Bool
  }
  private let state = Protected([Edge]())

  func record(_ edge: Edge) { state.withLock { $0.append(edge) } }
  var edges: [Edge] { state.withLock { $0 } }
}
