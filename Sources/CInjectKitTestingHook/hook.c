// Installs InjectKitTesting's shared-root check when a binary that links InjectKitTesting (a
// test binary) is loaded, before any test runs: Swift has no load-time code of its own, and a
// test that never calls InjectKitTesting must still be told it touched the shared root.
// Only a C store runs at load: the function stored is Swift, called later by `Dependencies.root`.
#include "CInjectKitAtomics.h"
#include "CInjectKitTestingHook.h"

/// Defined in Swift by InjectKitTesting (`SharedRootIssues.swift`, `@_cdecl`).
extern void injectkit_testing_unbound_root(void);

__attribute__((constructor)) static void cinjectkit_testing_install_hook(void) {
  cinjectkit_set_unbound_root_hook(&injectkit_testing_unbound_root);
}
