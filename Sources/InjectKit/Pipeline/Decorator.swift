/// One `decorate` call, as the decorated registration stores it: where it was declared and its
/// body, `(any Resolver, T) throws -> T` for the registration's `T`, kept erased (as a factory is:
/// `FactoryEntry.Erased`). The registration's key fixes `T`, so the pipeline restores the body's
/// type without a cast to a class generic over `T`, whose metadata would be looked up per call.
final class Decorator: Sendable {
  let site: CallSite
  /// The body must run on the main actor (`decorate(_:isolation:…)`).
  let needsMainActor: Bool
  /// The body, erased; `body(_:)` gives it back.
  let erasedBody: FactoryEntry.Erased

  init<T>(site: CallSite, needsMainActor: Bool, body: @escaping @Sendable (any Resolver, T) throws -> T) {
    self.site = site
    self.needsMainActor = needsMainActor
    self.erasedBody = FactoryEntry.erase(body)
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

/// What `decorate` stores when its key has no registration in the container yet: the
/// decorators, waiting. A later registration of the key takes them over (it is not reported as
/// replacing this); resolving the key meanwhile fails, naming where the decorators were declared.
// Safety: as `RegistryEntry`: every stored property is a `let` of a Sendable type.
final class PlaceholderEntry<T>: TypedEntry<T, Void>, @unchecked Sendable {
  init(key: DependencyKey, decorator: Decorator) {
    super.init(
      key: key, site: decorator.site, scope: .transient, kind: .placeholder, options: [],
      extras: RegistrationDetails(decorators: [decorator]), slot: nil)
  }

  init(copying entry: PlaceholderEntry<T>, extras: RegistrationDetails) {
    super.init(copying: entry, extras: extras)
  }

  override func copy(extras: RegistrationDetails) -> RegistryEntry { PlaceholderEntry(copying: self, extras: extras) }

  override func produce(_ frame: Frame, _ container: Dependencies, _ arguments: Void) throws -> T {
    throw Diagnostics.nothingToDecorate(self, container: container, parent: frame.parent)
  }
}
