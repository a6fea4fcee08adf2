#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension Container {
  /// Receives a report whenever `resolve` returns nil: the expected registration and the
  /// registrations of that type that do exist. Set to nil to silence it.
  ///
  /// ```swift
  /// Container.loggingFunction = { message in logger.debug("\(message)") }
  /// ```
  ///
  /// By default it prints, but only when the environment variable `SWINJECT_LOGGING_ENABLED`
  /// is `1`, as Swinject 2.10 does.
  public static var loggingFunction: (@Sendable (String) -> Void)? {
    get { SwinjectLock.shared.withLock { LoggingSink.shared.function } }
    set { SwinjectLock.shared.withLock { LoggingSink.shared.function = newValue } }
  }

  /// Reports a failed resolve of `key` to `loggingFunction`. Lock must be held.
  static func logResolutionFailure(key: ServiceKey, state: ContainerState) {
    guard let log = LoggingSink.shared.function else { return }
    var lines = [
      "Swinject: Resolution failed. Expected registration:",
      "\t{ Service: \(key.serviceType)\(key.name.map { ", Name: \"\($0)\"" } ?? "")"
        + "\(key.option.map { ", \($0)" } ?? ""), Factory: \(key.argumentsType) -> \(key.serviceType) }",
      "Available registrations:",
    ]
    var current: ContainerState? = state
    while let owner = current {
      for (candidate, entry) in owner.services where candidate.service == key.service {
        lines.append("\t{ \(describe(entry, key: candidate)) }")
      }
      current = owner.parent
    }
    log(lines.joined(separator: "\n"))
  }
}

/// Where `Container.loggingFunction` lives.
// Safety: `function` is only read or written inside `SwinjectLock.shared.withLock`.
final class LoggingSink: @unchecked Sendable {
  static let shared = LoggingSink()
  var function: (@Sendable (String) -> Void)? = { message in
    if let flag = getenv("SWINJECT_LOGGING_ENABLED"), String(cString: flag) == "1" { print(message) }
  }
}
