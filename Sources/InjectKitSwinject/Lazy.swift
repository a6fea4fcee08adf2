@_spi(InjectKitSkins) import InjectKit

/// A dependency built on first access and kept: resolve `Lazy<Service>` instead of `Service`.
///
/// ```swift
/// container.register(Database.self) { _ in Database() }
/// let database = container.resolve(Lazy<Database>.self)!   // nothing built yet
/// database.instance.query()                                  // built now, then reused
/// ```
///
/// Needs no registration of its own; resolving it is nil when `Service` is not registered.
/// The instance is built in the object graph that resolved the `Lazy`, so `graph`-scoped
/// dependencies still alive are shared with it.
public final class Lazy<Service> {
  private let graph: GraphIdentifier?
  /// The closure (which may capture non-Sendable arguments) and what it built, under
  /// `SwinjectLock.shared`.
  private let state: Guarded<State>

  private struct State {
    let produce: (GraphIdentifier?) -> Service?
    var built: Service?
  }

  init(graph: GraphIdentifier?, produce: @escaping (GraphIdentifier?) -> Service?) {
    self.graph = graph
    state = guarded(State(produce: produce))
  }

  /// The instance: resolved on first access, the same one afterwards.
  ///
  /// Stops the process if the container that made this `Lazy` has been released or no
  /// longer resolves `Service`.
  public var instance: Service {
    SwinjectLock.shared.withLock { _ in
      let (built, produce) = state.withLock { ($0.built, $0.produce) }
      if let built { return built }
      guard let made = produce(graph) else {
        fatalError("InjectKitSwinject: Lazy<\(Service.self)> could not resolve: its container is gone or changed.")
      }
      state.withLock { $0.built = made }
      return made
    }
  }
}

/// A `Lazy` is as shareable as its service: all its state is guarded by the module's lock.
extension Lazy: Sendable where Service: Sendable {}
