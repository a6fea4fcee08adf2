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
  ///
  /// Its type is Swinject's, `((String) -> Void)?`, not `@Sendable`: values typed that way, or
  /// `verbose ? { print($0) } : nil`, are assigned unchanged. The function is only ever called with
  /// the module's lock held (like factories and `initCompleted` closures), so two calls never
  /// overlap; what it captures must not be touched elsewhere at the same time.
  public static var loggingFunction: ((String) -> Void)? {
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
      for item in owner.services where item.key.service == key.service {
        lines.append("\t{ \(describe(item.value, key: item.key)) }")
      }
      current = owner.parent
    }
    log(lines.joined(separator: "\n"))
  }
}

/// Where `Container.loggingFunction` lives.
// Safety: `function` is only read, written and called inside `SwinjectLock.shared.withLock`
// (`logResolutionFailure` runs with the lock held), so the closure, which need not be `Sendable`
// (Swinject's type), is never called by two threads at once nor while it is being replaced.
final class LoggingSink: @unchecked Sendable {
  static let shared = LoggingSink()
  var function: ((String) -> Void)? = { message in
    if let flag = getenv("SWINJECT_LOGGING_ENABLED"), String(cString: flag) == "1" { print(message) }
  }
}
