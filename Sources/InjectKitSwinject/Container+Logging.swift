@_spi(InjectKitSkins) import InjectKit

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
    get { LoggingSink.function.withLock { $0 } }
    set { LoggingSink.function.withLock { $0 = newValue } }
  }

  /// Reports a failed resolve of `key` to `loggingFunction`. Lock must be held.
  static func logResolutionFailure(key: ServiceKey, state: ContainerState) {
    guard let log = LoggingSink.function.withLock({ $0 }) else { return }
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

/// Where `Container.loggingFunction` lives: under `SwinjectLock.shared`, so the closure, which
/// need not be `Sendable` (Swinject's type), is never replaced while it is being read.
enum LoggingSink {
  static let function: Guarded<((String) -> Void)?> = guarded({ message in
    if environmentValue("SWINJECT_LOGGING_ENABLED") == "1" { print(message) }
  })
}
