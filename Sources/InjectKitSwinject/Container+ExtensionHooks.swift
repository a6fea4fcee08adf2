@_spi(InjectKitSkins) import InjectKit

extension Container: _Resolver {
  /// Registers `factory` under a key an extension chooses: Swinject 2.10's hook for
  /// extensions such as SwinjectStoryboard. Apps call `register` instead.
  ///
  /// ```swift
  /// container._register(
  ///   ViewController.self, factory: { (r: Resolver, controller: ViewController) -> Any in controller },
  ///   name: "main", option: StoryboardOption(storyboardID: "Main"))
  /// ```
  ///
  /// `Arguments` is the factory's parameter: `Resolver` alone, or a tuple `(Resolver, A, B)`;
  /// the key is the service type, `Arguments`, `name` and `option`. A factory of `Resolver`
  /// alone and no option is the same registration `register(_:name:factory:)` makes (so
  /// `resolve`, `Dependencies.resolve` and `@Inject` find it); any other shape is found only by
  /// `_resolve`, or by `resolve` with arguments of exactly those types.
  ///
  /// - Parameters:
  ///   - serviceType: The type the registration is resolved as.
  ///   - factory: Builds an instance from the resolver and the runtime arguments.
  ///   - name: Distinguishes several registrations of one type.
  ///   - option: An extension's extra key part, or nil.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func _register<Service, Arguments>(
    _ serviceType: Service.Type, factory: @escaping (Arguments) -> Any, name: String? = nil,
    option: (any ServiceKeyOption)? = nil
  ) -> ServiceEntry<Service> {
    let entry = ServiceEntry<Service>(
      arguments: OpaqueArguments<Arguments>(), scope: defaultObjectScope, state: state, factory: factory)
    SwinjectLock.shared.withLock { held in
      state.add(entry, as: Service.self, name: name, option: option, by: self, held)
    }
    return entry
  }

  /// Resolves the registration keyed by the service type, `Arguments`, `name` and `option`,
  /// handing its factory to `invoker`: Swinject 2.10's hook for extensions.
  ///
  /// ```swift
  /// let controller: ViewController? = container._resolve(name: "main", option: storyboard) {
  ///   (factory: ((Resolver, ViewController)) -> Any) in factory((container, existing))
  /// }
  /// ```
  ///
  /// Scopes, object graphs, `initCompleted`, the wrapper types (`Optional`, `Lazy`,
  /// `Provider`) and parent containers apply as for `resolve`. Without an option and with a
  /// factory of `Resolver` alone, registrations added with `Dependencies.add` are found too.
  ///
  /// - Parameters:
  ///   - name: The registration's name, or nil for the unnamed one.
  ///   - option: The extension's key part, or nil.
  ///   - invoker: Receives the registration's factory, calls it, returns what it built.
  /// - Returns: The instance, or nil if nothing matches the key.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func _resolve<Service, Arguments>(
    name: String?, option: (any ServiceKeyOption)? = nil, invoker: @escaping ((Arguments) -> Any) -> Any
  ) -> Service? {
    let engine: (any EngineLookup)? =
      option == nil && Arguments.self == (any Resolver).self ? EngineArguments() : nil
    let request = Request(name: name, option: option, invoker: invoker, engine: engine)
    return state.resolve(Service.self, request: request, requester: self)
  }
}
