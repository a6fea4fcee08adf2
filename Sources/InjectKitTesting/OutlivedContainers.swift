import InjectKit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The containers a per-test scope made, held weakly and checked as the scope ends: one still
/// alive then is kept by something (most often a cycle: a singleton holding its container), and
/// lives on with everything it built into the tests that follow. The test gets one issue naming
/// what holds it, and the container's caches are emptied to break the cycle.
///
/// A scope is the `.dependencies` trait's or `withTestDependencies`' (their container and the
/// children `withOverrides` makes inside), or a `withOverrides` call outside one.
final class OutlivedContainers: Sendable {
  /// The scope of the test running, if a per-test container is bound.
  @TaskLocal static var current: OutlivedContainers?

  private struct Watched {
    weak var container: Dependencies?
    /// What ended when it should have gone: "its test ended".
    let context: String
  }
  private let watched = Protected<[Watched]>([])

  /// Checks `container` when this scope ends.
  func watch(_ container: Dependencies, until context: String) {
    watched.withLock { $0.append(Watched(container: container, context: context)) }
  }

  /// Reports each watched container still alive, the last made first: a child `withOverrides` made
  /// holds the test's container as its parent, and once reported (its cycle broken) is gone, and
  /// with it that reason for the test's container to live. Threads the test started may let go of
  /// one a moment late: each is given up to `grace` milliseconds first.
  func check(grace: Int = 100) {
    for watched in watched.withLock({ $0 }).reversed() {
      var waited = 0
      while watched.container != nil, waited < grace {
        usleep(1_000)
        waited += 1
      }
      report(watched)
    }
  }

  /// The async form of `check(grace:)`, which sleeps without blocking its thread.
  func check(grace: Int = 100) async {
    for watched in watched.withLock({ $0 }).reversed() {
      var waited = 0
      while watched.container != nil, waited < grace {
        try? await Task.sleep(nanoseconds: 1_000_000)
        waited += 1
      }
      report(watched)
    }
  }

  private func report(_ watched: Watched) {
    guard let container = watched.container else { return }
    TestIssues.record(container.outlivedReport(after: watched.context))
    container.dropCachedInstancesOutlivingTest()
  }
}
