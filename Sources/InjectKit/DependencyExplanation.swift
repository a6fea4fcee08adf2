/// How a container builds one key: what `Dependencies.explain(_:name:)` answers, printable, and
/// a value tests can inspect.
///
/// ```swift
/// let explanation = deps.explain(HomePresenterDelegate.self)
/// print(explanation)
/// #expect(explanation.registration?.scope == .transient)
/// #expect(explanation.dependencies.map(\.to) == ["HomeRouter", "Analytics"])
/// ```
public struct DependencyExplanation: Sendable, CustomStringConvertible {
  /// The key asked about: `HomePresenterDelegate`, `Analytics (name: "firebase")`.
  public var key: String
  /// The registration that answers the key here, in this container or a parent; nil when none does.
  public var registration: RegistrationSummary?
  /// When the registration forwards (`implements`), the registration whose factory builds the
  /// instance; nil otherwise.
  public var builtBy: RegistrationSummary?
  /// Where each decorator of the building registration was declared, innermost first.
  public var decorators: [String]
  /// What the building registration depends on, in the order its factory asks (an autowired
  /// one's in parameter order), each with what answers it.
  public var dependencies: [DependencyEdge]
  /// Every path from the graph's roots (registrations nothing depends on) to the key, each from
  /// a root to the key; at most `pathLimit` of them.
  public var paths: [[String]]
  /// Whether paths were left out (there are more than the limit).
  public var hasMorePaths: Bool
  /// The problems verification reports for the registration (their path starts at it).
  public var problems: [VerificationProblem]

  /// How many paths an explanation lists at most.
  public static let pathLimit = 20

  /// Creates an explanation; `explain(_:name:)` makes these.
  ///
  /// - Parameters:
  ///   - key: The key asked about.
  ///   - registration: The registration that answers it, or nil.
  ///   - builtBy: The registration that builds the instance when `registration` forwards, or nil.
  ///   - decorators: Where each decorator was declared.
  ///   - dependencies: What the building registration depends on.
  ///   - paths: Paths from the graph's roots to the key.
  ///   - hasMorePaths: Whether paths were left out.
  ///   - problems: The problems verification reports for the registration.
  public init(
    key: String, registration: RegistrationSummary?, builtBy: RegistrationSummary? = nil, decorators: [String] = [],
    dependencies: [DependencyEdge] = [], paths: [[String]] = [], hasMorePaths: Bool = false,
    problems: [VerificationProblem] = []
  ) {
    self.key = key
    self.registration = registration
    self.builtBy = builtBy
    self.decorators = decorators
    self.dependencies = dependencies
    self.paths = paths
    self.hasMorePaths = hasMorePaths
    self.problems = problems
  }

  /// The registration, what builds it, its decorators, its dependencies, the paths that reach
  /// it and its problems, one per line.
  public var description: String {
    guard let registration else {
      var text = "\(key): nothing registers it in reach of the container."
      let through = paths.map { $0.joined(separator: " → ") }.filter { !$0.isEmpty }
      if !through.isEmpty { text += "\n  asked for through:" + lines(through) }
      return text
    }
    var text = registration.description
    if let builtBy { text += "\n  built by: \(builtBy)" }
    if !decorators.isEmpty { text += "\n  decorated at: " + decorators.joined(separator: ", ") }
    text += "\n  depends on:" + (dependencies.isEmpty ? " nothing" : lines(dependencies.map(\.description)))
    text += "\n  reached from the graph's roots by:"
    text += lines(paths.map { $0.joined(separator: " → ") } + (hasMorePaths ? ["… and more"] : []))
    text +=
      "\n  problems:"
      + (problems.isEmpty ? " none" : lines(problems.map { "\($0.kind): \($0.path.joined(separator: " → "))" }))
    return text
  }

  private func lines(_ items: [String]) -> String { items.map { "\n    \($0)" }.joined() }
}
