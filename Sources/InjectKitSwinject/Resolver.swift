/// Resolves services: Swinject's `Resolver`, which factories receive and `Container` conforms to.
///
/// ```swift
/// container.register(PetOwner.self) { r in
///   PetOwner(pet: r.resolve(Animal.self)!, food: r.resolve(Food.self, name: "dry")!)
/// }
/// let owner = container.resolve(PetOwner.self)
/// ```
///
/// Every method returns nil when nothing registered matches the type, name and argument
/// types. InjectKit has a `Resolver` protocol too: a file importing both modules writes
/// `InjectKitSwinject.Resolver` (or `Swinject`-style code keeps only this import).
///
/// Like Swinject's, it does not refine `Sendable`, so a class of yours with mutable state may
/// conform (a resolver holding its container weakly, forwarding each resolve). The resolvers
/// this module hands out are `Sendable` all the same: `Container` is, and so are the values of
/// `Container.synchronize()` and `Assembler.resolver` (`any Resolver & Sendable`); every resolve
/// is serialised by one lock.
public protocol Resolver {
  /// Resolves the unnamed registration of `serviceType`.
  ///
  /// - Parameter serviceType: The registered service type.
  /// - Returns: The instance, or nil if nothing is registered.
  func resolve<Service>(_ serviceType: Service.Type) -> Service?

  /// Resolves the registration of `serviceType` called `name`.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - name: The registration's name, or nil for the unnamed one.
  /// - Returns: The instance, or nil if nothing is registered.
  func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service?

  /// Resolves the unnamed registration of `serviceType` whose factory takes 1 argument.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - argument: Passed to the factory.
  /// - Returns: The instance, or nil if nothing is registered with these argument types.
  func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service?

  /// Resolves the registration of `serviceType` called `name` whose factory takes 1 argument.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - name: The registration's name, or nil for the unnamed one.
  ///   - argument: Passed to the factory.
  /// - Returns: The instance, or nil if nothing is registered with this name and argument types.
  func resolve<Service, Arg1>(_ serviceType: Service.Type, name: String?, argument: Arg1) -> Service?

  /// Resolves the unnamed registration of `serviceType` whose factory takes 2 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  /// - Returns: The instance, or nil if nothing is registered with these argument types.
  func resolve<Service, Arg1, Arg2>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2) -> Service?

  /// Resolves the registration of `serviceType` called `name` whose factory takes 2 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - name: The registration's name, or nil for the unnamed one.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  /// - Returns: The instance, or nil if nothing is registered with this name and argument types.
  func resolve<Service, Arg1, Arg2>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2
  ) -> Service?

  /// Resolves the unnamed registration of `serviceType` whose factory takes 3 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  ///   - arg3: The factory's third argument.
  /// - Returns: The instance, or nil if nothing is registered with these argument types.
  func resolve<Service, Arg1, Arg2, Arg3>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3
  ) -> Service?

  /// Resolves the registration of `serviceType` called `name` whose factory takes 3 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - name: The registration's name, or nil for the unnamed one.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  ///   - arg3: The factory's third argument.
  /// - Returns: The instance, or nil if nothing is registered with this name and argument types.
  func resolve<Service, Arg1, Arg2, Arg3>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3
  ) -> Service?

  /// Resolves the unnamed registration of `serviceType` whose factory takes 4 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  ///   - arg3: The factory's third argument.
  ///   - arg4: The factory's fourth argument.
  /// - Returns: The instance, or nil if nothing is registered with these argument types.
  func resolve<Service, Arg1, Arg2, Arg3, Arg4>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4
  ) -> Service?

  /// Resolves the registration of `serviceType` called `name` whose factory takes 4 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - name: The registration's name, or nil for the unnamed one.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  ///   - arg3: The factory's third argument.
  ///   - arg4: The factory's fourth argument.
  /// - Returns: The instance, or nil if nothing is registered with this name and argument types.
  func resolve<Service, Arg1, Arg2, Arg3, Arg4>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4
  ) -> Service?

  /// Resolves the unnamed registration of `serviceType` whose factory takes 5 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  ///   - arg3: The factory's third argument.
  ///   - arg4: The factory's fourth argument.
  ///   - arg5: The factory's fifth argument.
  /// - Returns: The instance, or nil if nothing is registered with these argument types.
  func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5
  ) -> Service?

  /// Resolves the registration of `serviceType` called `name` whose factory takes 5 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - name: The registration's name, or nil for the unnamed one.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  ///   - arg3: The factory's third argument.
  ///   - arg4: The factory's fourth argument.
  ///   - arg5: The factory's fifth argument.
  /// - Returns: The instance, or nil if nothing is registered with this name and argument types.
  func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
    _ arg5: Arg5
  ) -> Service?

  /// Resolves the unnamed registration of `serviceType` whose factory takes 6 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  ///   - arg3: The factory's third argument.
  ///   - arg4: The factory's fourth argument.
  ///   - arg5: The factory's fifth argument.
  ///   - arg6: The factory's sixth argument.
  /// - Returns: The instance, or nil if nothing is registered with these argument types.
  func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
    _ arg6: Arg6
  ) -> Service?

  /// Resolves the registration of `serviceType` called `name` whose factory takes 6 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - name: The registration's name, or nil for the unnamed one.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  ///   - arg3: The factory's third argument.
  ///   - arg4: The factory's fourth argument.
  ///   - arg5: The factory's fifth argument.
  ///   - arg6: The factory's sixth argument.
  /// - Returns: The instance, or nil if nothing is registered with this name and argument types.
  func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
    _ arg5: Arg5, _ arg6: Arg6
  ) -> Service?

  /// Resolves the unnamed registration of `serviceType` whose factory takes 7 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  ///   - arg3: The factory's third argument.
  ///   - arg4: The factory's fourth argument.
  ///   - arg5: The factory's fifth argument.
  ///   - arg6: The factory's sixth argument.
  ///   - arg7: The factory's seventh argument.
  /// - Returns: The instance, or nil if nothing is registered with these argument types.
  func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
    _ arg6: Arg6, _ arg7: Arg7
  ) -> Service?

  /// Resolves the registration of `serviceType` called `name` whose factory takes 7 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - name: The registration's name, or nil for the unnamed one.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  ///   - arg3: The factory's third argument.
  ///   - arg4: The factory's fourth argument.
  ///   - arg5: The factory's fifth argument.
  ///   - arg6: The factory's sixth argument.
  ///   - arg7: The factory's seventh argument.
  /// - Returns: The instance, or nil if nothing is registered with this name and argument types.
  func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
    _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7
  ) -> Service?

  /// Resolves the unnamed registration of `serviceType` whose factory takes 8 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  ///   - arg3: The factory's third argument.
  ///   - arg4: The factory's fourth argument.
  ///   - arg5: The factory's fifth argument.
  ///   - arg6: The factory's sixth argument.
  ///   - arg7: The factory's seventh argument.
  ///   - arg8: The factory's eighth argument.
  /// - Returns: The instance, or nil if nothing is registered with these argument types.
  func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
    _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8
  ) -> Service?

  /// Resolves the registration of `serviceType` called `name` whose factory takes 8 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - name: The registration's name, or nil for the unnamed one.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  ///   - arg3: The factory's third argument.
  ///   - arg4: The factory's fourth argument.
  ///   - arg5: The factory's fifth argument.
  ///   - arg6: The factory's sixth argument.
  ///   - arg7: The factory's seventh argument.
  ///   - arg8: The factory's eighth argument.
  /// - Returns: The instance, or nil if nothing is registered with this name and argument types.
  func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
    _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8
  ) -> Service?

  /// Resolves the unnamed registration of `serviceType` whose factory takes 9 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  ///   - arg3: The factory's third argument.
  ///   - arg4: The factory's fourth argument.
  ///   - arg5: The factory's fifth argument.
  ///   - arg6: The factory's sixth argument.
  ///   - arg7: The factory's seventh argument.
  ///   - arg8: The factory's eighth argument.
  ///   - arg9: The factory's ninth argument.
  /// - Returns: The instance, or nil if nothing is registered with these argument types.
  func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
    _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8, _ arg9: Arg9
  ) -> Service?

  /// Resolves the registration of `serviceType` called `name` whose factory takes 9 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - name: The registration's name, or nil for the unnamed one.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  ///   - arg3: The factory's third argument.
  ///   - arg4: The factory's fourth argument.
  ///   - arg5: The factory's fifth argument.
  ///   - arg6: The factory's sixth argument.
  ///   - arg7: The factory's seventh argument.
  ///   - arg8: The factory's eighth argument.
  ///   - arg9: The factory's ninth argument.
  /// - Returns: The instance, or nil if nothing is registered with this name and argument types.
  func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
    _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8, _ arg9: Arg9
  ) -> Service?
}
