import Foundation

/// A value behind a lock: tallies, ledgers and first-seen identities shared by test threads.
// Safety: `value` is only read or written inside `withLock`, which holds `lock`.
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }

  var current: Value { withLock { $0 } }
}

/// Broken invariants, counted, with the first few described for the failure message.
final class Violations: Sendable {
  private let state = Locked((count: 0, samples: [String]()))

  func record(_ message: @autoclosure () -> String) {
    state.withLock { state in
      state.count += 1
      if state.samples.count < 12 { state.samples.append(message()) }
    }
  }

  /// Records `message` unless `condition` holds.
  func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { record(message()) }
  }

  var count: Int { state.current.count }
  var summary: String { state.current.samples.joined(separator: "\n") }
}
