@_spi(InjectKitSkins) import InjectKit

extension Container: CustomStringConvertible {
  /// This container's own registrations, sorted, in Swinject's format:
  ///
  /// ```text
  /// [
  ///     { Service: Animal, Name: "cat", Factory: (Resolver, String) -> Animal, ObjectScope: graph }
  /// ]
  /// ```
  ///
  /// Registrations added with `Dependencies.add` are listed by `dependencies.description`.
  public var description: String {
    let lines = SwinjectLock.shared.withLock { _ in
      state.services.map { "\n    { \(Container.describe($0.value, key: $0.key)) }" }
    }
    return "[" + lines.sorted().joined(separator: ",") + "\n]"
  }

  /// One registration: `Service: Animal, Factory: Resolver -> Animal, ObjectScope: graph`.
  /// Lock must be held.
  static func describe(_ entry: any ServiceEntryProtocol, key: ServiceKey) -> String {
    var text = "Service: \(entry.serviceType)"
    if let name = key.name { text += ", Name: \"\(name)\"" }
    if let option = key.option { text += ", \(option)" }
    text += ", Factory: \(entry.arguments.factoryDescription) -> \(key.serviceType)"
    text += ", ObjectScope: \(entry.objectScope)"
    if entry.initCompletedCount > 0 { text += ", InitCompleted: Specified \(entry.initCompletedCount) closures" }
    return text
  }
}
