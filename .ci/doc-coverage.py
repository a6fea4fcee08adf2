#!/usr/bin/env python3
"""Fail when a public declaration of our modules lacks the doc comment ../shared/STYLE.md (outside this repository) asks for.

Usage: python3 .ci/doc-coverage.py SYMBOL_GRAPH_DIR [--sources DIR]

Reads every `*.symbols.json` under SYMBOL_GRAPH_DIR (as written by
`swift build -Xswiftc -emit-symbol-graph -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public`)
and checks each public declaration whose source is under --sources (default: the repository's
`Sources/`). Every one needs its own `///` comment with a summary line; types also need a fenced
example; functions need `- Parameter(s):` for each parameter, `- Returns:` when they return a
value and `- Throws:` when they throw. Prints one line per gap, grouped by module, and exits 1 if
there are any.
"""

import argparse
import json
import pathlib
import sys
from collections import defaultdict
from urllib.parse import unquote, urlparse

TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.actor"}
FUNCTION_KINDS = {
    "swift.func", "swift.method", "swift.type.method", "swift.init", "swift.subscript",
    "swift.type.subscript", "swift.func.op",
}
# Extension blocks carry no documentation of their own; their members are checked one by one.
IGNORED_KINDS = {"swift.extension"}


def path_of(uri):
    return pathlib.Path(unquote(urlparse(uri).path)).resolve()


def is_ours(symbol, sources):
    """Written by us, in our sources, and not a member the compiler or a protocol supplied.

    Skipped, because nobody can attach a `///` comment to them:
    - symbols without a source location: members the compiler synthesizes (`init(rawValue:)` of
      a raw-value enum, `==` and `hash(into:)` from Equatable/Hashable synthesis);
    - ids marked `::SYNTHESIZED::`: default implementations from protocol extensions shown as
      members of our types (`hashValue`, `!=`, and our own `Resolver` conveniences listed under
      `Dependencies` — those are checked once, where `Resolver`'s extension declares them);
    - locations outside our sources: anything re-exported from another module.
    """
    if symbol["kind"]["identifier"] in IGNORED_KINDS:
        return False
    if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
        return False
    location = symbol.get("location")
    if not location:
        return False
    if symbol.get("accessLevel") not in ("public", "open"):
        return False
    return sources in path_of(location["uri"]).parents


def own_doc_lines(symbol):
    """The symbol's own comment; None when it has none or only inherits a protocol's."""
    doc = symbol.get("docComment")
    if not doc:
        return None
    # An undocumented member that implements a documented requirement inherits the
    # requirement's comment, which lives in another file (or module).
    if doc.get("uri") and doc["uri"] != symbol["location"]["uri"]:
        return None
    return [line["text"] for line in doc.get("lines", [])]


def effects_at_top_level(symbol):
    """Effect keywords of the declaration itself, not of closure parameters inside it."""
    depth = 0
    found = set()
    for fragment in symbol.get("declarationFragments", []):
        spelling = fragment["spelling"]
        if fragment["kind"] == "keyword" and depth == 0 and spelling in ("throws", "rethrows", "async"):
            found.add(spelling)
        elif fragment["kind"] == "text":
            depth += spelling.count("(") + spelling.count("[") - spelling.count(")") - spelling.count("]")
    return found


def documented_parameters(lines):
    """Names listed under `- Parameters:` or as `- Parameter name:`."""
    names = set()
    in_list = False
    for line in lines:
        stripped = line.strip()
        if stripped.lower().startswith("- parameters:"):
            in_list = True
            continue
        if stripped.lower().startswith("- parameter "):
            names.add(stripped[len("- parameter "):].split(":", 1)[0].strip())
            in_list = False
            continue
        if in_list:
            indented = line.startswith((" ", "\t"))
            if indented and stripped.startswith("- ") and ":" in stripped:
                names.add(stripped[2:].split(":", 1)[0].strip())
            elif stripped and not indented:
                in_list = False
    return names


def gaps_of(symbol):
    lines = own_doc_lines(symbol)
    if lines is None:
        return ["no doc comment"]
    text = "\n".join(lines)
    summary = next((line.strip() for line in lines if line.strip()), "")
    if not summary or summary.startswith(("- ", "```", ">")):
        return ["no summary line"]
    gaps = []
    kind = symbol["kind"]["identifier"]
    if kind in TYPE_KINDS and "```" not in text:
        gaps.append("no fenced example")
    if kind in FUNCTION_KINDS:
        signature = symbol.get("functionSignature", {})
        wanted = [p.get("internalName") or p["name"] for p in signature.get("parameters", [])]
        missing = [name for name in wanted if name != "_" and name not in documented_parameters(lines)]
        if missing:
            gaps.append("parameters not documented: " + ", ".join(missing))
        returns = "".join(f["spelling"] for f in signature.get("returns", [])).strip()
        lowered = text.lower()
        if kind != "swift.init" and returns not in ("", "()", "Void", "Never") and "- returns:" not in lowered:
            gaps.append("no `- Returns:`")
        if "throws" in effects_at_top_level(symbol) and "- throws:" not in lowered:
            gaps.append("no `- Throws:`")
    return gaps


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("symbol_graph_dir", type=pathlib.Path)
    parser.add_argument("--sources", type=pathlib.Path,
                        default=pathlib.Path(__file__).resolve().parent.parent / "Sources")
    args = parser.parse_args()
    sources = args.sources.resolve()

    graphs = sorted(args.symbol_graph_dir.rglob("*.symbols.json"))
    if not graphs:
        print(f"doc-coverage: no symbol graphs under {args.symbol_graph_dir}", file=sys.stderr)
        return 2

    seen = set()
    checked = defaultdict(int)
    problems = defaultdict(list)
    for graph_path in graphs:
        graph = json.loads(graph_path.read_text())
        # `Module@Other.symbols.json` holds Module's extensions of Other's types: count them as Module's.
        module = graph_path.name.split(".symbols.json")[0].split("@")[0]
        for symbol in graph["symbols"]:
            precise = symbol["identifier"]["precise"]
            if precise in seen or not is_ours(symbol, sources):
                continue
            seen.add(precise)
            checked[module] += 1
            gaps = gaps_of(symbol)
            if gaps:
                location = symbol["location"]
                where = f"{path_of(location['uri']).relative_to(sources.parent)}:{location['position']['line'] + 1}"
                name = ".".join(symbol["pathComponents"])
                problems[module].append(f"  {where}: {name} — {'; '.join(gaps)}")

    for module in sorted(checked):
        print(f"{module}: {checked[module]} public declarations, {len(problems[module])} with gaps")
        for line in sorted(problems[module]):
            print(line)
    total = sum(len(p) for p in problems.values())
    if total:
        print(f"doc-coverage: {total} public declaration(s) need documentation (see ../shared/STYLE.md, 'Doc comments': a summary line, then `- Parameters:` / `- Returns:` / `- Throws:`).")
        return 1
    print("doc-coverage: every public declaration is documented.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
