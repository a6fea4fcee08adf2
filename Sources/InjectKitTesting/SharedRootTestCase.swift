#if canImport(XCTest)
  import XCTest

  /// An XCTest case that shares the process-wide `Dependencies.root` on purpose: the XCTest
  /// counterpart of the `.sharedRoot` trait.
  ///
  /// ```swift
  /// final class AppLaunchTests: XCTestCase, SharedRootTestCase {
  ///   func testComposesOnce() {
  ///     AppComposer().register()
  ///     XCTAssertTrue(Dependencies.root.isRegistered(Analytics.self))
  ///   }
  /// }
  /// ```
  ///
  /// Without it, a test method that registers into or resolves from `Dependencies.root` while no
  /// per-test container is bound (no `withTestDependencies`) records a failure, once per test.
  public protocol SharedRootTestCase: XCTestCase {}
#endif
