#!/usr/bin/env bash
# The registration forms inherit a caller's actor; from nonisolated code they must still reject a
# racy capture. Type-checks three snippets against the debug build's InjectKit module (build it
# first: `swift build`): the nonisolated ones (the plain and the runtime-argument form) must fail
# with the data-race diagnostic, the main-actor one (both forms) must compile without a warning.
set -euo pipefail
cd "$(dirname "$0")/../../.."
modules=.build/debug/Modules
here=Tests/Fixtures/RaceRejection
atomics=$(find .build/debug/CInjectKitAtomics.build -name module.modulemap | head -1)
check() { swiftc -swift-version 6 -typecheck -I "$modules" -Xcc -fmodule-map-file="$atomics" "$@" 2>&1; }

for racy in NonisolatedCapture NonisolatedArgumentCapture; do
  if out=$(check "$here/$racy.swift"); then
    echo "FAIL: $racy.swift compiled; a racy nonisolated factory must be rejected" >&2
    exit 1
  fi
  grep -q "capture of 'counter' with non-Sendable type 'Counter' in a '@Sendable' closure" <<<"$out" || {
    echo "FAIL: $racy.swift failed, but not with the data-race diagnostic:" >&2
    echo "$out" >&2
    exit 1
  }
done
out=$(check -warnings-as-errors "$here/MainActorCapture.swift") || {
  echo "FAIL: MainActorCapture.swift should compile:" >&2
  echo "$out" >&2
  exit 1
}
echo "race rejection: nonisolated captures rejected (plain and argument forms), main-actor captures accepted"
