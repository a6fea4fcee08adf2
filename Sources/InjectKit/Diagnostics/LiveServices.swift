/// What InjectKitTesting tells the engine about the test running now, so that live services
/// (`live(reaching:)`) are refused in per-test containers. Nil outside a test binary, and in a
/// test binary until InjectKitTesting binds its first per-test container.
package struct TestObserver: Sendable {
  /// True inside a per-test container (the `.dependencies` trait, `withTestDependencies`).
  package let isInPerTestContainer: @Sendable () -> Bool
  /// Records `message` as a failure of the test running now.
  package let recordFailure: @Sendable (_ message: String) -> Void

  /// An observer made of the two closures.
  package init(
    isInPerTestContainer: @escaping @Sendable () -> Bool, recordFailure: @escaping @Sendable (String) -> Void
  ) {
    self.isInPerTestContainer = isInPerTestContainer
    self.recordFailure = recordFailure
  }
}

extension Dependencies {
  private static let observer = Protected<TestObserver?>(nil)

  /// Set by InjectKitTesting when it binds its first per-test container; read only on the rare
  /// paths of live services (a build, `verify()`), never on the resolve road.
  package static var testObserver: TestObserver? {
    get { observer.withLock { $0 } }
    set { observer.withLock { $0 = newValue } }
  }
}

/// A live service built for real: a per-test container's test is told.
enum LiveServices {
  /// Called by `build` for entries flagged live, outside dry runs.
  @inline(never)
  static func built(_ entry: RegistryEntry, in container: Dependencies) {
    guard let observer = Dependencies.testObserver, observer.isInPerTestContainer(),
      let live = entry.extras.live
    else { return }
    observer.recordFailure(Diagnostics.liveServiceInTest(entry, live: live, container: container))
  }

  /// Whether `verify()` runs in a per-test container, so live registrations are problems.
  static var verifyingInTest: Bool { Dependencies.testObserver?.isInPerTestContainer() ?? false }
}
