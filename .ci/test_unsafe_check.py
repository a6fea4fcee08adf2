#!/usr/bin/env python3
"""Tests of .ci/unsafe-check on fake trees: `python3 .ci/test_unsafe_check.py`."""
import contextlib
import importlib.machinery
import importlib.util
import io
import os
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True  # no __pycache__ in the source tree

sys_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "unsafe-check")
loader = importlib.machinery.SourceFileLoader("unsafe_check", sys_path)
spec = importlib.util.spec_from_loader("unsafe_check", loader)
unsafe_check = importlib.util.module_from_spec(spec)
loader.exec_module(unsafe_check)


class UnsafeCheckTests(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.root = self.directory.name
        os.makedirs(os.path.join(self.root, ".ci"))

    def tearDown(self):
        self.directory.cleanup()

    def write(self, path, text):
        full = os.path.join(self.root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)

    def run_check(self, *arguments):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = unsafe_check.main(["--root", self.root, *arguments])
        return status, out.getvalue() + err.getvalue()

    def allowlist(self):
        with open(os.path.join(self.root, unsafe_check.ALLOWLIST)) as f:
            return [line.strip() for line in f if line.strip() and not line.startswith("#")]

    def test_counts_lines_of_code_not_comments(self):
        self.write("Sources/A/A.swift", "\n".join([
            "let a = Unmanaged.passUnretained(x)  // Unmanaged twice on one line counts once",
            "// Unmanaged in a comment",
            "/// an UnsafeMutablePointer in a doc comment",
            "let b = 1  // nonisolated(unsafe) in a trailing comment",
            'let c = "http://example"; nonisolated(unsafe) var d = 0',
            "final class E: @unchecked Sendable {}",
            "let f = withUnsafePointer(to: &g) { $0 }",
            "let h = unsafe pointer.pointee",
            "let unmanagedContainer = unsafeness",
        ]))

        self.assertEqual(unsafe_check.count_lines(os.path.join(self.root, "Sources/A/A.swift")), 5)

    def test_init_then_check_passes_and_a_new_construct_fails(self):
        self.write("Sources/A/A.swift", "let a = unsafeBitCast(x, to: Int.self)\n")
        self.write("Sources/CAtomics/atomics.c", "int x;\n")
        self.assertEqual(self.run_check("--init")[0], 0)
        self.assertEqual(self.allowlist(), ["c-target CAtomics", "Sources/A/A.swift 1"])
        self.assertEqual(self.run_check()[0], 0)

        self.write("Sources/A/A.swift", "let a = unsafeBitCast(x, to: Int.self)\nunowned(unsafe) let b = c\n")
        self.write("Sources/B/B.swift", "let p: UnsafeRawPointer? = nil\n")
        self.write("Sources/CMore/include/more.h", "int y;\n")
        status, printed = self.run_check()

        self.assertEqual(status, 1)
        self.assertIn("Sources/A/A.swift: 2 lines with an unsafe construct, more than its 1", printed)
        self.assertIn("Sources/B/B.swift: 1 line(s) with an unsafe construct, and it is not in", printed)
        self.assertIn("Sources/CMore: a C target not listed", printed)

    def test_the_unsafe_folder_may_hold_them_in_at_most_three_files(self):
        for index in range(3):
            self.write(f"Sources/InjectKit/Unsafe/Lock{index}.swift", "let p = Unmanaged<AnyObject>.self\n")
        self.assertEqual(self.run_check("--init")[0], 0)
        self.assertEqual(self.allowlist(), [])
        self.assertEqual(self.run_check()[0], 0)

        self.write("Sources/InjectKit/Unsafe/Nested/Fourth.swift", "let safe = 1\n")
        status, printed = self.run_check()

        self.assertEqual(status, 1)
        self.assertIn("holds 4 Swift files, more than 3", printed)

    def test_update_lowers_and_drops_but_never_raises_or_adds(self):
        self.write("Sources/A/A.swift", "let a = unsafeDowncast(x, to: Y.self)\n" * 3)
        self.write("Sources/B/B.swift", "let b = unsafeDowncast(x, to: Y.self)\n")
        self.write("Sources/C/C.swift", "let c = unsafeDowncast(x, to: Y.self)\n")
        self.write("Sources/CGone/gone.c", "int z;\n")
        self.run_check("--init")
        self.write("Sources/A/A.swift", "let a = unsafeDowncast(x, to: Y.self)\n")
        self.write("Sources/B/B.swift", "let b = 1\n")
        self.write("Sources/C/C.swift", "let c = unsafeDowncast(x, to: Y.self)\n" * 2)
        self.write("Sources/D/D.swift", "let d = unsafeDowncast(x, to: Y.self)\n")
        os.remove(os.path.join(self.root, "Sources/CGone/gone.c"))

        status, printed = self.run_check()

        self.assertEqual(status, 1)
        self.assertIn("Sources/A/A.swift: 1 lines, listed at 3", printed)
        self.assertIn("Sources/B/B.swift: none left, listed at 1", printed)
        self.assertIn("c-target CGone: gone from Sources/", printed)

        status, _ = self.run_check("--update")

        self.assertEqual(status, 1)  # C and D still fail: the update does not make them pass
        self.assertEqual(self.allowlist(), ["Sources/A/A.swift 1", "Sources/C/C.swift 1"])

    def test_init_refuses_to_overwrite_the_list(self):
        self.write("Sources/A/A.swift", "let a = 1\n")
        self.run_check("--init")

        self.assertEqual(self.run_check("--init")[0], 2)


if __name__ == "__main__":
    unittest.main()
