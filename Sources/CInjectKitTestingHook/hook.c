// Installs InjectKitTesting's shared-root check when a binary that links InjectKitTesting (a
// test binary) is loaded, before any test runs: Swift has no load-time code of its own, and a
// test that never calls InjectKitTesting must still be told it touched the shared root.
#include "CInjectKitAtomics.h"
#include "CInjectKitTestingHook.h"

/// Defined in Swift by InjectKitTesting (`TestingHooks.swift`, `@_cdecl`).
extern void injectkit_testing_unbound_root(void);
extern void injectkit_testing_loaded(void);

__attribute__((constructor)) static void cinjectkit_testing_install_hook(void) {
  cinjectkit_set_unbound_root_hook(&injectkit_testing_unbound_root);
  // Adds XCTest's test observer, which must see the first test start. Safe this early: the
  // libraries it calls (the Swift runtime, Foundation, XCTest) are this binary's dependencies,
  // so they are initialised before its own constructors run; it uses no dynamic cast or type
  // lookup by name, which would need this image's Swift metadata registered (its own
  // constructor, in an order not guaranteed against this one).
  injectkit_testing_loaded();
}
