// `autoregister` for the launch apps on Swinject 2.10.0, which has none of its own: what
// SwinjectAutoregistration (not in this machine's package mirror) does, a `register` whose factory
// resolves each of the initializer's parameters and calls it. The drop-in has `autoregister` built
// in.
extension Container {
  /// Registers `service`, built by `initializer` from its parameters, each resolved.
  @discardableResult
  public func autoregister<Service, each Dependency>(
    _ service: Service.Type, name: String? = nil, initializer: @escaping (repeat each Dependency) -> Service
  ) -> ServiceEntry<Service> {
    register(service, name: name) { r in initializer(repeat r.resolve((each Dependency).self)!) }
  }
}
