/// The traces running in the process, and what the pipeline tells them.
///
/// The pipeline reaches this only after `ThreadState.isTracing` (one relaxed load of a C flag)
/// says a trace runs or `INJECTKIT_TRACE=1` was set; without either, a resolve pays that one test
/// and a branch where its outcome is decided (a cached read, or a build), and nothing else. So the
/// bookkeeping here may take locks and make strings: it runs only for those who asked.
///
/// Each event goes to every running recorder, which keeps it if the resolve belongs to it
/// (`TraceRecorder.record`). The list is copied out under its lock, and the recorders are called
/// with it released; no lock is held while a factory runs.
enum Tracer {
  /// The recorders running: the `Dependencies.trace` calls in progress, and the standard-error
  /// printer when `INJECTKIT_TRACE=1` (made on first use, which only a traced event reaches).
  private static let running = Protected<[TraceRecorder]>(
    ThreadState.tracesToStandardError ? [TraceRecorder(container: nil)] : [])

  /// Starts recording the resolves that start from `container` or a child of it.
  static func start(tracing container: Dependencies) -> TraceRecorder {
    let recorder = TraceRecorder(container: container)
    running.withLock { recorders in
      recorders.append(recorder)
      ThreadState.setTraceRunning(true)
    }
    return recorder
  }

  /// Starts the standard-error printer, as `INJECTKIT_TRACE=1` does as the library loads.
  static func startPrinting() {
    running.withLock { recorders in
      if !recorders.contains(where: { $0.container == nil }) { recorders.append(TraceRecorder(container: nil)) }
      ThreadState.setTracePrinting()
    }
  }

  /// Stops `recorder`; the flag drops when no trace is left (the printer keeps its own bit).
  static func stop(_ recorder: TraceRecorder) {
    running.withLock { recorders in
      recorders.removeAll { $0 === recorder }
      ThreadState.setTraceRunning(recorders.contains { $0.container != nil })
    }
  }

  /// A resolve answered without running a factory: a cached instance, or a `graph` instance the
  /// resolution already built.
  static func cached(_ entry: RegistryEntry, answeredBy container: Dependencies, _ request: Request) {
    guard !request.isDryRun else { return }
    let event = ResolutionTrace.Event(entry, .cached, answeredBy: container)
    for recorder in running.withLock({ $0 }) {
      recorder.record(event, generation: nil, parent: request.parent, startedFrom: request.container)
    }
  }

  /// A factory about to run in `frame`: the recorders that keep it, each with the event's index.
  static func begin(
    _ entry: RegistryEntry, in frame: Frame, answeredBy container: Dependencies, parent: Frame?,
    startedFrom: Dependencies
  ) -> [(TraceRecorder, Int)] {
    let event = ResolutionTrace.Event(entry, .built, answeredBy: container)
    var keeping: [(TraceRecorder, Int)] = []
    for recorder in running.withLock({ $0 }) {
      if let index = recorder.record(event, generation: frame.generation, parent: parent, startedFrom: startedFrom) {
        keeping.append((recorder, index))
      }
    }
    return keeping
  }

  /// The factory `begin` announced has returned (or thrown, `failed`) after `nanoseconds`.
  static func end(_ keeping: [(TraceRecorder, Int)], nanoseconds: UInt64, failed: Bool) {
    for (recorder, index) in keeping {
      recorder.finishBuild(at: index, nanoseconds: nanoseconds, failed: failed)
    }
  }
}

/// `INJECTKIT_TRACE=1` for a process whose environment cannot be set before InjectKit loads: the
/// package's tests start the printer in an exit test's subprocess with it.
package enum TracePrinting {
  /// Prints every top-level resolve's tree to standard error from now on, for the process's life.
  package static func start() { Tracer.startPrinting() }
}
