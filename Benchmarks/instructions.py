#!/usr/bin/env python3
"""Instructions per operation: InjectKit against Swinject 2.10.0 (and hand-written wiring), under callgrind.

The gate (issue 44) is InjectKit ÷ Swinject 2.10.0 in the same binary: every resolve row at most
0.2 (at least 5× fewer instructions), a later `@Inject` read at most 0.5 of Swinject's `lazy var`,
registration at most 0.5. The ratio to hand-written wiring is printed beside it, a figure, not a gate.
The five Swinject-API rows also run on InjectKitSwinject (implementation `dropin`), the same code with
`import InjectKitSwinject`; their gate is the drop-in's ratio to Swinject 2.10.0 (`dropin/<row>`).

Usage, from the repository root:
  python3 Benchmarks/instructions.py                      # build, measure every row, gate on the limits
  python3 Benchmarks/instructions.py --report-only        # print the table, never fail
  INJECTKIT_IR_GATE=report python3 Benchmarks/instructions.py   # the same (.ci/run enforces by default)
  python3 Benchmarks/instructions.py --rows transient,chain --implementations swinject,injectkit
  python3 Benchmarks/instructions.py --annotate chain     # where InjectKit's instructions go, per operation

Method: the InjectKitInstructions executable runs one scenario for one implementation N times, with
all setup before the measured loop. It runs under `valgrind --tool=callgrind` at two counts N1 < N2
(SWIFT_DETERMINISTIC_HASHING=1), and Ir/op = (Ir(N2) - Ir(N1)) / (N2 - N1): the setup, the process's
start and its exit cancel out. Instruction counts do not depend on how busy the machine is.
valgrind 3.19 cannot read Swift 6.3's DWARF 5, so it runs a copy stripped with `objcopy --strip-debug`
(the symbol table stays, so profiles still name functions).

Exit status: 0 when every gated row is within its limit (Benchmarks/instruction-limits.txt) or the
gate is in report mode; 1 when a row is over its limit (after printing the whole table); 2 on usage
or tool errors. A row whose Swinject figure was not measured (`--implementations` without it) is
printed but not gated.
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

BENCHMARKS = os.path.dirname(os.path.abspath(__file__))
PRODUCT = "InjectKitInstructions"
LIMITS_FILE = os.path.join(BENCHMARKS, "instruction-limits.txt")

# (command-line name, row label, what hand-written wiring does instead), in the table's order.
ROWS = [
    ("transient", "transient leaf `resolve(Leaf.self)`", "`Leaf()`"),
    ("singleton", "cached singleton", "a stored `let` returned, +1"),
    ("chain", "3-object chain, factories use `try r.resolve()`", "building the 3 objects"),
    ("argument", "1 runtime argument", "`OneArgument(id: 42)`"),
    ("named", "named (one of two registrations of a type)", "`Leaf()`"),
    ("protocol", "protocol-typed, tutorial form `add({ Impl() as P })`", "`Impl() as P`"),
    ("autowire", "`autowire` of a 4-parameter init over 4 singletons", "the init over 4 stored `let`s"),
    ("autowire-alternating", "the same `autowire`, from a container and its child in turn",
     "the init over 4 stored `let`s"),
    ("inject-first", "`@Inject` first access (new owner + first read)", "a new owner given the leaf"),
    ("inject-later", "`@Inject` later access (read again)", "reading a stored `let`"),
    ("inject-later-var", "`@Inject` later access, against a `var`", "reading a stored `var`"),
    ("registration", "registration, per key", "building the name string"),
    ("decorated", "decorated transient, one `decorate` wrapping a protocol-typed leaf", "`LoggingRepository(LiveRepository())`"),
    ("collection", "collection of 3 transients, `resolve([Leaf].self)`", "`[Leaf(), Leaf(), Leaf()]`"),
]
IMPLEMENTATIONS = ["handwritten", "injectkit", "swinject", "dropin"]
# The rows written against Swinject's API, run on Swinject 2.10.0 and on InjectKitSwinject (the
# drop-in, `dropin`), and the prefix of their limits in instruction-limits.txt: `dropin/<row>` is the
# largest allowed ratio of the drop-in's instructions per operation to Swinject's.
DROPIN_ROWS = ["transient", "singleton", "chain", "argument", "named"]
DROPIN = "dropin/"

# Op counts: large enough that Ir/op is exact to the instruction, small enough for CI.
N1, N2 = 1_000, 6_000

# Launches of four apps written against Swinject's API (Sources/LaunchApps), on Swinject 2.10.0 and
# on the drop-in: (scenario, row label, the scenario whose count is subtracted). A screens row is its
# launch less the app's registration, so it counts opening the screens alone. Each is measured at 0,
# 1 and LAUNCH_AGAIN launches in one process: the first launch, Ir(1) - Ir(0), is the app's launch
# (the runtime's metadata and conformance caches empty, as at an app's start); a launch again,
# (Ir(LAUNCH_AGAIN) - Ir(1)) / (LAUNCH_AGAIN - 1), is the same work with those caches warm.
LAUNCH_ROWS = [
    ("wallet-register", "wallet: register 54 entries in 14 Assemblies", None),
    ("wallet-screens", "wallet: 5 screens through its routers (10 top-level resolves)", "wallet-register"),
    ("desktop-register", "desktop: register 25 entries in 5 Assemblies", None),
    ("desktop-window", "desktop: 3 named root views through its facade (transient chains)", "desktop-register"),
    ("messenger-register", "messenger: register 10 services in 3 Assemblies", None),
    ("messenger-screens", "messenger: 3 screens, each through a new child `Assembler(…, parent:)`",
     "messenger-register"),
    ("clipboard-register", "clipboard: register 53 entries in 10 Assemblies, 41 `autoregister` of generic types",
     None),
    ("clipboard-menu", "clipboard: the app delegate's status menu (1 top-level resolve, 41 objects)",
     "clipboard-register"),
]
LAUNCH_AGAIN = 11
# Limits: `launch/<row>` (the first launch) and `launch-again/<row>`, the drop-in's Ir at most this
# fraction of Swinject's.
LAUNCH, LAUNCH_AGAIN_PREFIX = "launch/", "launch-again/"
# The heap a whole launch keeps (registration and the first screens: the rows with a base), measured
# by glibc's malloc_stats(3) around one launch in a fresh process; `heap/<row>` limits the drop-in's
# to this fraction of Swinject's.
HEAP = "heap/"


def fail(message):
    print(f"instructions.py: {message}", file=sys.stderr)
    sys.exit(2)


def run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        fail(f"`{' '.join(command)}` exited with {result.returncode}:\n{result.stdout}{result.stderr}")
    return result.stdout


def build():
    """Builds the executable in release, in the package's own build directory (the one
    `swift package benchmark` uses, so its dependencies are built once), and returns its path."""
    command = ["swift", "build", "-c", "release", "--package-path", BENCHMARKS]
    print(f"$ {' '.join(command + ['--product', PRODUCT])}", file=sys.stderr, flush=True)
    subprocess.run(command + ["--product", PRODUCT], check=True, stdout=sys.stderr)
    bin_path = run(command + ["--show-bin-path"]).strip()
    return os.path.join(bin_path, PRODUCT)


def stripped_copy(binary, directory):
    copy = os.path.join(directory, PRODUCT)
    run(["objcopy", "--strip-debug", binary, copy])
    return copy


def callgrind(binary, out_file, scenario, implementation, operations):
    """Runs one scenario under callgrind and returns the total instruction count (Ir)."""
    env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out_file}",
         binary, scenario, implementation, str(operations)], env=env)
    with open(out_file) as f:
        for line in f:
            if line.startswith("summary:") or line.startswith("totals:"):
                return int(line.split()[1])
    fail(f"no instruction total in {out_file}")


def measure(binary, directory, rows, implementations, n1, n2, jobs):
    """{(scenario, implementation): Ir per operation}"""
    runs = [(s, i, n) for s in rows for i in implementations for n in (n1, n2)
            if i != "dropin" or s in DROPIN_ROWS]

    def one(job):
        scenario, implementation, n = job
        out_file = os.path.join(directory, f"callgrind.{scenario}.{implementation}.{n}")
        return job, callgrind(binary, out_file, scenario, implementation, n)

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        totals = dict(pool.map(one, runs))
    return {(s, i): (totals[(s, i, n2)] - totals[(s, i, n1)]) / (n2 - n1)
            for s in rows for i in implementations if (s, i, n2) in totals}


def read_limit_lines(path, known, what, fail=None):
    """`{name: value}` from a limits file: `<name> <value>` per line, `#` comments. Shared with
    scale.py; a name not in `known` or a value that is not a number is a usage error."""
    fail = fail or globals()["fail"]
    limits = {}
    with open(path) as f:
        for number, line in enumerate(f, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = line.split()
            if len(fields) != 2 or fields[0] not in known:
                fail(f"{path}:{number}: expected `<{what}> <value>` with a {what} of {', '.join(known)}; "
                     f"found `{line}`")
            try:
                limits[fields[0]] = float(fields[1])
            except ValueError:
                fail(f"{path}:{number}: `{fields[1]}` is not a number")
    return limits


def read_limits(path):
    launch = [p + r[0] for r in LAUNCH_ROWS for p in (LAUNCH, LAUNCH_AGAIN_PREFIX)]
    heap = [HEAP + r[0] for r in LAUNCH_ROWS if r[2]]
    return read_limit_lines(
        path, [r[0] for r in ROWS] + [DROPIN + r for r in DROPIN_ROWS] + launch + heap, "scenario")


def heap_kept(binary, scenario, implementation):
    """Bytes one launch of `scenario` leaves allocated: the executable's `heap` mode prints
    malloc_stats(3) before and after it; the difference of the two totals' "in use bytes"."""
    result = subprocess.run([binary, scenario, implementation, "heap"], capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"`{binary} {scenario} {implementation} heap` exited with {result.returncode}:\n{result.stderr}")
    totals, in_total = [], False
    for line in result.stderr.splitlines():
        if line.startswith("Total"):
            in_total = True
        elif in_total and line.startswith("in use bytes"):
            totals.append(int(line.split("=")[1]))
            in_total = False
    if len(totals) != 2:
        fail(f"`{binary} {scenario} {implementation} heap` printed {len(totals)} heap totals, not 2")
    return totals[1] - totals[0]


def heap_table(binary, rows, limits):
    """Prints the heap each whole launch keeps, drop-in ÷ Swinject; returns the limits exceeded."""
    over = []
    full = [(name, label) for name, label, base in LAUNCH_ROWS if base and name in rows]
    if not full:
        return over
    print("\nHeap a whole launch keeps (registration and the first screens; malloc_stats(3), bytes in use after "
          "one launch in a fresh process less before it):\n")
    print("| launch | Swinject 2.10.0 | drop-in | drop-in ÷ Swinject | goal |")
    print("|---|---|---|---|---|")
    for name, label in full:
        peer, ours = heap_kept(binary, name, "swinject"), heap_kept(binary, name, "dropin")
        ratio = ours / peer if peer > 0 else None
        goal = goal_cell(HEAP + name, ratio, limits, over)
        print(f"| {label} | {number(peer)} | {number(ours)} | {'—' if ratio is None else f'{ratio:.2f}'} | {goal} |")
    return over


def measure_launches(binary, directory, rows, jobs):
    """{(row, implementation): (first launch Ir, launch again Ir)}, screens rows less their registration."""
    scenarios = sorted({r[0] for r in LAUNCH_ROWS if r[0] in rows} |
                       {r[2] for r in LAUNCH_ROWS if r[0] in rows and r[2]})
    runs = [(s, i, n) for s in scenarios for i in ("swinject", "dropin") for n in (0, 1, LAUNCH_AGAIN)]

    def one(job):
        scenario, implementation, n = job
        out_file = os.path.join(directory, f"callgrind.{scenario}.{implementation}.{n}")
        return job, callgrind(binary, out_file, scenario, implementation, n)

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        totals = dict(pool.map(one, runs))

    def counts(scenario, implementation):
        ir = [totals[(scenario, implementation, n)] for n in (0, 1, LAUNCH_AGAIN)]
        return ir[1] - ir[0], (ir[2] - ir[1]) / (LAUNCH_AGAIN - 1)

    result = {}
    for name, _, base in LAUNCH_ROWS:
        if name not in rows:
            continue
        for implementation in ("swinject", "dropin"):
            first, again = counts(name, implementation)
            if base:
                base_first, base_again = counts(base, implementation)
                first, again = first - base_first, again - base_again
            result[(name, implementation)] = (first, again)
    return result


def launch_table(launches, limits):
    """Prints the launch table; returns the limits exceeded."""
    over = []
    if not launches:
        return over
    print("\nLaunches of four apps written against Swinject's API (Sources/LaunchApps): the drop-in ÷ Swinject "
          "2.10.0, the first launch in a process and a launch again:\n")
    print("| launch | Swinject 2.10.0 | drop-in | drop-in ÷ Swinject | goal | Swinject, again | drop-in, again "
          "| ÷, again | goal, again |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, label, _ in LAUNCH_ROWS:
        if (name, "dropin") not in launches:
            continue
        (peer_first, peer_again), (ours_first, ours_again) = launches[(name, "swinject")], launches[(name, "dropin")]
        cells = []
        for prefix, peer, ours in ((LAUNCH, peer_first, ours_first), (LAUNCH_AGAIN_PREFIX, peer_again, ours_again)):
            ratio = ours / peer if peer else None
            goal = goal_cell(prefix + name, ratio, limits, over)
            cells.append(f"{number(peer)} | {number(ours)} | {'—' if ratio is None else f'{ratio:.2f}'} | {goal}")
        print(f"| {label} | {' | '.join(cells)} |")
    return over


def goal_cell(row, ratio, limits, over):
    """The goal column for `row`'s ratio: its limit, ticked or crossed; a crossed row is added to `over`."""
    limit = limits.get(row)
    if limit is None or ratio is None:
        return "—" if limit is None else f"≤ {limit:g}"
    if ratio <= limit:
        return f"≤ {limit:g} ✓"
    over.append(row)
    return f"≤ {limit:g} ✗"


def number(value):
    return "—" if value is None else f"{value:,.0f}"


def times(value):
    return "—" if value is None else f"{value:,.1f}×"


def ratio_of(ours, peer):
    return None if ours is None or not peer else ours / peer


def table(per_op, rows, implementations, limits):
    """Prints the Markdown table; returns the rows over their limits (InjectKit ÷ Swinject)."""
    over = []
    print("| scenario | InjectKit | Swinject 2.10.0 | InjectKit ÷ Swinject | goal | Swinject ÷ InjectKit "
          "| hand-written does | hand-written | InjectKit ÷ hand-written |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, label, baseline in [r for r in ROWS if r[0] in rows]:
        ir = {i: per_op.get((name, i)) for i in IMPLEMENTATIONS}
        ratio = ratio_of(ir["injectkit"], ir["swinject"])
        goal = goal_cell(name, ratio, limits, over)
        fewer = ratio_of(ir["swinject"], ir["injectkit"])
        handwritten = ratio_of(ir["injectkit"], ir["handwritten"])
        print(f"| {label} | {number(ir['injectkit'])} | {number(ir['swinject'])} "
              f"| {'—' if ratio is None else f'{ratio:.2f}'} | {goal} | {times(fewer)} "
              f"| {baseline} | {number(ir['handwritten'])} | {times(handwritten)} |")
    return over


def dropin_table(per_op, rows, limits):
    """Prints the drop-in's table (the same Swinject-API code on Swinject 2.10.0 and on
    InjectKitSwinject); returns the `dropin/<row>` limits exceeded."""
    over = []
    shown = [r for r in ROWS if r[0] in rows and r[0] in DROPIN_ROWS]
    if not any(per_op.get((name, "dropin")) is not None for name, _, _ in shown):
        return over
    print("\nThe same Swinject-API code on Swinject 2.10.0 and on the drop-in (InjectKitSwinject):\n")
    print("| scenario | Swinject 2.10.0 | drop-in | drop-in ÷ Swinject | goal | Swinject ÷ drop-in |")
    print("|---|---|---|---|---|---|")
    for name, label, _ in shown:
        peer, ours = per_op.get((name, "swinject")), per_op.get((name, "dropin"))
        ratio = None if peer is None or ours is None or not peer else ours / peer
        goal = goal_cell(DROPIN + name, ratio, limits, over)
        fewer = None if ratio is None or not ours else peer / ours
        print(f"| {label} | {number(peer)} | {number(ours)} | {'—' if ratio is None else f'{ratio:.2f}'} "
              f"| {goal} | {times(fewer)} |")
    return over


FUNCTION_LINE = re.compile(r"^\s*([\d,]+)\s+\(\s*[\d.]+%\)\s+(.+?)(?:\s+\[[^\]]*\])?$")


def functions(out_file, inclusive):
    """{function: Ir} from callgrind_annotate."""
    text = run(["callgrind_annotate", f"--inclusive={'yes' if inclusive else 'no'}", "--threshold=100", out_file])
    result = {}
    for line in text.splitlines():
        match = FUNCTION_LINE.match(line)
        if match and "PROGRAM TOTALS" not in line:
            name = match.group(2).split(":", 1)[-1] if match.group(2).startswith(("???:", "./", "/")) else match.group(2)
            result[name] = result.get(name, 0) + int(match.group(1).replace(",", ""))
    return result


def demangle(names):
    tool = shutil.which("swift-demangle")
    command = [tool] if tool else ["swift", "demangle"]
    try:
        output = subprocess.run(command + ["--simplified"], input="\n".join(names), capture_output=True,
                                text=True, check=True).stdout.splitlines()
        return output if len(output) == len(names) else names
    except (OSError, subprocess.CalledProcessError):
        return names


def annotate(binary, directory, scenario, implementation, n1, n2, top, inclusive):
    """Prints the functions where one operation's instructions go: per function,
    (Ir(N2) - Ir(N1)) / (N2 - N1), so setup and process start cancel as in the table."""
    profiles = {}
    for n in (n1, n2):
        out_file = os.path.join(directory, f"callgrind.{scenario}.{implementation}.{n}")
        callgrind(binary, out_file, scenario, implementation, n)
        profiles[n] = functions(out_file, inclusive)
    per_op = {f: (profiles[n2].get(f, 0) - profiles[n1].get(f, 0)) / (n2 - n1) for f in profiles[n2]}
    ranked = sorted(((cost, f) for f, cost in per_op.items() if abs(cost) >= 0.5), reverse=True)
    total = sum(cost for cost, _ in ranked) if not inclusive else None
    kind = "inclusive" if inclusive else "self"
    print(f"{scenario} / {implementation}: Ir per operation by function ({kind}), "
          f"(Ir at {n2:,} ops - Ir at {n1:,} ops) / {n2 - n1:,}")
    if total is not None:
        print(f"total: {total:,.0f} Ir/op")
    names = demangle([f for _, f in ranked[:top]])
    for (cost, _), name in zip(ranked[:top], names):
        print(f"{cost:>9,.1f}  {name}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog="\n\n".join(__doc__.split("\n\n")[1:]))
    parser.add_argument("--rows", help="comma-separated scenarios (default: all): "
                        + ", ".join(r[0] for r in ROWS))
    parser.add_argument("--implementations", default=",".join(IMPLEMENTATIONS),
                        help="comma-separated, from " + ", ".join(IMPLEMENTATIONS) + " (default: all)")
    parser.add_argument("--report-only", action="store_true",
                        help="print the table and exit 0 even if a row is over its limit "
                        "(also: INJECTKIT_IR_GATE=report)")
    parser.add_argument("--annotate", metavar="SCENARIO",
                        help="profile one scenario instead: instructions per operation by function")
    parser.add_argument("--annotate-implementation", default="injectkit", choices=IMPLEMENTATIONS,
                        help="whose code --annotate profiles (default: injectkit)")
    parser.add_argument("--inclusive", action="store_true", help="--annotate: cost including callees")
    parser.add_argument("--top", type=int, default=40, help="--annotate: how many functions (default: 40)")
    parser.add_argument("--ops", default=f"{N1},{N2}", help=f"the two op counts N1,N2 (default: {N1},{N2})")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="valgrind runs at once")
    parser.add_argument("--binary", help="use this InjectKitInstructions instead of building it")
    parser.add_argument("--keep", metavar="DIR", help="write the stripped copy and callgrind files here")
    args = parser.parse_args()

    gate = os.environ.get("INJECTKIT_IR_GATE", "enforce")
    if gate not in ("enforce", "report"):
        fail(f"INJECTKIT_IR_GATE is `{gate}`. To fix: set it to `enforce` (fail over a limit) or `report`.")
    enforce = gate == "enforce" and not args.report_only
    names = [r[0] for r in ROWS]
    launch_names = [r[0] for r in LAUNCH_ROWS]
    rows = names + launch_names if not args.rows else args.rows.split(",")
    implementations = args.implementations.split(",")
    for row in rows + ([args.annotate] if args.annotate else []):
        if row not in names + launch_names:
            fail(f"no scenario `{row}`. To fix: use one of {', '.join(names + launch_names)}.")
    for implementation in implementations:
        if implementation not in IMPLEMENTATIONS:
            fail(f"no implementation `{implementation}`. To fix: use one of {', '.join(IMPLEMENTATIONS)}.")
    try:
        n1, n2 = (int(n) for n in args.ops.split(","))
        assert 0 <= n1 < n2
    except (ValueError, AssertionError):
        fail(f"--ops `{args.ops}`. To fix: give two counts N1,N2 with 0 <= N1 < N2, e.g. {N1},{N2}.")
    for tool in ("valgrind", "objcopy") + (("callgrind_annotate",) if args.annotate else ()):
        if shutil.which(tool) is None:
            fail(f"`{tool}` is not installed. To fix: `apt-get install -y valgrind binutils`.")

    binary = args.binary or build()
    directory = args.keep or tempfile.mkdtemp(prefix="injectkit-ir-")
    os.makedirs(directory, exist_ok=True)
    try:
        copy = stripped_copy(binary, directory)
        if args.annotate:
            annotate(copy, directory, args.annotate, args.annotate_implementation, n1, n2, args.top, args.inclusive)
            return 0
        limits = read_limits(LIMITS_FILE)
        per_op = measure(copy, directory, [r for r in rows if r in names], implementations, n1, n2,
                         max(1, args.jobs))
        launches = measure_launches(copy, directory, rows, max(1, args.jobs)) \
            if {"swinject", "dropin"} <= set(implementations) else {}
        print(f"Instructions per operation (Ir/op, callgrind; (Ir at {n2:,} ops - Ir at {n1:,} ops) "
              f"/ {n2 - n1:,}); goal: InjectKit ÷ Swinject 2.10.0, {os.path.relpath(LIMITS_FILE)}\n")
        over = table(per_op, rows, implementations, limits)
        over += dropin_table(per_op, rows, limits)
        over += launch_table(launches, limits)
        if launches:
            over += heap_table(copy, rows, limits)
        print("\nTwo threads (wall clock, not counted here): `python3 Benchmarks/threads.py`.")
    finally:
        if not args.keep:
            shutil.rmtree(directory, ignore_errors=True)
    if over:
        verdict = "fails the gate" if enforce else "would fail the gate (report mode: not failing)"
        print(f"\nOver the limit, {verdict}: {', '.join(over)}", file=sys.stderr)
        return 1 if enforce else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
