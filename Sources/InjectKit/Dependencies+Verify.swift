extension Dependencies {
  /// Checks every registration of this container and throws if any is broken: missing
  /// dependencies, cycles, captive dependencies, failing factories, isolation mistakes and
  /// unintended duplicate registrations, all in one error.
  ///
  /// ```swift
  /// @Test func compositionRoot() throws {
  ///   let deps = Dependencies()
  ///   Dependencies.withRoot(deps) { RootComposer().register() }
  ///   try deps.verify()
  /// }
  /// ```
  ///
  /// Autowired registrations are checked from their declared parameter types, without running
  /// them. Closure registrations are dry-run once: singletons made there are thrown away and
  /// the container's caches are untouched, but the factories do run, so keep them free of
  /// side effects beyond building the object. Registrations that need runtime arguments are
  /// counted as checked without a dry run (their arguments are unknown here). Async factories
  /// (use `try await verify()`) and main-actor factories when not called on the main actor are
  /// listed in the report as skipped, not failed.
  ///
  /// - Throws: `VerificationError` whose `report` lists every problem.
  public func verify() throws(VerificationError) {
    let report = verificationReport()
    if !report.problems.isEmpty { throw VerificationError(report: report) }
  }

  /// Like `verify()`, and also dry-runs async factories.
  ///
  /// ```swift
  /// @Test func asyncServicesAreComposed() async throws {
  ///   try await deps.verify()
  /// }
  /// ```
  ///
  /// Inside an `async` function Swift picks this overload, so write `try await deps.verify()`
  /// there.
  ///
  /// - Parameter isolation: The caller's actor; main-actor factories are dry-run when it is the
  ///   main actor.
  /// - Throws: `VerificationError` whose `report` lists every problem.
  public func verify(isolation: isolated (any Actor)? = #isolation) async throws(VerificationError) {
    let analysis = GraphAnalysis(self)
    await analysis.examineAll(isolation: isolation)
    let report = report(from: analysis)
    if !report.problems.isEmpty { throw VerificationError(report: report) }
  }

  /// The same analysis as `verify()`, returned instead of thrown, problems or not.
  ///
  /// ```swift
  /// print(Dependencies.root.verificationReport())
  /// ```
  ///
  /// - Returns: The problems found, how many registrations were checked, and what was skipped.
  public func verificationReport() -> VerificationReport {
    let analysis = GraphAnalysis(self)
    analysis.examineAll()
    return report(from: analysis)
  }

  /// A diagram of this container's registrations and the edges between them, as verification
  /// sees them; keys that nothing registers are drawn as dashed red "missing" nodes.
  ///
  /// ```swift
  /// print(Dependencies.root.graph())            // paste into a ```mermaid block on GitHub
  /// print(Dependencies.root.graph(format: .dot)) // pipe into `dot -Tsvg`
  /// ```
  ///
  /// Building the graph dry-runs closure registrations exactly as `verify()` does.
  ///
  /// - Parameter format: `.mermaid` (default) or `.dot`.
  /// - Returns: The diagram's source text.
  public func graph(format: GraphFormat = .mermaid) -> String {
    let analysis = GraphAnalysis(self)
    analysis.examineAll()
    return analysis.render(format)
  }

  private func report(from analysis: GraphAnalysis) -> VerificationReport {
    let skipped = analysis.skipped
    // Forwarding entries (`implements`) belong to the registration they forward to.
    let registrations = analysis.entries.filter { !$0.isForward }
    return VerificationReport(
      problems: analysis.problems(), checkedRegistrations: registrations.count - skipped.count,
      skipped: skipped, container: label)
  }
}
