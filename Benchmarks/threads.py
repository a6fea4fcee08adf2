#!/usr/bin/env python3
"""Two threads against one, wall clock: InjectKit's gate, Swinject 2.10.0 beside it (issue 44).

Two threads resolving the same cached singleton together, and a transient, must reach at least 0.7
of one thread's total throughput: aggregate throughput of two threads ÷ one thread's,
2 × time(1 thread) ÷ time(2 threads) (2 when the cores share nothing, 1 when the second thread only
waits, under 1 when it slows both). A second thread may cost a little (shared reference counts),
never collapse it. Swinject's synchronized container is printed for reference, not gated.

What is gated is InjectKit's own share. Every resolve of a cached instance returns it retained, and
its caller releases it: two threads do that to one reference count, and their cores take turns at
its cache line whatever code hands the instance out. How long a turn takes is the host's: on
this project's 2-core VMs, hand-written Swift handing out one shared object stays well under 0.7
of one thread's throughput (Benchmarks/README.md). So each scenario's least, written by hand, is
timed in the same rounds (a new `Leaf()`; handing out one shared `Leaf`), and what a second
thread cost it per operation is taken out of InjectKit's two-thread time before the ratio is read
(`own_ratio`). A lock still shows (a round at 0.30 stays at 0.30 when hand-written code lost a
tenth); a count InjectKit writes of its own shows as far as it costs more than the hand-written
code's. The ratio as measured is printed beside it.

Usage, from the repository root:
  python3 Benchmarks/threads.py                  # build, measure, fail under the floor
  python3 Benchmarks/threads.py --report-only    # print only (or INJECTKIT_THREADS_GATE=report)
  python3 Benchmarks/threads.py --processes 5 --rounds 11 --milliseconds 50

Method: the InjectKitThreads executable (Sources/InjectKitThreads, release) calibrates N resolves to
about --milliseconds on one thread for each case, then, for each round, times N resolves on one
thread and N on each of two threads started together, back to back (the order alternating by round),
every case in turn. It runs as --processes processes of --rounds rounds each, one after another (a
process's heap layout and thread placement can favour or hinder sharing, so no one process decides).
Each round gives a ratio; the gate reads the median over all rounds, so a round slowed by another
process moves no verdict. On a machine with one free core two threads take turns
and the ratio tends to 1, above the floor: load does not make the gate fail, contention does.

Exit status: 0 when InjectKit's medians are at or above the floor, or in report mode; 1 under it
in two measurements in a row (one under the floor is measured again, once); 2 on usage or tool
errors.
"""
import argparse
import os
import statistics
import subprocess
import sys

BENCHMARKS = os.path.dirname(os.path.abspath(__file__))
PRODUCT = "InjectKitThreads"
FLOOR = 0.7
# Rows measured and printed against the floor but not failing the gate: the goal is not met yet, and
# why stands beside each (issue 44; Benchmarks/README.md).
NOT_GATED: dict = {}
SCENARIOS = [("transient", "transient leaf"), ("singleton", "cached singleton, the same instance")]


def fail(message):
    print(f"threads.py: {message}", file=sys.stderr)
    sys.exit(2)


def build():
    """Builds the executable in release in the package's build directory; returns its path."""
    command = ["swift", "build", "-c", "release", "--package-path", BENCHMARKS]
    print(f"$ {' '.join(command + ['--product', PRODUCT])}", file=sys.stderr, flush=True)
    subprocess.run(command + ["--product", PRODUCT], check=True, stdout=sys.stderr)
    bin_path = subprocess.run(command + ["--show-bin-path"], check=True, capture_output=True, text=True).stdout
    return os.path.join(bin_path.strip(), PRODUCT)


def parse(output):
    """{(implementation, scenario): [(operations, ns on 1 thread, ns on 2 threads), …]} from the
    executable's lines `<implementation> <scenario> <N> <ns 1 thread> <ns 2 threads>`."""
    runs = {}
    for line in output.splitlines():
        fields = line.split()
        if len(fields) != 5:
            fail(f"unexpected line from {PRODUCT}: `{line}`")
        implementation, scenario, *numbers = fields
        operations, one, two = (int(n) for n in numbers)
        runs.setdefault((implementation, scenario), []).append((operations, one, two))
    return runs


def summarise(runs):
    """{(implementation, scenario): (median ratio, lowest, highest, median ns per resolve alone)},
    with ("injectkit-own", scenario): InjectKit's ratios with hand-written code's cost of a second
    thread taken out (`own_ratio`), round by round."""
    result = {}
    for key, rounds in runs.items():
        result[key] = figures([2 * one / two for _, one, two in rounds], rounds)
    for (implementation, scenario), rounds in runs.items():
        reference = runs.get(("handwritten", scenario))
        if implementation == "injectkit" and reference and len(reference) == len(rounds):
            own = [own_ratio(ours, theirs) for ours, theirs in zip(rounds, reference)]
            result[("injectkit-own", scenario)] = figures(own, rounds)
    return result


def figures(ratios, rounds):
    per_op = statistics.median(one / operations for operations, one, _ in rounds)
    return (statistics.median(ratios), min(ratios), max(ratios), per_op)


def own_ratio(ours, reference):
    """InjectKit's ratio in one round once the time a second thread costs hand-written code doing the
    same (measured in the same round, so on the same cores) is taken out of InjectKit's two-thread
    time: what a second thread costs InjectKit's own code. Handing out one shared instance writes
    its reference count from both threads, and the cores take turns at its cache line however the
    instance was got; how long a turn takes is the machine's (far apart cores, a busy host), not
    the code's. Capped at 2, what two cores that share nothing reach."""
    operations, one, two = ours
    reference_operations, reference_one, reference_two = reference
    penalty_per_operation = max(0.0, (reference_two - reference_one) / reference_operations)
    own_two = two - penalty_per_operation * operations
    return 2.0 if own_two <= one else 2 * one / own_two


def table(summary, rounds, processes):
    """Prints the table; returns InjectKit's scenarios under the floor."""
    under = []
    print(f"Two threads ÷ one, aggregate throughput, 2 × time(1 thread) ÷ time(2 threads): median of {rounds} "
          f"rounds in {processes} processes (lowest–highest)\n")
    print("| scenario | InjectKit, its own | goal | InjectKit, as measured | hand-written, as measured "
          "| Swinject 2.10.0, synchronized | InjectKit ns/resolve, 1 thread | Swinject ns/resolve, 1 thread |")
    print("|---|---|---|---|---|---|---|---|")
    for scenario, label in SCENARIOS:
        gated = summary.get(("injectkit-own", scenario))
        ours, reference = summary.get(("injectkit", scenario)), summary.get(("handwritten", scenario))
        peer = summary.get(("swinject", scenario))
        if gated is None:
            goal = f"≥ {FLOOR:g}"
        elif gated[0] >= FLOOR:
            goal = f"≥ {FLOOR:g} ✓"
        elif scenario in NOT_GATED:
            goal = f"≥ {FLOOR:g} ✗ (not gated: {NOT_GATED[scenario]})"
        else:
            goal = f"≥ {FLOOR:g} ✗"
            under.append(scenario)
        print(f"| {label} | {ratio_cell(gated)} | {goal} | {ratio_cell(ours)} | {ratio_cell(reference)} "
              f"| {ratio_cell(peer)} | {per_op_cell(ours)} | {per_op_cell(peer)} |")
    print("\nInjectKit, its own: as measured, less what the same rounds' hand-written code lost to a second "
          "thread (`own_ratio`). Hand-written: a new `Leaf()`; handing out one shared `Leaf`.")
    return under


def ratio_cell(figures):
    return "—" if figures is None else f"{figures[0]:.2f} ({figures[1]:.2f}–{figures[2]:.2f})"


def per_op_cell(figures):
    return "—" if figures is None else f"{figures[3]:,.0f}"


def measure(binary, args):
    """Runs the processes, prints the table; returns the gated scenarios under the floor."""
    stdout = ""
    for _ in range(args.processes):
        result = subprocess.run([binary, str(args.rounds), str(args.milliseconds)], capture_output=True, text=True)
        if result.returncode != 0:
            fail(f"{binary} exited with {result.returncode}:\n{result.stdout}{result.stderr}")
        stdout += result.stdout
    summary = summarise(parse(stdout))
    missing = [s for s, _ in SCENARIOS if ("injectkit-own", s) not in summary]
    if missing:
        fail(f"{PRODUCT} printed no InjectKit figures for {', '.join(missing)}:\n{stdout}")
    return table(summary, args.processes * args.rounds, args.processes)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog="\n\n".join(__doc__.split("\n\n")[1:]))
    parser.add_argument("--processes", type=int, default=3, help="processes, one after another (default: 3)")
    parser.add_argument("--rounds", type=int, default=7,
                        help="rounds per process, each measuring every case (default: 7)")
    parser.add_argument("--milliseconds", type=int, default=20,
                        help="about how long one thread's resolves take in one measurement (default: 20)")
    parser.add_argument("--report-only", action="store_true",
                        help="print the table and exit 0 even under the floor (also: INJECTKIT_THREADS_GATE=report)")
    parser.add_argument("--binary", help="use this InjectKitThreads instead of building it")
    args = parser.parse_args()

    gate = os.environ.get("INJECTKIT_THREADS_GATE", "enforce")
    if gate not in ("enforce", "report"):
        fail(f"INJECTKIT_THREADS_GATE is `{gate}`. To fix: set it to `enforce` (fail under the floor) or `report`.")
    if min(args.processes, args.rounds, args.milliseconds) < 1:
        fail("--processes, --rounds and --milliseconds must be at least 1.")
    enforce = gate == "enforce" and not args.report_only

    binary = args.binary or build()
    # A wall-clock ratio on a machine whose cores may be shared: a measurement under the floor is
    # taken again, once, and the gate fails only when both are under (both tables are printed). A
    # real regression fails both; a neighbour busy for the ten seconds of one rarely spans two.
    for attempt in range(2):
        if attempt:
            print(f"\nUnder {FLOOR:g}: measuring again, once.", file=sys.stderr)
        under = measure(binary, args)
        if not under or not enforce:
            break
    if under:
        verdict = "fails the gate" if enforce else "would fail the gate (report mode: not failing)"
        print(f"\nInjectKit under {FLOOR:g} of one thread's throughput, {verdict}: {', '.join(under)}",
              file=sys.stderr)
        return 1 if enforce else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
