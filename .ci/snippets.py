#!/usr/bin/env python3
"""Fail when a Swift code block of the docs is not the code that CI compiles.

Usage: python3 .ci/snippets.py [--verbose] [--self-test]

Every ```swift block in README.md and in the DocC catalogs (Sources/*/*.docc) must be one of:

- a compiled copy: a region of Tests/InjectKitDocsTests marked with the document's name,
      // snippet: InjectKit.docc/GettingStarted.md
      …the block, verbatim (any indentation)…
      // end snippet
  `swift build --build-tests` compiles it and `swift test` runs the tests beside it. Lines
  between `// snippet: pause` and `// snippet: resume` are compiled but not part of the copy: a
  block that mixes declarations and statements puts the statements in a function
  (`static func launch() {`) that way. Code after a resume marker that sits deeper than its pause
  marker is compared as if it were that much less indented. A line the test target cannot compile
  as the docs write it (an `@main`, a `#Preview` macro, which needs Xcode's plugin) is compiled in
  a form it can, and marked with what the docs show instead: one or more
  `// snippet: shown as <docs line>` markers replace the line that follows them. In the
  block, `…` stands for code the docs leave out: the region has the full code there. `import`
  lines at the top of a block are checked against the imports of the file holding the region
  (`import Swinject` is compiled as `import InjectKitSwinject`, its drop-in replacement).
- a block of `import` lines only (and comments): each must name a module that exists.
- marked, on the line before its fence, with an HTML comment (GitHub and DocC hide it):
      <!-- snippet: manifest -->    Package.swift lines, built in a scratch package by .ci/install-check
  Code for UIKit or SwiftUI is compiled too, against the stand-ins of Tests/InjectKitDocsTests/Support
  on Linux: there is no marker for a block compiled nowhere.

A region that matches no block fails too, so a deleted block cannot leave a stale copy behind.
Prints one line per block with --verbose, a diff against the closest region for each block that
drifted, and exits 1 if any did.
"""

import difflib
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
COPIES = ROOT / "Tests" / "InjectKitDocsTests"
MARKERS = {"manifest"}
# Modules a doc block may import: ours, and what a test or app imports beside them.
KNOWN_MODULES = {"InjectKit", "InjectKitTesting", "InjectKitSwinject", "Testing", "XCTest", "Foundation",
                 "SwiftUI", "UIKit", "Swinject"}
# Swinject's code compiles against InjectKitSwinject, which re-creates its API.
IMPORT_ALIASES = {"Swinject": "InjectKitSwinject"}

FENCE = re.compile(r"^(\s*)```(\S*)\s*$")
MARKER = re.compile(r"^\s*<!--\s*snippet:\s*([\w-]+)\s*-->\s*$")
REGION_START = re.compile(r"^\s*// snippet: (\S+\.md)\s*$")
REGION_END = re.compile(r"^\s*// end snippet\s*$")
PAUSE = re.compile(r"^\s*// snippet: pause\s*$")
RESUME = re.compile(r"^\s*// snippet: resume\s*$")
SHOWN_AS = re.compile(r"^(\s*)// snippet: shown as (.+?)\s*$")
IMPORT = re.compile(r"^import (\w+)\s*$")


def dedent(lines):
    """The lines without their common indentation and trailing spaces, blank lines emptied."""
    lines = [line.rstrip() for line in lines]
    indents = [len(line) - len(line.lstrip()) for line in lines if line.strip()]
    cut = min(indents, default=0)
    return [line[cut:] for line in lines]


def doc_label(path):
    """`README.md`, or `<Catalog>.docc/<Article>.md`: the name regions use for a document."""
    for parent in path.parents:
        if parent.suffix == ".docc":
            return str(path.relative_to(parent.parent))
    return str(path.relative_to(ROOT))


def doc_blocks(path):
    """Yields (line number, marker or None, lines) for each ```swift block of a Markdown file."""
    lines = path.read_text(encoding="utf-8").splitlines()
    i = 0
    while i < len(lines):
        match = FENCE.match(lines[i])
        if not match:
            i += 1
            continue
        indent, language, start = match.group(1), match.group(2), i
        i += 1
        body = []
        while i < len(lines) and not re.match(r"^\s*```\s*$", lines[i]):
            body.append(lines[i][len(indent):] if lines[i].startswith(indent) else lines[i])
            i += 1
        i += 1
        if language != "swift":
            continue
        marker_match = MARKER.match(lines[start - 1]) if start > 0 else None
        yield start + 1, marker_match.group(1) if marker_match else None, dedent(body)


def regions(path):
    """Yields (label, line number, lines) for each marked region of a Swift file."""
    lines = path.read_text(encoding="utf-8").splitlines()
    i = 0
    while i < len(lines):
        start = REGION_START.match(lines[i])
        if not start:
            i += 1
            continue
        first = i + 2
        i += 1
        body, paused, shift, paused_at, shown = [], False, 0, 0, []
        while i < len(lines) and not REGION_END.match(lines[i]):
            if not paused and (shown_as := SHOWN_AS.match(lines[i])):
                shown.append(shown_as.group(1) + shown_as.group(2))
                i += 1
                continue
            if REGION_START.match(lines[i]):
                raise SystemExit(f"{path}:{i + 1}: a region starts inside the region begun at line {first - 1}")
            if PAUSE.match(lines[i]) and not paused:
                paused, paused_at = True, indentation(lines[i])
            elif RESUME.match(lines[i]) and paused:
                # Code moved into a wrapper (`func launch() {`) sits deeper than in the docs by as
                # much as the resume marker sits deeper than the pause marker.
                paused, shift = False, shift + indentation(lines[i]) - paused_at
            elif not paused:
                # The docs' lines in place of this one, at the markers' indentation.
                replaced, shown = shown or [lines[i]], []
                for line in replaced:
                    body.append(line[min(shift, indentation(line)):] if shift >= 0 else " " * -shift + line)
            i += 1
        if shown:
            raise SystemExit(f"{path}:{i}: a 'snippet: shown as' marker replaces no line")
        if i == len(lines) or paused:
            raise SystemExit(f"{path}:{first - 1}: region '{start.group(1)}' has no '// end snippet' (or a pause "
                             "without its resume)")
        yield start.group(1), first, dedent(body)


def indentation(line):
    return len(line) - len(line.lstrip(" "))


def file_imports(path):
    """The modules a Swift file imports, also inside `#if canImport(…)` (indented there)."""
    return {m.group(1) for line in path.read_text(encoding="utf-8").splitlines() if (m := IMPORT.match(line.strip()))}


def split_imports(lines):
    """The modules imported by the block's leading `import` lines, and the rest of the block."""
    modules, i = [], 0
    while i < len(lines) and (IMPORT.match(lines[i]) or not lines[i].strip()):
        if lines[i].strip():
            modules.append(IMPORT.match(lines[i]).group(1))
        i += 1
    return modules, dedent(lines[i:])


def is_imports_only(lines):
    return all(IMPORT.match(line) or not line.strip() or line.lstrip().startswith("//") for line in lines)


def matches(block, region):
    """True when `region` is `block` with each `…` of the block (and the spaces around it) standing
    for any text, line breaks included."""
    pieces = "\n".join(block).split("…")
    pieces = [piece.lstrip(" ") if i else piece for i, piece in enumerate(pieces)]
    pieces = [piece.rstrip(" ") if i < len(pieces) - 1 else piece for i, piece in enumerate(pieces)]
    pattern = ".*?".join(re.escape(piece) for piece in pieces)
    return re.fullmatch(pattern, "\n".join(region), re.DOTALL) is not None


def check(docs, copies, verbose=False):
    """Checks every block of `docs` against the regions of `copies`; returns the failure count."""
    found = {}  # label -> [(file, line, lines, used)]
    for path in copies:
        for label, line, lines in regions(path):
            found.setdefault(label, []).append([path, line, lines, False])
    failures = 0
    total = 0
    counts = {"compiled": 0, "imports only": 0, "manifest": 0}

    def report(message):
        nonlocal failures
        failures += 1
        print(message)

    for doc in docs:
        label = doc_label(doc)
        where = doc.relative_to(ROOT) if doc.is_relative_to(ROOT) else doc
        for line, marker, lines in doc_blocks(doc):
            total += 1
            if marker:
                if marker not in MARKERS:
                    report(f"{where}:{line}: unknown marker 'snippet: {marker}' (known: {', '.join(sorted(MARKERS))})")
                    continue
                counts[marker] += 1
                if verbose:
                    print(f"{marker:>12}  {where}:{line}")
                continue
            if is_imports_only(lines):
                unknown = [m for m, in (IMPORT.match(x).groups() for x in lines if IMPORT.match(x))
                           if m not in KNOWN_MODULES]
                if unknown:
                    report(f"{where}:{line}: imports unknown module(s) {', '.join(unknown)}")
                counts["imports only"] += 1
                if verbose:
                    print(f"{'imports only':>12}  {where}:{line}")
                continue
            modules, body = split_imports(lines)
            candidates = found.get(label, [])
            hits = [c for c in candidates if matches(body, c[2])]
            if not hits:
                report(f"\n{where}:{line}: this swift block has no compiled copy in {COPIES.relative_to(ROOT)}.")
                if candidates:
                    closest = max(candidates, key=lambda c: difflib.SequenceMatcher(None, body, c[2]).ratio())
                    print(f"  Closest copy: {closest[0].relative_to(ROOT)}:{closest[1]} (- docs, + copy):")
                    for diff in list(difflib.unified_diff(body, closest[2], lineterm="", n=1))[2:]:
                        print(f"    {diff}")
                print(f"  To fix: make the docs and a `// snippet: {label}` region say the same, "
                      "or mark the block (see .ci/snippets.py).")
                continue
            for hit in hits:
                hit[3] = True
            imported = set().union(*(file_imports(h[0]) for h in hits))
            missing = [m for m in modules if IMPORT_ALIASES.get(m, m) not in imported]
            if missing:
                report(f"{where}:{line}: imports {', '.join(missing)}, which {hits[0][0].relative_to(ROOT)} "
                       "(its compiled copy) does not: add the import there.")
                continue
            counts["compiled"] += 1
            if verbose:
                print(f"{'compiled':>12}  {where}:{line}  ->  {hits[0][0].relative_to(ROOT)}:{hits[0][1]}")
    for label, entries in sorted(found.items()):
        for path, line, _, used in entries:
            if not used:
                report(f"{path.relative_to(ROOT)}:{line}: region '{label}' matches no swift block of {label}: "
                       "update it to the docs' block, or delete it if the docs dropped that block.")
    summary = ", ".join(f"{n} {kind}" for kind, n in counts.items())
    print(f"snippets: {total} swift blocks ({summary}); {failures} problem(s)")
    return failures


def all_docs():
    return [ROOT / "README.md"] + sorted((ROOT / "Sources").glob("*/*.docc/**/*.md"))


def self_test():
    """The checker's own tests: a drifted block, a stale region and an elision each behave."""
    import contextlib
    import io
    import tempfile

    global ROOT, COPIES
    with tempfile.TemporaryDirectory() as temp:
        ROOT = pathlib.Path(temp)
        COPIES = ROOT / "Tests" / "InjectKitDocsTests"
        COPIES.mkdir(parents=True)
        doc = ROOT / "README.md"
        copy = COPIES / "README.swift"

        def run(markdown, swift):
            doc.write_text(markdown)
            copy.write_text(swift)
            with contextlib.redirect_stdout(io.StringIO()):
                return check([doc], [copy])

        block = "```swift\nimport InjectKit\n\nlet x = f(1)  // …\n```\n"
        region = "import InjectKit\n\nfunc g() {\n  // snippet: README.md\n  let x = f(1)  // one\n  // end snippet\n}\n"
        results = [
            ("an identical block passes", run(block, region) == 0),
            ("a drifted block fails, and so does its orphaned copy", run(block.replace("f(1)", "f(2)"), region) == 2),
            ("a block whose import the copy lacks fails", run(block, region.replace("import InjectKit\n", "")) == 1),
            ("a region no block matches fails", run(block + block.replace("f(1)", "f(3)") + "\n", region
                                                     + region.replace("f(1)", "f(4)")) == 2),
            ("a block marked to be compiled nowhere fails", run("<!-- snippet: apple-only -->\n" + block, "") == 1),
            ("an unknown marker fails", run("<!-- snippet: nope -->\n" + block, "") == 1),
            ("an imports-only block of a missing module fails", run("```swift\nimport Nope\n```\n", "") == 1),
            ("an elided body matches the full one", run("```swift\nstruct S { … }\n```\n",
                                                        "// snippet: README.md\nstruct S {\n  let x = 1\n}\n"
                                                        "// end snippet\n") == 0),
            ("lines paused at one depth are left out, and the rest keeps its indentation",
             run("```swift\nfunc f() {\n  g(1,\n    2)\n}\n```\n",
                 "// snippet: README.md\nfunc f() {\n  // snippet: pause\n  // swift-format-ignore\n"
                 "  // snippet: resume\n  g(1,\n    2)\n}\n// end snippet\n") == 0),
            ("code moved into a wrapper compares at the docs' indentation",
             run("```swift\nstruct A {}\n\nlaunch()\n```\n",
                 "// snippet: README.md\nstruct A {}\n\n// snippet: pause\nfunc f() {\n  // snippet: resume\n"
                 "  launch()\n  // snippet: pause\n}\n// snippet: resume\n// end snippet\n") == 0),
            ("lines shown as the docs write them replace the compiled line after them",
             run("```swift\n@main\nstruct A: App {\n  #Preview {\n    v\n  }\n}\n```\n",
                 "// snippet: README.md\n// snippet: shown as @main\n// snippet: shown as struct A: App {\n"
                 "struct A: App {\n  // snippet: shown as #Preview {\n  func preview() -> V {\n    v\n  }\n}\n"
                 "// end snippet\n") == 0),
            ("a line shown as something else no longer matches the compiled line",
             run("```swift\nstruct A: App {}\n```\n",
                 "// snippet: README.md\n// snippet: shown as @main\nstruct A: App {}\n// end snippet\n") == 2),
            ("a block the paused lines would complete still fails",
             run("```swift\nstruct A {}\nfunc f() {\n  launch()\n}\n```\n",
                 "// snippet: README.md\nstruct A {}\n// snippet: pause\nfunc f() {\n  // snippet: resume\n"
                 "  launch()\n  // snippet: pause\n}\n// snippet: resume\n// end snippet\n") == 2),
        ]
    for name, passed in results:
        print(f"{'ok' if passed else 'FAILED'}: {name}")
    return sum(not passed for _, passed in results)


if __name__ == "__main__":
    if "--self-test" in sys.argv:
        sys.exit(1 if self_test() else 0)
    sys.exit(1 if check(all_docs(), sorted(COPIES.rglob("*.swift")), "--verbose" in sys.argv) else 0)
