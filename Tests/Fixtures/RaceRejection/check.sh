#!/usr/bin/env bash
# The registration forms inherit a caller's actor; from nonisolated code they must still reject a
# racy capture. Type-checks two snippets against the debug build's InjectKit module (build it
# first: `swift build`): the nonisolated one must fail with the data-race diagnostic, the
# main-actor one must compile without a warning.
set -euo pipefail
cd "$(dirname "$0")/../../.."
modules=.build/debug/Modules
here=Tests/Fixtures/RaceRejection
atomics=$(find .build/debug/CInjectKitAtomics.build -name module.modulemap | head -1)
check() { swiftc -swift-version 6 -typecheck -I "$modules" -Xcc -fmodule-map-file="$atomics" "$@" 2>&1; }

if out=$(check "$here/NonisolatedCapture.swift"); then
  echo "FAIL: NonisolatedCapture.swift compiled; a racy nonisolated factory must be rejected" >&2
  exit 1
fi
grep -q "capture of 'counter' with non-Sendable type 'Counter' in a '@Sendable' closure" <<<"$out" || {
  echo "FAIL: NonisolatedCapture.swift failed, but not with the data-race diagnostic:" >&2
  echo "$out" >&2
  exit 1
}
out=$(check -warnings-as-errors "$here/MainActorCapture.swift") || {
  echo "FAIL: MainActorCapture.swift should compile:" >&2
  echo "$out" >&2
  exit 1
}
echo "race rejection: nonisolated capture rejected, main-actor capture accepted"
