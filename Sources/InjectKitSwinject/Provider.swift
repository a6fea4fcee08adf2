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
  private let produce: (GraphIdentifier?) -> Service?

  init(produce: @escaping (GraphIdentifier?) -> Service?) {
    self.produce = produce
  }

  /// A newly resolved instance (or the shared one, for a scope that shares).
  ///
  /// Stops the process if the container that made this `Provider` has been released or no
  /// longer resolves `Service`.
  public var instance: Service {
    SwinjectLock.shared.withLock {
      guard let made = produce(nil) else {
        fatalError("InjectKitSwinject: Provider<\(Service.self)> could not resolve: its container is gone or changed.")
      }
      return made
    }
  }
}

/// A `Provider` is as shareable as its service: it resolves under the module's lock.
// Safety: the only stored property is an immutable closure, called only inside
// `SwinjectLock.shared.withLock`.
extension Provider: @unchecked Sendable where Service: Sendable {}
