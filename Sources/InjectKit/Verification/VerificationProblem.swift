/// One thing wrong with a container's object graph, found by `Dependencies.verify()`.
///
/// ```swift
/// for problem in deps.verificationReport().problems where problem.kind == .missingDependency {
///   print(problem.path.joined(separator: " → "), problem.site)
/// }
/// ```
public struct VerificationProblem: Sendable, Equatable, CustomStringConvertible {
  /// What kind of problem this is.
  public var kind: Kind
  /// The keys from the registration being checked to where the problem is, e.g.
  /// `["HomePresenterDelegate", "ItemStore"]` for a presenter whose store is missing.
  public var path: [String]
  /// What is wrong, where it was registered, and a sentence starting "To fix:".
  public var message: String
  /// Where the registration being checked was added (`#fileID:#line`).
  public var site: String

  /// Creates a problem; verification makes these, tests may compare against them.
  ///
  /// - Parameters:
  ///   - kind: What kind of problem this is.
  ///   - path: The keys from the checked registration to the problem.
  ///   - message: The explanation, ending with "To fix: …".
  ///   - site: Where the checked registration was added.
  public init(kind: Kind, path: [String], message: String, site: String = "") {
    self.kind = kind
    self.path = path
    self.message = message
    self.site = site
  }

  /// The kinds of problem verification reports.
  ///
  /// ```swift
  /// let captive = deps.verificationReport().problems(of: .captiveDependency)
  /// #expect(captive.isEmpty, "\(captive)")
  /// ```
  public enum Kind: String, Sendable, CaseIterable, CustomStringConvertible {
    /// A registration needs a key that no container in reach registers (or registers with
    /// other runtime arguments).
    case missingDependency
    /// A registration depends, directly or not, on itself.
    case cycle
    /// A longer-lived registration holds a shorter-lived one (a singleton holding a transient,
    /// say), so the shorter lifetime is silently ignored.
    case captiveDependency
    /// A factory or an `onResolved` hook threw, or built something unusable, while being
    /// dry-run. A hook's failure names the hook and where it was added.
    case factoryFailed
    /// A registration depends on one that must be built on an actor (the main actor or another)
    /// it is not isolated to.
    case isolation
    /// The same key was added twice without `asOverride()`: from different places, or by one
    /// line run twice on the container (a composer called again).
    case duplicateRegistration
    /// A factory resolved through a container (`Dependencies.root.resolve`, `@Inject`)
    /// instead of the `Resolver` it received, so a failure there traps instead of being reported.
    case resolvesOutsideResolver
    /// A registration was not checked, so `verify()` cannot vouch for it: it needs the main
    /// actor and verification ran elsewhere, it has an async factory and verification was
    /// synchronous, or it takes runtime arguments and has no samples
    /// (``ArgumentRegistration/verifying(with:file:line:)``). The message says how to check it.
    ///
    /// ```swift
    /// @MainActor @Test func compositionRootIsComplete() async throws {
    ///   try await deps.verify()  // checks main-actor and async registrations too
    /// }
    /// ```
    case unverified
    /// A registration marked live (``Registration/live(reaching:file:line:)``: it reaches the
    /// network, the disk or the clock) that the container still holds, reported only when
    /// `verify()` runs in a per-test container (InjectKitTesting). The message gives the override.
    case liveService
    /// A registration taking runtime arguments was declared with a caching scope, which it does
    /// not get: each resolve builds its own instance (one instance would have served every later
    /// resolve, whatever its arguments). The message gives the fix.
    ///
    /// ```swift
    /// deps.add(DetailPresenter.self) { (r, item: Item) in DetailPresenter(item: item) }  // no `scope:`
    /// ```
    case cachedScopeWithArguments
    /// A registration that nothing reachable from the app's entry points needs (dead wiring),
    /// reported only by `verify(roots:)`, which names them; or one of those roots that nothing
    /// registers is a ``missingDependency``.
    ///
    /// ```swift
    /// try deps.verify(roots: [HomeViewDelegate.self, SettingsViewDelegate.self])
    /// ```
    case unusedRegistration
    /// Nothing is registered where `verify()` looked, in the container or its parents: the check
    /// passed only because it had nothing to check. Usually the composition ran into another
    /// container (a composer registering into one of its own, or into `Dependencies.root` while a
    /// per-test container was meant), or did not run. The message says how to run it here.
    ///
    /// ```swift
    /// let deps = Dependencies()
    /// Dependencies.withRoot(deps) { RootComposer().register() }  // composers register into `deps`
    /// try deps.verify()
    /// ```
    case nothingRegistered
    /// A chain of registrations, each built inside the one before, deeper than a resolve can build
    /// from the thread that verifies (past `tooDeep`'s limit, or past the stack the thread has
    /// left): resolving its top there stops with `tooDeep`, so `verify()` says so too.
    case tooDeep

    /// A heading for this kind in reports.
    public var description: String {
      switch self {
      case .missingDependency: "Missing dependencies"
      case .cycle: "Cycles"
      case .captiveDependency: "Captive dependencies"
      case .factoryFailed: "Factories and hooks that failed"
      case .isolation: "Isolation"
      case .duplicateRegistration: "Duplicate registrations"
      case .resolvesOutsideResolver: "Resolves outside the factory's Resolver"
      case .unverified: "Not verified"
      case .liveService: "Live services in a test"
      case .cachedScopeWithArguments: "Caching scopes on registrations with runtime arguments"
      case .unusedRegistration: "Unused registrations"
      case .nothingRegistered: "Nothing registered"
      case .tooDeep: "Graphs too deep to build here"
      }
    }
  }

  /// The path and the message on one line.
  public var description: String {
    "\(path.joined(separator: " → ")): \(message)"
  }
}
