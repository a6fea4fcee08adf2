extension Container: Resolver {
  /// Resolves the unnamed registration of `serviceType`, here or in a parent container.
  ///
  /// ```swift
  /// let animal = container.resolve(Animal.self)
  /// let maybe = container.resolve(Dog?.self)        // .some(nil) when Dog is not registered
  /// let later = container.resolve(Lazy<Dog>.self)   // built on first `instance`
  /// ```
  ///
  /// Falls back to registrations added with `Dependencies.add` on the backing container.
  ///
  /// - Parameter serviceType: The registered service type.
  /// - Returns: The instance, or nil if nothing is registered.
  public func resolve<Service>(_ serviceType: Service.Type) -> Service? {
    state.resolve(Service.self, name: nil, requester: self)
  }

  /// Resolves the registration of `serviceType` called `name`.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - name: The registration's name, or nil for the unnamed one.
  /// - Returns: The instance, or nil if nothing is registered.
  public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
    state.resolve(Service.self, name: name, requester: self)
  }

  /// Resolves the unnamed registration of `serviceType` whose factory takes 1 argument.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - argument: Passed to the factory.
  /// - Returns: The instance, or nil if nothing is registered with these argument types.
  public func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service? {
    state.resolve(Service.self, name: nil, argument: argument, requester: self)
  }

  /// Resolves the registration of `serviceType` called `name` whose factory takes 1 argument.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - name: The registration's name, or nil for the unnamed one.
  ///   - argument: Passed to the factory.
  /// - Returns: The instance, or nil if nothing is registered with this name and argument types.
  public func resolve<Service, Arg1>(_ serviceType: Service.Type, name: String?, argument: Arg1) -> Service? {
    state.resolve(Service.self, name: name, argument: argument, requester: self)
  }

  /// Resolves the unnamed registration of `serviceType` whose factory takes 2 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  /// - Returns: The instance, or nil if nothing is registered with these argument types.
  public func resolve<Service, Arg1, Arg2>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2
  ) -> Service? {
    state.resolve(
      Service.self, request: Request(name: nil, full: { ($0, arg1, arg2) }, engine: EngineArguments(arg1, arg2)),
      requester: self)
  }

  /// Resolves the registration of `serviceType` called `name` whose factory takes 2 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - name: The registration's name, or nil for the unnamed one.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  /// - Returns: The instance, or nil if nothing is registered with this name and argument types.
  public func resolve<Service, Arg1, Arg2>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2
  ) -> Service? {
    state.resolve(
      Service.self, request: Request(name: name, full: { ($0, arg1, arg2) }, engine: EngineArguments(arg1, arg2)),
      requester: self)
  }

  /// Resolves the unnamed registration of `serviceType` whose factory takes 3 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  ///   - arg3: The factory's third argument.
  /// - Returns: The instance, or nil if nothing is registered with these argument types.
  public func resolve<Service, Arg1, Arg2, Arg3>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3
  ) -> Service? {
    state.resolve(
      Service.self,
      request: Request(name: nil, full: { ($0, arg1, arg2, arg3) }, engine: EngineArguments(arg1, arg2, arg3)),
      requester: self)
  }

  /// Resolves the registration of `serviceType` called `name` whose factory takes 3 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - name: The registration's name, or nil for the unnamed one.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  ///   - arg3: The factory's third argument.
  /// - Returns: The instance, or nil if nothing is registered with this name and argument types.
  public func resolve<Service, Arg1, Arg2, Arg3>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3
  ) -> Service? {
    state.resolve(
      Service.self,
      request: Request(name: name, full: { ($0, arg1, arg2, arg3) }, engine: EngineArguments(arg1, arg2, arg3)),
      requester: self)
  }

  /// Resolves the unnamed registration of `serviceType` whose factory takes 4 arguments.
  ///
  /// - Parameters:
  ///   - serviceType: The registered service type.
  ///   - arg1: The factory's first argument.
  ///   - arg2: The factory's second argument.
  ///   - arg3: The factory's third argument.
  ///   - arg4: The factory's fourth argument.
  /// - Returns: The instance, or nil if nothing is registered with these argument types.
  public func resolve<Service, Arg1, Arg2, Arg3, Arg4>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4
  ) -> Service? {
    state.resolve(
      Service.self,
      request: Request(
        name: nil, full: { ($0, arg1, arg2, arg3, arg4) }, engine: EngineArguments(arg1, arg2, arg3, arg4)),
      requester: self)
  }

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
  public func resolve<Service, Arg1, Arg2, Arg3, Arg4>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4
  ) -> Service? {
    state.resolve(
      Service.self,
      request: Request(
        name: name, full: { ($0, arg1, arg2, arg3, arg4) }, engine: EngineArguments(arg1, arg2, arg3, arg4)),
      requester: self)
  }

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
  public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5
  ) -> Service? {
    state.resolve(
      Service.self,
      request: Request(
        name: nil, full: { ($0, arg1, arg2, arg3, arg4, arg5) }, engine: EngineArguments(arg1, arg2, arg3, arg4, arg5)),
      requester: self)
  }

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
  public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
    _ arg5: Arg5
  ) -> Service? {
    state.resolve(
      Service.self,
      request: Request(
        name: name, full: { ($0, arg1, arg2, arg3, arg4, arg5) }, engine: EngineArguments(arg1, arg2, arg3, arg4, arg5)),
      requester: self)
  }

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
  public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
    _ arg6: Arg6
  ) -> Service? {
    state.resolve(
      Service.self,
      request: Request(
        name: nil, full: { ($0, arg1, arg2, arg3, arg4, arg5, arg6) },
        engine: EngineArguments(arg1, arg2, arg3, arg4, arg5, arg6)),
      requester: self)
  }

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
  public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
    _ arg5: Arg5, _ arg6: Arg6
  ) -> Service? {
    state.resolve(
      Service.self,
      request: Request(
        name: name, full: { ($0, arg1, arg2, arg3, arg4, arg5, arg6) },
        engine: EngineArguments(arg1, arg2, arg3, arg4, arg5, arg6)),
      requester: self)
  }

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
  public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
    _ arg6: Arg6, _ arg7: Arg7
  ) -> Service? {
    state.resolve(
      Service.self,
      request: Request(
        name: nil, full: { ($0, arg1, arg2, arg3, arg4, arg5, arg6, arg7) },
        engine: EngineArguments(arg1, arg2, arg3, arg4, arg5, arg6, arg7)),
      requester: self)
  }

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
  public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
    _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7
  ) -> Service? {
    state.resolve(
      Service.self,
      request: Request(
        name: name, full: { ($0, arg1, arg2, arg3, arg4, arg5, arg6, arg7) },
        engine: EngineArguments(arg1, arg2, arg3, arg4, arg5, arg6, arg7)),
      requester: self)
  }

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
  public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
    _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8
  ) -> Service? {
    state.resolve(
      Service.self,
      request: Request(
        name: nil, full: { ($0, arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8) },
        engine: EngineArguments(arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8)),
      requester: self)
  }

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
  public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
    _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8
  ) -> Service? {
    state.resolve(
      Service.self,
      request: Request(
        name: name, full: { ($0, arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8) },
        engine: EngineArguments(arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8)),
      requester: self)
  }

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
  public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
    _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8, _ arg9: Arg9
  ) -> Service? {
    state.resolve(
      Service.self,
      request: Request(
        name: nil, full: { ($0, arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8, arg9) },
        engine: EngineArguments(arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8, arg9)),
      requester: self)
  }

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
  public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
    _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8, _ arg9: Arg9
  ) -> Service? {
    state.resolve(
      Service.self,
      request: Request(
        name: name, full: { ($0, arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8, arg9) },
        engine: EngineArguments(arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8, arg9)),
      requester: self)
  }
}
