import CInjectKitAtomics

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A lock for data that is read constantly and written rarely: a reader takes only its own
/// thread's stripe, a writer takes every stripe.
///
/// Two threads reading the same singleton through one mutex would serialise and bounce the
/// mutex between cores; with a stripe each, they touch nothing in common but the value read.
/// Each stripe sits on its own 128-byte block so that neighbouring stripes never share a cache
/// line (or an adjacent-line prefetch pair).
// Safety: `base` points to `count` mutexes initialised in `init` and never moved or freed
// (the shared instance lives for the whole process); they are used only through
// pthread_mutex_* calls, which synchronise by contract.
final class StripedLock: @unchecked Sendable {
  static let shared = StripedLock()
  static let count = 16
  private static let stride = 128
  private let base: UnsafeMutableRawPointer

  private init() {
    base = UnsafeMutableRawPointer.allocate(byteCount: Self.count * Self.stride, alignment: Self.stride)
    for index in 0..<Self.count { pthread_mutex_init(mutex(index), nil) }
  }

  private func mutex(_ index: Int) -> UnsafeMutablePointer<pthread_mutex_t> {
    (base + index * Self.stride).bindMemory(to: pthread_mutex_t.self, capacity: 1)
  }

  /// Runs `body` holding the calling thread's stripe.
  @inline(__always) func read<R>(_ body: () -> R) -> R {
    let stripe = mutex(Int(cinjectkit_thread_stripe(Int32(Self.count))))
    pthread_mutex_lock(stripe)
    defer { pthread_mutex_unlock(stripe) }
    return body()
  }

  /// Runs `body` holding every stripe, taken in order so writers never deadlock each other.
  func write<R>(_ body: () -> R) -> R {
    for index in 0..<Self.count { pthread_mutex_lock(mutex(index)) }
    defer { for index in (0..<Self.count).reversed() { pthread_mutex_unlock(mutex(index)) } }
    return body()
  }
}
