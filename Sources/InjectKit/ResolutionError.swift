/// Why a resolve failed, with everything needed to fix it.
///
/// `tryResolve` throws it; `resolve` and `@Inject` stop the process with its `description`.
/// The text names the key, the resolution path, where each involved registration was made,
/// the nearest registered keys, and ends with "To fix: …".
///
/// ```swift
/// do {
///   let presenter = try deps.tryResolve(HomePresenterDelegate.self)
/// } catch {
///   print(error.code)          // .notRegistered
///   print(error.path)          // ["HomeView", "HomePresenterDelegate"]
///   print(error)               // the full explanation
/// }
/// ```
///
/// One word wide (its fields live in a copy-on-write box), so the typed `throws` of every
/// resolve passes it in a register.
public struct ResolutionError: Error, Sendable, CustomStringConvertible {
  private var storage: Storage

  /// The kind of failure.
  public var code: Code {
    get { storage.fields.code }
    set { update { $0.code = newValue } }
  }
  /// The key that failed, e.g. `Analytics (name: "firebase")`.
  public var key: String {
    get { storage.fields.key }
    set { update { $0.key = newValue } }
  }
  /// The chain of keys from the top-level resolve to the failing one, e.g. `["HomePresenter", "Analytics"]`.
  public var path: [String] {
    get { storage.fields.path }
    set { update { $0.path = newValue } }
  }
  /// What went wrong, in one sentence.
  public var message: String {
    get { storage.fields.message }
    set { update { $0.message = newValue } }
  }
  /// Registered keys close to the one asked for, each with where it was added.
  public var suggestions: [String] {
    get { storage.fields.suggestions }
    set { update { $0.suggestions = newValue } }
  }
  /// The registrations on the path, each with where it was added (`#fileID:#line`).
  public var involved: [String] {
    get { storage.fields.involved }
    set { update { $0.involved = newValue } }
  }
  /// The container the resolve started in.
  public var container: String {
    get { storage.fields.container }
    set { update { $0.container = newValue } }
  }
  /// The advice that ends the description.
  public var fix: String {
    get { storage.fields.fix }
    set { update { $0.fix = newValue } }
  }
  /// The error a factory threw, for `factoryFailed`.
  public var underlying: (any Error)? {
    get { storage.fields.underlying }
    set { update { $0.underlying = newValue } }
  }
  /// The `#fileID:#line` of the call that asked for the failing resolve, when the call captured
  /// it: `Dependencies.resolve` and `@Inject` do; `tryResolve` and a factory's `r.resolve()` do
  /// not (the factory is located by the path: each of its registrations names where it was added).
  public var resolvedAt: String? {
    get { storage.fields.resolvedAt }
    set { update { $0.resolvedAt = newValue } }
  }

  /// Creates an error; InjectKit builds these, but adapters and tests may too.
  ///
  /// - Parameters:
  ///   - code: The kind of failure.
  ///   - key: The key that failed.
  ///   - message: What went wrong, in one sentence.
  ///   - fix: The advice printed after "To fix:".
  public init(code: Code, key: String, message: String, fix: String) {
    storage = Storage(Fields(code: code, key: key, path: [key], message: message, fix: fix))
  }

  /// The fields, shared between copies: immutable, so a change makes a new one (errors are
  /// built on failure paths only).
  private final class Storage: Sendable {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  /// What a `ResolutionError` says.
  private struct Fields: Sendable {
    var code: Code
    var key: String
    var path: [String]
    var message: String
    var suggestions: [String] = []
    var involved: [String] = []
    var container = ""
    var fix: String
    var underlying: (any Error)?
    var resolvedAt: String?
  }

  private mutating func update(_ change: (inout Fields) -> Void) {
    var fields = storage.fields
    change(&fields)
    storage = Storage(fields)
  }

  /// The full explanation: message, path, involved registrations, nearest keys and the fix.
  public var description: String {
    var text = "InjectKit: \(message)"
    if !container.isEmpty { text += "\n  Container: \(container)" }
    if path.count > 1 || code == .cycle {
      text += "\n  Path: " + path.dropLast().joined(separator: " → ") + " → ✗ " + (path.last ?? key)
    }
    if !involved.isEmpty {
      text += "\n  Registrations on the path:" + involved.map { "\n    \($0)" }.joined()
    }
    if !suggestions.isEmpty {
      text += "\n  Nearest registered keys:" + suggestions.map { "\n    \($0)" }.joined()
    }
    if let underlying { text += "\n  Underlying error: \(underlying)" }
    if let resolvedAt { text += "\n  Resolved at: \(resolvedAt)" }
    return text + "\n  To fix: \(fix)"
  }

  /// The error with `resolvedAt` set to the caller's site.
  func resolved(at file: StaticString, line: UInt) -> ResolutionError {
    var error = self
    error.resolvedAt = "\(file):\(line)"
    return error
  }

  /// A kind of resolution failure.
  ///
  /// ```swift
  /// do {
  ///   _ = try deps.tryResolve(Analytics.self)
  /// } catch {
  ///   if error.code == .notRegistered { print(error.suggestions) }   // the keys you may have meant
  /// }
  /// ```
  ///
  /// A struct rather than an enum, so new codes can be added without breaking a `switch`.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    /// The code's identifier, e.g. `notRegistered`.
    public let rawValue: String
    private init(_ rawValue: String) { self.rawValue = rawValue }

    /// No registration for the type and name, in this container or its parents.
    public static let notRegistered = Code("notRegistered")
    /// The type is registered, but with other runtime-argument types.
    public static let argumentMismatch = Code("argumentMismatch")
    /// Resolution came back to a key it was already building.
    public static let cycle = Code("cycle")
    /// A factory (or an `onResolved` hook) threw; `underlying` has its error.
    public static let factoryFailed = Code("factoryFailed")
    /// A registration isolated to an actor (the main actor or another) was resolved by code not
    /// proven to run on it.
    public static let isolationViolation = Code("isolationViolation")
    /// An `addAsync` registration was resolved synchronously; use `resolveAsync`.
    public static let requiresAsync = Code("requiresAsync")
    /// A forwarded registration's instance does not conform to the type asked for.
    public static let typeMismatch = Code("typeMismatch")
    /// The graph is nested so deeply the thread would run out of stack.
    public static let tooDeep = Code("tooDeep")
    /// A factory's `Resolver`, kept past the factory, was used after its container was released.
    public static let containerReleased = Code("containerReleased")

    /// The identifier.
    public var description: String { rawValue }
  }
}
