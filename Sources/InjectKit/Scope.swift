/// How long a resolved instance lives and who shares it.
///
/// ```swift
/// deps.add(Database.self, scope: .singleton) { _ in Database() }
/// deps.add(Session.self, scope: .custom("session")) { _ in Session() }
/// deps.reset(.custom("session"))   // at logout: the next resolve builds a new Session
/// ```
///
/// With runtime arguments, caching scopes keep one instance per registration, whatever the
/// argument values: the first call's arguments build it.
public struct Scope: Sendable, Hashable, CustomStringConvertible {
  /// The scope's name, as printed in listings and diagnostics.
  public var name: String { customName ?? kind.name }
  /// A custom scope's name; nil for the built-in scopes, whose kind names them. So a built-in
  /// scope passed as an argument is a tag and two zero words: no string to build at the call.
  @usableFromInline let customName: String?
  /// Built-in scopes compare by this tag first, so hot-path checks rarely touch the name.
  @usableFromInline let kind: Kind

  @usableFromInline enum Kind: UInt8, Sendable {
    case transient, singleton, weak, graph, custom

    /// The built-in scope of this kind (`custom` scopes carry their name elsewhere).
    var builtIn: Scope {
      switch self {
      case .transient: .transient
      case .singleton: .singleton
      case .weak: .weak
      case .graph: .graph
      case .custom: .custom("custom")
      }
    }

    /// The name of the built-in scope of this kind.
    var name: String {
      switch self {
      case .transient: "transient"
      case .singleton: "singleton"
      case .weak: "weak"
      case .graph: "graph"
      case .custom: "custom"
      }
    }
  }

  @usableFromInline init(_ kind: Kind, customName: String? = nil) {
    self.kind = kind
    self.customName = customName
  }

  // The built-in scopes are built where they are used, not read from globals: a tag and no
  // name, so a default `scope:` argument costs no lazy-global check and no reference counting.
  // Inlinable, so the caller sees that too: a call of a getter and a release of what it
  // returned would be code at every registration.

  /// A new instance for every resolve. The default.
  @inlinable public static var transient: Scope { Scope(.transient) }
  /// One instance per container that registered it, shared by its child containers.
  @inlinable public static var singleton: Scope { Scope(.singleton) }
  /// One shared instance for as long as something else holds it strongly.
  ///
  /// Only class instances can be held weakly; a value type in this scope behaves as `transient`.
  @inlinable public static var weak: Scope { Scope(.weak) }
  /// One shared instance within a single top-level resolution, released when it returns.
  @inlinable public static var graph: Scope { Scope(.graph) }

  /// The default `scope:` of `add`, `addAsync` and `autowire`: the scope of the registration this
  /// one replaces in its container, or overrides in a parent, else `.transient`. A test's stub
  /// replaces the implementation, not the lifetime:
  ///
  /// ```swift
  /// Dependencies.withOverrides { deps in
  ///   deps.add { StubAPIClient() as APIClient }  // a singleton, if the app's APIClient is one
  /// } operation: { … }
  /// ```
  ///
  /// Pass a scope to choose another one (`scope: .transient` for a stub built anew per resolve).
  /// A registration with runtime arguments, or a collection's element, is `.transient` by default.
  @inlinable public static var inherited: Scope { Scope(.transient, customName: "inherited") }

  /// Whether this is `.inherited`, resolved to a scope when a registration is made.
  var isInherited: Bool { kind == .transient && customName == "inherited" }

  /// A named cache, kept until `Dependencies.reset(.custom(name))`, such as a login session.
  ///
  /// - Parameter name: Identifies the scope; two custom scopes with the same name are the same scope.
  /// - Returns: The scope. Names `transient`, `singleton`, `weak` and `graph` are reserved and
  ///   prefixed with `custom:` so they never alias a built-in scope.
  public static func custom(_ name: String) -> Scope {
    Scope(.custom, customName: ["transient", "singleton", "weak", "graph"].contains(name) ? "custom:\(name)" : name)
  }

  /// Whether instances in this scope outlive a single resolve inside the container's caches.
  var isCached: Bool { kind != .transient && kind != .graph }

  /// The scope's name.
  public var description: String { name }
}
