import Foundation
import InjectKit
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's main thread, whose stack Linux maps only as far as it has been used.
///
/// XCTest, not Swift Testing: corelibs XCTest runs its test methods on the main thread, and no
/// Swift Testing test runs there under `swift test`. The depth check must not mistake the main
/// stack's current mapping for its limit (it did: "nested 33 levels deep").
final class MainThreadDepthTests: XCTestCase {
  struct Level: Sendable { let depth: Int }

  /// A container holding a chain `depth` registrations deep, each resolving the one below it.
  static func chain(_ depth: Int) -> Dependencies {
    let deps = Dependencies(label: "deep")
    deps.add(Level.self, name: "0") { Level(depth: 0) }
    for level in 1...depth {
      deps.add(Level.self, name: "\(level)") { r in
        Level(depth: try r.resolve(Level.self, name: "\(level - 1)").depth + 1)
      }
    }
    return deps
  }

  /// Whether this process runs under ThreadSanitizer (its runtime is linked in).
  static var underThreadSanitizer: Bool { dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil }

  /// One test, so that whichever check first measures the main thread's stack (the result is
  /// kept per thread) is the one asserted. verify() dry-runs every registration of the chain,
  /// so its chain is shorter: deep enough to need more stack than the main thread has mapped.
  func testDeepChainsVerifyAndResolveOnTheMainThread() throws {
    XCTAssertTrue(Thread.isMainThread)
    let report = Self.chain(300).verificationReport()
    XCTAssertTrue(report.problems.isEmpty, "\(report)")
    // ThreadSanitizer's instrumentation makes each level's frames several times larger, so the
    // same 8 MiB stack holds fewer levels there (it stopped at 1,387, with the message, not a crash).
    let depth = Self.underThreadSanitizer ? 1_000 : 1_500
    XCTAssertEqual(try Self.chain(depth).tryResolve(Level.self, name: "\(depth)").depth, depth)
  }
}
