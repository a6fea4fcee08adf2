#!/usr/bin/env python3
"""Type-checks the package for Apple platforms on Linux (run it through `bash .ci/apple/check`).

The Linux toolchain's standard library modules ship as .swiftinterface files that keep Apple's
`@available` annotations. Each is copied into a scratch resource directory under the Apple
platform's name and target, and compiled once per platform (cached by toolchain version in
.build-apple/). Against it, and against small stand-ins for the SDK modules our code imports
(.ci/apple/Darwin, Foundation, ObjectiveC, UIKit, XCTest, Dispatch, os), every check below is compiled with
`swiftc -emit-module` at the platform's deployment target: the type checker and the compiler's
mandatory SIL diagnostics (definite initialisation, region-based isolation) run as in Xcode.
What it cannot see is in .ci/apple/README.md.
"""

from __future__ import annotations

import concurrent.futures
import dataclasses
import functools
import hashlib
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
HERE = ROOT / ".ci" / "apple"
CACHE = ROOT / ".build-apple"
WORK = CACHE / "run"
# Bump when the way the standard library is prepared changes: the cache is keyed by it.
STDLIB_FORMAT = "1"
STDLIB_MODULES = ["Swift", "SwiftOnoneSupport", "_Concurrency", "_StringProcessing", "Testing"]


@dataclasses.dataclass(frozen=True)
class Platform:
    name: str  # as in Package.swift and Xcode
    floor: str  # the deployment target Package.swift declares
    # {v}: the deployment target; {arch}: the host's, whose stdlib interfaces we have (an x86_64
    # interface holds Float80, which no arm64 target has). visionOS's simulator is arm64-only in
    # practice; for type-checking, the architecture changes nothing our code depends on.
    triple_format: str

    def triple(self, version: str | None = None) -> str:
        return self.triple_format.format(arch=ARCH, v=version or self.floor)

    @property
    def label(self) -> str:
        return f"{self.name} {self.floor}"


ARCH = {"aarch64": "arm64"}.get(os.uname().machine, os.uname().machine)
PLATFORMS = {
    p.name: p
    for p in [
        Platform("iOS", "13.0", "{arch}-apple-ios{v}-simulator"),
        Platform("macOS", "10.15", "{arch}-apple-macosx{v}"),
        Platform("tvOS", "13.0", "{arch}-apple-tvos{v}-simulator"),
        Platform("watchOS", "6.0", "{arch}-apple-watchos{v}-simulator"),
        Platform("visionOS", "1.0", "{arch}-apple-xros{v}-simulator"),
    ]
}

# Diagnostics that exist only because this method compiles with Objective-C interop disabled
# (Linux's compiler has no Objective-C runtime to check against); Xcode's compiler does not
# emit them. Matched on the message, never on the file, and every one filtered is listed.
OBJC_INTEROP_ONLY = [
    re.compile(p)
    for p in [
        r"^'#selector' can only be used with the Objective-C runtime$",
        r"^Objective-C interoperability is disabled$",
    ]
]


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(command, text=True, capture_output=True, **kwargs)


def toolchain() -> dict:
    info = json.loads(run(["swiftc", "-print-target-info"]).stdout)
    return {
        "version": info["compilerVersion"],
        "host": info["target"]["triple"],
        "resources": pathlib.Path(info["paths"]["runtimeResourcePath"]),
        "host_platform": info["target"]["platform"],
    }


@functools.cache
def target_info(triple: str) -> dict:
    return json.loads(run(["swiftc", "-print-target-info", "-target", triple]).stdout)["target"]


# MARK: The standard library, per platform


class Stdlib:
    """The scratch resource directory: the toolchain's stdlib interfaces, retargeted, compiled."""

    def __init__(self, tools: dict):
        self.tools = tools
        key = hashlib.sha256(
            (tools["version"] + "|" + STDLIB_FORMAT + "|" + str(tools["resources"])).encode()
        ).hexdigest()[:12]
        self.root = CACHE / f"stdlib-{key}"
        self.resources = self.root / "resources"
        self.dropped: dict[str, int] = {}

    def sdk(self, platform: Platform) -> pathlib.Path:
        return self.root / "sdk" / target_info(platform.triple())["platform"]

    def write_sdk(self, platform: Platform) -> pathlib.Path:
        """An SDK the size of nothing: its settings, and the module map that points clang at the
        toolchain's SwiftShims (an SDK of version 18 or later no longer finds it beside the
        resource directory). Rewritten only when it changes, so the stdlib built against it stays
        up to date."""
        name = target_info(platform.triple())["platform"]
        sdk = self.root / "sdk" / name
        settings = {
            "Version": "26.0",  # Xcode 26's SDKs
            "MaximumDeploymentTarget": "26.0.99",
            "CanonicalName": f"{name}26.0",
            "DisplayName": f"stand-in {name} SDK (.ci/apple/check.py)",
        }
        # How versions of related platforms map, which the compiler needs to infer availability
        # (Xcode's SDKSettings.json holds the full tables): Mac Catalyst's for macOS; visionOS
        # inherits iOS's availability, iOS 17 being visionOS 1.
        if name == "macosx":
            catalyst = {"10.15": "13.1", "11.0": "14.2", "12.0": "15.0", "13.0": "16.0", "14.0": "17.0",
                        "15.0": "18.0", "26.0": "26.0"}  # fmt: skip
            settings["VersionMap"] = {"macOS_iOSMac": catalyst, "iOSMac_macOS": {v: k for k, v in catalyst.items()}}
        if name in ("xros", "xrsimulator"):
            vision = {"17.0": "1.0", "17.4": "1.1", "18.0": "2.0", "18.4": "2.4", "26.0": "26.0"}
            settings["VersionMap"] = {"iOS_xrOS": vision, "xrOS_iOS": {v: k for k, v in vision.items()}}
        shims = self.resources / "shims" / "module.modulemap"
        write_if_changed(sdk / "SDKSettings.json", json.dumps(settings, indent=2) + "\n")
        write_if_changed(
            sdk / "usr" / "include" / "module.modulemap",
            f'extern module SwiftShims "{shims}"\nextern module _SwiftConcurrencyShims "{shims}"\n',
        )
        return sdk

    def ready(self, platform: Platform) -> bool:
        return (self.root / f"{platform.name}.done").exists()

    def build(self, platform: Platform) -> float:
        """Prepares and compiles the stdlib for one platform; returns the seconds it took."""
        started = time.monotonic()
        info = target_info(platform.triple())
        folder = self.resources / info["platform"]
        shutil.rmtree(folder, ignore_errors=True)
        sdk = self.write_sdk(platform)
        linux = self.tools["resources"] / self.tools["host_platform"]
        for module in STDLIB_MODULES:
            source = linux / f"{module}.swiftmodule" / f"{self.tools['host']}.swiftinterface"
            target = folder / f"{module}.swiftmodule" / f"{info['moduleTriple']}.swiftinterface"
            target.parent.mkdir(parents=True, exist_ok=True)
            text, dropped = retarget_interface(source.read_text(), self.tools["host"], platform.triple())
            self.dropped[f"{platform.name}/{module}"] = dropped
            target.write_text(text)
            command = [
                "swiftc", "-frontend", "-compile-module-from-interface", str(target),
                "-module-name", module, "-o", str(target.with_suffix(".swiftmodule")),
                "-target", platform.triple(), "-resource-dir", str(self.resources), "-sdk", str(sdk),
                "-module-cache-path", str(self.root / "module-cache"),
            ]  # fmt: skip
            if module == "Swift":
                command.append("-parse-stdlib")
            result = run(command)
            if result.returncode != 0:
                sys.exit(f"apple check: could not build {module} for {platform.label}:\n{result.stderr}")
        (self.root / f"{platform.name}.done").write_text(self.tools["version"] + "\n")
        return time.monotonic() - started

    def prepare(self, platforms: list[Platform], jobs: int) -> str:
        if self.root.exists() is False:
            # A new toolchain (or format): the caches of others are of no further use.
            for old in CACHE.glob("stdlib-*"):
                shutil.rmtree(old, ignore_errors=True)
        self.resources.mkdir(parents=True, exist_ok=True)
        for name in ("shims", "clang"):
            link = self.resources / name
            if not link.exists():
                link.symlink_to(self.tools["resources"] / name)
        for platform in platforms:
            self.write_sdk(platform)
        missing = [p for p in platforms if not self.ready(p)]
        if not missing:
            return f"cached in {self.root.relative_to(ROOT)}"
        started = time.monotonic()
        with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
            list(pool.map(self.build, missing))
        names = ", ".join(p.name for p in missing)
        dropped = sum(self.dropped.values())
        return (
            f"built for {names} in {time.monotonic() - started:.0f} s, cached in {self.root.relative_to(ROOT)} "
            f"({dropped} bodiless @backDeployed attributes dropped)"
        )


def write_if_changed(path: pathlib.Path, text: str) -> None:
    if not path.exists() or path.read_text() != text:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def retarget_interface(text: str, host: str, triple: str) -> tuple[str, int]:
    """The two textual edits: the Apple target in the module flags, availability left unchecked
    inside the stdlib itself; and no `@backDeployed` on a declaration the Linux interface gives
    no body (it has nothing to back-deploy there, and the attribute requires one)."""
    lines = text.split("\n")
    for index, line in enumerate(lines):
        if line.startswith("// swift-module-flags:"):
            lines[index] = line.replace(f"-target {host}", f"-target {triple}") + " -disable-availability-checking"
            break
    kept, dropped = [], 0
    for index, line in enumerate(lines):
        if line.lstrip().startswith("@backDeployed("):
            declaration = next(
                (later for later in lines[index + 1 :] if re.search(r"\b(func|init|var|subscript)\b", later)), ""
            )
            if not declaration.rstrip().endswith("{"):
                dropped += 1
                continue
        kept.append(line)
    return "\n".join(kept), dropped


# MARK: Checks


@dataclasses.dataclass
class Check:
    name: str  # what the summary calls it
    module: str
    platform: Platform
    sources: list[pathlib.Path]
    needs: list[str] = dataclasses.field(default_factory=list)  # modules built by other checks
    flags: list[str] = dataclasses.field(default_factory=list)
    library: bool = True  # -parse-as-library
    # A canary's errors: each message fragment must be reported (and is then no problem); any
    # other diagnostic still is one.
    expect: list[str] = dataclasses.field(default_factory=list)
    # Filled in by running it.
    errors: list[str] = dataclasses.field(default_factory=list)
    warnings: list[str] = dataclasses.field(default_factory=list)
    filtered: list[str] = dataclasses.field(default_factory=list)
    expected: list[str] = dataclasses.field(default_factory=list)
    seconds: float = 0.0

    @property
    def key(self) -> tuple[str, str]:
        return (self.module, self.platform.name)


def swift_files(*folders: str, exclude: tuple[str, ...] = ()) -> list[pathlib.Path]:
    files = []
    for folder in folders:
        for path in sorted((ROOT / folder).rglob("*.swift")):
            if not any(part in exclude for part in path.relative_to(ROOT / folder).parts):
                files.append(path)
    return files


# How SwiftPM compiles a target of this package in a debug build (`swift build -v`).
SWIFTPM = ["-Onone", "-enable-testing", "-D", "SWIFT_PACKAGE", "-D", "DEBUG", "-swift-version", "6"]
PACKAGE = ["-package-name", "injectkit"]
# How an Xcode 26 app target compiles: Swift 6, every declaration @MainActor unless it says
# otherwise (new projects' default), and the "approachable concurrency" features new projects
# turn on.
XCODE_APP = ["-Onone", "-D", "DEBUG", "-swift-version", "6", "-default-isolation", "MainActor"]
APPROACHABLE = ["-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
                "-enable-upcoming-feature", "InferIsolatedConformances"]  # fmt: skip

EXAMPLE = "Examples/MVPDemo/Sources/MVPDemoApp"


def checks() -> list[Check]:
    p = PLATFORMS
    listed: list[Check] = []
    library = swift_files("Sources/InjectKit")
    for platform in p.values():
        listed.append(
            Check("InjectKit", "InjectKit", platform, library, needs=["Dispatch", "os"], flags=SWIFTPM + PACKAGE)
        )  # fmt: skip
    for platform in p.values():
        listed.append(
            Check("InjectKitSwinject", "InjectKitSwinject", platform, swift_files("Sources/InjectKitSwinject"),
                  needs=["InjectKit", "Foundation"], flags=SWIFTPM + PACKAGE)
        )  # fmt: skip
    # XCTest (the stand-in is macOS's, iOS's and tvOS's XCTest.framework; watchOS got XCTest in 7.4).
    for name in ("macOS", "iOS", "tvOS"):
        listed.append(
            Check("InjectKitTesting (XCTest and Swift Testing)", "InjectKitTesting", p[name],
                  swift_files("Sources/InjectKitTesting"), needs=["InjectKit", "XCTest"], flags=SWIFTPM + PACKAGE)
        )  # fmt: skip
    # A client module with strict imports (Tests/Fixtures/StrictImportsApp), and its tests.
    strict = ["-enable-upcoming-feature", "MemberImportVisibility",
              "-enable-upcoming-feature", "InternalImportsByDefault"]  # fmt: skip
    fixture = "Tests/Fixtures/StrictImportsApp"
    for name in ("iOS", "macOS"):
        listed.append(
            Check("StrictImportsApp: a client with MemberImportVisibility, InternalImportsByDefault",
                  "StrictImportsApp", p[name], swift_files(f"{fixture}/Sources"),
                  needs=["InjectKit", "InjectKitSwinject"], flags=SWIFTPM + strict)
        )  # fmt: skip
    listed.append(
        Check("StrictImportsApp: its tests (InjectKitTesting, Swift Testing, XCTest)", "StrictImportsAppTests",
              p["macOS"], swift_files(f"{fixture}/Tests"), needs=["StrictImportsApp", "InjectKitTesting"],
              flags=SWIFTPM + strict)
    )  # fmt: skip
    # The example: the package's target as SwiftPM compiles it (Terminal/ compiles to nothing where
    # UIKit has views), and the three folders README tells users to copy into an app target.
    package_target = swift_files(EXAMPLE) + [WORK / "resource_bundle_accessor.swift"]
    app_sources = swift_files(f"{EXAMPLE}/App", f"{EXAMPLE}/Modules", f"{EXAMPLE}/Services")
    for name in ("iOS", "tvOS"):
        listed.append(
            Check("Examples/MVPDemo: MVPDemoApp, as its package builds it", "MVPDemoApp", p[name], package_target,
                  needs=["InjectKit", "UIKit"], flags=SWIFTPM)
        )  # fmt: skip
    listed.append(
        Check("Examples/MVPDemo: App, Modules, Services in an Xcode 26 app target", "MVPDemo", p["iOS"],
              app_sources, needs=["InjectKit", "UIKit"], flags=XCODE_APP)
    )  # fmt: skip
    listed.append(
        Check("Examples/MVPDemo: the same, with approachable concurrency", "MVPDemoApproachable", p["iOS"],
              app_sources, needs=["InjectKit", "UIKit"], flags=XCODE_APP + APPROACHABLE)
    )  # fmt: skip
    for name in ("iOS", "tvOS"):
        listed.append(
            Check("Examples/MVPDemo: the MVPDemo executable", "MVPDemoMain", p[name],
                  swift_files("Examples/MVPDemo/Sources/MVPDemo"), needs=["MVPDemoApp"], flags=SWIFTPM,
                  library=False)
        )  # fmt: skip
        # The root package's copy of the app target is the same sources under another name.
        listed.append(
            Check("InjectKitExample executable (root package)", "InjectKitExample", p[name],
                  swift_files("Sources/InjectKitExample"), needs=["MVPDemoApp"],
                  flags=SWIFTPM + ["-module-alias", "InjectKitExampleApp=MVPDemoApp"], library=False)
        )  # fmt: skip
    # Canaries: code that must fail, so that a broken method cannot pass silently.
    runtime = {"iOS": ("18.0.0", "17.0.0", "16.0"), "macOS": ("15.0.0", "14.0.0", "13.0"),
               "tvOS": ("18.0.0", "17.0.0", "16.0"), "watchOS": ("11.0.0", "10.0.0", "9.0"),
               "visionOS": ("2.0.0", None, None)}  # fmt: skip
    for name, (isolated_any, packs, string_processing) in runtime.items():
        expect = [
            f"runtime support for '@isolated(any)' function types is only available in {name} {isolated_any} or newer",
            "initializer for conditional binding must have Optional type, not 'UnsafeMutableRawPointer'",
        ]
        if packs:  # visionOS 1 is iOS 17: both exist there
            expect.append(f"parameter packs in generic types are only available in {name} {packs} or newer")
            expect.append(f"'contains' is only available in {name} {string_processing} or newer")
        listed.append(
            Check("canaries: what must not compile there (stdlib availability, Darwin)", "Canaries", p[name],
                  [HERE / "canaries" / "Availability.swift"], flags=["-swift-version", "6"], expect=expect)
        )  # fmt: skip
    listed.append(
        Check("canaries: UIKit's systemBackground on tvOS", "UIKitCanary", p["tvOS"],
              [HERE / "canaries" / "UIKitOnTVOS.swift"], needs=["UIKit"], flags=["-swift-version", "6"],
              expect=["'systemBackground' is unavailable in tvOS"])
    )  # fmt: skip
    listed.append(
        Check("the tutorial's code, verbatim, in a UIKit app (Xcode 26 app target)", "TutorialApp", p["iOS"],
              swift_files(".ci/apple/fixtures/TutorialApp"), needs=["InjectKit", "UIKit"], flags=XCODE_APP)
    )  # fmt: skip
    return listed


# MARK: Stand-ins


STAND_INS = {
    # Each stand-in module, and the stand-ins it imports (.ci/apple/<module>/*.swift; Darwin is a
    # C module, .ci/apple/Darwin, found through -I like any module map).
    "ObjectiveC": [],
    "Foundation": ["ObjectiveC"],
    "XCTest": ["Foundation"],
    "UIKit": ["Foundation"],
    "Dispatch": [],
    "os": [],
}


def stand_in_checks(platforms: set[str]) -> list[Check]:
    """Every stand-in module for every platform; the ones no check imports are not compiled."""
    return [
        Check(f"stand-in {module}", module, PLATFORMS[name], sorted((HERE / module).glob("*.swift")),
              needs=imports, flags=["-swift-version", "6", "-Onone"])
        for name in sorted(platforms)
        for module, imports in STAND_INS.items()
    ]  # fmt: skip


# MARK: Running


DIAGNOSTIC = re.compile(r"^(?:(?P<where>.+?:\d+:\d+|<unknown>:0): )?(?P<kind>error|warning): (?P<message>.*)$")


# Objective-C-only syntax, which a compiler without Objective-C interop rejects while type-checking,
# so that it would stop before its SIL diagnostics (definite initialisation, region-based
# isolation) for the whole module. In a scratch copy of a file that has any, `@objc` becomes
# blanks (columns stay put) and `#selector(method)` a plain reference to the method, which is still
# resolved and checked; lines stay put, and diagnostics name the original file. Any other form is
# left alone: its error is then filtered (OBJC_INTEROP_ONLY) and the check says it stopped early.
OBJC_ATTRIBUTE = re.compile(r"@objc\b(?!\()")
OBJC_SELECTOR = re.compile(r"#selector\(([A-Za-z_][A-Za-z0-9_.]*)\)")


def without_objc_syntax(source: pathlib.Path, copies: pathlib.Path) -> pathlib.Path:
    text = source.read_text()
    rewritten = OBJC_SELECTOR.sub(r"Selector(String(describing: \1))", OBJC_ATTRIBUTE.sub("     ", text))
    if rewritten == text:
        return source
    copy = copies / source.relative_to(ROOT)
    copy.parent.mkdir(parents=True, exist_ok=True)
    copy.write_text(rewritten)
    return copy


def compile_check(check: Check, stdlib: Stdlib) -> Check:
    out = WORK / check.platform.name
    out.mkdir(parents=True, exist_ok=True)
    copies = WORK / "without-objc" / check.platform.name / check.module
    sources = {without_objc_syntax(source, copies): source for source in check.sources}
    command = [
        "swiftc", "-emit-module", "-wmo", "-module-name", check.module,
        "-emit-module-path", str(out / f"{check.module}.swiftmodule"),
        "-target", check.platform.triple(), "-resource-dir", str(stdlib.resources),
        "-sdk", str(stdlib.sdk(check.platform)), "-Xfrontend", "-disable-objc-interop",
        "-module-cache-path", str(WORK / "module-cache"), "-I", str(out),
        "-I", str(HERE / "Darwin"), "-I", str(WORK / "c-modules"),
        "-diagnostic-style", "llvm", "-no-color-diagnostics",
    ]  # fmt: skip
    if check.library:
        command.append("-parse-as-library")
    command += check.flags + [str(s) for s in sources]
    started = time.monotonic()
    result = run(command, cwd=ROOT)
    check.seconds = time.monotonic() - started
    for line in (result.stdout + result.stderr).splitlines():
        found = DIAGNOSTIC.match(line)
        if not found:
            continue
        where = found["where"] or ""
        for copy, original in sources.items():  # a scratch copy's diagnostic names the original
            if copy != original and where.startswith(f"{copy}:"):
                where = str(original) + where[len(str(copy)) :]
        if where.startswith(str(ROOT) + "/"):
            where = where[len(str(ROOT)) + 1 :]
        text = f"{where}: {found['kind']}: {found['message']}" if where else f"{found['kind']}: {found['message']}"
        if any(p.search(found["message"]) for p in OBJC_INTEROP_ONLY):
            check.filtered.append(text)
        elif found["kind"] == "error":
            check.errors.append(text)
        else:
            check.warnings.append(text)
    if check.expect:
        found = [e for e in check.errors if any(fragment in e for fragment in check.expect)]
        missing = [f for f in check.expect if not any(f in e for e in found)]
        check.expected = found
        check.errors = [e for e in check.errors if e not in found] + [
            f"canary: expected an error containing {fragment!r}; the method no longer sees it" for fragment in missing
        ]
    elif result.returncode != 0 and not check.errors and not check.filtered:
        check.errors.append(f"swiftc exited with {result.returncode}:\n{result.stderr.strip()}")
    return check


def write_c_module_map() -> None:
    """SwiftPM's module maps for the package's C targets (an `include/` folder, no module map of its own)."""
    folder = WORK / "c-modules"
    folder.mkdir(parents=True, exist_ok=True)
    maps = []
    for target in ("CInjectKitAtomics", "CInjectKitTestingHook"):
        header = ROOT / "Sources" / target / "include" / f"{target}.h"
        maps.append(f'module {target} {{\n  umbrella header "{header}"\n  export *\n}}\n')
    (folder / "module.modulemap").write_text("".join(maps))


def main(arguments: list[str]) -> int:
    started = time.monotonic()
    tools = toolchain()
    jobs = int(os.environ.get("INJECTKIT_APPLE_JOBS", "2"))
    listed = checks()
    every = stand_in_checks({c.platform.name for c in listed}) + listed
    by_key = {c.key: c for c in every}
    chosen = [c for c in listed if not arguments or any(w.lower() in c.name.lower() for w in arguments)]
    # With what the chosen checks import, compiled first.
    needed: set[tuple[str, str]] = set()
    stack = [c.key for c in chosen]
    while stack:
        key = stack.pop()
        if key in needed:
            continue
        needed.add(key)
        check = by_key.get(key)
        if check is None:
            sys.exit(f"apple check: no check provides module {key[0]} for {key[1]}")
        stack += [(module, key[1]) for module in check.needs]
    all_checks = [c for c in every if c.key in needed]
    platforms = [PLATFORMS[name] for name in PLATFORMS if any(c.platform.name == name for c in all_checks)]

    stdlib = Stdlib(tools)
    print(f"Apple type-check: {tools['version']}, stand-in SDKs from .ci/apple")
    print(f"  standard library: {stdlib.prepare(platforms, jobs)}")
    shutil.rmtree(WORK, ignore_errors=True)
    WORK.mkdir(parents=True)
    write_c_module_map()
    # SwiftPM's generated `Bundle.module` accessor (resource_bundle_accessor.swift), reduced to its
    # type: SwiftPM's is a `static let`, which needs `Bundle` Sendable, a conformance the stand-in
    # does not claim.
    (WORK / "resource_bundle_accessor.swift").write_text(
        "import Foundation\n\nextension Foundation.Bundle {\n  static var module: Bundle { Bundle.main }\n}\n"
    )

    # Compile in dependency order, `jobs` at a time.
    pending = list(all_checks)
    done: set[tuple[str, str]] = set()
    failed_modules: set[tuple[str, str]] = set()
    running: dict[concurrent.futures.Future, Check] = {}
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        while pending or running:
            for check in list(pending):
                deps = [(m, check.platform.name) for m in check.needs]
                if any(d in failed_modules for d in deps):
                    failed = ", ".join(module for module, _ in deps if (module, check.platform.name) in failed_modules)
                    check.errors.append(f"not checked: {failed} failed")
                    failed_modules.add(check.key)
                    pending.remove(check)
                    done.add(check.key)
                elif all(d in done for d in deps) and len(running) < jobs:
                    running[pool.submit(compile_check, check, stdlib)] = check
                    pending.remove(check)
            if not running:
                if pending:
                    unknown = {m for c in pending for m in c.needs}
                    sys.exit(f"apple check: nothing provides {sorted(unknown)}")
                break
            finished, _ = concurrent.futures.wait(running, return_when=concurrent.futures.FIRST_COMPLETED)
            for future in finished:
                check = running.pop(future)
                future.result()
                done.add(check.key)
                if check.errors:
                    failed_modules.add(check.key)

    return report(all_checks, time.monotonic() - started)


def report(all_checks: list[Check], seconds: float) -> int:
    print()
    width = max(len(c.name) for c in all_checks)
    print(f"  {'check'.ljust(width)}  {'platform'.ljust(13)}  files  errors  warnings  filtered  seconds")
    for c in all_checks:
        expected = f"  ({len(c.expected)} expected errors seen)" if c.expect else ""
        print(
            f"  {c.name.ljust(width)}  {c.platform.label.ljust(13)}  {len(c.sources):5}  {len(c.errors):6}  "
            f"{len(c.warnings):8}  {len(c.filtered):8}  {c.seconds:7.1f}{expected}"
        )
    problems = [(c, line) for c in all_checks for line in c.errors + c.warnings]
    filtered = [(c, line) for c in all_checks for line in c.filtered]
    if filtered:
        print("\n  Filtered (Objective-C interop is disabled in this method; Xcode's compiler does not say these):")
        for c, line in filtered:
            print(f"    [{c.platform.label}] {line}")
    if problems:
        print("\n  Problems:")
        for c, line in problems:
            print(f"    [{c.name}, {c.platform.label}] {line}")
    early = sorted({f"{c.name} ({c.platform.label})" for c in all_checks if c.filtered})
    if early:
        print("\n  Type-checked only (an Objective-C-only form the check cannot rewrite stops the compiler before its")
        print("  SIL diagnostics): " + "; ".join(early))
    errors = sum(len(c.errors) for c in all_checks)
    warnings = sum(len(c.warnings) for c in all_checks)
    verdict = "passed" if not problems else "FAILED"
    print(
        f"\nApple type-check {verdict}: {len(all_checks)} checks, {errors} errors, {warnings} warnings, "
        f"{len(filtered)} filtered, in {seconds:.0f} s."
    )
    print("Not checked here: Objective-C interop, linking, running on a device or simulator (.ci/apple/README.md).")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
