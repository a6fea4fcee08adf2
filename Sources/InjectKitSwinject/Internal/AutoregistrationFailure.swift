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
    let mode = EngineMode.shared
    guard mode.depth > 0 else { fatalError("\(message)\nTo fix: \(fix)") }
    if mode.pending == nil { mode.pending = self }
    return nil
  }
}

/// Whether the engine drives the resolve in progress, and the first autoregistration failure
/// it met. Only the thread holding `SwinjectLock` touches it.
// Safety: `depth` and `pending` are only read and written inside `SwinjectLock.shared.withLock`.
final class EngineMode: @unchecked Sendable {
  static let shared = EngineMode()
  var depth = 0
  var pending: AutoregistrationFailure?

  /// Runs `body` in engine mode. Lock must be held.
  func run<R>(_ body: () throws -> R) rethrows -> R {
    depth += 1
    defer {
      depth -= 1
      if depth == 0 { pending = nil }
    }
    return try body()
  }

  /// The failure met since engine mode began, cleared. Lock must be held.
  func takePending() -> AutoregistrationFailure? {
    defer { pending = nil }
    return pending
  }
}
