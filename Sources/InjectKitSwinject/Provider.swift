@_spi(InjectKitSkins) import InjectKit

/// A dependency built anew on every access: resolve `Provider<Service>` instead of `Service`.
///
/// ```swift
/// container.register(Request.self) { _ in Request() }
/// let requests = container.resolve(Provider<Request>.self)!
/// let first = requests.instance, second = requests.instance   // two resolves
/// ```
///
/// Needs no registration of its own; resolving it is nil when `Service` is not registered.
/// Each access is a resolve of its own, with the registration's scope.
public final class Provider<Service> {
  /// The closure, which may capture non-Sendable arguments, under `SwinjectLock.shared`.
  private let produce: Guarded<(GraphIdentifier?) -> Service?>

  init(produce: @escaping (GraphIdentifier?) -> Service?) {
    self.produce = guarded(produce)
  }

  /// A newly resolved instance (or the shared one, for a scope that shares).
  ///
  /// Stops the process if the container that made this `Provider` has been released or no
  /// longer resolves `Service`.
  public var instance: Service {
    SwinjectLock.shared.withLock { _ in
      guard let made = produce.withLock({ $0 })(nil) else {
        fatalError("InjectKitSwinject: Provider<\(Service.self)> could not resolve: its container is gone or changed.")
      }
      return made
    }
  }
}

/// A `Provider` is as shareable as its service: it resolves under the module's lock.
extension Provider: Sendable where Service: Sendable {}
