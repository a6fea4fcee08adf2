import Foundation
import InjectKit
import Testing

/// Issue 37: `verify()` builds each registration once, whatever the graph's shape, so its cost
/// follows registrations and edges, not the paths through the graph. Shapes of 10,000 named
/// singletons, as a user generating a graph writes them; each factory counts its runs.
@Suite struct VerificationScaleTests {
  final class Node: Sendable {
    let children: [Node]
    init(_ children: [Node]) { self.children = children }
  }

  enum Shape: String, CaseIterable {
    /// 10 layers, each node on 3 nodes of the layer below.
    case layered
    /// Each node on the one before it and 2 earlier ones: about N deep.
    case deep
    /// 1-3 earlier nodes of depth below 6, at most 7 deep (the scale benchmark's app).
    case app

    /// Each node's dependencies, all on earlier nodes, the same on every run.
    func dependencies(count: Int) -> [[Int]] {
      var random = SplitMix(state: 27)
      switch self {
      case .layered:
        let start = { (layer: Int) in layer * count / 10 }
        return (0..<count).map { index in
          let layer = index * 10 / count
          return layer == 0 ? [] : random.pick(3, from: start(layer - 1)..<start(layer))
        }
      case .deep:
        return (0..<count).map { index in index == 0 ? [] : [index - 1] + random.pick(2, from: 0..<(index - 1)) }
      case .app:
        var depths: [Int] = []
        var shallow: [Int] = []
        return (0..<count).map { index in
          let picked = random.pick(1 + random.below(3), from: 0..<shallow.count).map { shallow[$0] }
          depths.append(picked.map { depths[$0] + 1 }.max() ?? 0)
          if depths[index] < 6 { shallow.append(index) }
          return picked
        }
      }
    }
  }

  struct SplitMix {
    var state: UInt64
    mutating func below(_ bound: Int) -> Int {
      state &+= 0x9e37_79b9_7f4a_7c15
      var mixed = (state ^ (state >> 30)) &* 0xbf58_476d_1ce4_e5b9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
      return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
    }
    mutating func pick(_ count: Int, from range: Range<Int>) -> [Int] {
      var picked: [Int] = []
      while picked.count < min(count, range.count) {
        let value = range.lowerBound + below(range.count)
        if !picked.contains(value) { picked.append(value) }
      }
      return picked
    }
  }

  /// The shape's registrations, in `deps`, registered dependencies first or dependents first;
  /// each factory counts its runs in `runs`.
  static func register(
    _ shape: Shape, count: Int, dependentsFirst: Bool, in deps: Dependencies, runs: LockedValue<[Int]>
  ) {
    let graph = shape.dependencies(count: count)
    let order = dependentsFirst ? Array((0..<count).reversed()) : Array(0..<count)
    for index in order {
      let needed = graph[index].map { "n\($0)" }
      deps.add(Node.self, name: "n\(index)", scope: .singleton) { r in
        runs.mutate { $0[index] += 1 }
        return Node(try needed.map { try r.resolve(Node.self, name: $0) })
      }
    }
  }

  /// What `verify()` reports of a shape of 10,000: nothing, but for the chain about 10,000 deep,
  /// which no resolve can build (it stops at 4,096 levels): `tooDeep` (issue 46, item 3).
  static func expectedProblems(_ shape: Shape) -> [VerificationProblem.Kind] {
    shape == .deep ? [.tooDeep] : []
  }

  @Test(arguments: Shape.allCases)
  func tenThousandServicesRegisteredDependenciesFirstAreEachBuiltOnce(shape: Shape) throws {
    let deps = Dependencies(label: "app")
    let runs = LockedValue([Int](repeating: 0, count: 10_000))
    Self.register(shape, count: 10_000, dependentsFirst: false, in: deps, runs: runs)

    let report = deps.verificationReport()

    #expect(report.problems.map(\.kind) == Self.expectedProblems(shape), "\(report)")
    #expect(report.checkedRegistrations == 10_000)
    #expect(runs.get().allSatisfy { $0 == 1 }, "runs: \(Set(runs.get()).sorted())")
  }

  /// Dependents first, a dry run goes as deep as the graph: it builds at most 32 registrations
  /// inside each other, builds the next deeper one first, then runs again. Each registration
  /// is deferred once at most, so a factory runs a bounded number of times.
  @Test(arguments: Shape.allCases)
  func tenThousandServicesRegisteredDependentsFirstAreCheckedInLinearTime(shape: Shape) throws {
    let deps = Dependencies(label: "app")
    let runs = LockedValue([Int](repeating: 0, count: 10_000))
    Self.register(shape, count: 10_000, dependentsFirst: true, in: deps, runs: runs)

    let report = deps.verificationReport()

    #expect(report.problems.map(\.kind) == Self.expectedProblems(shape), "\(report)")
    #expect(report.checkedRegistrations == 10_000)
    let total = runs.get().reduce(0, +)
    #expect(runs.get().allSatisfy { $0 >= 1 })
    #expect(total <= 3 * 10_000, "\(total) factory runs")
  }

  /// A failure is met again by whatever needs it, with its own path: never remembered.
  @Test func aMissingRegistrationAtTheBottomIsReportedForEveryRegistrationAboveIt() throws {
    let deps = Dependencies(label: "app")
    let runs = LockedValue([Int](repeating: 0, count: 300))
    Self.register(.layered, count: 300, dependentsFirst: false, in: deps, runs: runs)
    // A node of the first layer that the second layer needs, made to need a key nothing registers.
    let broken = "n\(Shape.layered.dependencies(count: 300)[30][0])"
    deps.add(Node.self, name: broken, scope: .singleton) { r in Node([try r.resolve(Node.self, name: "gone")]) }
      .asOverride()

    let report = deps.verificationReport()

    let missing = report.problems(of: .missingDependency)
    let first = try #require(missing.first)
    #expect(first.path == ["Node (name: \"\(broken)\")", "Node (name: \"gone\")"])
    // Every registration that needs it, directly or not, fails with it; each one's path ends there.
    #expect(missing.allSatisfy { $0.path.last == "Node (name: \"gone\")" })
    #expect(missing.count > 30)
    #expect(report.problems.count == missing.count)
  }

  /// The nesting limit keeps a dry run's stack small: a chain 3,000 deep, registered from its
  /// top, is checked whole on a thread with half a megabyte of stack (Apple's secondary threads),
  /// and reported as too deep to build there, as resolving it there would stop. Not
  /// under ThreadSanitizer, whose frames are several times larger: there, 32 nested resolves (the
  /// depth the engine builds before it checks the stack) do not fit in half a megabyte.
  @Test(.enabled(if: !MainThreadDepthTests.underThreadSanitizer, "ThreadSanitizer's frames are larger"))
  func aDeepChainVerifiesOnASmallStack() async throws {
    let deps = Dependencies(label: "chain")
    for index in (0..<3_000).reversed() {
      deps.add(Node.self, name: "n\(index)", scope: .singleton) { r in
        Node(index == 0 ? [] : [try r.resolve(Node.self, name: "n\(index - 1)")])
      }
    }

    let report = await withCheckedContinuation { continuation in
      let thread = Thread { continuation.resume(returning: deps.verificationReport()) }
      thread.stackSize = 512 * 1024
      thread.start()
    }

    #expect(report.problems.map(\.kind) == [.tooDeep], "\(report.problems.prefix(1))")
    #expect(report.problems.first?.message.contains("nests 3000 registrations") == true)
    #expect(report.checkedRegistrations == 3_000)
  }
}
