/// A registration that depends on a key, directly or through others: what
/// `Dependencies.dependents(of:name:)` lists, to show what a change to the key reaches.
///
/// ```swift
/// for dependent in deps.dependents(of: Analytics.self) {
///   print(dependent)   // 2  HomeView [transient] → HomePresenterDelegate
/// }
/// ```
public struct Dependent: Sendable, Equatable, CustomStringConvertible {
  /// The registration that depends on the key.
  public var registration: RegistrationSummary
  /// 1 when it asks for the key itself, 2 when it asks for a registration at distance 1, and so on.
  public var distance: Int
  /// Its own edge toward the key: what it asks for that leads there.
  public var edge: DependencyEdge

  /// Creates a dependent; `dependents(of:name:)` makes these, tests may compare against them.
  ///
  /// - Parameters:
  ///   - registration: The registration that depends on the key.
  ///   - distance: How many edges away from the key it is.
  ///   - edge: Its edge toward the key.
  public init(registration: RegistrationSummary, distance: Int, edge: DependencyEdge) {
    self.registration = registration
    self.distance = distance
    self.edge = edge
  }

  /// The distance, then the edge: `2  HomeView [transient] → HomePresenterDelegate`.
  public var description: String {
    "\(distance)  \(registration.key) \(registration.traits) → \(edge.to)"
  }
}
