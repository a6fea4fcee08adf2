#!/usr/bin/env python3
"""Turns the text output of `swift package benchmark` into the README's tables.

Usage: swift package --package-path Benchmarks benchmark --no-progress | tee run.txt
       python3 Benchmarks/report.py < run.txt

Every number comes from the same run: medians (p50) of each benchmark, and ratios between them.
"""
import re
import sys

IMPLS = ["pure DI", "InjectKit", "Swinject", "tutorial", "swift-dependencies"]
PER_OP = [  # scenario, goal for InjectKit / pure DI (None: no goal)
    ("transient leaf", 2), ("cached singleton", 4), ("3-object chain", 2), ("5-object graph", 2),
    ("named", None), ("1 argument", 2), ("3 arguments", None), ("autowired 4-parameter init", 2),
    ("@Inject first access", None), ("@Inject subsequent access", 2),
]
OPS_PER_ITERATION = 1  # Shape.perOperation runs 1,000 per iteration; the tool already prints per operation (*)
OPS_PER_THREAD = 20_000   # operationsPerThread in Harness.swift


def parse(text):
    """{benchmark name: {metric label: p50}}"""
    results, current = {}, None
    for line in text.splitlines():
        line = line.strip()
        if " / " in line and not line.startswith("│"):
            current = results.setdefault(line, {})
        elif current is not None and line.startswith("│") and not line.startswith("│ Metric"):
            cells = [c.strip() for c in line.strip("│").split("│")]
            if len(cells) >= 4:
                try:
                    current[cells[0]] = float(cells[3])  # columns: metric, p0, p25, p50, ...
                except ValueError:
                    pass
    return results


def metric(results, name, kind):
    for label, value in results.get(name, {}).items():
        if kind == "time" and label.startswith("Time"):
            return value
        if kind == "bytes" and "(bytes)" in label:
            return value
    return None


def fmt(value, digits=0):
    if value is None:
        return "n/a"
    return f"{value:,.{digits}f}"


def times(value, digits=1):
    return "n/a" if value is None else f"{value:,.{digits}f}×"


def ratio(a, b):
    return None if a is None or b is None or b == 0 else a / b


def mark(value, goal, larger_is_better=False):
    if value is None or goal is None:
        return ""
    ok = value >= goal if larger_is_better else value <= goal
    return " ✓" if ok else " ✗"


def main():
    results = parse(sys.stdin.read())
    out = []
    out.append("### Single thread, median ns per operation\n")
    out.append("| scenario | " + " | ".join(IMPLS) + " | InjectKit / pure DI (goal) | Swinject / InjectKit | tutorial / InjectKit |")
    out.append("|---" * (len(IMPLS) + 4) + "|")
    for scenario, goal in PER_OP:
        t = {i: metric(results, f"{scenario} / {i}", "time") for i in IMPLS}
        t = {i: (v / OPS_PER_ITERATION if v is not None else None) for i, v in t.items()}
        ik_pure = ratio(t["InjectKit"], t["pure DI"])
        goal_text = f"{times(ik_pure)} (≤ {goal}×){mark(ik_pure, goal)}" if goal else times(ik_pure)
        out.append(f"| {scenario} | " + " | ".join(fmt(t[i]) for i in IMPLS)
                   + f" | {goal_text} | {times(ratio(t['Swinject'], t['InjectKit']))}"
                   + f" | {times(ratio(t['tutorial'], t['InjectKit']))} |")

    out.append("\n### Two threads on two cores: aggregate throughput ÷ one thread's (goal ≥ 0.8 for InjectKit)\n")
    out.append("| scope | " + " | ".join(IMPLS) + " |")
    out.append("|---" * (len(IMPLS) + 1) + "|")
    for scope in ["transient", "singleton"]:
        cells = []
        for i in IMPLS:
            one = metric(results, f"{scope} 1 thread / {i}", "time")
            two = metric(results, f"{scope} 2 threads / {i}", "time")
            scaling = ratio(2 * one, two) if one is not None and two is not None else None
            per_op = None if one is None else one * 1000 / OPS_PER_THREAD
            text = "n/a" if scaling is None else f"{scaling:.2f} ({per_op:,.0f} ns/op alone)"
            cells.append(text + (mark(scaling, 0.8, True) if i == "InjectKit" else ""))
        out.append(f"| {scope} | " + " | ".join(cells) + " |")

    out.append("\n### Registration (median per registration; goal at 10,000: ≤ 150 ns and ≤ 128 B)\n")
    out.append("| keys | InjectKit ns | InjectKit bytes | Swinject ns | Swinject bytes | Swinject / InjectKit (time) |")
    out.append("|---|---|---|---|---|---|")
    for count in [1000, 10000]:
        row = {}
        for i in ["InjectKit", "Swinject"]:
            name = f"register {count} keys / {i}"
            us, b = metric(results, name, "time"), metric(results, name, "bytes")
            row[i] = (None if us is None else us * 1000 / count, None if b is None else b / count)
        goal = count == 10000
        out.append(f"| {count:,} | {fmt(row['InjectKit'][0])}{mark(row['InjectKit'][0], 150) if goal else ''}"
                   f" | {fmt(row['InjectKit'][1])}{mark(row['InjectKit'][1], 128) if goal else ''}"
                   f" | {fmt(row['Swinject'][0])} | {fmt(row['Swinject'][1])}"
                   f" | {times(ratio(row['Swinject'][0], row['InjectKit'][0]))} |")

    out.append("\n### Other scenarios (median)\n")
    out.append("| scenario | InjectKit | Swinject | tutorial | Swinject / InjectKit | tutorial / InjectKit |")
    out.append("|---|---|---|---|---|---|")
    g = {i: (metric(results, f"graph scope chain / {i}", "time"), metric(results, f"graph scope chain / {i}", "bytes"))
         for i in ["InjectKit", "Swinject"]}
    out.append("| `graph` scope 3-object chain, ns per resolve | "
               + " | ".join(fmt(None if g[i][0] is None else g[i][0] * 1000 / 1000) for i in ["InjectKit", "Swinject"])
               + f" | n/a | {times(ratio(g['Swinject'][0], g['InjectKit'][0]))} | |")
    held = {i: None if g[i][1] is None else g[i][1] / 1000 for i in ["InjectKit", "Swinject"]}
    out.append(f"| `graph` scope, bytes still held per resolve (goal 0) | {fmt(held['InjectKit'], 1)}"
               f"{mark(held['InjectKit'], 0)} | {fmt(held['Swinject'], 1)} | n/a | | |")
    c = {i: metric(results, f"cold start RootComposer / {i}", "time") for i in ["InjectKit", "Swinject", "tutorial"]}
    out.append("| cold start: new container + RootComposer().register() of 12 keys, ns | "
               + " | ".join(fmt(c[i]) for i in ["InjectKit", "Swinject", "tutorial"])
               + f" | {times(ratio(c['Swinject'], c['InjectKit']))} | {times(ratio(c['tutorial'], c['InjectKit']))} |")
    v = metric(results, "verify 10000 autowired / InjectKit", "time")
    out.append(f"| verify() of 10,000 autowired registrations, ms (goal < 100) | "
               f"{'not built: verify() not in Sources/InjectKit yet' if v is None else fmt(v / 1000, 1) + mark(v / 1000, 100)}"
               " | n/a | n/a | | |")
    print("\n".join(out))


if __name__ == "__main__":
    main()
