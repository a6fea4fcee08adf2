/// Extends a container: told about every registration, including forwarded types.
///
/// ```swift
/// final class RegistrationLog: Behavior {
///   var names: [String] = []
///   func container<Type, Service>(
///     _ container: Container, didRegisterType type: Type.Type,
///     toService entry: ServiceEntry<Service>, withName name: String?
///   ) {
///     names.append("\(type)")
///   }
/// }
/// let container = Container(behaviors: [RegistrationLog()])
/// ```
///
/// Called under the container's lock, so implementations need no locking of their own.
public protocol Behavior {
  /// Called after `type` has been registered (or forwarded) to `entry`.
  ///
  /// - Parameters:
  ///   - container: The container registered into.
  ///   - type: The key type: the registered type, or the forwarded one.
  ///   - entry: The entry that builds instances; for forwarding, the original registration.
  ///   - name: The registration's name, or nil.
  func container<Type, Service>(
    _ container: Container, didRegisterType type: Type.Type, toService entry: ServiceEntry<Service>,
    withName name: String?
  )
}
