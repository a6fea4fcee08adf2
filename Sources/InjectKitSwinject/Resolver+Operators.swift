// SwinjectAutoregistration's `~>` operators: resolve, or stop with a message saying what is
// missing. The infix `~>` is declared by the standard library; the postfix one here.

/// Resolves the type the context expects: `PetOwner(pet: r~>)`.
postfix operator ~>

/// Resolves the unnamed registration of the type the context expects.
///
/// ```swift
/// container.register(PetOwner.self) { r in PetOwner(pet: r~>) }
/// let maybe: Animal? = container~>   // nil when Animal is not registered
/// ```
///
/// - Parameter resolver: The container or the resolver a factory received.
/// - Returns: The instance; the program stops with what is missing when there is none.
public postfix func ~> <Service>(resolver: any Resolver) -> Service {
  resolver.resolve(Service.self) ?? unresolvable(Service.self, name: nil, arguments: "")
}

/// Resolves the unnamed registration of `service`.
///
/// ```swift
/// container.register(PetOwner.self) { r in PetOwner(pet: r ~> Cat.self) }
/// ```
///
/// - Parameters:
///   - resolver: The container or the resolver a factory received.
///   - service: The registered type.
/// - Returns: The instance; the program stops with what is missing when there is none.
public func ~> <Service>(resolver: any Resolver, service: Service.Type) -> Service {
  resolver.resolve(service) ?? unresolvable(service, name: nil, arguments: "")
}

/// Resolves the registration of a type called by a name.
///
/// ```swift
/// PetOwner(pet: r ~> (Cat.self, name: "Mimi"))
/// ```
///
/// - Parameters:
///   - resolver: The container or the resolver a factory received.
///   - service: The registered type and the registration's name.
/// - Returns: The instance; the program stops with what is missing when there is none.
public func ~> <Service>(resolver: any Resolver, service: (service: Service.Type, name: String)) -> Service {
  resolver.resolve(service.service, name: service.name)
    ?? unresolvable(service.service, name: service.name, arguments: "")
}

/// Resolves the registration of a type whose factory takes one argument.
///
/// ```swift
/// PetOwner(pet: r ~> (Cat.self, argument: "Mimi"))
/// ```
///
/// - Parameters:
///   - resolver: The container or the resolver a factory received.
///   - service: The registered type and the argument.
/// - Returns: The instance; the program stops with what is missing when there is none.
public func ~> <Service, Arg1>(resolver: any Resolver, service: (service: Service.Type, argument: Arg1)) -> Service {
  resolver.resolve(service.service, argument: service.argument)
    ?? unresolvable(service.service, name: nil, arguments: "\(Arg1.self)")
}

/// Resolves the registration of a type called by a name whose factory takes one argument.
///
/// ```swift
/// PetOwner(pet: r ~> (Cat.self, name: "Mimi", argument: true))
/// ```
///
/// - Parameters:
///   - resolver: The container or the resolver a factory received.
///   - service: The registered type, the registration's name and the argument.
/// - Returns: The instance; the program stops with what is missing when there is none.
public func ~> <Service, Arg1>(
  resolver: any Resolver, service: (service: Service.Type, name: String, argument: Arg1)
) -> Service {
  resolver.resolve(service.service, name: service.name, argument: service.argument)
    ?? unresolvable(service.service, name: service.name, arguments: "\(Arg1.self)")
}

/// Resolves the registration of a type whose factory takes two arguments.
///
/// ```swift
/// PetOwner(pet: r ~> (Cat.self, arguments: ("Mimi", true)))
/// ```
///
/// - Parameters:
///   - resolver: The container or the resolver a factory received.
///   - service: The registered type and the arguments, as a tuple.
/// - Returns: The instance; the program stops with what is missing when there is none.
public func ~> <Service, Arg1, Arg2>(
  resolver: any Resolver, service: (Service.Type, arguments: (Arg1, Arg2))
) -> Service {
  resolver.resolve(service.0, arguments: service.arguments.0, service.arguments.1)
    ?? unresolvable(service.0, name: nil, arguments: "\(Arg1.self), \(Arg2.self)")
}

/// Resolves the registration of a type called by a name whose factory takes two arguments.
///
/// ```swift
/// PetOwner(pet: r ~> (Cat.self, name: "Mimi", arguments: ("Mimi", true)))
/// ```
///
/// - Parameters:
///   - resolver: The container or the resolver a factory received.
///   - service: The registered type, the registration's name and the arguments, as a tuple.
/// - Returns: The instance; the program stops with what is missing when there is none.
public func ~> <Service, Arg1, Arg2>(
  resolver: any Resolver, service: (Service.Type, name: String, arguments: (Arg1, Arg2))
) -> Service {
  resolver.resolve(service.0, name: service.name, arguments: service.arguments.0, service.arguments.1)
    ?? unresolvable(service.0, name: service.name, arguments: "\(Arg1.self), \(Arg2.self)")
}

/// Resolves the registration of a type whose factory takes three arguments.
///
/// ```swift
/// Walk(route: r ~> (Route.self, arguments: ("park", 3, 1.5)))
/// ```
///
/// - Parameters:
///   - resolver: The container or the resolver a factory received.
///   - service: The registered type and the arguments, as a tuple.
/// - Returns: The instance; the program stops with what is missing when there is none.
public func ~> <Service, Arg1, Arg2, Arg3>(
  resolver: any Resolver, service: (Service.Type, arguments: (Arg1, Arg2, Arg3))
) -> Service {
  resolver.resolve(service.0, arguments: service.arguments.0, service.arguments.1, service.arguments.2)
    ?? unresolvable(service.0, name: nil, arguments: "\(Arg1.self), \(Arg2.self), \(Arg3.self)")
}

/// Resolves the registration of a type called by a name whose factory takes three arguments.
///
/// ```swift
/// Walk(route: r ~> (Route.self, name: "daily", arguments: ("park", 3, 1.5)))
/// ```
///
/// - Parameters:
///   - resolver: The container or the resolver a factory received.
///   - service: The registered type, the registration's name and the arguments, as a tuple.
/// - Returns: The instance; the program stops with what is missing when there is none.
public func ~> <Service, Arg1, Arg2, Arg3>(
  resolver: any Resolver, service: (Service.Type, name: String, arguments: (Arg1, Arg2, Arg3))
) -> Service {
  resolver.resolve(
    service.0, name: service.name, arguments: service.arguments.0, service.arguments.1, service.arguments.2)
    ?? unresolvable(service.0, name: service.name, arguments: "\(Arg1.self), \(Arg2.self), \(Arg3.self)")
}

/// SwinjectAutoregistration's older form with the three arguments not in a tuple.
///
/// - Parameters:
///   - resolver: The container or the resolver a factory received.
///   - service: The registered type and the arguments.
/// - Returns: The instance; the program stops with what is missing when there is none.
@available(*, deprecated, message: "Pass the arguments in a tuple: r ~> (Service.self, arguments: (a, b, c))")
public func ~> <Service, Arg1, Arg2, Arg3>(
  resolver: any Resolver, service: (Service.Type, arguments: Arg1, Arg2, Arg3)
) -> Service {
  resolver ~> (service.0, arguments: (service.1, service.2, service.3))
}

/// SwinjectAutoregistration's older form with a name and the arguments not in a tuple.
///
/// - Parameters:
///   - resolver: The container or the resolver a factory received.
///   - service: The registered type, the registration's name and the arguments.
/// - Returns: The instance; the program stops with what is missing when there is none.
@available(*, deprecated, message: "Pass the arguments in a tuple: r ~> (Service.self, name: n, arguments: (a, b))")
public func ~> <Service, Arg1, Arg2>(
  resolver: any Resolver, service: (Service.Type, name: String, arguments: Arg1, Arg2)
) -> Service {
  resolver ~> (service.0, name: service.name, arguments: (service.2, service.3))
}

/// SwinjectAutoregistration's older form with a name and three arguments not in a tuple.
///
/// - Parameters:
///   - resolver: The container or the resolver a factory received.
///   - service: The registered type, the registration's name and the arguments.
/// - Returns: The instance; the program stops with what is missing when there is none.
@available(*, deprecated, message: "Pass the arguments in a tuple: r ~> (Service.self, name: n, arguments: (a, b, c))")
public func ~> <Service, Arg1, Arg2, Arg3>(
  resolver: any Resolver, service: (Service.Type, name: String, arguments: Arg1, Arg2, Arg3)
) -> Service {
  resolver ~> (service.0, name: service.name, arguments: (service.2, service.3, service.4))
}

/// Stops the program because `~>` found nothing to resolve, saying what to register.
func unresolvable<Service>(_ service: Service.Type, name: String?, arguments: String) -> Service {
  let named = name.map { " named \"\($0)\"" } ?? ""
  let taking = arguments.isEmpty ? "" : " whose factory takes (\(arguments))"
  fatalError(
    "InjectKitSwinject: `~>` could not resolve \(Service.self)\(named)\(taking): nothing is registered for it. "
      + "To fix: register \(Service.self)\(named) with exactly these argument types in this container or a parent, "
      + "or resolve it as an optional (`let x: \(Service.self)? = r~>`) where it may be missing.")
}
