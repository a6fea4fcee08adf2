/// What a Swinject-style registration is found by: service type, argument types and name.
struct ServiceKey: Hashable {
  let service: ObjectIdentifier
  let arguments: ObjectIdentifier
  let name: String?
  /// The service type itself, for descriptions and `resetObjectScope(_:serviceType:)`.
  let serviceType: Any.Type

  init(_ serviceType: Any.Type, arguments: Any.Type, name: String?) {
    service = ObjectIdentifier(serviceType)
    self.arguments = ObjectIdentifier(arguments)
    self.name = name
    self.serviceType = serviceType
  }

  static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
    lhs.service == rhs.service && lhs.arguments == rhs.arguments && lhs.name == rhs.name
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(service)
    hasher.combine(arguments)
    hasher.combine(name)
  }

  var takesNoArguments: Bool { arguments == ObjectIdentifier(Void.self) }
}
