/// A registration as the graph queries describe it: its key, scope and isolation, and where it
/// was added, in which container.
///
/// ```swift
/// let registration = deps.explain(HomePresenterDelegate.self).registration
/// print(registration?.scope, registration?.site)   // transient App/HomeComposer.swift:12
/// ```
public struct RegistrationSummary: Sendable, Equatable, CustomStringConvertible {
  /// The key, as paths name it: `Analytics (name: "firebase")`; `[Tracker]` for a collection.
  public var key: String
  /// How long its instances live; nil for a collection, whose elements each have their own.
  public var scope: Scope?
  /// The actor its factory runs on, as messages name it (`main actor`, `DatabaseActor`); nil
  /// when any thread may build it.
  public var isolation: String?
  /// Whether its factory is async (`addAsync`).
  public var isAsync: Bool
  /// For an `implements` entry, the key of the registration it hands the request to.
  public var forwardsTo: String?
  /// The label of the container that holds it, as messages print it (`"app"`, `#2`).
  public var container: String
  /// Where it was added: `Module/File.swift:12`.
  public var site: String

  /// Creates a summary; the graph queries make these, tests may compare against them.
  ///
  /// - Parameters:
  ///   - key: The key, as paths name it.
  ///   - scope: Its scope; nil for a collection.
  ///   - isolation: The actor its factory runs on, or nil.
  ///   - isAsync: Whether its factory is async.
  ///   - forwardsTo: The key an `implements` entry hands the request to, or nil.
  ///   - container: The label of the container that holds it.
  ///   - site: Where it was added.
  public init(
    key: String, scope: Scope?, isolation: String? = nil, isAsync: Bool = false, forwardsTo: String? = nil,
    container: String, site: String
  ) {
    self.key = key
    self.scope = scope
    self.isolation = isolation
    self.isAsync = isAsync
    self.forwardsTo = forwardsTo
    self.container = container
    self.site = site
  }

  /// Its traits in brackets: `[singleton, main actor]`, `[forwards to Service]`, `[collection]`.
  public var traits: String {
    var traits: [String] = []
    if let forwardsTo {
      traits.append("forwards to \(forwardsTo)")
    } else {
      traits.append(scope?.name ?? "collection")
    }
    if let isolation { traits.append(isolation) }
    if isAsync { traits.append("async") }
    return "[" + traits.joined(separator: ", ") + "]"
  }

  /// The key, its traits, where it was added and in which container.
  public var description: String { "\(key) \(traits), added at \(site) in container \(container)" }
}

extension RegistrationSummary {
  /// The summary of `entry`, held by `owner`.
  init(_ entry: RegistryEntry, owner: Dependencies) {
    self.init(
      key: entry.displayName, scope: entry.isCollection ? nil : entry.scope,
      isolation: entry.flags.needsIsolation ? Isolation.actorName(of: entry, article: false) : nil,
      isAsync: entry.isAsync,
      forwardsTo: entry.forwardTarget.map { Diagnostics.describe($0.service, name: $0.key.name) },
      container: owner.label, site: entry.site.description)
  }
}
