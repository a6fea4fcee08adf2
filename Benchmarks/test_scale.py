#!/usr/bin/env python3
"""Tests of scale.py's generator, parsing and gate, without swiftc or valgrind:
`python3 Benchmarks/test_scale.py`."""
import contextlib
import io
import os
import re
import sys
import tempfile
import unittest
from unittest import mock

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scale  # noqa: E402
import scale_shapes  # noqa: E402

SIZE_OUTPUT = """\
Composer0.swift.o  :
section                      size   addr
.text                        1200      0
.text.$s3App9Composer0V8registeryyF   300      0
.rodata                       999      0
.rela.text                    500      0

main.swift.o  :
section                      size   addr
.text                          34      0
Total                        3033
"""

MALLOC_STATS = """\
Arena 0:
system bytes     =     135168
in use bytes     =      74512
Total (incl. mmap):
system bytes     =     135168
in use bytes     =      74512
max mmap regions =          0
max mmap bytes   =          0
Arena 0:
system bytes     =     200704
in use bytes     =     150000
Total (incl. mmap):
system bytes     =     462848
in use bytes     =     411856
max mmap regions =          1
max mmap bytes   =     262144
"""


def figures(text=400, launch=30_000, compile=0.02):
    return {"compile": compile, "rss": 150, "text": text, "launch": launch, "heap": 500}


def results(n, injectkit, swinject):
    """Whole-module figures of two variants at N, from per-service ones."""
    return {("injectkit", n): {k: v if k == "rss" else v * n for k, v in injectkit.items()},
            ("swinject", n): {k: v if k == "rss" else v * n for k, v in swinject.items()}}


def shape_figures(ns=(1000, 10000), value=60_000, **overrides):
    """verify() Ir per service of every shape at every N, `value` unless overridden by `shape_n`."""
    return {(shape, n): overrides.get(f"{shape}_{n}", value) for shape in scale_shapes.SHAPES for n in ns}


def run_main(arguments, measured, gate=None, n=None, shapes=None):
    """main()'s exit status and standard output, with the build, the compiles and valgrind
    replaced by `measured` ({(variant, N): figures}) and `shapes` ({(shape, N): verify Ir per service})."""
    environment = {k: v for k, v in os.environ.items()
                   if k not in ("INJECTKIT_SCALE_GATE", "INJECTKIT_SCALE_N", "INJECTKIT_SCALE_SHAPES_N")}
    if gate is not None:
        environment["INJECTKIT_SCALE_GATE"] = gate
    if n is not None:
        environment["INJECTKIT_SCALE_N"] = n
    out = io.StringIO()
    shapes = shape_figures() if shapes is None else shapes
    with mock.patch.object(scale, "measure", side_effect=lambda v, n, *_: measured[(v, n)]) as measure, \
            mock.patch.object(scale_shapes, "measure", side_effect=lambda work, ns, *_: {
                key: value for key, value in shapes.items() if key[1] in ns}) as measure_shapes, \
            mock.patch.object(scale, "warm_up"), \
            mock.patch.object(scale.shutil, "which", return_value="/usr/bin/tool"), \
            mock.patch.object(sys, "argv", ["scale.py", "--bin-path", "/nonexistent"] + arguments), \
            mock.patch.dict(os.environ, environment, clear=True), \
            contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        status = scale.main()
    run_main.measured_shapes = measure_shapes
    return status, out.getvalue(), measure


class GraphTests(unittest.TestCase):
    def test_shape(self):
        services = scale.app_graph(1000)
        depth = {}
        for s in services:
            self.assertTrue(all(d < s.index for d in s.dependencies))
            self.assertEqual(len(set(s.dependencies)), len(s.dependencies))
            self.assertLessEqual(len(s.dependencies), 3)
            if s.index > 1:
                self.assertGreaterEqual(len(s.dependencies), 1)
            if s.singleton:  # no captive dependency: verify() would report it
                self.assertTrue(all(services[d].singleton for d in s.dependencies))
            depth[s.index] = 1 + max(depth[d] for d in s.dependencies) if s.dependencies else 0
        self.assertLessEqual(max(depth.values()), scale.MAX_DEPTH)
        self.assertTrue(services[0].singleton)
        self.assertTrue(400 <= sum(s.singleton for s in services) <= 600)

    def test_the_same_graph_every_time_and_a_prefix_of_a_larger_one(self):
        self.assertEqual(scale.app_graph(300), scale.app_graph(300))
        self.assertEqual(scale.app_graph(1000)[:300], scale.app_graph(300))


class SourcesTests(unittest.TestCase):
    def test_injectkit_composers_of_100_adds_and_a_root_composer(self):
        files = scale.app_sources("injectkit", 250)
        services = scale.app_graph(250)
        self.assertEqual([files[f"Composer{c}.swift"].count("deps.add(") for c in range(3)], [100, 100, 50])
        self.assertEqual(len(re.findall(r"Composer\d\(\)\.register\(\)", files["RootComposer.swift"])), 3)
        composers = "".join(files[f"Composer{c}.swift"] for c in range(3))
        self.assertEqual(composers.count("scope: .singleton"), sum(s.singleton for s in services))
        self.assertEqual(composers.count("try r.resolve("), sum(len(s.dependencies) for s in services))
        self.assertIn("struct Composer2: Composer {", files["Composer2.swift"])
        self.assertIn("try Dependencies.root.verify()", files["main.swift"])

    def test_swinject_assemblies_and_scopes(self):
        files = scale.app_sources("swinject", 250)
        services = scale.app_graph(250)
        assemblies = "".join(files[f"Assembly{c}.swift"] for c in range(3))
        self.assertEqual(assemblies.count("container.register("), 250)
        self.assertEqual(assemblies.count(".inObjectScope(.container)"), sum(s.singleton for s in services))
        self.assertEqual(files["main.swift"].count("Assembly"), 3)

    def test_handwritten_lazy_singletons_and_computed_transients(self):
        files = scale.app_sources("handwritten", 250)
        services = scale.app_graph(250)
        self.assertEqual(files["AppRoot.swift"].count("  lazy var service"), sum(s.singleton for s in services))
        computed = "".join(files[f"AppRoot{c}.swift"] for c in range(3))
        self.assertEqual(computed.count("  var service"), sum(not s.singleton for s in services))

    def test_every_variant_declares_the_same_services_and_resolves_each_once(self):
        for variant in scale.VARIANTS:
            files = scale.app_sources(variant, 150)
            services = files["Services0.swift"] + files["Services1.swift"]
            self.assertEqual(services.count("protocol Service"), 150)
            self.assertIn("final class Service149Impl: Service149 {", services)
            launch = files["Launch0.swift"] + files["Launch1.swift"]
            self.assertEqual(launch.count("sink("), 150)


class ParsingTests(unittest.TestCase):
    def test_text_bytes_sums_text_sections_only(self):
        self.assertEqual(scale.text_bytes(SIZE_OUTPUT), 1200 + 300 + 34)

    def test_heap_growth_is_the_difference_of_the_totals(self):
        self.assertEqual(scale.heap_growth(MALLOC_STATS), 411856 - 74512)

    def test_heap_growth_needs_two_reports(self):
        with self.assertRaises(SystemExit) as exit, contextlib.redirect_stderr(io.StringIO()):
            scale.heap_growth(MALLOC_STATS.split("Arena 0:")[1])
        self.assertEqual(exit.exception.code, 2)

    def test_n_lists(self):
        self.assertEqual(scale.parse_ns("1000,100"), [100, 1000])
        self.assertEqual(scale.parse_ns("10_000"), [10000])
        for bad in ("", "0", "ten"):
            with self.assertRaises(SystemExit), contextlib.redirect_stderr(io.StringIO()):
                scale.parse_ns(bad)


class LinkTests(unittest.TestCase):
    def test_a_renamed_files_old_object_is_not_linked(self):
        with tempfile.TemporaryDirectory() as root:
            os.makedirs(os.path.join(root, "Sources", "Lib", "Inner"))
            open(os.path.join(root, "Sources", "Lib", "Inner", "Kept.swift"), "w").close()
            built = os.path.join(root, "bin", "Lib.build")
            os.makedirs(built)
            for name in ("Kept.swift.o", "Renamed.swift.o"):
                open(os.path.join(built, name), "w").close()
            with mock.patch.object(scale, "REPOSITORY", root):
                objects = scale.library_objects(os.path.join(root, "bin"), "Lib")
                self.assertEqual([os.path.basename(o) for o in objects], ["Kept.swift.o"])
                os.makedirs(os.path.join(root, "bin", "Dependency.build"))
                open(os.path.join(root, "bin", "Dependency.build", "Any.swift.o"), "w").close()
                self.assertEqual(len(scale.library_objects(os.path.join(root, "bin"), "Dependency")), 1)


class LimitsTests(unittest.TestCase):
    def test_committed_limits(self):
        limits = scale.read_limits(scale.LIMITS_FILE)
        self.assertEqual(set(limits), set(scale.LIMIT_NAMES))
        # Issue 27's goal is 1×, not met: gated at what is measured plus a margin (see the file).
        self.assertEqual(limits["text-vs-swinject"], 1.45)
        self.assertEqual(limits["launch-ir"], 50000)
        self.assertEqual(limits["verify-ir"], 130000)
        # Issue 37: every shape within the app's gate, and within 1.5× of each other.
        self.assertEqual(limits["shapes-verify-ir"], 130000)
        self.assertEqual(limits["shapes-verify-spread"], 1.5)

    def test_an_unknown_limit_is_a_usage_error(self):
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write("# comment\nlaunch-ir 100\ncompile 2\n")
        try:
            with self.assertRaises(SystemExit) as exit, contextlib.redirect_stderr(io.StringIO()):
                scale.read_limits(f.name)
            self.assertEqual(exit.exception.code, 2)
        finally:
            os.unlink(f.name)


class GateTests(unittest.TestCase):
    LIMITS = {"text-vs-swinject": 1.0, "launch-ir": 40_000}

    def test_within_limits(self):
        self.assertEqual(scale.gate(results(100, figures(400), figures(400)), self.LIMITS), [])

    def test_text_over_swinjects_and_launch_over_its_limit(self):
        over = scale.gate(results(100, figures(text=401, launch=40_001), figures(text=400)), self.LIMITS)
        self.assertEqual([(n, name) for n, name, _, _ in over], [(100, "text-vs-swinject"), (100, "launch-ir")])

    def test_small_n_is_not_gated(self):
        measured = results(20, figures(text=3000, launch=50_000), figures(text=400))
        self.assertEqual(scale.gate(measured, self.LIMITS), [])
        status, output, _ = run_main(["--n", "20", "--variants", "injectkit,swinject"], measured)
        self.assertEqual(status, 0)
        self.assertIn("| `.text` bytes | 3,000 | 400 | 7.50× | not gated below N = 100 |", output)

    def test_verify_over_its_limit(self):
        measured = results(100, {**figures(launch=15_000), "verify": 200_000}, figures())
        over = scale.gate(measured, {**self.LIMITS, "verify-ir": 130_000})
        self.assertEqual([(n, name) for n, name, _, _ in over], [(100, "verify-ir")])
        self.assertEqual(scale.gate(measured, self.LIMITS), [])

    def test_compile_time_is_never_gated(self):
        self.assertEqual(scale.gate(results(100, figures(compile=50), figures(compile=0.01)), self.LIMITS), [])

    def test_without_swinject_the_text_limit_has_nothing_to_compare(self):
        measured = {("injectkit", 100): figures(text=10_000)}
        self.assertEqual(scale.gate(measured, self.LIMITS), [])

    def test_main_fails_over_a_limit_when_enforcing_and_prints_in_report_mode(self):
        measured = {**results(100, figures(text=1260), figures(text=405)),
                    **results(1000, figures(text=1260), figures(text=405)),
                    ("handwritten", 100): figures(text=259), ("handwritten", 1000): figures(text=259)}
        status, output, _ = run_main([], measured)
        self.assertEqual(status, 1)
        self.assertIn("≤ 1.45× Swinject ✗", output)
        self.assertIn("Slope between N = 100 and N = 1,000", output)
        for arguments, gate in (([], "report"), (["--report-only"], None), (["--report-only"], "enforce")):
            status, output, _ = run_main(arguments, measured, gate)
            self.assertEqual(status, 0)
            self.assertIn("✗", output)

    def test_n_and_variants_from_the_command_line_or_the_environment(self):
        within = figures(launch=15_000)
        measured = {**results(100, within, within), ("handwritten", 100): within}
        status, output, measure = run_main(["--variants", "swinject,injectkit"], measured, n="100")
        self.assertEqual(status, 0)
        self.assertEqual([c.args[:2] for c in measure.call_args_list], [("injectkit", 100), ("swinject", 100)])
        self.assertNotIn("Slope", output)
        self.assertIn("| `.text` bytes | 400 | 400 | 1.00× | ≤ 1.45× Swinject ✓ |", output)
        status, _, measure = run_main(["--n", "100", "--variants", "handwritten"], measured, n="1000")
        self.assertEqual([c.args[:2] for c in measure.call_args_list], [("handwritten", 100)])

    def test_a_variant_measured_only_up_to_an_n(self):
        measured = {**results(100, figures(launch=15_000), figures()), **results(1000, figures(), figures(launch=2))}
        status, output, measure = run_main(["--n", "100,1000", "--variants", "injectkit:100,swinject"], measured)
        self.assertEqual(status, 0)
        self.assertEqual([c.args[:2] for c in measure.call_args_list],
                         [("injectkit", 100), ("swinject", 100), ("swinject", 1000)])
        self.assertIn("| `.text` bytes | — | 400 | — | not measured |", output)  # N = 1,000
        self.assertIn("| launch Ir (register all, resolve each once) | — | -3,331 | — |", output)  # the slope
        for bad in ("injectkit:many", "factory", ""):
            with self.assertRaises(SystemExit), contextlib.redirect_stderr(io.StringIO()):
                scale.parse_variants(bad)


class ShapesTests(unittest.TestCase):
    LIMITS = {"shapes-verify-ir": 130_000, "shapes-verify-spread": 1.5}

    def test_the_module_registers_named_nodes_in_three_shapes_and_verifies(self):
        sources = scale_shapes.sources()
        self.assertEqual(sorted(sources), ["Graph.swift", "main.swift"])
        graph = sources["Graph.swift"]
        for shape in ("layered", "deep"):
            self.assertIn(f'case "{shape}":', graph)
        self.assertIn("deps.add(Node.self, name: names[index], scope: service.singleton ? .singleton : .transient)",
                      graph)
        self.assertIn("try r.resolve(Node.self, name: $0)", graph)
        # Verifies, failing on any problem but the deep shape's tooDeep (no resolve builds a chain
        # about N deep, and verify() says so: issue 46, item 3).
        self.assertIn("let report = deps.verificationReport()", sources["main.swift"])
        self.assertIn("report.problems.contains(where: { $0.kind != .tooDeep })", sources["main.swift"])
        # Registration happens outside main.swift: its top-level code is main-actor isolated.
        self.assertNotIn("deps.add", sources["main.swift"])

    def test_within_limits(self):
        self.assertEqual(scale_shapes.gate(shape_figures(value=80_000, deep_10000=110_000), self.LIMITS), [])

    def test_a_shape_over_the_limit_and_shapes_too_far_apart(self):
        over = scale_shapes.gate(shape_figures(value=60_000, deep_10000=140_000), self.LIMITS)
        self.assertEqual([(what, name) for what, name, _, _ in over],
                         [("deep, N = 10,000", "shapes-verify-ir"), ("all shapes", "shapes-verify-spread")])
        spread = scale_shapes.gate(shape_figures(value=50_000, layered_1000=80_000), self.LIMITS)
        self.assertEqual([name for _, name, _, _ in spread], ["shapes-verify-spread"])
        self.assertAlmostEqual(spread[0][2], 1.6)

    def test_main_gates_the_shapes(self):
        within = figures(launch=15_000)
        measured = results(100, within, within)
        status, output, _ = run_main(["--n", "100", "--variants", "injectkit,swinject"], measured)
        self.assertEqual(status, 0)
        self.assertIn("| deep (N deep, back links) | 60,000 | 60,000 | ≤ 130,000 ✓ |", output)
        self.assertIn("Largest ÷ smallest: 1.00× (gate ≤ 1.5× ✓)", output)
        status, output, _ = run_main(["--n", "100", "--variants", "injectkit,swinject"], measured,
                                     shapes=shape_figures(deep_10000=200_000))
        self.assertEqual(status, 1)
        self.assertIn("| deep (N deep, back links) | 60,000 | 200,000 | ≤ 130,000 ✗ |", output)

    def test_shapes_only_none_and_their_n(self):
        status, output, measure = run_main(["--shapes-only", "--shapes-n", "1000"], {})
        self.assertEqual(status, 0)
        self.assertEqual(measure.call_args_list, [])
        self.assertEqual(run_main.measured_shapes.call_args.args[1], [1000])
        self.assertIn("N = 1,000 | gate |", output)
        within = figures(launch=15_000)
        status, output, _ = run_main(["--n", "100", "--shapes-n", "none"], {**results(100, within, within),
                                                                          ("handwritten", 100): within})
        self.assertEqual(run_main.measured_shapes.call_args_list, [])
        self.assertNotIn("by shape", output)


if __name__ == "__main__":
    unittest.main()
