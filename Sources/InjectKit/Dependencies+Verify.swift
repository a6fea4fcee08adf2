extension Dependencies {
  /// Checks every registration of this container and throws if any is broken: missing
  /// dependencies, cycles, captive dependencies, failing factories and hooks, isolation
  /// mistakes, unintended duplicate registrations, and registrations it could not check, all in
  /// one error.
  ///
  /// ```swift
  /// @MainActor @Test func compositionRoot() throws {
  ///   let deps = Dependencies()
  ///   Dependencies.withRoot(deps) { RootComposer().register() }
  ///   try deps.verify()
  /// }
  /// ```
  ///
  /// Autowired registrations are checked from their declared parameter types, without running
  /// them (those with `onResolved` hooks are also dry-run, to run the hooks). Closure
  /// registrations are dry-run once: singletons made there are thrown away and the container's
  /// caches are untouched, but the factories do run, so keep them free of side effects beyond
  /// building the object. Registrations that take runtime arguments are dry-run with the samples
  /// given by ``ArgumentRegistration/verifying(with:file:line:)``.
  ///
  /// Nothing passes unchecked: a registration this call cannot check is an
  /// ``VerificationProblem/Kind/unverified`` problem that says how to check it — async
  /// factories (call `try await verify()`), main-actor factories when not called on the main
  /// actor (mark the test `@MainActor`, or call `try await verify()`), runtime arguments without
  /// samples. Only ``Registration/skipVerification(because:file:line:)`` leaves one out, and the
  /// report lists it in ``VerificationReport/skipped``.
  ///
  /// - Throws: `VerificationError` whose `report` lists every problem.
  public func verify() throws(VerificationError) {
    let report = verificationReport()
    if !report.problems.isEmpty { throw VerificationError(report: report) }
  }

  /// Like `verify()`, and also dry-runs async factories, and main-actor factories on the main
  /// actor wherever it is called from: the complete check.
  ///
  /// ```swift
  /// @Test func asyncServicesAreComposed() async throws {
  ///   try await deps.verify()
  /// }
  /// ```
  ///
  /// Inside an `async` function Swift picks this overload, so write `try await deps.verify()`
  /// there. In top-level code (`main.swift`) Swift ranks overloads as in synchronous code and
  /// picks the synchronous `verify()` even under `await`: write
  /// `try await deps.verify(isolation: #isolation)` there, which only this overload accepts (the
  /// synchronous one's unverified problems say so).
  ///
  /// - Parameter isolation: The caller's actor. Off the main actor, registrations that need it
  ///   are dry-run on the main actor (this call awaits it there), so the main actor must not be
  ///   blocked waiting for this call.
  /// - Throws: `VerificationError` whose `report` lists every problem.
  public func verify(isolation: isolated (any Actor)? = #isolation) async throws(VerificationError) {
    let analysis = GraphAnalysis(self, isolation: Isolation.identity(isolation))
    await analysis.examineAll(isolation: isolation)
    let report = report(from: analysis)
    if !report.problems.isEmpty { throw VerificationError(report: report) }
  }

  /// Like `verify()`, and also lists registrations that nothing reachable from `roots`, the
  /// app's entry points, needs: dead wiring left after a feature was removed.
  ///
  /// ```swift
  /// @MainActor @Test func compositionRootHasNoDeadWiring() throws {
  ///   let deps = Dependencies()
  ///   Dependencies.withRoot(deps) { RootComposer().register() }
  ///   try deps.verify(roots: [HomeViewDelegate.self, SettingsViewDelegate.self])
  /// }
  /// ```
  ///
  /// The roots are what the app resolves outside any factory: the types its views, scenes and
  /// `@Inject` properties ask for. A type stands for every registration of it (any name). Each
  /// registration of this container that no root reaches, through any factory, hook, decorator,
  /// forwarding or collection, is a ``VerificationProblem/Kind/unusedRegistration`` problem; a root
  /// nothing registers is a ``VerificationProblem/Kind/missingDependency``. `verify()` without
  /// roots reports neither.
  ///
  /// - Parameter roots: The app's entry points.
  /// - Throws: `VerificationError` whose `report` lists every problem.
  public func verify(roots: [Any.Type]) throws(VerificationError) {
    let report = verificationReport(roots: roots)
    if !report.problems.isEmpty { throw VerificationError(report: report) }
  }

  /// Like `verify(roots:)`, dry-running async and main-actor factories too, as
  /// `verify(isolation:)` does.
  ///
  /// ```swift
  /// @Test func compositionRootHasNoDeadWiring() async throws {
  ///   try await deps.verify(roots: [HomeViewDelegate.self])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - roots: The app's entry points.
  ///   - isolation: The caller's actor (see `verify(isolation:)`).
  /// - Throws: `VerificationError` whose `report` lists every problem.
  public func verify(roots: [Any.Type], isolation: isolated (any Actor)? = #isolation) async throws(VerificationError) {
    let analysis = GraphAnalysis(self, isolation: Isolation.identity(isolation))
    await analysis.examineAll(isolation: isolation)
    let report = report(from: analysis, roots: roots)
    if !report.problems.isEmpty { throw VerificationError(report: report) }
  }

  /// The same analysis as `verify(roots:)`, returned instead of thrown, problems or not.
  ///
  /// ```swift
  /// let unused = deps.verificationReport(roots: [HomeViewDelegate.self]).problems(of: .unusedRegistration)
  /// ```
  ///
  /// - Parameter roots: The app's entry points.
  /// - Returns: The problems found, unused registrations included.
  public func verificationReport(roots: [Any.Type]) -> VerificationReport {
    let analysis = GraphAnalysis(self)
    analysis.examineAll()
    return report(from: analysis, roots: roots)
  }

  /// The same analysis as `verify()`, returned instead of thrown, problems or not.
  ///
  /// ```swift
  /// print(Dependencies.root.verificationReport())
  /// ```
  ///
  /// - Returns: The problems found, how many registrations were checked, and what was skipped on
  ///   purpose.
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

  private func report(from analysis: GraphAnalysis, roots: [Any.Type] = []) -> VerificationReport {
    VerificationReport(
      problems: analysis.problems() + analysis.depthProblems() + analysis.unusedProblems(roots: roots)
        + nothingRegisteredProblems(),
      checkedRegistrations: analysis.checkedCount,
      skipped: analysis.optedOut, container: label)
  }

  /// Whether this container or a parent of it holds anything: a registration, a collection, a
  /// decorator waiting for its registration.
  var holdsAnything: Bool {
    var container: Dependencies? = self
    while let current = container {
      if !current.registry.all.isEmpty { return true }
      container = current.parent
    }
    return false
  }

  /// A ``VerificationProblem/Kind/nothingRegistered`` problem when neither this container nor a
  /// parent of it holds anything (a registration, a collection, a decorator waiting for its
  /// registration): a passing check of nothing would hide a composition that ran elsewhere or not
  /// at all.
  private func nothingRegisteredProblems() -> [VerificationProblem] {
    guard !holdsAnything else { return [] }
    return [
      VerificationProblem(
        kind: .nothingRegistered, path: [label],
        message: "\(label) has no registrations, nor has any parent of it: verify() had nothing to check. The "
          + "composition ran into another container (a composer registering into a container of its own, or into "
          + "the process-wide Dependencies.root instead of this one), or did not run. To fix: run it into this "
          + "container, `Dependencies.withRoot(deps) { RootComposer().register() }` (composers register into "
          + "`Dependencies.root`, which is `deps` inside the block), or pass `deps` to the composers that take a "
          + "container, then verify `deps`.",
        site: "")
    ]
  }
}

/// A likely mistake InjectKit noticed as it happened, which is not an error: the same
/// registration line run twice on one container (a composer called again).
///
/// ```swift
/// Dependencies.onWarning = { warning in print(warning.key, warning.site, warning.message) }
/// ```
public struct RegistrationWarning: Sendable, CustomStringConvertible {
  /// The key registered, as paths name it: `Service (name: "x")`.
  public let key: String
  /// Where the registration was made: `Module/File.swift:12`.
  public let site: String
  /// The container's label.
  public let container: String
  /// The whole warning, ending with "To fix: …".
  public let message: String

  /// The message.
  public var description: String { message }
}

extension Dependencies {
  private static let warningHandler = Protected<(@Sendable (RegistrationWarning) -> Void)?>(nil)

  /// Receives each ``RegistrationWarning`` as it happens. When nil (the default) a warning is
  /// written to standard error, once per registration line. Once a test uses InjectKitTesting's
  /// `.dependencies` trait, InjectKitTesting sets it (unless it is set): a test that runs a
  /// composer twice in its per-test container gets a test issue, and warnings elsewhere in the
  /// test process are dropped.
  ///
  /// ```swift
  /// Dependencies.onWarning = { warning in logger.warning("\(warning.message)") }
  /// ```
  public static var onWarning: (@Sendable (RegistrationWarning) -> Void)? {
    get { warningHandler.withLock { $0 } }
    set { warningHandler.withLock { $0 = newValue } }
  }
}
