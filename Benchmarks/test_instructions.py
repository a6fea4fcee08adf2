#!/usr/bin/env python3
"""Tests of instructions.py's gate, without valgrind: `python3 Benchmarks/test_instructions.py`."""
import contextlib
import io
import os
import subprocess
import sys
import tempfile
import unittest
from unittest import mock

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import instructions  # noqa: E402

# Issue 44: InjectKit ÷ Swinject 2.10.0, in the same binary: every resolve at most 0.2 (at least 5×
# fewer), a later `@Inject` read at most half of Swinject's `lazy var`, registration at most 0.5.
LATER_READS = {"inject-later", "inject-later-var"}
ISSUE_44_GOALS = {name: (0.5 if name in LATER_READS | {"registration"} else 0.2)
                  for name, _, _ in instructions.ROWS}
# Issue 30: the same Swinject-API code on the drop-in at most 0.2 × its instructions on Swinject 2.10.0.
DROPIN_GOALS = {"dropin/" + name: 0.2 for name in ("transient", "singleton", "chain", "argument", "named")}
# Issue 38: launches of apps written against Swinject's API, the drop-in ÷ Swinject 2.10.0: each way of
# opening screens at least 3× fewer, registration at most Swinject's; the first launch and again.
LAUNCH_GOALS = {prefix + name: (1 if name.endswith("register") else 0.333)
                for prefix in ("launch/", "launch-again/")
                for name in ("wallet-register", "wallet-screens", "desktop-register", "desktop-window",
                             "messenger-register", "messenger-screens")}
# Issue 45: the app that autoregisters everything; its registration at most Swinject's, its
# delegate's graph held where it is (the goal is registration plus graph at most Swinject's).
LAUNCH_GOALS |= {"launch/clipboard-register": 1, "launch-again/clipboard-register": 1,
                 "launch/clipboard-menu": 0.75, "launch-again/clipboard-menu": 0.75}
# Issue 45: the heap a whole launch keeps, at most 1.2 × Swinject's for the autoregistering app and
# no more than Swinject's for the others.
HEAP_GOALS = {"heap/clipboard-menu": 1.2, "heap/wallet-screens": 1, "heap/desktop-window": 1,
              "heap/messenger-screens": 1}
# Goals not met yet: the limits committed for them, looser than the goal, each named in
# instruction-limits.txt with what it pays for. A row leaves this list when it meets its goal; the
# tests below hold every other limit at its goal.
NOT_MET = {"inject-first": 0.26, "decorated": 0.28,
           "launch-again/messenger-screens": 0.45,
           "launch-again/clipboard-register": 1.1, "heap/wallet-screens": 1.2, "heap/desktop-window": 1.4,
           "heap/messenger-screens": 1.85}


def measured(ratio, handwritten_ratio=0.5):
    """Ir/op for every row: Swinject at 1,000, InjectKit at `ratio` × that, hand-written at
    `handwritten_ratio` × InjectKit's."""
    return {(name, impl): value for name, _, _ in instructions.ROWS
            for impl, value in (("swinject", 1000.0), ("injectkit", 1000.0 * ratio),
                                ("handwritten", 1000.0 * ratio * handwritten_ratio))}


def run_main(arguments, per_op, gate=None, launches=None, heap=None):
    """main()'s exit status, its standard output, and the mock that stood in for the measurement
    (the build and valgrind are replaced by `per_op`)."""
    environment = {k: v for k, v in os.environ.items() if k != "INJECTKIT_IR_GATE"}
    if gate is not None:
        environment["INJECTKIT_IR_GATE"] = gate
    out = io.StringIO()
    with mock.patch.object(instructions, "measure", return_value=per_op) as measure, \
            mock.patch.object(instructions, "measure_launches", return_value=launches or {}), \
            mock.patch.object(instructions, "heap_kept",
                              side_effect=lambda binary, name, impl: (heap or {}).get((name, impl), 1000)), \
            mock.patch.object(instructions, "stripped_copy", side_effect=lambda binary, directory: binary), \
            mock.patch.object(instructions.shutil, "which", return_value="/usr/bin/tool"), \
            mock.patch.object(sys, "argv", ["instructions.py", "--binary", "/bin/true"] + arguments), \
            mock.patch.dict(os.environ, environment, clear=True), \
            contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        status = instructions.main()
    return status, out.getvalue(), measure


class LimitsFileTests(unittest.TestCase):
    def test_committed_limits_are_issue_44s_goals(self):
        limits = instructions.read_limits(instructions.LIMITS_FILE)

        self.assertEqual(set(limits), set(ISSUE_44_GOALS) | set(DROPIN_GOALS) | set(LAUNCH_GOALS) | set(HEAP_GOALS))
        self.assertEqual({name: limits[name] for name in ISSUE_44_GOALS}, ISSUE_44_GOALS | {
            name: limit for name, limit in NOT_MET.items() if name in ISSUE_44_GOALS})
        self.assertEqual({name: limits[name] for name in DROPIN_GOALS}, DROPIN_GOALS)

    def test_limits_file_says_what_its_core_limits_are_ratios_to(self):
        with open(instructions.LIMITS_FILE) as f:
            comments = "".join(line for line in f if line.startswith("#"))

        self.assertIn("Swinject 2.10.0", comments)
        self.assertLess(comments.count("\n"), 60, "the measurement history belongs in git, not in the limits file")

    def test_unknown_scenario_in_limits_is_a_usage_error(self):
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write("# comment\ntransient 0.2\nteleport 3\n")
        try:
            with self.assertRaises(SystemExit) as exit, contextlib.redirect_stderr(io.StringIO()):
                instructions.read_limits(f.name)
            self.assertEqual(exit.exception.code, 2)
        finally:
            os.unlink(f.name)


class GateTests(unittest.TestCase):
    def test_rows_over_their_limit_fail_when_enforcing(self):
        per_op = measured(0.1)
        per_op[("singleton", "injectkit")] = 201.0  # limit 0.2
        per_op[("protocol", "injectkit")] = 200.0  # exactly at the limit passes
        per_op[("inject-later", "injectkit")] = 501.0  # limit 0.5

        status, output, _ = run_main([], per_op)

        self.assertEqual(status, 1)
        self.assertIn("| cached singleton | 201 | 1,000 | 0.20 | ≤ 0.2 ✗ | 5.0× |", output)
        self.assertIn("| 200 | 1,000 | 0.20 | ≤ 0.2 ✓ |", output)
        self.assertIn("| 501 | 1,000 | 0.50 | ≤ 0.5 ✗ |", output)
        self.assertEqual(output.count("✗"), 2)

    def test_the_gate_is_the_ratio_to_swinject_not_to_hand_written(self):
        # 0.1 of Swinject's instructions but 10× hand-written's: passes; 0.3 of Swinject's but
        # 1.1× hand-written's: fails.
        status, output, _ = run_main([], measured(0.1, handwritten_ratio=0.1))

        self.assertEqual(status, 0)
        self.assertIn("| `Leaf()` | 10 | 10.0× |", output)

        status, _, _ = run_main([], measured(0.3, handwritten_ratio=0.9))

        self.assertEqual(status, 1)

    def test_later_reads_and_registration_are_gated_at_half(self):
        status, output, _ = run_main([], measured(0.45))

        self.assertEqual(status, 1)
        self.assertEqual(output.count("≤ 0.5 ✓"), 3)
        not_met = {name for name in NOT_MET if name in ISSUE_44_GOALS}
        self.assertEqual(output.count("≤ 0.2 ✗"), len(instructions.ROWS) - 3 - len(not_met))

    def test_a_row_without_swinjects_figure_is_printed_but_not_gated(self):
        per_op = {key: value for key, value in measured(10).items() if key[1] != "swinject"}

        status, output, _ = run_main(["--implementations", "handwritten,injectkit"], per_op)

        self.assertEqual(status, 0)
        self.assertIn("| cached singleton | 10,000 | — | — | ≤ 0.2 | — |", output)

    def test_every_row_is_printed_even_when_one_fails(self):
        status, output, _ = run_main([], measured(10))

        self.assertEqual(status, 1)
        self.assertEqual(output.count("✗"), len(instructions.ROWS))

    def test_report_mode_prints_without_failing(self):
        for arguments, gate in (([], "report"), (["--report-only"], None), (["--report-only"], "enforce")):
            status, output, _ = run_main(arguments, measured(10), gate)

            self.assertEqual(status, 0)
            self.assertIn("✗", output)

    def test_rows_within_limits_pass(self):
        status, output, _ = run_main([], measured(0.15))

        self.assertEqual(status, 0)
        self.assertNotIn("✗", output)

    def test_a_subset_of_rows_is_measured_and_printed(self):
        status, output, measure = run_main(["--rows", "chain,named"], measured(10))

        self.assertEqual(status, 1)
        self.assertEqual(measure.call_args.args[2], ["chain", "named"])
        self.assertEqual(output.count("✗"), 2)


def with_dropin(per_op, ratio):
    """`per_op` plus Swinject at 1,000 Ir/op and the drop-in at `ratio` × that, on the drop-in rows."""
    per_op = dict(per_op)
    for name in instructions.DROPIN_ROWS:
        per_op[(name, "swinject")] = 1000.0
        per_op[(name, "dropin")] = 1000.0 * ratio
    return per_op


class DropInGateTests(unittest.TestCase):
    def test_dropin_limits_name_only_swinject_api_rows(self):
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write("dropin/transient 0.2\ndropin/autowire 0.2\n")
        try:
            with self.assertRaises(SystemExit) as exit, contextlib.redirect_stderr(io.StringIO()):
                instructions.read_limits(f.name)
            self.assertEqual(exit.exception.code, 2)
        finally:
            os.unlink(f.name)

    def test_dropin_within_its_ratio_to_swinject_passes(self):
        status, output, _ = run_main([], with_dropin(measured(0.15), 0.2))

        self.assertEqual(status, 0)
        self.assertIn("| 1,000 | 200 | 0.20 | ≤ 0.2 ✓ | 5.0× |", output)
        dropin_table = output.split("drop-in ÷ Swinject", 1)[1]
        self.assertEqual(dropin_table.count("≤ 0.2 ✓"), len(instructions.DROPIN_ROWS))

    def test_dropin_over_its_ratio_fails_even_when_injectkit_passes(self):
        per_op = with_dropin(measured(0.15), 0.19)
        per_op[("chain", "dropin")] = 201.0

        status, output, _ = run_main([], per_op)

        self.assertEqual(status, 1)
        self.assertEqual(output.count("✗"), 1)
        self.assertIn("| 1,000 | 201 | 0.20 | ≤ 0.2 ✗ |", output)

    def test_dropin_table_is_left_out_without_dropin_figures(self):
        status, output, _ = run_main([], measured(0.15))

        self.assertEqual(status, 0)
        self.assertNotIn("drop-in ÷ Swinject", output)

    def test_measure_skips_dropin_on_rows_it_does_not_run(self):
        calls = []
        with mock.patch.object(instructions, "callgrind",
                               side_effect=lambda binary, out, s, i, n: calls.append((s, i)) or n * 10):
            per_op = instructions.measure("/bin/true", "/tmp", ["chain", "autowire"], ["swinject", "dropin"],
                                          1, 2, 1)

        self.assertNotIn(("autowire", "dropin"), calls)
        self.assertEqual(set(per_op), {("chain", "swinject"), ("chain", "dropin"), ("autowire", "swinject")})


def launches(ratio, screens_ratio=None):
    """Every launch row: Swinject at 1,000 Ir (again: 500), the drop-in at `ratio` × that on the
    registration rows and `screens_ratio` × that (default `ratio`) on the others."""
    result = {}
    for name, _, base in instructions.LAUNCH_ROWS:
        factor = ratio if base is None or screens_ratio is None else screens_ratio
        result[(name, "swinject")] = (1000.0, 500.0)
        result[(name, "dropin")] = (1000.0 * factor, 500.0 * factor)
    return result


class LaunchGateTests(unittest.TestCase):
    def test_committed_launch_limits_are_issue_38s_goals(self):
        limits = instructions.read_limits(instructions.LIMITS_FILE)

        self.assertEqual({name: limits[name] for name in LAUNCH_GOALS}, LAUNCH_GOALS | {
            name: limit for name, limit in NOT_MET.items() if name in LAUNCH_GOALS})

    def test_launches_within_their_ratios_pass(self):
        status, output, _ = run_main([], measured(0.15), launches=launches(1, screens_ratio=0.3))

        self.assertEqual(status, 0)
        self.assertIn("| 1,000 | 300 | 0.30 | ≤ 0.333 ✓ | 500 | 150 | 0.30 | ≤ 0.333 ✓ |", output)
        self.assertEqual(output.count("≤ 1 ✓"), 7)

    def test_a_launch_over_its_ratio_fails_the_gate(self):
        measured_launches = launches(1, screens_ratio=0.3)
        measured_launches[("wallet-screens", "dropin")] = (300.0, 200.0)

        status, output, _ = run_main([], measured(0.15), launches=measured_launches)

        self.assertEqual(status, 1)
        self.assertEqual(output.count("✗"), 1)
        self.assertIn("| 500 | 200 | 0.40 | ≤ 0.333 ✗ |", output)

    def test_a_screens_row_is_its_launch_less_the_registration(self):
        # Ir at 0, 1 and LAUNCH_AGAIN launches: registering costs 100 a launch (the first 1,000),
        # registering and opening the screens 130 (the first 1,600).
        totals = {"wallet-register": (0, 1000, 1000 + 100 * (instructions.LAUNCH_AGAIN - 1)),
                  "wallet-screens": (0, 1600, 1600 + 130 * (instructions.LAUNCH_AGAIN - 1))}

        def callgrind(binary, out, scenario, implementation, n):
            return totals[scenario][(0, 1, instructions.LAUNCH_AGAIN).index(n)]

        with mock.patch.object(instructions, "callgrind", side_effect=callgrind):
            result = instructions.measure_launches("/bin/true", "/tmp", ["wallet-screens"], 1)

        self.assertEqual(result, {("wallet-screens", "swinject"): (600, 30), ("wallet-screens", "dropin"): (600, 30)})


class HeapGateTests(unittest.TestCase):
    def test_committed_heap_limits_are_issue_45s_goals(self):
        limits = instructions.read_limits(instructions.LIMITS_FILE)

        self.assertEqual({name: limits[name] for name in HEAP_GOALS}, HEAP_GOALS | {
            name: limit for name, limit in NOT_MET.items() if name in HEAP_GOALS})

    def test_a_heap_over_its_ratio_fails_the_gate(self):
        heap = {("clipboard-menu", "swinject"): 1000, ("clipboard-menu", "dropin"): 1300}

        status, output, _ = run_main([], measured(0.15), launches=launches(1, screens_ratio=0.3), heap=heap)

        self.assertEqual(status, 1)
        self.assertIn("| 1,000 | 1,300 | 1.30 | ≤ 1.2 ✗ |", output)

    def test_heaps_within_their_ratios_pass(self):
        status, output, _ = run_main([], measured(0.15), launches=launches(1, screens_ratio=0.3))

        self.assertEqual(status, 0)
        self.assertIn("| 1,000 | 1,000 | 1.00 | ≤ 1.2 ✓ |", output)

    def test_heap_kept_is_the_difference_of_the_two_totals(self):
        stats = ("Arena 0:\nsystem bytes = 10\nin use bytes = 7\nTotal (incl. mmap):\nsystem bytes = 10\n"
                 "in use bytes = 700\nmax mmap regions = 0\n")
        after = stats.replace("= 700", "= 950")
        done = subprocess.CompletedProcess([], 0, stdout="", stderr=stats + after)

        with mock.patch.object(instructions.subprocess, "run", return_value=done):
            self.assertEqual(instructions.heap_kept("/bin/true", "clipboard-menu", "dropin"), 250)


if __name__ == "__main__":
    unittest.main()
