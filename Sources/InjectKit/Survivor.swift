/// An instance a scope built, dropped by `reset(_:)` since, and still alive: something keeps it
/// past the reset (a logout that leaves the old session in memory). Returned by
/// ``Dependencies/survivors(of:)``.
///
/// ```swift
/// deps.reset(.custom("session"))   // logout
/// for survivor in deps.survivors(of: .custom("session")) {
///   print(survivor)
///   // Session [session], added at App/SessionComposer.swift:12, is still alive after
///   // reset(.custom("session")) of container #1: AccountViewModel [singleton], added at
///   // App/AccountComposer.swift:40, holds it in `session`. To fix: …
/// }
/// ```
///
/// InjectKitTesting's `expectNoSurvivors(of:in:)` makes each one a test issue.
public struct Survivor: Sendable, CustomStringConvertible {
  /// The registration's key: its type, name and argument types (`Session (name: "guest")`).
  public let key: String
  /// Where the registration was added, as `#fileID:#line`.
  public let site: String
  /// The cached instances whose stored properties hold it, each as "AccountViewModel
  /// [singleton], added at App/AccountComposer.swift:40, in `session`"; empty when none does
  /// (something outside the container's caches holds it: a view, a task, a local variable).
  public let heldBy: [String]
  /// The scope that was reset.
  public let scope: Scope
  /// The label of the container that reset it.
  public let container: String
  /// The holders' types, for the fix.
  let holderTypes: [String]

  /// What survived, who holds it, and what to do about it.
  public var description: String { Diagnostics.survivor(self) }
}
