@_spi(InjectKitSkins) import InjectKit

/// What an autoregistered factory returns instead of an instance when a parameter could not
/// be resolved; never stored, never handed to callers.
///
/// Through Swinject's API it stops the program with the message, as SwinjectAutoregistration
/// does. When the engine drives the resolve (`Dependencies.resolve`, `@Inject`, `verify()`'s
/// dry run) it becomes a thrown `ResolutionError` instead, so `verify()` reports it.
struct AutoregistrationFailure {
  let message: String
  let fix: String

  /// The failure for `service`, whose `initializer` lacked `unresolved`.
  init(service: Any.Type, name: String?, initializer: String, unresolved: [Any.Type]) {
    let names = unresolved.map { "\($0)" }
    message =
      "InjectKitSwinject: autoregistration of \(service)\(name.map { " named \"\($0)\"" } ?? "") failed.\n"
      + "Unresolved service: \(names.joined(separator: ", "))\n"
      + "Initializer: \(initializer)"
    fix =
      "register \(names.joined(separator: " and ")) in this container or a parent before resolving \(service), "
      + "or declare the initializer's parameter optional if \(service) can do without it."
  }

  /// Reports the failure the way the resolve in progress needs: stops the program, or (engine
  /// mode) keeps it for `takePending()` and lets the resolve return nil. Lock must be held.
  func raise<Service>() -> Service? {
    let inEngineMode = EngineMode.shared.keepIfInEngineMode(self)
    guard inEngineMode else { fatalError("\(message)\nTo fix: \(fix)") }
    return nil
  }
}

/// Whether the engine drives the resolve in progress, and the first autoregistration failure
/// it met. Only the thread holding `SwinjectLock` reaches it (its state is `Guarded` under it).
final class EngineMode: Sendable {
  static let shared = EngineMode()

  private struct State {
    var depth = 0
    var pending: AutoregistrationFailure?
  }

  private let state = guarded(State())

  /// Runs `body` in engine mode. Lock must be held.
  func run<R>(_ body: () throws -> R) rethrows -> R {
    state.withLock { $0.depth += 1 }
    defer {
      state.withLock { state in
        state.depth -= 1
        if state.depth == 0 { state.pending = nil }
      }
    }
    return try body()
  }

  /// Keeps `failure` (unless one is kept already) and returns true in engine mode; false outside it.
  func keepIfInEngineMode(_ failure: AutoregistrationFailure) -> Bool {
    state.withLock {
      guard $0.depth > 0 else { return false }
      if $0.pending == nil { $0.pending = failure }
      return true
    }
  }

  /// The failure met since engine mode began, cleared. Lock must be held.
  func takePending() -> AutoregistrationFailure? {
    state.withLock { state in
      defer { state.pending = nil }
      return state.pending
    }
  }
}
