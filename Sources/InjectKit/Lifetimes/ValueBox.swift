/// A value kept on the heap, so that a slot can publish it or an `AnyObject` can carry it
/// without losing its type (sessions, hooks). Immutable.
final class ValueBox<T> {
  let value: T
  init(_ value: T) { self.value = value }
}

/// A `weak`-scoped instance: held only as long as something else holds it.
final class WeakBox {
  weak let object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
