import InjectKit

// Small types the tests register. Classes so identity (===) can be checked.
protocol Service: AnyObject, Sendable {}
final class RealService: Service {}
final class OtherService: Service {}

final class Leaf: Sendable {
  let id: Int
  init(id: Int = 0) { self.id = id }
}

final class Node: Sendable {
  let leaf: Leaf
  init(leaf: Leaf) { self.leaf = leaf }
}

struct Box<Wrapped>: Sendable {}

enum ModuleA { final class Service: Sendable {} }
enum ModuleB { final class Service: Sendable {} }

struct TestFailure: Error, CustomStringConvertible {
  var description: String { "the disk is on fire" }
}

/// A thread-safe counter for factory calls.
final class Counter: Sendable {
  private let lock = LockedValue(0)
  func increment() { lock.mutate { $0 += 1 } }
  var value: Int { lock.get() }
}

/// Test-only lock-protected value (the library's own is internal).
// Safety: `value` is only read or written inside `mutate`, which holds `mutex`.
final class LockedValue<V: Sendable>: @unchecked Sendable {
  private var value: V
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  init(_ value: V) {
    self.value = value
    pthread_mutex_init(mutex, nil)
  }
  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }
  func mutate<R>(_ body: (inout V) -> R) -> R {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body(&value)
  }
  func get() -> V { mutate { $0 } }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
