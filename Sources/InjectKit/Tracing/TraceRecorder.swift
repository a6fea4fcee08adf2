/// One running trace: the events of the resolves that belong to it, nested as they were built.
///
/// A resolve belongs to the trace when it starts from the traced container or a child of it
/// (nil: every container, the `INJECTKIT_TRACE=1` printer), or when a factory this trace saw
/// start asked for it. Nesting follows the frames: every factory runs in a `Frame` with a
/// process-unique `generation`, and a request's `parent` is the frame of the factory asking, so a
/// recorder that keeps each build's generation finds an event's parent on any thread, through a
/// `Resolver`, a container, or an async factory's frame. A decorator's or hook's frame is not a
/// build: the walk goes on up to the build it belongs to.
final class TraceRecorder: Sendable {
  /// The container traced, or nil for the standard-error printer.
  let container: Dependencies?
  private let state = Protected(State())

  private struct State {
    var events: [ResolutionTrace.Event] = []
    /// The event of each build, by its frame's generation.
    var builds: [UInt64: Int] = [:]
    /// The top-level event each event belongs to (the printer prints a tree once it is done).
    var roots: [Int] = []
    /// Builds begun and not yet ended.
    var running = 0
    /// The trace returned: later events are not kept.
    var isFinished = false
  }

  init(container: Dependencies?) { self.container = container }

  /// Keeps `event` if it belongs to this trace, and returns its index; nil otherwise.
  ///
  /// - Parameters:
  ///   - generation: The frame the factory runs in, for a build; nil for a cached read.
  ///   - parent: The frame of the factory asking, nil at the top of a resolution.
  @discardableResult
  func record(_ event: ResolutionTrace.Event, generation: UInt64?, parent: Frame?, startedFrom: Dependencies)
    -> Int?
  {
    let topLevel = parent == nil && covers(startedFrom)
    var event = event
    let (index, line): (Int?, String?) = state.withLock { state in
      guard !state.isFinished else { return (nil, nil) }
      var root: Int
      if let parentIndex = Self.nearestBuild(above: parent, in: state) {
        event.parent = parentIndex
        event.depth = state.events[parentIndex].depth + 1
        root = state.roots[parentIndex]
      } else if topLevel {
        root = state.events.count
      } else {
        return (nil, nil)
      }
      let index = state.events.count
      state.events.append(event)
      state.roots.append(root)
      if let generation {
        state.builds[generation] = index
        state.running += 1
      }
      // The printer prints a top-level cached read at once: nothing can nest under it.
      let line = container == nil && generation == nil && root == index ? TraceText.line(event) : nil
      if line != nil { Self.forgetIfIdle(&state) }
      return (index, line)
    }
    if let line { TraceText.writeToStandardError([line]) }
    return index
  }

  /// Sets a build's time and outcome; the printer prints its tree once its top-level build ends.
  func finishBuild(at index: Int, nanoseconds: UInt64, failed: Bool) {
    let lines: [String] = state.withLock { state in
      guard index < state.events.count else { return [] }
      state.events[index].nanoseconds = nanoseconds
      if failed { state.events[index].outcome = .failed }
      state.running -= 1
      guard container == nil, state.roots[index] == index else { return [] }
      let tree = state.events.indices.filter { state.roots[$0] == index }.map { state.events[$0] }
      Self.forgetIfIdle(&state)
      return TraceText.tree(tree)
    }
    if !lines.isEmpty { TraceText.writeToStandardError(lines) }
  }

  /// Ends the trace and returns what it recorded.
  func finish() -> ResolutionTrace {
    let events = state.withLock { state in
      state.isFinished = true
      return state.events
    }
    return ResolutionTrace(container: container?.label ?? "every container", events: events)
  }

  /// Whether a resolve starting from `start` belongs to this trace: it is the container traced
  /// or a child of it.
  private func covers(_ start: Dependencies) -> Bool {
    guard let container else { return true }
    var next: Dependencies? = start
    while let current = next {
      if current === container { return true }
      next = current.parent
    }
    return false
  }

  /// The event of the nearest build on the path above a request (its parent frame, or that
  /// frame's parents), if this trace recorded it.
  private static func nearestBuild(above frame: Frame?, in state: State) -> Int? {
    var next = frame
    while let current = next {
      if let index = state.builds[current.generation] { return index }
      next = current.parent
    }
    return nil
  }

  /// The printer forgets what it printed once no build is running (it runs for the process's life).
  private static func forgetIfIdle(_ state: inout State) {
    guard state.running == 0 else { return }
    state.events.removeAll(keepingCapacity: true)
    state.roots.removeAll(keepingCapacity: true)
    state.builds.removeAll(keepingCapacity: true)
  }
}
