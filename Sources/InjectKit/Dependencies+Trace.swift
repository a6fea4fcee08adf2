extension Dependencies {
  /// Runs `body` and returns what this container did meanwhile: every resolve that started from
  /// it or a child of it, on any thread, nested as the graph was built, with each factory's time.
  ///
  /// ```swift
  /// let trace = deps.trace {
  ///   _ = deps.resolve(HomePresenter.self)
  /// }
  /// print(trace)                                   // the tree, then the totals
  /// #expect(trace.events.first?.outcome == .built)
  /// ```
  ///
  /// Traces may run at once, of the same or other containers; each records its own. With none
  /// running (and no `INJECTKIT_TRACE=1`), a resolve pays one test of a process-wide flag. On
  /// Apple platforms each factory run while tracing is also an `os_signpost` interval
  /// (subsystem `InjectKit`, category `Resolution`), so Instruments shows it on the timeline.
  ///
  /// - Parameter body: The code to trace.
  /// - Returns: The resolves recorded while `body` ran.
  /// - Throws: What `body` throws; nothing is returned then.
  public func trace(_ body: () throws -> Void) rethrows -> ResolutionTrace {
    let recorder = Tracer.start(tracing: self)
    defer { Tracer.stop(recorder) }
    try body()
    return recorder.finish()
  }

  /// Runs the async `body` and returns what this container did meanwhile (see `trace(_:)`),
  /// async factories (`addAsync`) included.
  ///
  /// ```swift
  /// let trace = await deps.trace {
  ///   _ = try? await deps.resolveAsync(Database.self)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, so `body` runs where the caller does.
  ///   - body: The code to trace.
  /// - Returns: The resolves recorded while `body` ran.
  /// - Throws: What `body` throws; nothing is returned then.
  public func trace(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
  ) async rethrows -> ResolutionTrace {
    let recorder = Tracer.start(tracing: self)
    defer { Tracer.stop(recorder) }
    try await body()
    return recorder.finish()
  }
}
