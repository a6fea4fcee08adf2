import InjectKit

extension ContainerState {
  /// Resolves `Service` the way Swinject does: a registration here or in a parent, then the
  /// wrapper types (`Optional`, `Lazy`, `Provider`), then the engine's own registrations.
  ///
  /// - Parameter requester: The container the caller resolved through: factories receive it.
  func resolve<Service, each Arg>(
    _ service: Service.Type, name: String?, requester: Container, arguments: repeat each Arg
  ) -> Service? {
    let lock = SwinjectLock.shared
    lock.lock()
    defer { lock.unlock() }
    let key = ServiceKey(Service.self, arguments: (repeat each Arg).self, name: name)
    if Service.self == GraphIdentifier.self, key.takesNoArguments {
      return currentObjectGraph as? Service
    }
    if let entry = entry(for: key) {
      return resolve(entry, as: Service.self, arguments: (repeat each arguments), requester: requester)
    }
    if let wrapper = Service.self as? any InstanceWrapper.Type {
      return wrapper.wrap(in: self, name: name, requester: requester, arguments: repeat each arguments) as? Service
    }
    if let dependencies,
      let value = try? dependencies.tryResolve(Service.self, name: name, arguments: repeat each arguments)
    {
      return value
    }
    Container.logResolutionFailure(key: key, argumentList: Arguments(repeat (each Arg).self), state: self)
    return nil
  }

  /// Whether `resolve` would find a registration, without building anything (for `Lazy` and
  /// `Provider`, which must not exist for an unregistered type). Lock must be held.
  func canResolve<Service, each Arg>(_ service: Service.Type, name: String?, arguments: repeat (each Arg).Type)
    -> Bool
  {
    let key = ServiceKey(Service.self, arguments: (repeat each Arg).self, name: name)
    if entry(for: key) != nil { return true }
    // The engine answers `isRegistered` for argument-free keys only; with arguments, assume not.
    guard key.takesNoArguments, !removedKeys.contains(key), let dependencies else { return false }
    return dependencies.isRegistered(Service.self, name: name)
  }

  /// Builds or reuses an instance of `entry` within the current object graph. Lock must be held.
  ///
  /// A factory may re-enter here for the same entry (a cycle closed in `initCompleted`); the
  /// instance stored meanwhile wins, so the graph ends up with one instance per entry.
  func resolve<Service>(
    _ entry: any ServiceEntryProtocol, as service: Service.Type, arguments: Any, requester: Container
  ) -> Service? {
    enterGraph()
    defer { leaveGraph() }
    guard let graph = currentObjectGraph else { preconditionFailure("a resolve in progress always has a graph") }
    let storage = entry.storage
    if let stored = storage.instance(inGraph: graph) as? Service { return stored }
    let made = entry.make(resolver: requester, arguments: arguments)
    if let stored = storage.instance(inGraph: graph) as? Service { return stored }
    storage.setInstance(made, inGraph: graph)
    graphInstancesInFlight.append(entry)
    guard let typed = made as? Service else { return nil }
    entry.runInitCompleted(resolver: requester, instance: made)
    return typed
  }

  /// The engine's way in: `Dependencies.resolve` (or `@Inject`) reached a registration made
  /// through a `Container`. Joins a graph in progress on this thread, or starts one.
  func resolveForEngine<T>(_ entry: any ServiceEntryProtocol, as type: T.Type, arguments: Any) throws -> T {
    try SwinjectLock.shared.withLock {
      guard !entry.isRemoved, let requester = handle() else {
        throw ResolutionError(
          code: .notRegistered, key: "\(T.self)",
          message: "\(T.self) was registered through a Container and removed by its removeAll().",
          fix: "Register \(T.self) again, or stop resolving it.")
      }
      guard let value = resolve(entry, as: T.self, arguments: arguments, requester: requester) else {
        throw ResolutionError(
          code: .factoryFailed, key: "\(T.self)",
          message: "The Container registration forwarded as \(T.self) built an instance of another type.",
          fix: "Forward (implements) only to types the instance conforms to.")
      }
      return value
    }
  }

  /// Runs `body` inside `graph` (or the current graph when nil), restoring the previous one
  /// afterwards. Lock must be held.
  func withObjectGraph<R>(_ graph: GraphIdentifier?, _ body: () throws -> R) rethrows -> R {
    let previous = currentObjectGraph
    if let graph { currentObjectGraph = graph }
    enterGraph()
    defer {
      if previous != nil { currentObjectGraph = previous }
      leaveGraph()
    }
    return try body()
  }

  /// Swinject stops at this depth: deeper is surely a cycle of initializers.
  static let maximumDepth = 200

  private func enterGraph() {
    parent?.enterGraph()
    if depth == 0, currentObjectGraph == nil { currentObjectGraph = GraphIdentifier() }
    guard depth < Self.maximumDepth else {
      fatalError(
        "InjectKitSwinject: infinite recursion resolving a circular dependency. Inject one side of the cycle "
          + "in an `initCompleted` closure instead of the initializer.")
    }
    depth += 1
  }

  private func leaveGraph() {
    parent?.leaveGraph()
    depth -= 1
    guard depth == 0 else { return }
    for entry in graphInstancesInFlight { entry.storage.graphResolutionCompleted() }
    graphInstancesInFlight.removeAll(keepingCapacity: true)
    currentObjectGraph = nil
  }
}
