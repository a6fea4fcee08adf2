// The Swift side of CInjectKitTestingHook: what its load-time constructor installs and calls.

/// Called by `Dependencies.root` (through the hook `CInjectKitTestingHook` installs as the
/// binary loads) when it is read with no `withRoot` binding in place: the running test, of
/// either library, is told.
@_cdecl("injectkit_testing_unbound_root")
func injectKitTestingUnboundRoot() {
  #if canImport(Testing)
    if SharedRootIssues.unboundRootRead() { return }
  #endif
  #if canImport(XCTest)
    XCTestSharedRootIssues.unboundRootRead()
  #endif
}

/// Called once by `CInjectKitTestingHook`'s constructor, as the binary loads: XCTest's test
/// observer must be in place before the first test starts, or that test cannot be named.
@_cdecl("injectkit_testing_loaded")
func injectKitTestingLoaded() {
  #if canImport(XCTest)
    XCTestSharedRootIssues.observeTests()
  #endif
}
