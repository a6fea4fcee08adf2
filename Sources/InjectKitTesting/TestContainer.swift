import InjectKit

/// Builds and binds the container a test runs against; shared by the Swift Testing trait and
/// the XCTest helper so both runners isolate tests the same way.
enum TestContainer {
  /// True inside a test scope, so a nested scope (a suite's trait, then a test's) builds on the
  /// outer one instead of starting empty.
  @TaskLocal static var isActive = false

  /// A fresh container: parentless, so nothing registered in the process-wide root leaks in,
  /// or a child of the enclosing test scope's root when nested.
  static func make(label: String) -> Dependencies {
    LiveServiceIssues.install()
    return Dependencies(parent: isActive ? Dependencies.root : nil, label: label)
  }

  /// Binds a fresh container as root, lets `configure` fill it, then runs `operation`; then
  /// checks that the container, and those `withOverrides` made inside, are gone
  /// (`OutlivedContainers`).
  static func run<R>(
    label: String, configure: (Dependencies) throws -> Void, operation: () throws -> R
  ) rethrows -> R {
    let outlived = OutlivedContainers()
    defer { outlived.check() }
    return try OutlivedContainers.$current.withValue(outlived) {
      try runInFreshContainer(label: label, outlived, configure: configure, operation: operation)
    }
  }

  /// `run`'s body, in a function of its own: the container it makes is released as it returns.
  private static func runInFreshContainer<R>(
    label: String, _ outlived: OutlivedContainers, configure: (Dependencies) throws -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    let dependencies = make(label: label)
    outlived.watch(dependencies, until: "its test ended")
    return try $isActive.withValue(true) {
      try Dependencies.withRoot(dependencies) {
        try configure(dependencies)
        return try operation()
      }
    }
  }

  /// The async form of `run(label:configure:operation:)`, staying on the caller's actor.
  static func run<R>(
    label: String, isolation: isolated (any Actor)?, configure: (Dependencies) async throws -> Void,
    operation: () async throws -> R
  ) async rethrows -> R {
    let outlived = OutlivedContainers()
    let result: R
    do {
      result = try await OutlivedContainers.$current.withValue(
        outlived,
        operation: {
          try await runInFreshContainer(
            label: label, outlived, isolation: isolation, configure: configure, operation: operation)
        }, isolation: isolation)
    } catch {
      await outlived.check()
      throw error
    }
    await outlived.check()
    return result
  }

  /// The async `run`'s body, in a function of its own: the container it makes is released as it
  /// returns.
  private static func runInFreshContainer<R>(
    label: String, _ outlived: OutlivedContainers, isolation: isolated (any Actor)?,
    configure: (Dependencies) async throws -> Void, operation: () async throws -> R
  ) async rethrows -> R {
    let dependencies = make(label: label)
    outlived.watch(dependencies, until: "its test ended")
    return try await $isActive.withValue(
      true,
      operation: {
        try await Dependencies.withRoot(dependencies, isolation: isolation) {
          try await configure(dependencies)
          return try await operation()
        }
      }, isolation: isolation)
  }
}
