/// The result of checking every registration of a container: its problems, grouped by kind
/// when printed.
///
/// ```swift
/// let report = Dependencies.root.verificationReport()
/// print(report)   // "Verified container "root": 24 registrations checked, no problems."
/// ```
public struct VerificationReport: Sendable, CustomStringConvertible {
  /// Everything found, in registration order.
  public var problems: [VerificationProblem]
  /// How many of the container's registrations were checked, statically (autowired and
  /// forwarding ones) or by a dry run (closures; those taking runtime arguments run with their
  /// samples). A registration that was not checked is an ``VerificationProblem/Kind/unverified``
  /// problem, or, if it opted out, listed in ``skipped``.
  public var checkedRegistrations: Int
  /// Registrations not checked on purpose, each with the reason stated in
  /// ``Registration/skipVerification(because:file:line:)``. They do not fail `verify()`; any
  /// other registration that could not be checked is an ``VerificationProblem/Kind/unverified``
  /// problem, which does.
  public var skipped: [String]
  /// The label of the container that was checked.
  public var container: String

  /// Creates a report; verification makes these.
  ///
  /// - Parameters:
  ///   - problems: Everything found.
  ///   - checkedRegistrations: How many registrations were checked.
  ///   - skipped: Registrations not checked on purpose, with their reasons.
  ///   - container: The checked container's label.
  public init(
    problems: [VerificationProblem], checkedRegistrations: Int, skipped: [String] = [], container: String = ""
  ) {
    self.problems = problems
    self.checkedRegistrations = checkedRegistrations
    self.skipped = skipped
    self.container = container
  }

  /// The problems of one kind.
  ///
  /// - Parameter kind: The kind to select.
  /// - Returns: Those problems, in registration order.
  public func problems(of kind: VerificationProblem.Kind) -> [VerificationProblem] {
    problems.filter { $0.kind == kind }
  }

  /// A summary line, then the problems grouped by kind, each with its path and fix, then what
  /// was skipped on purpose.
  public var description: String {
    let count = problems.count
    var text =
      "Verified container \(container): \(checkedRegistrations) registration"
      + "\(checkedRegistrations == 1 ? "" : "s") checked, "
      + (count == 0 ? "no problems" : "\(count) problem\(count == 1 ? "" : "s")")
      + (skipped.isEmpty ? "" : ", \(skipped.count) skipped") + "."
    for kind in VerificationProblem.Kind.allCases {
      let group = problems(of: kind)
      guard !group.isEmpty else { continue }
      text += "\n\n\(kind) (\(group.count))"
      for (number, problem) in group.enumerated() {
        text += "\n  \(number + 1). \(problem.path.joined(separator: " → "))"
        text += "\n     \(problem.message)"
      }
    }
    if !skipped.isEmpty {
      text += "\n\nSkipped on purpose (\(skipped.count))"
      for reason in skipped { text += "\n  - \(reason)" }
    }
    return text
  }
}

/// Thrown by `Dependencies.verify()` when the graph has at least one problem.
///
/// ```swift
/// @Test func compositionRootIsComplete() throws {
///   let deps = Dependencies()
///   Dependencies.withRoot(deps) { RootComposer().register() }
///   try deps.verify()   // fails the test with every broken edge, grouped, each with a fix
/// }
/// ```
public struct VerificationError: Error, Sendable, CustomStringConvertible {
  /// The full report, problems included.
  public var report: VerificationReport

  /// Wraps a report that has problems.
  ///
  /// - Parameter report: The report to throw.
  public init(report: VerificationReport) { self.report = report }

  /// The report's text.
  public var description: String { report.description }
}

/// The diagram languages `Dependencies.graph(format:)` writes.
///
/// ```swift
/// print(Dependencies.root.graph(format: .dot))   // swift run App | dot -Tsvg > graph.svg
/// ```
public enum GraphFormat: String, Sendable, CaseIterable {
  /// Mermaid flowchart text; renders in GitHub Markdown inside a code block marked `mermaid`.
  case mermaid
  /// Graphviz DOT; render with `dot -Tsvg`.
  case dot
}
