/// One `decorate` call, as the decorated registration stores it: where it was declared and its
/// body, `(any Resolver, T) throws -> T` for the registration's `T`, kept erased (as a factory is:
/// `RegistryEntry.Erased`). The registration's key fixes `T`, so the pipeline restores the body's
/// type without a cast to a class generic over `T`, whose metadata would be looked up per call.
final class Decorator: Sendable {
  let site: CallSite
  /// The body must run on the main actor (`decorate(_:isolation:…)`).
  let needsMainActor: Bool
  /// The body, erased; `body(_:)` gives it back.
  let erasedBody: RegistryEntry.Erased

  init<T>(site: CallSite, needsMainActor: Bool, body: @escaping @Sendable (any Resolver, T) throws -> T) {
    self.site = site
    self.needsMainActor = needsMainActor
    self.erasedBody = RegistryEntry.erase(body)
  }
}

extension Resolution {
  /// Step 7, for a decorated registration: each decorator wraps what the factory (or the
  /// decorator before it) built, the last added outermost. Each runs in a frame of its own on
  /// the entry's path, so what it resolves is an edge of the graph and resolving the service
  /// it decorates is a cycle. Out of line, so undecorated builds only test a flag.
  static func decorate<T>(
    _ value: consuming T, _ entry: RegistryEntry, _ request: Request, from container: Dependencies
  )
    throws(ResolutionError) -> T
  {
    // A decorated entry has extras.
    let decorators = entry.extras.decorators
    for index in decorators.indices {
      let decorator = decorators[index]
      if decorator.needsMainActor { try checkMainActor(entry, request) }
      let frame = Frame(entry, parent: request.parent, context: request.context, role: .decorator(index))
      value = try apply(decorator, index, in: frame, to: value, entry, request, from: container)
    }
    return value
  }

  /// Decorator `index` of `entry` wrapping `input`, with `frame` as this thread's innermost frame.
  static func apply<T>(
    _ decorator: Decorator, _ index: Int, in frame: Frame, to input: T, _ entry: RegistryEntry,
    _ request: Request, from container: Dependencies
  ) throws(ResolutionError) -> T {
    do {
      return try ThreadState.withActiveFrame(frame) { () throws -> T in
        try decorator.body(T.self)(FactoryResolver(container: container, frame: frame), input)
      }
    } catch {
      throw Diagnostics.decoratorFailed(entry, decorator: index, error: error, request)
    }
  }
}

extension RegistryEntry {
  /// What `decorate` stores when its key has no registration in the container yet: the
  /// decorators, waiting. A later registration of the key takes them over (it is not reported as
  /// replacing this); resolving the key meanwhile fails, naming where the decorators were declared
  /// (`refusal`). It needs no body: the entry's kind says what it is.
  static func placeholder<T>(_ type: T.Type, key: DependencyKey, decorator: Decorator) -> RegistryEntry {
    RegistryEntry(
      key: key, site: decorator.site, scope: .transient, kind: .placeholder, options: [],
      extras: RegistrationDetails(decorators: [decorator]), slot: nil, service: T.self, arguments: Void.self)
  }
}
