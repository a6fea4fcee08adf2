extension ResolutionTrace {
  /// One resolve in a trace: what was asked for, who answered, and how.
  ///
  /// ```swift
  /// let built = trace.events.filter { $0.outcome == .built }
  /// #expect(built.map(\.key) == ["Session", "Clock"])
  /// #expect(trace.events[1].parent == 0)   // Clock was built for Session
  /// ```
  public struct Event: Sendable, Equatable, CustomStringConvertible {
    /// The registered type's description (`Session`, `any Repository`).
    public let key: String
    /// The registration's name, or nil.
    public let name: String?
    /// The label of the container whose registration answered (or, for a child's own instance of
    /// a parent's registration, the child that holds it).
    public let container: String
    /// Where the registration was added: `#fileID:#line`.
    public let site: String
    /// Whether a factory ran, a cached or shared instance was taken, or the factory failed.
    public internal(set) var outcome: Outcome
    /// The registration's scope: for a cached read, the scope that kept the instance
    /// (`graph` for an instance shared within one resolution).
    public let scope: Scope
    /// The factory's time in nanoseconds (nested resolves included); 0 for a cached read.
    public internal(set) var nanoseconds: UInt64
    /// The thread the resolve ran on.
    public let thread: Thread
    /// The actor the registration is isolated to (`"MainActor"`, an actor's type), or nil.
    public let actor: String?
    /// How deep in the tree: 0 for a resolve the traced code made, 1 for one its factory made…
    public internal(set) var depth: Int
    /// The index in `ResolutionTrace.events` of the build whose factory asked for this; nil at
    /// the top.
    public internal(set) var parent: Int?

    /// The event as a trace prints it, without its indentation.
    public var description: String { TraceText.line(self) }

    /// What the resolve did.
    ///
    /// ```swift
    /// let failed = trace.events.filter { $0.outcome == .failed }.map(\.key)
    /// ```
    public enum Outcome: Sendable, Equatable {
      /// The factory ran and returned an instance.
      case built
      /// An instance kept by the registration's scope was returned (a `singleton`, `weak` or
      /// custom scope's, or a `graph` instance the resolution already built).
      case cached
      /// The factory ran and threw (or a resolve it made failed). A key with no registration
      /// runs no factory and records nothing: its error names it.
      case failed
    }

    /// A thread, as a trace names it.
    ///
    /// ```swift
    /// let offMain = trace.events.filter { $0.thread != .main }
    /// ```
    public enum Thread: Sendable, Hashable, CustomStringConvertible {
      /// The process's main thread.
      case main
      /// Another thread, numbered in the order threads first resolved in the process.
      case other(UInt64)

      /// `main thread`, or `thread 3`.
      public var description: String {
        switch self {
        case .main: "main thread"
        case .other(let number): "thread \(number)"
        }
      }
    }
  }
}
