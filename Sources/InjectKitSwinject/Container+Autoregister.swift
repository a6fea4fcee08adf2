extension Container {
  /// Registers `service`, built by `initializer` from its parameters, each resolved from the
  /// container: SwinjectAutoregistration's `autoregister`, any number of parameters.
  ///
  /// ```swift
  /// container.register(Animal.self) { _ in Cat(name: "Mimi") }
  /// container.autoregister(Person.self, initializer: PetOwner.init)   // init(pet: Animal)
  /// ```
  ///
  /// A parameter of type `T?` is nil when `T` is not registered; `Lazy<T>` and `Provider<T>`
  /// parameters work as in `resolve`. Resolving fails, naming every parameter that could not be
  /// resolved and the initializer's type, when one cannot be: the program stops there through
  /// Swinject's API (as SwinjectAutoregistration does), and `Dependencies.resolve` throws.
  ///
  /// The parameter types are declared to the InjectKit engine (`Dependencies.autowire`), so
  /// `dependencies.verify()` checks them without running the initializer — unless a parameter
  /// is a wrapper type (`T?`, `Lazy`, `Provider`), which only this container resolves; those
  /// registrations are dry-run instead.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance; `PetOwner.init`, or `Cat.init as () -> Cat` to pick
  ///     one of several initializers.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, each Dependency>(
    _ service: Service.Type, name: String? = nil, initializer: @escaping (repeat each Dependency) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, initializer: initializer)
  }

  /// The registration behind every `autoregister` without runtime arguments, whichever shape its
  /// initializer had: each parameter of `initializer` is resolved from the container.
  ///
  /// A name of its own, so the tuple-shaped overloads (`((A, B)) -> Service`) can hand it a
  /// closure of separate parameters without the overload resolving back to themselves.
  func autoregisterResolving<Service, each Dependency>(
    _ service: Service.Type, name: String?, initializer: @escaping (repeat each Dependency) -> Service
  ) -> ServiceEntry<Service> {
    let autowiring = Autowiring(name: name, initializer: initializer)
    let factory: (any Resolver) -> Any = { resolver in autowiring.build(resolver: resolver, arguments: []) }
    let entry = add(
      Service.self, name: name,
      arguments: Arguments { name in Request(name: name, full: { $0 }, engine: EngineArguments()) },
      bindsEngine: false, factory: factory)
    if let dependencies = state.dependencies {
      let registration = DeferredAutowiring(autowiring, entry: entry, state: state)
      if !dependencies.deferRegistration(of: Service.self, name: name, arguments: Void.self, registration) {
        registration.addDeferred(name: name)
      }
    }
    return entry
  }

  /// Registers `service`, built by `initializer`: the parameter of type `Arg1` is the argument
  /// passed at resolve time, the others are resolved from the container.
  ///
  /// ```swift
  /// container.autoregister(Person.self, argument: String.self, initializer: PetOwner.init)
  /// container.resolve(Person.self, argument: "Michael")   // init(name: String, pet: Animal)
  /// ```
  ///
  /// Arguments are matched to parameters by type. Registrations that take arguments are known
  /// to the engine by their argument types only, so `verify()` cannot check their parameters: it
  /// lists them as skipped, with that reason.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - argument: The type of the argument passed to `resolve`.
  ///   - initializer: Builds the instance.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, Arg1, each Dependency>(
    _ service: Service.Type, name: String? = nil, argument: Arg1.Type,
    initializer: @escaping (repeat each Dependency) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, argument: Arg1.self, initializer: initializer)
  }

  /// `autoregister(_:name:argument:initializer:)`, under a name of its own for the tuple-shaped
  /// overloads to call (see `autoregisterResolving(_:name:initializer:)`).
  func autoregisterResolving<Service, Arg1, each Dependency>(
    _ service: Service.Type, name: String?, argument: Arg1.Type,
    initializer: @escaping (repeat each Dependency) -> Service
  ) -> ServiceEntry<Service> {
    let autowiring = Autowiring(name: name, initializer: initializer)
    let factory: (any Resolver, Arg1) -> Any = { resolver, arg1 in
      autowiring.build(resolver: resolver, arguments: [arg1])
    }
    return add(
      Service.self, name: name,
      arguments: Arguments { name, a1 in Request(name: name, full: { ($0, a1) }, engine: EngineArguments(a1)) },
      factory: factory)
  }

  /// Registers `service`, built by `initializer`: the parameters of types `Arg1` and `Arg2`
  /// are the arguments passed at resolve time, in either order; the others are resolved.
  ///
  /// ```swift
  /// container.autoregister(Person.self, arguments: String.self, Animal.self, initializer: PetOwner.init)
  /// container.resolve(Person.self, arguments: "Michael", Cat(name: "Mimi"))
  /// ```
  ///
  /// The argument types must differ: arguments are matched to parameters by type.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of the second argument.
  ///   - initializer: Builds the instance.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, Arg1, Arg2, each Dependency>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping (repeat each Dependency) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self, initializer: initializer)
  }

  /// `autoregister(_:name:arguments:_:initializer:)`, under a name of its own for the
  /// tuple-shaped overloads to call.
  func autoregisterResolving<Service, Arg1, Arg2, each Dependency>(
    _ service: Service.Type, name: String?, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping (repeat each Dependency) -> Service
  ) -> ServiceEntry<Service> {
    Autowiring<Service>.requireDistinct([Arg1.self, Arg2.self])
    let autowiring = Autowiring(name: name, initializer: initializer)
    let factory: (any Resolver, Arg1, Arg2) -> Any = { resolver, arg1, arg2 in
      autowiring.build(resolver: resolver, arguments: [arg1, arg2])
    }
    return add(
      Service.self, name: name,
      arguments: Arguments { name, a1, a2 in
        Request(name: name, full: { ($0, a1, a2) }, engine: EngineArguments(a1, a2))
      }, factory: factory)
  }

  /// Registers `service`, built by `initializer`: the parameters of types `Arg1`, `Arg2` and
  /// `Arg3` are the arguments passed at resolve time, in any order; the others are resolved.
  ///
  /// ```swift
  /// container.autoregister(Walk.self, arguments: String.self, Int.self, Double.self, initializer: Walk.init)
  /// container.resolve(Walk.self, arguments: "park", 3, 1.5)
  /// ```
  ///
  /// The argument types must differ: arguments are matched to parameters by type.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of the second argument.
  ///   - arg3: The type of the third argument.
  ///   - initializer: Builds the instance.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, Arg1, Arg2, Arg3, each Dependency>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping (repeat each Dependency) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(
      Service.self, name: name, arguments: Arg1.self, Arg2.self, Arg3.self, initializer: initializer)
  }

  /// `autoregister(_:name:arguments:_:_:initializer:)`, under a name of its own for the
  /// tuple-shaped overloads to call.
  func autoregisterResolving<Service, Arg1, Arg2, Arg3, each Dependency>(
    _ service: Service.Type, name: String?, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping (repeat each Dependency) -> Service
  ) -> ServiceEntry<Service> {
    Autowiring<Service>.requireDistinct([Arg1.self, Arg2.self, Arg3.self])
    let autowiring = Autowiring(name: name, initializer: initializer)
    let factory: (any Resolver, Arg1, Arg2, Arg3) -> Any = { resolver, arg1, arg2, arg3 in
      autowiring.build(resolver: resolver, arguments: [arg1, arg2, arg3])
    }
    return add(
      Service.self, name: name,
      arguments: Arguments { name, a1, a2, a3 in
        Request(name: name, full: { ($0, a1, a2, a3) }, engine: EngineArguments(a1, a2, a3))
      }, factory: factory)
  }
}
