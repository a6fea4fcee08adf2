extension Diagnostics {
  /// Whether this process is a test run: InjectKitTesting is linked (its hook watches the root)
  /// or has bound a per-test container.
  static var isTestProcess: Bool { ThreadState.unboundRootHook != nil || Dependencies.testObserver != nil }

  /// A registration a sealed container refused, as the test running in a per-test container is
  /// told: the test goes on, without it.
  static func refusedInTest(_ key: String, at site: CallSite, container: Dependencies, sealedAt sealed: CallSite)
    -> String
  {
    "InjectKit: \(key), added at \(site), was refused: container \(container.label) was sealed at \(sealed) (the "
      + "app's launch code, run by this test's composition?), and a sealed container takes no registration, an "
      + "override (`.asOverride()`) included. The test goes on without it. To fix: override in a child container, "
      + "which `seal()` does not close and whose overrides reach the singletons built over what they replace: "
      + "`Dependencies.withOverrides { deps in deps.add { … } } operation: { … }`, or a `.dependencies { … }` trait "
      + "on the test under the suite's composing one (XCTest: `withOverrides` inside `withTestDependencies`); or "
      + "add the override before the code that seals."
  }

  /// `error` as a trap in a test process tells it: the trap stops every test, and how to keep
  /// the run going.
  static func inTestProcess(_ error: ResolutionError) -> ResolutionError {
    guard isTestProcess else { return error }
    var error = error
    let throwing = "`try deps.tryResolve(…)` (or `Dependencies.root.tryResolve`), whose error fails this test only"
    error.fix +=
      error.code == .isolationViolation
      ? " In a test this trap stops every test in the process: mark the suite or test `@MainActor` (a module built "
        + "with `.defaultIsolation(MainActor.self)` does not make its test target's suites main-actor), or resolve "
        + "with \(throwing)."
      : " In a test this trap stops every test in the process: resolve with \(throwing); an `@Inject` property "
        + "cannot throw, so resolve what it reads with `tryResolve` first."
    return error
  }
}
