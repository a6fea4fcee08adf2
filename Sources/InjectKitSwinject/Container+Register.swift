extension Container {
  /// Registers a factory for `serviceType`; a later registration of the same type, name and
  /// argument types replaces it.
  ///
  /// ```swift
  /// container.register(Animal.self) { _ in Cat(name: "Mimi") }
  /// container.register(PetOwner.self) { r in PetOwner(pet: r.resolve(Animal.self)!) }
  ///   .inObjectScope(.container)
  /// ```
  ///
  /// The registration is also added to `dependencies`, so `Dependencies.resolve` and
  /// `@Inject` find it. Factories run one at a time, under the container's lock.
  ///
  /// - Parameters:
  ///   - serviceType: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - factory: Builds an instance from a resolver.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func register<Service>(
    _ serviceType: Service.Type, name: String? = nil, factory: @escaping (any Resolver) -> Service
  ) -> ServiceEntry<Service> {
    add(
      Service.self, name: name,
      arguments: Arguments { name in Request(name: name, full: { $0 }, engine: EngineArguments()) },
      box: FactoryBox(resolver: factory), typedFactory: factory)
  }

  /// Registers a factory for `serviceType` that takes 1 argument at resolve time.
  ///
  /// ```swift
  /// container.register(Cat.self) { _, name in Cat(name: name) }
  /// container.resolve(Cat.self, argument: "Mimi")
  /// ```
  ///
  /// The argument types are part of the key: resolve with exactly these types, in order.
  ///
  /// - Parameters:
  ///   - serviceType: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - factory: Builds an instance from a resolver and the arguments.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func register<Service, Arg1>(
    _ serviceType: Service.Type, name: String? = nil,
    factory: @escaping (any Resolver, Arg1) -> Service
  ) -> ServiceEntry<Service> {
    add(
      Service.self, name: name,
      arguments: Arguments { name, a1 in Request(name: name, full: { ($0, a1) }, engine: EngineArguments(a1)) },
      box: FactoryBox(oneArgument: factory), typedFactory: factory)
  }

  /// Registers a factory for `serviceType` that takes 2 arguments at resolve time.
  ///
  /// ```swift
  /// container.register(Cat.self) { _, name, sleeping in Cat(name: name, sleeping: sleeping) }
  /// container.resolve(Cat.self, arguments: "Mimi", true)
  /// ```
  ///
  /// The argument types are part of the key: resolve with exactly these types, in order.
  ///
  /// - Parameters:
  ///   - serviceType: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - factory: Builds an instance from a resolver and the arguments.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func register<Service, Arg1, Arg2>(
    _ serviceType: Service.Type, name: String? = nil,
    factory: @escaping (any Resolver, Arg1, Arg2) -> Service
  ) -> ServiceEntry<Service> {
    add(
      Service.self, name: name,
      arguments: Arguments { name, a1, a2 in
        Request(name: name, full: { ($0, a1, a2) }, engine: EngineArguments(a1, a2))
      }, typedFactory: factory)
  }

  /// Registers a factory for `serviceType` that takes 3 arguments at resolve time.
  ///
  /// ```swift
  /// container.register(Cat.self) { _, name, sleeping in Cat(name: name, sleeping: sleeping) }
  /// container.resolve(Cat.self, arguments: "Mimi", true)
  /// ```
  ///
  /// The argument types are part of the key: resolve with exactly these types, in order.
  ///
  /// - Parameters:
  ///   - serviceType: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - factory: Builds an instance from a resolver and the arguments.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func register<Service, Arg1, Arg2, Arg3>(
    _ serviceType: Service.Type, name: String? = nil,
    factory: @escaping (any Resolver, Arg1, Arg2, Arg3) -> Service
  ) -> ServiceEntry<Service> {
    add(
      Service.self, name: name,
      arguments: Arguments { name, a1, a2, a3 in
        Request(name: name, full: { ($0, a1, a2, a3) }, engine: EngineArguments(a1, a2, a3))
      }, typedFactory: factory)
  }

  /// Registers a factory for `serviceType` that takes 4 arguments at resolve time.
  ///
  /// ```swift
  /// container.register(Cat.self) { _, name, sleeping in Cat(name: name, sleeping: sleeping) }
  /// container.resolve(Cat.self, arguments: "Mimi", true)
  /// ```
  ///
  /// The argument types are part of the key: resolve with exactly these types, in order.
  ///
  /// - Parameters:
  ///   - serviceType: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - factory: Builds an instance from a resolver and the arguments.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func register<Service, Arg1, Arg2, Arg3, Arg4>(
    _ serviceType: Service.Type, name: String? = nil,
    factory: @escaping (any Resolver, Arg1, Arg2, Arg3, Arg4) -> Service
  ) -> ServiceEntry<Service> {
    add(
      Service.self, name: name,
      arguments: Arguments { name, a1, a2, a3, a4 in
        Request(name: name, full: { ($0, a1, a2, a3, a4) }, engine: EngineArguments(a1, a2, a3, a4))
      }, typedFactory: factory)
  }

  /// Registers a factory for `serviceType` that takes 5 arguments at resolve time.
  ///
  /// ```swift
  /// container.register(Cat.self) { _, name, sleeping in Cat(name: name, sleeping: sleeping) }
  /// container.resolve(Cat.self, arguments: "Mimi", true)
  /// ```
  ///
  /// The argument types are part of the key: resolve with exactly these types, in order.
  ///
  /// - Parameters:
  ///   - serviceType: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - factory: Builds an instance from a resolver and the arguments.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
    _ serviceType: Service.Type, name: String? = nil,
    factory: @escaping (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5) -> Service
  ) -> ServiceEntry<Service> {
    add(
      Service.self, name: name,
      arguments: Arguments { name, a1, a2, a3, a4, a5 in
        Request(name: name, full: { ($0, a1, a2, a3, a4, a5) }, engine: EngineArguments(a1, a2, a3, a4, a5))
      }, typedFactory: factory)
  }

  /// Registers a factory for `serviceType` that takes 6 arguments at resolve time.
  ///
  /// ```swift
  /// container.register(Cat.self) { _, name, sleeping in Cat(name: name, sleeping: sleeping) }
  /// container.resolve(Cat.self, arguments: "Mimi", true)
  /// ```
  ///
  /// The argument types are part of the key: resolve with exactly these types, in order.
  ///
  /// - Parameters:
  ///   - serviceType: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - factory: Builds an instance from a resolver and the arguments.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
    _ serviceType: Service.Type, name: String? = nil,
    factory: @escaping (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6) -> Service
  ) -> ServiceEntry<Service> {
    add(
      Service.self, name: name,
      arguments: Arguments { name, a1, a2, a3, a4, a5, a6 in
        Request(name: name, full: { ($0, a1, a2, a3, a4, a5, a6) }, engine: EngineArguments(a1, a2, a3, a4, a5, a6))
      }, typedFactory: factory)
  }

  /// Registers a factory for `serviceType` that takes 7 arguments at resolve time.
  ///
  /// ```swift
  /// container.register(Cat.self) { _, name, sleeping in Cat(name: name, sleeping: sleeping) }
  /// container.resolve(Cat.self, arguments: "Mimi", true)
  /// ```
  ///
  /// The argument types are part of the key: resolve with exactly these types, in order.
  ///
  /// - Parameters:
  ///   - serviceType: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - factory: Builds an instance from a resolver and the arguments.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
    _ serviceType: Service.Type, name: String? = nil,
    factory: @escaping (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7) -> Service
  ) -> ServiceEntry<Service> {
    add(
      Service.self, name: name,
      arguments: Arguments { name, a1, a2, a3, a4, a5, a6, a7 in
        Request(
          name: name, full: { ($0, a1, a2, a3, a4, a5, a6, a7) }, engine: EngineArguments(a1, a2, a3, a4, a5, a6, a7))
      }, typedFactory: factory)
  }

  /// Registers a factory for `serviceType` that takes 8 arguments at resolve time.
  ///
  /// ```swift
  /// container.register(Cat.self) { _, name, sleeping in Cat(name: name, sleeping: sleeping) }
  /// container.resolve(Cat.self, arguments: "Mimi", true)
  /// ```
  ///
  /// The argument types are part of the key: resolve with exactly these types, in order.
  ///
  /// - Parameters:
  ///   - serviceType: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - factory: Builds an instance from a resolver and the arguments.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
    _ serviceType: Service.Type, name: String? = nil,
    factory: @escaping (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8) -> Service
  ) -> ServiceEntry<Service> {
    add(
      Service.self, name: name,
      arguments: Arguments { name, a1, a2, a3, a4, a5, a6, a7, a8 in
        Request(
          name: name, full: { ($0, a1, a2, a3, a4, a5, a6, a7, a8) },
          engine: EngineArguments(a1, a2, a3, a4, a5, a6, a7, a8))
      }, typedFactory: factory)
  }

  /// Registers a factory for `serviceType` that takes 9 arguments at resolve time.
  ///
  /// ```swift
  /// container.register(Cat.self) { _, name, sleeping in Cat(name: name, sleeping: sleeping) }
  /// container.resolve(Cat.self, arguments: "Mimi", true)
  /// ```
  ///
  /// The argument types are part of the key: resolve with exactly these types, in order.
  ///
  /// - Parameters:
  ///   - serviceType: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - factory: Builds an instance from a resolver and the arguments.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
    _ serviceType: Service.Type, name: String? = nil,
    factory: @escaping (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9) -> Service
  ) -> ServiceEntry<Service> {
    add(
      Service.self, name: name,
      arguments: Arguments { name, a1, a2, a3, a4, a5, a6, a7, a8, a9 in
        Request(
          name: name, full: { ($0, a1, a2, a3, a4, a5, a6, a7, a8, a9) },
          engine: EngineArguments(a1, a2, a3, a4, a5, a6, a7, a8, a9))
      }, typedFactory: factory)
  }
}
