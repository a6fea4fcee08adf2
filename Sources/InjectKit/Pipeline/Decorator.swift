/// One `decorate` call, as the decorated registration stores it: where it was declared and,
/// in `TypedDecorator`, its body. The registration's key fixes the body's type.
// Safety: every stored property is a `let` of a Sendable type (`CallSite` is immutable).
class Decorator: @unchecked Sendable {
  let site: CallSite
  /// The body must run on the main actor (`decorate(_:isolation:…)`).
  let needsMainActor: Bool

  init(site: CallSite, needsMainActor: Bool) {
    self.site = site
    self.needsMainActor = needsMainActor
  }
}

/// A decorator of a `T` registration.
// Safety: as `Decorator`: every stored property is a `let` of a Sendable type.
final class TypedDecorator<T>: Decorator, @unchecked Sendable {
  let body: @Sendable (any Resolver, T) throws -> T

  init(site: CallSite, needsMainActor: Bool, body: @escaping @Sendable (any Resolver, T) throws -> T) {
    self.body = body
    super.init(site: site, needsMainActor: needsMainActor)
  }
}

extension Resolution {
  /// Step 7, for a decorated registration: each decorator wraps what the factory (or the
  /// decorator before it) built, the last added outermost. Each runs in a frame of its own on
  /// the entry's path, so what it resolves is an edge of the graph and resolving the service
  /// it decorates is a cycle. Out of line, so undecorated builds only test a flag.
  static func decorate<T>(
    _ value: consuming T, _ entry: RegistryEntry, _ request: Request, from container: Unmanaged<Dependencies>
  )
    throws(ResolutionError) -> T
  {
    // A decorated entry has extras, which it keeps alive: read in place, not retained.
    let extras = Unmanaged.passUnretained(entry.someExtras.unsafelyUnwrapped)
    let count = extras._withUnsafeGuaranteedRef { $0.decorators.count }
    for index in 0..<count {
      // The entry's key fixes `T`, and its decorators were added for that key.
      let typed = extras._withUnsafeGuaranteedRef {
        Unmanaged<TypedDecorator<T>>.fromOpaque(Unmanaged.passUnretained($0.decorators[index]).toOpaque())
      }
      if typed._withUnsafeGuaranteedRef({ $0.needsMainActor }) { try checkMainActor(entry, request) }
      var frame = Frame(entry, parent: request.parent, session: request.session, role: .decorator(index))
      value = try apply(typed, index, in: &frame, to: value, entry, request, from: container)
    }
    return value
  }

  /// Decorator `index` of `entry` wrapping `input`, with `frame` as this thread's innermost frame
  /// (passed by pointer, not through a closure: this code runs unspecialised).
  static func apply<T>(
    _ decorator: Unmanaged<TypedDecorator<T>>, _ index: Int, in frame: UnsafeMutablePointer<Frame>,
    to input: consuming T, _ entry: RegistryEntry, _ request: Request, from container: Unmanaged<Dependencies>
  ) throws(ResolutionError) -> T {
    let outer = ThreadState.activeFrame()
    ThreadState.setActiveFrame(frame)
    defer { ThreadState.setActiveFrame(outer) }
    do {
      return try decorator._withUnsafeGuaranteedRef {
        try $0.body(FactoryResolver(container: container, frame: frame), input)
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

  override func produce(_ frame: UnsafePointer<Frame>, _ container: Unmanaged<Dependencies>, _ arguments: Void) throws
    -> T
  {
    throw Diagnostics.nothingToDecorate(self, container: container.takeUnretainedValue(), parent: frame.pointee.parent)
  }
}
