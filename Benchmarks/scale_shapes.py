"""The scale benchmark's graph shapes (issue 37): `verify()` per service, whatever the graph's shape.

scale.py measures one app shape, at most 7 deep. A verification that built every registration's
whole subgraph again cost the number of paths through the graph, not its edges: nothing showed it
there. Here one small module (compiled once, whatever N) registers N named singletons of one
`Node` class, as a user generating a graph would (`deps.add(Node.self, name: "n17", scope:
.singleton) { r in Node(try needed.map { try r.resolve(Node.self, name: $0) }) }`), in one of
three shapes, the same (seeded) on every run:

- `app`: the scale app's shape: about half singletons (a singleton needs only singletons), each
  service on 1-3 earlier ones of depth below 6, so at most 7 deep;
- `layered`: 10 layers, each service on 3 services of the layer below;
- `deep`: each service on the one before it and 2 earlier ones: about N deep.

verify() Ir per service = (Ir(`verify`: register all, verify) - Ir(`register`)) / N, under
callgrind as scale.py measures. Gate (scale-limits.txt): every shape's figure at every N at most
`shapes-verify-ir`, and the largest at most `shapes-verify-spread` times the smallest.
"""
import concurrent.futures
import os

import instructions

SHAPES = ["app", "layered", "deep"]
TITLES = {"app": "app (1-3 deps, ≤ 7 deep)", "layered": "layered (10 × 3)", "deep": "deep (N deep, back links)"}
DEFAULT_NS = [1000, 10000]
LIMIT_NAMES = {"shapes-verify-ir": "`verify()` Ir per service of every shape",
               "shapes-verify-spread": "`verify()` Ir per service, largest ÷ smallest over shapes and N"}

GRAPH = """\
import InjectKit

/// A service of the generated graph: it keeps what it was built with.
final class Node: Sendable {
  let children: [Node]
  init(_ children: [Node]) { self.children = children }
}

/// SplitMix64: the same graph on every run.
struct Generator {
  var state: UInt64
  mutating func below(_ bound: Int) -> Int {
    state &+= 0x9e37_79b9_7f4a_7c15
    var mixed = (state ^ (state >> 30)) &* 0xbf58_476d_1ce4_e5b9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
    return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
  }
  /// `count` distinct values of `range` (all of them when it is smaller).
  mutating func pick(_ count: Int, from range: Range<Int>) -> [Int] {
    var picked: [Int] = []
    while picked.count < min(count, range.count) {
      let value = range.lowerBound + below(range.count)
      if !picked.contains(value) { picked.append(value) }
    }
    return picked
  }
}

struct Service {
  let singleton: Bool
  let dependencies: [Int]
}

/// `n` services in `shape`, each on earlier ones only.
func graph(_ shape: String, _ n: Int) -> [Service] {
  var random = Generator(state: 27)
  switch shape {
  case "layered":
    let start = { (layer: Int) in layer * n / 10 }
    return (0..<n).map { index in
      let layer = index * 10 / n
      let below = layer == 0 ? [] : random.pick(3, from: start(layer - 1)..<start(layer))
      return Service(singleton: true, dependencies: below)
    }
  case "deep":
    return (0..<n).map { index in
      guard index > 0 else { return Service(singleton: true, dependencies: []) }
      return Service(singleton: true, dependencies: [index - 1] + random.pick(2, from: 0..<(index - 1)))
    }
  default:
    var services: [Service] = []
    var depths: [Int] = []
    var shallow: [Bool: [Int]] = [true: [], false: []]  // singletons / all, of depth below 6
    for index in 0..<n {
      let singleton = index == 0 || random.below(2) == 0
      let candidates = shallow[singleton]!
      let count = 1 + random.below(3)
      let picked = random.pick(count, from: 0..<candidates.count).map { candidates[$0] }
      depths.append(picked.isEmpty ? 0 : 1 + picked.map { depths[$0] }.max()!)
      if depths[index] < 6 {
        shallow[false]!.append(index)
        if singleton { shallow[true]!.append(index) }
      }
      services.append(Service(singleton: singleton, dependencies: picked))
    }
    return services
  }
}

/// Registers `services` as named registrations of `Node`.
func register(_ services: [Service], in deps: Dependencies) {
  let names = services.indices.map { "n\\($0)" }
  for (index, service) in services.enumerated() {
    let needed = service.dependencies.map { names[$0] }
    deps.add(Node.self, name: names[index], scope: service.singleton ? .singleton : .transient) { r in
      Node(try needed.map { try r.resolve(Node.self, name: $0) })
    }
  }
}
"""

MAIN = """\
import InjectKit

#if canImport(Glibc)
  import Glibc
#endif

// Shapes register|verify|timed <shape> <n>: `timed` verifies and prints the wall-clock seconds.
let arguments = CommandLine.arguments
guard arguments.count == 4, ["register", "verify", "timed"].contains(arguments[1]), let n = Int(arguments[3]) else {
  print("usage: Shapes register|verify|timed app|layered|deep <n>")
  exit(2)
}
let deps = Dependencies()
register(graph(arguments[2], n), in: deps)
if arguments[1] != "register" {
  var start = timespec()
  clock_gettime(CLOCK_MONOTONIC, &start)
  // The deep shape is deeper than a resolve can build (verify() says so: tooDeep); any other
  // problem is a bug in the generator.
  let report = deps.verificationReport()
  if report.problems.contains(where: { $0.kind != .tooDeep }) {
    print(report)
    exit(1)
  }
  var end = timespec()
  clock_gettime(CLOCK_MONOTONIC, &end)
  if arguments[1] == "timed" {
    print(Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9)
  }
}
withExtendedLifetime(deps) {}
"""


def sources():
    """{file name: Swift source} of the shapes module."""
    return {"Graph.swift": GRAPH, "main.swift": MAIN}


def write_sources(work):
    directory = os.path.join(work, "shapes")
    os.makedirs(os.path.join(directory, "Sources"), exist_ok=True)
    for name, text in sources().items():
        with open(os.path.join(directory, "Sources", name), "w") as f:
            f.write(text)
    return directory


def measure(work, ns, build, jobs):
    """{(shape, N): verify() Ir per service}. `build(directory)` compiles and links the module's
    sources in `directory`/Sources and returns the executable."""
    directory = write_sources(work)
    copy = instructions.stripped_copy(build(directory), directory)
    runs = [(mode, shape, n) for shape in SHAPES for n in ns for mode in ("register", "verify")]

    def one(run):
        mode, shape, n = run
        return run, instructions.callgrind(copy, os.path.join(directory, f"callgrind.{mode}.{shape}.{n}"), mode, shape, n)

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        ir = dict(pool.map(one, runs))
    return {(shape, n): (ir[("verify", shape, n)] - ir[("register", shape, n)]) / n for shape in SHAPES for n in ns}


def gate(figures, limits):
    """[(what, limit name, figure, bound)] for every shapes limit exceeded."""
    over = []
    bound = limits.get("shapes-verify-ir")
    for (shape, n), value in sorted(figures.items()):
        if bound is not None and value > bound:
            over.append((f"{shape}, N = {n:,}", "shapes-verify-ir", value, bound))
    spread = limits.get("shapes-verify-spread")
    if spread is not None and figures:
        low, high = min(figures.values()), max(figures.values())
        if high > spread * low:
            over.append(("all shapes", "shapes-verify-spread", high / low, spread))
    return over


def table(figures, limits, over):
    ns = sorted({n for _, n in figures})
    print("\n`verify()` Ir per service, by shape (Benchmarks/scale_shapes.py)\n")
    print("| shape | " + " | ".join(f"N = {n:,}" for n in ns) + " | gate |")
    print("|---|" + "---|" * (len(ns) + 1))
    failed = {what for what, name, _, _ in over if name == "shapes-verify-ir"}
    bound = limits.get("shapes-verify-ir")
    for shape in SHAPES:
        cells = [f"{figures[(shape, n)]:,.0f}" if (shape, n) in figures else "—" for n in ns]
        verdict = "✗" if any(what.startswith(f"{shape},") for what in failed) else "✓"
        print(f"| {TITLES[shape]} | " + " | ".join(cells) + (f" | ≤ {bound:,.0f} {verdict} |" if bound else " | |"))
    if figures:
        low, high = min(figures.values()), max(figures.values())
        spread = limits.get("shapes-verify-spread")
        verdict = f" (gate ≤ {spread:g}× {'✗' if high > spread * low else '✓'})" if spread else ""
        print(f"\nLargest ÷ smallest: {high / low:,.2f}×{verdict}")
