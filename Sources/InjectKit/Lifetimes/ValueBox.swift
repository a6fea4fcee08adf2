/// What an instance slot publishes: an instance kept strongly (`ValueBox`) or weakly (`WeakBox`).
class InstanceBox {
  /// The instance, when it is a `T` and still alive.
  ///
  /// A method, not a cast to `ValueBox<T>`: code that is not specialised would look that
  /// class's metadata up on every read (and `as? T` the metadata of `T?`).
  func instance<T>(as type: T.Type) throws(NoInstance) -> T { throw NoInstance() }

  /// Whether it holds an instance that is alive.
  var isAlive: Bool { true }

  /// The instance, if alive, untyped: for the lifetime reports (`Holders`), never for a resolve.
  var inspectedValue: Any? { nil }
}

/// An instance box held no instance of the type asked for (a miss: the caller builds one).
struct NoInstance: Error {}

/// A value kept on the heap, so that a slot can publish it or an `AnyObject` can carry it
/// without losing its type (sessions, hooks). Immutable.
final class ValueBox<T>: InstanceBox {
  let value: T
  init(_ value: T) { self.value = value }

  override func instance<U>(as type: U.Type) throws(NoInstance) -> U {
    // The slot's registration fixes its type: `U` is `T`. Checked, then a copy (`_identityCast`
    // checks it again, with a trap).
    guard T.self == U.self else { throw NoInstance() }
    return _identityCast(value, to: U.self)
  }

  override var inspectedValue: Any? { value }
}

/// A `weak`-scoped instance: held only as long as something else holds it.
final class WeakBox: InstanceBox {
  weak let object: AnyObject?
  init(_ object: AnyObject) { self.object = object }

  override var isAlive: Bool { object != nil }

  override func instance<U>(as type: U.Type) throws(NoInstance) -> U {
    guard let object, let value = object as? U else { throw NoInstance() }
    return value
  }

  override var inspectedValue: Any? { object }
}
