import Foundation
import InjectKit

/// The key every isolation test overrides; private to this target so no other test touches it.
struct Probe: Sendable {
  let value: Int
}

/// Registered as a singleton: a container shared between tests would count past one.
// Safety: `count` is only read and written while `lock` is held. (`Mutex` needs macOS 15.)
final class Counter: @unchecked Sendable {
  private var count = 0
  private let lock = NSLock()

  /// Adds one and returns the new count.
  func increment() -> Int {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    return count
  }
}

/// Resolves its probe lazily, as app objects do.
final class ProbeReader {
  @Inject var probe: Probe
}

/// A composer that registers through `Dependencies.root`, like an app's.
struct ProbeComposer: Composer {
  let value: Int

  func register() {
    let value = value
    Dependencies.root.add { Probe(value: value) }
  }
}

/// A `@MainActor` composer, like a UIKit app's; the trait must be able to call it directly.
@MainActor struct MainActorComposer: @MainActor Composer {
  func register() {
    Dependencies.root.add(name: "main") { Probe(value: -1) }
  }
}
