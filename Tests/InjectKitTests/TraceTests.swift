import Dispatch
import InjectKit
import Testing

/// Issue 47, items 3 and 4: `Dependencies.trace` records what the container did.
@Suite struct TraceTests {
  /// Top (transient) → Middle (singleton) → Bottom (transient), registered on known lines.
  final class Bottom: Sendable {}
  final class Middle: Sendable {
    let bottom: Bottom
    init(bottom: Bottom) { self.bottom = bottom }
  }
  final class Top: Sendable {
    let middle: Middle
    init(middle: Middle) { self.middle = middle }
  }

  /// A container registering the three, and the site of each registration.
  struct Chain {
    let deps = Dependencies(label: "app")
    let topSite: String
    let middleSite: String
    let bottomSite: String

    init() {
      let line = #line
      deps.add(Top.self) { r in Top(middle: try r.resolve()) }
      deps.add(Middle.self, scope: .singleton) { r in Middle(bottom: try r.resolve()) }
      deps.add(Bottom.self) { Bottom() }
      topSite = "InjectKitTests/TraceTests.swift:\(line + 1)"
      middleSite = "InjectKitTests/TraceTests.swift:\(line + 2)"
      bottomSite = "InjectKitTests/TraceTests.swift:\(line + 3)"
    }
  }

  @Test func aNestedGraphIsRecordedInTreeOrderWithDepthScopeSiteAndContainer() {
    let chain = Chain()

    let trace = chain.deps.trace { _ = chain.deps.resolve(Top.self) }

    let events = trace.events
    #expect(events.map(\.key) == ["Top", "Middle", "Bottom"])
    #expect(events.map(\.depth) == [0, 1, 2])
    #expect(events.map(\.parent) == [nil, 0, 1])
    #expect(events.map(\.outcome) == [.built, .built, .built])
    #expect(events.map(\.scope) == [.transient, .singleton, .transient])
    #expect(events.map(\.site) == [chain.topSite, chain.middleSite, chain.bottomSite])
    #expect(events.allSatisfy { $0.container == chain.deps.label })
    #expect(events.allSatisfy { $0.nanoseconds > 0 })
    #expect(events.allSatisfy { $0.name == nil && $0.actor == nil })
    // A factory's time includes what it resolves.
    #expect(events[0].nanoseconds >= events[1].nanoseconds)
    #expect(trace.container == chain.deps.label)
  }

  @Test func aSecondResolveShowsTheSingletonAsCached() {
    let chain = Chain()

    let trace = chain.deps.trace {
      _ = chain.deps.resolve(Top.self)
      _ = chain.deps.resolve(Top.self)
      _ = chain.deps.resolve(Middle.self)
    }

    #expect(trace.events.map(\.key) == ["Top", "Middle", "Bottom", "Top", "Middle", "Middle"])
    #expect(trace.events.map(\.outcome) == [.built, .built, .built, .built, .cached, .cached])
    #expect(trace.events.map(\.depth) == [0, 1, 2, 0, 1, 0])
    #expect(trace.events[4].parent == 3)
    #expect(trace.events[4].nanoseconds == 0)
    #expect(trace.events[5].scope == .singleton)
    #expect(trace.events[5].site == chain.middleSite)
  }

  @Test func aGraphScopedInstanceIsSharedWithinOneResolution() {
    final class Shared: Sendable {}
    final class Left: Sendable { init(_ shared: Shared) {} }
    final class Right: Sendable { init(_ shared: Shared) {} }
    final class Root: Sendable { init(_ left: Left, _ right: Right) {} }
    let deps = Dependencies(label: "graph")
    deps.add(Shared.self, scope: .graph) { Shared() }
    deps.add(Left.self) { r in Left(try r.resolve()) }
    deps.add(Right.self) { r in Right(try r.resolve()) }
    deps.add(Root.self) { r in Root(try r.resolve(), try r.resolve()) }

    let trace = deps.trace { _ = deps.resolve(Root.self) }

    #expect(trace.events.map(\.key) == ["Root", "Left", "Shared", "Right", "Shared"])
    #expect(trace.events.map(\.outcome) == [.built, .built, .built, .built, .cached])
    #expect(trace.events[4].scope == .graph)
    #expect(trace.events[4].parent == 3)
    #expect(trace.events[2].parent == 1)
  }

  @Test func aChildsResolveAnsweredByItsParentNamesTheParent() {
    let parent = Dependencies(label: "parent")
    parent.add(Leaf.self, scope: .singleton) { Leaf(id: 1) }
    parent.add(Node.self) { r in Node(leaf: try r.resolve()) }
    let child = Dependencies(parent: parent, label: "child")

    let trace = child.trace {
      _ = child.resolve(Node.self)
      _ = child.resolve(Leaf.self)
    }

    #expect(trace.events.map(\.key) == ["Node", "Leaf", "Leaf"])
    #expect(trace.events.map(\.outcome) == [.built, .built, .cached])
    #expect(trace.events.allSatisfy { $0.container == parent.label })
    #expect(trace.container == child.label)
  }

  @Test func aParentsTraceRecordsItsChildsResolves() {
    let parent = Dependencies(label: "parent")
    parent.add(Leaf.self) { Leaf() }
    let child = Dependencies(parent: parent, label: "child")

    let trace = parent.trace { _ = child.resolve(Leaf.self) }

    #expect(trace.events.map(\.key) == ["Leaf"])
  }

  @Test func aChildThatRegistersKeysReadsItsParentsSingletonAsCached() {
    let parent = Dependencies(label: "parent")
    parent.add(Leaf.self, scope: .singleton) { Leaf(id: 1) }
    let child = Dependencies(parent: parent, label: "child")
    child.add(Node.self) { r in Node(leaf: try r.resolve()) }
    _ = parent.resolve(Leaf.self)

    let trace = child.trace { _ = child.resolve(Leaf.self) }

    #expect(trace.events.map(\.outcome) == [.cached])
    #expect(trace.events.first?.container == parent.label)
  }

  @Test func resolvesOnAnotherThreadAreRecordedAndAnUnrelatedContainersAreNot() {
    let deps = Dependencies(label: "traced")
    deps.add(Leaf.self) { Leaf() }
    let unrelated = Dependencies(label: "unrelated")
    unrelated.add(Leaf.self) { Leaf() }

    let trace = deps.trace {
      _ = deps.resolve(Leaf.self)
      let group = DispatchGroup()
      DispatchQueue.global().async(group: group) {
        _ = deps.resolve(Leaf.self)
        _ = unrelated.resolve(Leaf.self)
      }
      group.wait()
      _ = unrelated.resolve(Leaf.self)
    }
    _ = deps.resolve(Leaf.self)

    #expect(trace.events.count == 2)
    #expect(trace.events.allSatisfy { $0.container == deps.label })
    #expect(trace.events[0].thread != trace.events[1].thread)
  }

  @Test func resolvesAfterTheTraceEndsAreNotRecorded() {
    let chain = Chain()
    let trace = chain.deps.trace { _ = chain.deps.resolve(Bottom.self) }

    _ = chain.deps.resolve(Top.self)

    #expect(trace.events.map(\.key) == ["Bottom"])
  }

  @Test func theAsyncFormNestsAnAsyncFactory() async {
    final class Database: Sendable {
      init(_ leaf: Leaf) {}
    }
    let deps = Dependencies(label: "async")
    deps.add(Leaf.self) { Leaf() }
    deps.addAsync(Database.self, scope: .singleton) { r in
      await Task.yield()
      return Database(try r.resolve())
    }

    let trace = await deps.trace {
      _ = try? await deps.resolveAsync(Database.self)
      _ = try? await deps.resolveAsync(Database.self)
    }

    #expect(trace.events.map(\.key) == ["Database", "Leaf", "Database"])
    #expect(trace.events.map(\.outcome) == [.built, .built, .cached])
    #expect(trace.events.map(\.depth) == [0, 1, 0])
    #expect(trace.events[1].parent == 0)
    #expect(trace.events[0].scope == .singleton)
  }

  @Test func aChildThatRegistersKeysReadsItsParentsAsyncSingletonAsCached() async throws {
    final class Database: Sendable {}
    let parent = Dependencies(label: "parent")
    parent.addAsync(Database.self, scope: .singleton) { _ in Database() }
    let child = Dependencies(parent: parent, label: "child")
    child.add(Leaf.self) { Leaf() }
    let first = try await parent.resolveAsync(Database.self)

    let trace = await child.trace {
      let again = try? await child.resolveAsync(Database.self)
      #expect(again === first)
    }

    #expect(trace.events.map(\.outcome) == [.cached])
    #expect(trace.events.first?.container == parent.label)
  }

  @Test func aFailingFactoryIsRecordedAsFailedAndAMissingKeyIsNot() {
    final class Broken: Sendable {}
    final class Missing {}
    let deps = Dependencies(label: "failing")
    deps.add(Broken.self) { () throws -> Broken in throw TestFailure() }
    deps.add(Node.self) { r in
      _ = try r.resolve(Broken.self) as Broken
      return Node(leaf: Leaf())
    }

    let trace = deps.trace {
      _ = try? deps.tryResolve(Node.self)
      _ = try? deps.tryResolve(Missing.self)
    }

    #expect(trace.events.map(\.key) == ["Node", "Broken"])
    #expect(trace.events.map(\.outcome) == [.failed, .failed])
    #expect(trace.description.contains("Broken  failed after "))
  }

  @Test func theDescriptionIsATreeWithTimesThenTotalsPerRegistration() throws {
    let chain = Chain()
    let trace = chain.deps.trace {
      _ = chain.deps.resolve(Top.self)
      _ = chain.deps.resolve(Top.self)
    }

    let lines = trace.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

    let label = chain.deps.label
    try #require(lines.count == 11, "\(trace)")
    #expect(lines[0].hasPrefix("Trace of \(label): 5 resolves, 4 factories run in "))
    #expect(lines[1].hasPrefix("Top  built in "))
    #expect(lines[1].hasSuffix("  transient  \(label)  \(chain.topSite)  \(trace.events[0].thread)"))
    #expect(lines[2].hasPrefix("  Middle  built in "))
    #expect(lines[3].hasPrefix("    Bottom  built in "))
    #expect(lines[4].hasPrefix("Top  built in "))
    #expect(lines[5] == "  Middle  cached  singleton  \(label)  \(chain.middleSite)  \(trace.events[4].thread)")
    #expect(lines[6] == "")
    #expect(lines[7] == "Totals per registration, in the order their factories first ran:")
    #expect(lines[8].hasPrefix("  Top  transient  \(label)  \(chain.topSite): built 2× in "))
    #expect(lines[8].hasSuffix(", cached 0×"))
    #expect(lines[9].hasPrefix("  Middle  singleton  \(label)  \(chain.middleSite): built 1× in "))
    #expect(lines[9].hasSuffix(", cached 1×"))
    #expect(lines[10].hasPrefix("  Bottom  transient  \(label)  \(chain.bottomSite): built 1× in "))
    #expect(trace.totals.map(\.builds) == [2, 1, 1])
    #expect(trace.totals.map(\.cachedReads) == [0, 1, 0])
    #expect(trace.totals[0].nanoseconds == trace.events[0].nanoseconds + trace.events[3].nanoseconds)
  }

  @Test func timesAreWrittenInTheLargestUnitWithOneDecimal() throws {
    let chain = Chain()
    let trace = chain.deps.trace { _ = chain.deps.resolve(Bottom.self) }

    let line = trace.events[0].description

    let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    let time = try #require(words.firstIndex(of: "in")).advanced(by: 1)
    #expect(words[time - 2] == "built")
    let number = words[time].split(separator: ".")
    #expect(number.count == 1 || (number.count == 2 && number[1].count == 1), "\(line)")
    #expect(number.allSatisfy { UInt64($0) != nil }, "\(line)")
    #expect(["ns", "µs", "ms", "s"].contains(words[time + 1]), "\(line)")
  }

  @Test func tracesOfTheSameContainerAtOnceEachRecordTheirOwn() {
    let chain = Chain()
    var inner: ResolutionTrace?

    let outer = chain.deps.trace {
      _ = chain.deps.resolve(Bottom.self)
      inner = chain.deps.trace { _ = chain.deps.resolve(Top.self) }
    }

    #expect(outer.events.map(\.key) == ["Bottom", "Top", "Middle", "Bottom"])
    #expect(inner?.events.map(\.key) == ["Top", "Middle", "Bottom"])
  }

  /// `INJECTKIT_TRACE=1` starts the same printer as the library loads; a subprocess cannot set
  /// its environment before that, so it starts the printer itself (the CI run of the example
  /// checks the variable).
  @Test func thePrinterWritesEachTopLevelTreeToStandardErrorWhenItCompletes() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      TracePrinting.start()
      let chain = TraceTests.Chain()
      _ = chain.deps.resolve(TraceTests.Top.self)
      _ = chain.deps.resolve(TraceTests.Middle.self)
    }

    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    let lines = stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("[InjectKit trace] ") }
    #expect(lines.count == 4, "\(stderr)")
    #expect(lines.first?.hasPrefix("[InjectKit trace] Top  built in ") == true)
    #expect(lines.dropFirst().first?.hasPrefix("[InjectKit trace]   Middle  built in ") == true)
    #expect(lines.dropFirst(2).first?.hasPrefix("[InjectKit trace]     Bottom  built in ") == true)
    #expect(lines.last?.hasPrefix("[InjectKit trace] Middle  cached  singleton") == true)
  }
}
