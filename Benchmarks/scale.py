#!/usr/bin/env python3
"""Scale: an app module of N services wired with InjectKit, with Swinject 2.10.0 and by hand.

Usage, from the repository root:
  python3 Benchmarks/scale.py                         # N = 100 and 1,000, every variant; gate
  python3 Benchmarks/scale.py --n 100 --report-only   # print the table, never fail
  INJECTKIT_SCALE_GATE=report INJECTKIT_SCALE_N=100 python3 Benchmarks/scale.py   # what .ci/run does
  python3 Benchmarks/scale.py --n 100,1000 --variants handwritten,swinject
  python3 Benchmarks/scale.py --n 100,1000 --variants handwritten,injectkit:100,swinject  # InjectKit at N <= 100
  python3 Benchmarks/scale.py --large                 # adds N = 10,000
  python3 Benchmarks/scale.py --n 20 --generate-only  # write the sources only, under .build-scale/
  python3 Benchmarks/scale.py --shapes-only          # verify() by graph shape only (scale_shapes.py)

The app: N protocol-typed services (`protocol Service17: AnyObject` + `final class Service17Impl`),
about half singletons, each but the first depending on 1-3 earlier ones (constructor injection;
the graph is at most 7 deep), the same graph (seeded) for every variant. Wired three ways:
InjectKit (composers of 100 `add(P.self, scope:) { r in Impl(a: try r.resolve(A.self)) }`, a
RootComposer), Swinject 2.10.0 (Assemblies of 100 `register(P.self) { r in Impl(a:
r.resolve(A.self)!) }`, `.inObjectScope(.container)` for singletons, an Assembler) and by hand (a
composition root class: a `lazy var` per singleton, a computed property per transient). Sources
go to .build-scale/<variant>-<N>/ and are never committed.

Method, per variant and N:
- The libraries come prebuilt: `swift build -c release --package-path Benchmarks` (the build
  instructions.py makes; CI has it already). The app module alone is then compiled by swiftc with
  SwiftPM's release flags for that package (-O, whole-module, 2 threads, -g, Swift 6) against the
  built .swiftmodules; its CPU time is the user + sys time of that swiftc and its frontends
  (os.wait4), after a warm-up compile that fills the clang module cache. Also its peak RSS.
- `.text`: the sum of the `.text*` sections of the app module's object files (`size -A`).
- Launch instructions: the module linked with the library objects into an executable whose
  first argument picks what it does; under callgrind (stripped copy, as instructions.py does),
  launch Ir = Ir(`launch`: register all, resolve each once) - Ir(`baseline`: nothing), so process
  start and exit cancel out. verify() Ir = Ir(`verify`: register all, verify) - Ir(`register`).
- Heap per registration: the executable's `heap` mode calls glibc's malloc_stats(3) before and
  after registering all (the container already made); the growth of its total `in use bytes`
  (with malloc's chunk headers, and mmap'd blocks) divided by N.
Per service = figure / N; the slope between two N is (figure(N2) - figure(N1)) / (N2 - N1).

Gate (limits in Benchmarks/scale-limits.txt), at every N >= 100 measured: InjectKit's `.text` per
service ÷ Swinject's of the same run, InjectKit's launch Ir and its `verify()` Ir per service.
Compile time and heap are reported, never gated.

Then `verify()` by graph shape (scale_shapes.py: the app's shape, 10 layers of 3, and about N deep,
at INJECTKIT_SCALE_SHAPES_N, default 1,000 and 10,000; one small module, compiled once), gated
per service and across shapes.
Exit status: 0 when within the limits or in report mode; 1 when over; 2 on usage or tool errors.
"""
import argparse
import concurrent.futures
import glob
import os
import random
import shutil
import subprocess
import sys
from typing import NamedTuple

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
import instructions  # noqa: E402  (the package build, the stripped copy, callgrind)
import scale_shapes  # noqa: E402  (verify() by graph shape)

BENCHMARKS = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.dirname(BENCHMARKS)
WORK = os.path.join(REPOSITORY, ".build-scale")
LIMITS_FILE = os.path.join(BENCHMARKS, "scale-limits.txt")

VARIANTS = ["handwritten", "injectkit", "swinject"]
TITLES = {"handwritten": "hand-written", "injectkit": "InjectKit", "swinject": "Swinject 2.10.0"}
LIBRARIES = {"handwritten": [], "injectkit": ["CInjectKitAtomics", "InjectKit"], "swinject": ["Swinject"]}
DEFAULT_NS = [100, 1000]
LARGE_N = 10_000
CHUNK = 100  # services per composer / assembly / file
MAX_DEPTH = 6  # a service's dependencies are at most this deep, so the graph is at most 7 deep
SEED = 27
GATED_FROM = 100  # below this N a module's fixed cost dominates its per-service figures: not gated

# (key, label, digits) in the table's order; figures are per service.
METRICS = [
    ("compile", "release compile, CPU s", 4),
    ("rss", "compiler peak RSS, MB (whole module)", 0),
    ("text", "`.text` bytes", 0),
    ("launch", "launch Ir (register all, resolve each once)", 0),
    ("verify", "`verify()` Ir", 0),
    ("heap", "heap bytes per registration", 0),
]
LIMIT_NAMES = {"text-vs-swinject": "InjectKit's `.text` per service ÷ Swinject's",
               "launch-ir": "InjectKit's launch Ir per service",
               "verify-ir": "InjectKit's `verify()` Ir per service",
               **scale_shapes.LIMIT_NAMES}
# The limits that bound one of InjectKit's own figures, by the metric they bound.
ABSOLUTE_LIMITS = {"launch": "launch-ir", "verify": "verify-ir"}


def fail(message):
    print(f"scale.py: {message}", file=sys.stderr)
    sys.exit(2)


# ---------------------------------------------------------------- the app's shape


class Service(NamedTuple):
    index: int
    singleton: bool
    dependencies: tuple


def app_graph(n, seed=SEED):
    """N services, about half singletons (the first is one); each after the first depends on 1-3
    distinct earlier services of depth below MAX_DEPTH, a singleton only on singletons (so
    `verify()` finds no captive dependency). The same (n, seed) gives the same graph."""
    rng = random.Random(seed)
    services, depths = [], []
    shallow = {True: [], False: []}  # singletons / every service, of depth below MAX_DEPTH
    for index in range(n):
        singleton = index == 0 or rng.random() < 0.5
        candidates = shallow[singleton]
        dependencies = tuple(sorted(rng.sample(candidates, min(rng.randint(1, 3), len(candidates)))))
        depths.append(1 + max(depths[d] for d in dependencies) if dependencies else 0)
        if depths[-1] < MAX_DEPTH:
            shallow[False].append(index)
            if singleton:
                shallow[True].append(index)
        services.append(Service(index, singleton, dependencies))
    return services


def chunks(services):
    return [services[start:start + CHUNK] for start in range(0, len(services), CHUNK)]


def _arguments(service, value):
    return ", ".join(f"s{d}: {value(d)}" for d in service.dependencies)


def services_file(chunk):
    lines = []
    for s in chunk:
        fields = "".join(f"  let s{d}: any Service{d}\n" for d in s.dependencies)
        parameters = ", ".join(f"s{d}: any Service{d}" for d in s.dependencies)
        body = "; ".join(f"self.s{d} = s{d}" for d in s.dependencies)
        lines.append(f"protocol Service{s.index}: AnyObject {{ func value() -> Int }}\n\n"
                     f"final class Service{s.index}Impl: Service{s.index} {{\n{fields}"
                     f"  init({parameters}) {{{' ' + body + ' ' if body else ''}}}\n"
                     f"  func value() -> Int {{ {s.index} }}\n}}\n")
    return "\n".join(lines)


SUPPORT = """\
// The same in every variant: the launch mode, the sink, the heap in use.
#if canImport(Glibc)
  import Glibc
#endif

enum LaunchMode: String { case baseline, register, launch, verify, heap }

/// The first argument; scale.py passes more (the variant, N), which are ignored.
func launchMode() -> LaunchMode {
  guard CommandLine.arguments.count > 1, let mode = LaunchMode(rawValue: CommandLine.arguments[1]) else {
    print("usage: App baseline|register|launch|verify|heap")
    exit(2)
  }
  return mode
}

/// Takes a resolved service at +0, without letting the optimizer drop the resolve.
@inline(never) @_optimize(none)
func sink(_ object: AnyObject) {}

/// glibc's malloc_stats(3): prints the heap's totals to standard error, among them the bytes in
/// use (with malloc's chunk headers). Not in the Glibc module (malloc.h), hence declared here.
@_silgen_name("malloc_stats") func mallocStats()

func failed(_ error: any Error) -> Never {
  print(error)
  exit(1)
}

func unsupported(_ mode: LaunchMode) -> Never {
  print("this variant has no \\(mode) mode")
  exit(2)
}
"""


def injectkit_sources(services):
    files = {}
    groups = chunks(services)
    for c, chunk in enumerate(groups):
        adds = []
        for s in chunk:
            scope = ", scope: .singleton" if s.singleton else ""
            if s.dependencies:
                resolved = _arguments(s, lambda d: f"try r.resolve(Service{d}.self)")
                made = f"r in Service{s.index}Impl({resolved})"
            else:
                made = f"Service{s.index}Impl()"
            adds.append(f"    deps.add(Service{s.index}.self{scope}) {{ {made} }}\n")
        files[f"Composer{c}.swift"] = (
            f"import InjectKit\n\nstruct Composer{c}: Composer {{\n  func register() {{\n"
            f"    let deps = Dependencies.root\n{''.join(adds)}  }}\n}}\n")
        files[f"Launch{c}.swift"] = (
            f"import InjectKit\n\nfunc resolveEach{c}(_ deps: Dependencies) {{\n"
            + "".join(f"  sink(deps.resolve(Service{s.index}.self))\n" for s in chunk) + "}\n")
    files["RootComposer.swift"] = (
        "import InjectKit\n\nstruct RootComposer: Composer {\n  func register() {\n"
        + "".join(f"    Composer{c}().register()\n" for c in range(len(groups))) + "  }\n}\n")
    files["main.swift"] = (
        "import InjectKit\n\n"
        f"func resolveEach(_ deps: Dependencies) {{\n"
        + "".join(f"  resolveEach{c}(deps)\n" for c in range(len(groups))) + "}\n\n"
        "switch launchMode() {\n"
        "case .baseline: break\n"
        "case .register: RootComposer().register()\n"
        "case .launch:\n  RootComposer().register()\n  resolveEach(Dependencies.root)\n"
        "case .verify:\n  RootComposer().register()\n"
        "  do { try Dependencies.root.verify() } catch { failed(error) }\n"
        "case .heap:\n  let deps = Dependencies.root\n  mallocStats()\n"
        "  RootComposer().register()\n  mallocStats()\n  sink(deps)\n"
        "}\n")
    return files


def swinject_sources(services):
    files = {}
    groups = chunks(services)
    for c, chunk in enumerate(groups):
        registrations = []
        for s in chunk:
            scope = ".inObjectScope(.container)" if s.singleton else ""
            if s.dependencies:
                resolved = _arguments(s, lambda d: f"r.resolve(Service{d}.self)!")
                made = f"r in Service{s.index}Impl({resolved})"
            else:
                made = f"_ in Service{s.index}Impl()"
            registrations.append(f"    container.register(Service{s.index}.self) {{ {made} }}{scope}\n")
        files[f"Assembly{c}.swift"] = (
            f"import Swinject\n\nstruct Assembly{c}: Assembly {{\n  func assemble(container: Container) {{\n"
            f"{''.join(registrations)}  }}\n}}\n")
        files[f"Launch{c}.swift"] = (
            f"import Swinject\n\nfunc resolveEach{c}(_ container: Container) {{\n"
            + "".join(f"  sink(container.resolve(Service{s.index}.self)!)\n" for s in chunk) + "}\n")
    files["main.swift"] = (
        "import Swinject\n\n"
        "func assemble(_ container: Container) -> Assembler {\n"
        "  Assembler([\n" + "".join(f"    Assembly{c}(),\n" for c in range(len(groups)))
        + "  ], container: container)\n}\n\n"
        "func resolveEach(_ container: Container) {\n"
        + "".join(f"  resolveEach{c}(container)\n" for c in range(len(groups))) + "}\n\n"
        "switch launchMode() {\n"
        "case .baseline: break\n"
        "case .register: withExtendedLifetime(assemble(Container())) {}\n"
        "case .launch:\n  let container = Container()\n"
        "  withExtendedLifetime(assemble(container)) { resolveEach(container) }\n"
        "case .verify: unsupported(.verify)\n"
        "case .heap:\n  let container = Container()\n  mallocStats()\n"
        "  let assembler = assemble(container)\n  mallocStats()\n"
        "  sink(container)\n  sink(assembler)\n"
        "}\n")
    return files


def handwritten_sources(services):
    files = {}
    groups = chunks(services)

    def made(s):
        wired = _arguments(s, lambda d: f"service{d}")
        return f"Service{s.index}Impl({wired})"

    stored = "".join(f"  lazy var service{s.index}: any Service{s.index} = {made(s)}\n"
                     for s in services if s.singleton)
    files["AppRoot.swift"] = (
        "/// The hand-written composition root: a `lazy var` per singleton, a computed property per\n"
        "/// transient (in the extensions of AppRoot0.swift, AppRoot1.swift, ...).\n"
        f"final class AppRoot {{\n{stored}}}\n")
    for c, chunk in enumerate(groups):
        computed = "".join(f"  var service{s.index}: any Service{s.index} {{ {made(s)} }}\n"
                           for s in chunk if not s.singleton)
        files[f"AppRoot{c}.swift"] = f"extension AppRoot {{\n{computed}}}\n"
        files[f"Launch{c}.swift"] = (
            f"func resolveEach{c}(_ root: AppRoot) {{\n"
            + "".join(f"  sink(root.service{s.index})\n" for s in chunk) + "}\n")
    files["main.swift"] = (
        "func resolveEach(_ root: AppRoot) {\n"
        + "".join(f"  resolveEach{c}(root)\n" for c in range(len(groups))) + "}\n\n"
        "switch launchMode() {\n"
        "case .baseline: break\n"
        "case .register: sink(AppRoot())\n"
        "case .launch:\n  let root = AppRoot()\n  sink(root)\n  resolveEach(root)\n"
        "case .verify: unsupported(.verify)\n"
        "case .heap:\n  mallocStats()\n  let root = AppRoot()\n"
        "  mallocStats()\n  sink(root)  // escapes, so it is not promoted to the stack\n"
        "}\n")
    return files


WIRING = {"handwritten": handwritten_sources, "injectkit": injectkit_sources, "swinject": swinject_sources}


def app_sources(variant, n):
    """{file name: Swift source} of the app module."""
    services = app_graph(n)
    files = {f"Services{c}.swift": services_file(chunk) for c, chunk in enumerate(chunks(services))}
    files["Support.swift"] = SUPPORT
    files.update(WIRING[variant](services))
    return files


def write_sources(variant, n):
    directory = os.path.join(WORK, f"{variant}-{n}")
    shutil.rmtree(directory, ignore_errors=True)
    os.makedirs(os.path.join(directory, "Sources"))
    for name, text in app_sources(variant, n).items():
        with open(os.path.join(directory, "Sources", name), "w") as f:
            f.write(text)
    return directory


# ---------------------------------------------------------------- building and measuring


def run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        fail(f"`{' '.join(command)}` exited with {result.returncode}:\n{result.stdout}{result.stderr}")
    return result.stdout


def compile_flags(bin_path):
    """SwiftPM's release flags for a target of the Benchmarks package (from its release.yaml),
    minus its bookkeeping (dependency files, serialized diagnostics, parseable output)."""
    return ["-O", "-whole-module-optimization", "-num-threads", "2", "-j2", "-swift-version", "6",
            "-g", "-warnings-as-errors", "-target", f"{os.uname().machine}-unknown-linux-gnu", "-DSWIFT_PACKAGE",
            "-I", os.path.join(bin_path, "Modules"),
            "-Xcc", "-fmodule-map-file=" + os.path.join(bin_path, "CInjectKitAtomics.build", "module.modulemap"),
            "-Xcc", "-I", "-Xcc", os.path.join(REPOSITORY, "Sources", "CInjectKitAtomics", "include"),
            "-module-cache-path", os.path.join(WORK, "ModuleCache"),
            "-Xcc", "-fPIC", "-Xcc", "-g", "-Xcc", "-fno-omit-frame-pointer"]


def timed(command, cwd):
    """Runs `command`; returns (user + sys CPU seconds of it and its children, peak RSS in MB)."""
    with open(os.path.join(cwd, "compile.log"), "w") as log:
        process = subprocess.Popen(command, cwd=cwd, stdout=log, stderr=subprocess.STDOUT)
        _, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        with open(os.path.join(cwd, "compile.log")) as log:
            fail(f"`{' '.join(command[:6])} ...` exited with {process.returncode} in {cwd}:\n{log.read()[-4000:]}")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def compile_app(directory, bin_path):
    """Compiles the app module's sources to object files in directory/objects."""
    objects = os.path.join(directory, "objects")
    shutil.rmtree(objects, ignore_errors=True)
    os.makedirs(objects)
    sources = sorted(glob.glob(os.path.join(directory, "Sources", "*.swift")))
    command = ["swiftc", "-module-name", "App", "-c"] + sources + compile_flags(bin_path)
    cpu, rss = timed(command, objects)
    produced = sorted(glob.glob(os.path.join(objects, "*.o")))
    if len(produced) != len(sources):
        fail(f"expected {len(sources)} object files in {objects}, found {len(produced)}")
    return cpu, rss, produced


def warm_up(bin_path):
    """One compile of a tiny module importing every library, so the clang module cache is filled
    before anything is timed."""
    directory = os.path.join(WORK, "warm-up")
    os.makedirs(os.path.join(directory, "Sources"), exist_ok=True)
    with open(os.path.join(directory, "Sources", "main.swift"), "w") as f:
        f.write("import InjectKit\nimport Swinject\n" + SUPPORT + "_ = launchMode()\n")
    compile_app(directory, bin_path)


def text_bytes(size_output):
    """The `.text*` sections' bytes in `size -A -d` output (one object file or several)."""
    total = 0
    for line in size_output.splitlines():
        fields = line.split()
        if len(fields) >= 2 and (fields[0] == ".text" or fields[0].startswith(".text.")) and fields[1].isdigit():
            total += int(fields[1])
    return total


def heap_growth(malloc_stats_output):
    """In-use bytes of the second malloc_stats(3) report minus the first's (each report's total,
    `Total (incl. mmap):`, is followed by its `in use bytes`)."""
    totals, in_total = [], False
    for line in malloc_stats_output.splitlines():
        if line.startswith("Total (incl. mmap)"):
            in_total = True
        elif in_total and line.split("=")[0].strip() == "in use bytes":
            totals.append(int(line.split("=")[1]))
            in_total = False
    if len(totals) != 2:
        fail(f"expected two malloc_stats reports, found {len(totals)}:\n{malloc_stats_output}")
    return totals[1] - totals[0]


def library_objects(bin_path, library):
    """A library's object files as the package built them. For this repository's own targets,
    only those of a source file that still exists: a renamed file's old object stays in the
    build directory, and linking it would bring back symbols the library no longer has."""
    objects = sorted(glob.glob(os.path.join(bin_path, f"{library}.build", "*.o")))
    root = os.path.join(REPOSITORY, "Sources", library)
    if not os.path.isdir(root):
        return objects  # a dependency's (Swinject): built from a fixed version
    sources = {os.path.basename(path) for path in glob.glob(os.path.join(root, "**", "*.*"), recursive=True)}
    return [o for o in objects if os.path.basename(o)[:-len(".o")] in sources]


def link(directory, objects, variant, bin_path):
    """The app's objects and its libraries' (as the Benchmarks package built them) in one executable."""
    libraries = [o for library in LIBRARIES[variant] for o in library_objects(bin_path, library)]
    binary = os.path.join(directory, "App")
    run(["swiftc", "-emit-executable", "-o", binary] + objects + libraries + ["-Xlinker", "--gc-sections"])
    return binary


def modes(variant):
    """The executable's modes run under callgrind: launch - baseline, and verify - register."""
    return ["baseline", "launch"] + (["register", "verify"] if variant == "injectkit" else [])


def measure(variant, n, bin_path, jobs):
    """{metric: figure for the whole module} for one variant at one N."""
    directory = write_sources(variant, n)
    print(f"scale: {TITLES[variant]}, N = {n:,}: compiling", file=sys.stderr, flush=True)
    cpu, rss, objects = compile_app(directory, bin_path)
    figures = {"compile": cpu, "rss": rss, "text": text_bytes(run(["size", "-A", "-d"] + objects))}
    binary = link(directory, objects, variant, bin_path)
    heap = subprocess.run([binary, "heap"], capture_output=True, text=True,
                          env=dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1"))
    if heap.returncode != 0:
        fail(f"`{binary} heap` exited with {heap.returncode}:\n{heap.stdout}{heap.stderr}")
    figures["heap"] = heap_growth(heap.stderr)
    copy = instructions.stripped_copy(binary, directory)  # named InjectKitInstructions, whatever the app

    def one(mode):
        return mode, instructions.callgrind(copy, os.path.join(directory, f"callgrind.{mode}"), mode, variant, n)

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        ir = dict(pool.map(one, modes(variant)))
    figures["launch"] = ir["launch"] - ir["baseline"]
    if "verify" in ir:
        figures["verify"] = ir["verify"] - ir["register"]
    return figures


# ---------------------------------------------------------------- the table and the gate


def read_limits(path):
    return instructions.read_limit_lines(path, LIMIT_NAMES, "limit", fail)


def per_service(results, n):
    """{(variant, metric): figure per service} at N (peak RSS stays whole)."""
    return {(variant, metric): value if metric == "rss" else value / n
            for (variant, size), figures in results.items() if size == n for metric, value in figures.items()}


def gate(results, limits):
    """[(N, limit name, InjectKit's figure, the bound)] for every limit exceeded, at N >= GATED_FROM."""
    over = []
    for n in sorted({size for _, size in results if size >= GATED_FROM}):
        figures = per_service(results, n)
        injectkit_text, swinject_text = figures.get(("injectkit", "text")), figures.get(("swinject", "text"))
        if "text-vs-swinject" in limits and injectkit_text is not None and swinject_text:
            bound = limits["text-vs-swinject"] * swinject_text
            if injectkit_text > bound:
                over.append((n, "text-vs-swinject", injectkit_text, bound))
        for metric, name in ABSOLUTE_LIMITS.items():
            value = figures.get(("injectkit", metric))
            if name in limits and value is not None and value > limits[name]:
                over.append((n, name, value, limits[name]))
    return over


def figure(value, digits):
    return "—" if value is None else f"{value:,.{digits}f}"


def ratio(value, base):
    return "—" if value is None or not base else f"{value / base:,.2f}×"


def goal(n, metric, figures, over, limits):
    name = {"text": "text-vs-swinject", **ABSOLUTE_LIMITS}.get(metric)
    if name is None or name not in limits:
        return "reported only" if metric == "compile" else ""
    if n < GATED_FROM:
        return f"not gated below N = {GATED_FROM}"
    needed = [("injectkit", metric)] + ([("swinject", metric)] if name == "text-vs-swinject" else [])
    if any(figures.get(key) is None for key in needed):
        return "not measured"
    bound = f"≤ {limits[name]:g}× Swinject" if name == "text-vs-swinject" else f"≤ {limits[name]:,.0f}"
    return f"{bound} {'✗' if any(o[0] == n and o[1] == name for o in over) else '✓'}"


def table(results, variants, limits, over):
    ns = sorted({size for _, size in results})
    header = " | ".join(TITLES[v] for v in variants)
    ratios = [v for v in variants if v != "swinject"] if "swinject" in variants else []
    for n in ns:
        figures = per_service(results, n)
        print(f"\nPer service, N = {n:,}\n")
        print(f"| per service | {header} | " + "".join(f"{TITLES[v]} ÷ Swinject | " for v in ratios) + "gate |")
        print("|---|" + "---|" * (len(variants) + len(ratios) + 1))
        for metric, label, digits in METRICS:
            cells = [figure(figures.get((v, metric)), digits) for v in variants]
            shares = [ratio(figures.get((v, metric)), figures.get(("swinject", metric))) for v in ratios]
            print(f"| {label} | " + " | ".join(cells + shares) + f" | {goal(n, metric, figures, over, limits)} |")
    if len(ns) >= 2:
        low, high = ns[0], ns[-1]
        print(f"\nSlope between N = {low:,} and N = {high:,}: (figure(N2) − figure(N1)) / (N2 − N1)\n")
        print(f"| per added service | {header} |" + "".join(f" {TITLES[v]} ÷ Swinject |" for v in ratios))
        print("|---|" + "---|" * (len(variants) + len(ratios)))
        for metric, label, digits in METRICS:
            if metric == "rss":
                continue
            slopes = {}
            for v in variants:
                a, b = results.get((v, low), {}).get(metric), results.get((v, high), {}).get(metric)
                slopes[v] = None if a is None or b is None else (b - a) / (high - low)
            cells = [figure(slopes[v], digits) for v in variants]
            shares = [ratio(slopes[v], slopes.get("swinject")) for v in ratios]
            print(f"| {label} | " + " | ".join(cells + shares) + " |")


def parse_ns(text):
    try:
        ns = sorted({int(n.replace("_", "")) for n in text.split(",") if n.strip()})
        assert ns and all(n >= 1 for n in ns)
        return ns
    except (ValueError, AssertionError):
        fail(f"N list `{text}`. To fix: give service counts separated by commas, e.g. 100,1000.")


def parse_variants(text):
    """{variant: the largest N to measure it at}, from `handwritten,injectkit:100,swinject`."""
    largest = {}
    for entry in text.split(","):
        name, _, limit = entry.partition(":")
        if name not in VARIANTS or (limit and not limit.replace("_", "").isdigit()):
            fail(f"variant `{entry}`. To fix: use some of {', '.join(VARIANTS)}, each optionally `:N` "
                 "(measured only up to N), e.g. handwritten,injectkit:100,swinject.")
        largest[name] = int(limit.replace("_", "")) if limit else sys.maxsize
    return largest


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog="\n\n".join(__doc__.split("\n\n")[1:]))
    parser.add_argument("--n", help="service counts, comma-separated (default: INJECTKIT_SCALE_N, "
                        f"else {','.join(map(str, DEFAULT_NS))})")
    parser.add_argument("--large", action="store_true", help=f"also N = {LARGE_N:,}")
    parser.add_argument("--variants", default=",".join(VARIANTS),
                        help="comma-separated, from " + ", ".join(VARIANTS)
                        + "; `name:N` measures that one only up to N")
    parser.add_argument("--report-only", action="store_true",
                        help="print the table and exit 0 even if over a limit (also: INJECTKIT_SCALE_GATE=report)")
    parser.add_argument("--generate-only", action="store_true", help="write the sources under .build-scale/ and stop")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="valgrind runs at once")
    parser.add_argument("--bin-path", help="the Benchmarks package's release products (default: build them)")
    parser.add_argument("--shapes-n", help="service counts of the graph shapes (default: INJECTKIT_SCALE_SHAPES_N, "
                        f"else {','.join(map(str, scale_shapes.DEFAULT_NS))}; `none` skips them)")
    parser.add_argument("--shapes-only", action="store_true", help="measure the graph shapes only")
    args = parser.parse_args()

    mode = os.environ.get("INJECTKIT_SCALE_GATE", "enforce")
    if mode not in ("enforce", "report"):
        fail(f"INJECTKIT_SCALE_GATE is `{mode}`. To fix: set it to `enforce` (fail over a limit) or `report`.")
    enforce = mode == "enforce" and not args.report_only
    ns = parse_ns(args.n or os.environ.get("INJECTKIT_SCALE_N") or ",".join(map(str, DEFAULT_NS)))
    ns = sorted(set(ns) | ({LARGE_N} if args.large else set()))
    largest = parse_variants(args.variants)
    variants = [v for v in VARIANTS if v in largest]
    runs = [] if args.shapes_only else [(v, n) for n in ns for v in variants if n <= largest[v]]
    shapes_text = args.shapes_n or os.environ.get("INJECTKIT_SCALE_SHAPES_N") or ",".join(
        map(str, scale_shapes.DEFAULT_NS))
    shape_ns = [] if shapes_text == "none" else parse_ns(shapes_text)
    if args.generate_only:
        for variant, n in runs:
            print(os.path.relpath(write_sources(variant, n)))
        if shape_ns:
            print(os.path.relpath(scale_shapes.write_sources(WORK)))
        return 0
    for tool in ("swiftc", "size", "valgrind", "objcopy"):
        if shutil.which(tool) is None:
            fail(f"`{tool}` is not installed. To fix: `apt-get install -y valgrind binutils`.")

    limits = read_limits(LIMITS_FILE)
    bin_path = os.path.abspath(args.bin_path) if args.bin_path else os.path.dirname(instructions.build())
    os.makedirs(WORK, exist_ok=True)
    warm_up(bin_path)
    results = {(v, n): measure(v, n, bin_path, max(1, args.jobs)) for v, n in runs}
    app_over = gate(results, limits)
    over = [(f"N = {n:,}", name, value, bound) for n, name, value, bound in app_over]
    print(f"Scale: an app module of N services (Benchmarks/scale.py); limits: {os.path.relpath(LIMITS_FILE)}")
    if runs:
        table(results, variants, limits, app_over)
    if shape_ns:
        print("scale: graph shapes: compiling", file=sys.stderr, flush=True)
        figures = scale_shapes.measure(
            WORK, shape_ns, lambda directory: link(directory, compile_app(directory, bin_path)[2], "injectkit", bin_path),
            max(1, args.jobs))
        shapes_over = scale_shapes.gate(figures, limits)
        scale_shapes.table(figures, limits, shapes_over)
        over += shapes_over
    if over:
        verdict = "fails the gate" if enforce else "would fail the gate (report mode: not failing)"
        for what, name, value, bound in over:
            print(f"\n{what}: {LIMIT_NAMES[name]} is {value:,.1f}, over {bound:,.1f}: {verdict}", file=sys.stderr)
        return 1 if enforce else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
