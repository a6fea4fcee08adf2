/// What a container did while `Dependencies.trace(_:)` ran: every resolve, nested as the graph
/// was built, with each factory's time.
///
/// ```swift
/// let deps = Dependencies(label: "app")
/// deps.add(Clock.self) { SystemClock() }
/// deps.add(Session.self, scope: .singleton) { r in Session(clock: try r.resolve()) }
///
/// let trace = deps.trace {
///   _ = deps.resolve(Session.self)
///   _ = deps.resolve(Session.self)
/// }
/// print(trace)
/// // Trace of app: 3 resolves, 2 factories run in 14.2 µs
/// // Session  built in 12.9 µs  singleton  app  App/Composition.swift:3  main thread
/// //   Clock  built in 0.4 µs  transient  app  App/Composition.swift:2  main thread
/// // Session  cached  singleton  app  App/Composition.swift:3  main thread
/// //
/// // Totals per registration, in the order their factories first ran:
/// //   Session  singleton  app  App/Composition.swift:3: built 1× in 12.9 µs, cached 1×
/// //   Clock  transient  app  App/Composition.swift:2: built 1× in 0.4 µs, cached 0×
/// ```
///
/// A factory's time includes the resolves it makes (its children's lines show theirs). Tests
/// read `events`; a launch profile reads `totals`.
public struct ResolutionTrace: Sendable, CustomStringConvertible {
  /// The label of the container traced.
  public let container: String
  /// Every resolve recorded, in the order each began: a build when its factory started, a
  /// cached read when it happened. An event's `parent` is an index into this array.
  public let events: [Event]

  init(container: String, events: [Event]) {
    self.container = container
    self.events = events
  }

  /// What one registration cost in the trace: how often its factory ran and for how long.
  ///
  /// ```swift
  /// let slowest = trace.totals.max { $0.nanoseconds < $1.nanoseconds }
  /// ```
  public struct Total: Sendable, Equatable {
    /// The registered type's description, as in `Event.key`.
    public let key: String
    /// The registration's name, or nil.
    public let name: String?
    /// The label of the container whose registration ran.
    public let container: String
    /// Where the registration was added (`#fileID:#line`).
    public let site: String
    /// The registration's scope.
    public let scope: Scope
    /// How many times its factory ran (failed runs included).
    public internal(set) var builds: Int
    /// How many resolves took a cached or shared instance instead.
    public internal(set) var cachedReads: Int
    /// The time its factory runs took together, in nanoseconds (nested resolves included).
    public internal(set) var nanoseconds: UInt64
  }

  /// Totals per registration, in the order their factories first ran; registrations only read
  /// from a cache follow, in the order first read.
  public var totals: [Total] {
    var totals: [Total] = []
    var positions: [String: Int] = [:]
    // Builds first, so the order is the factories'; then what was only read from a cache.
    for event in events.filter({ $0.outcome != .cached }) + events.filter({ $0.outcome == .cached }) {
      let identity = "\(event.key)|\(event.name ?? "")|\(event.container)|\(event.site)"
      let position: Int
      if let known = positions[identity] {
        position = known
      } else {
        position = totals.count
        positions[identity] = position
        totals.append(
          Total(
            key: event.key, name: event.name, container: event.container, site: event.site, scope: event.scope,
            builds: 0, cachedReads: 0, nanoseconds: 0))
      }
      if event.outcome == .cached {
        totals[position].cachedReads += 1
      } else {
        totals[position].builds += 1
        totals[position].nanoseconds += event.nanoseconds
      }
    }
    return totals
  }

  /// The trace as an indented tree with times, then the totals per registration.
  public var description: String { TraceText.report(self).joined(separator: "\n") }
}
