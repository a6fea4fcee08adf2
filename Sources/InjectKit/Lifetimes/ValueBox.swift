/// A value kept on the heap, so that one word can publish it (an instance slot) or an
/// `AnyObject` can carry it without losing its type (sessions, hooks).
// Safety: `value` is immutable. Sharing one instance across threads is what a caching scope
// asks for; the registration's factory decides whether its type may be shared.
final class ValueBox<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}

/// A `weak`-scoped instance: held only as long as something else holds it.
// Safety: `object` is a weak reference, which the runtime reads and clears atomically; it is
// written once, in `init`.
final class WeakBox: @unchecked Sendable {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
