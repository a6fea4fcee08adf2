import InjectKit
import Testing

@Suite struct ArgumentTests {
  struct Item: Sendable { let title: String }
  struct Detail: Sendable {
    let item: Item
    let count: Int
  }

  @Test func argumentsReachTheFactory() {
    let deps = Dependencies()
    deps.add(Detail.self) { (_, item: Item) in Detail(item: item, count: 0) }
    deps.add(Detail.self) { (_, item: Item, count: Int) in Detail(item: item, count: count) }
    #expect(deps.resolve(Detail.self, arguments: Item(title: "a")).item.title == "a")
    #expect(deps.resolve(Detail.self, arguments: Item(title: "b"), 3).count == 3)
  }

  @Test func mismatchListsRegisteredSignatures() {
    let deps = Dependencies()
    deps.add(Detail.self) { (_, item: Item) in Detail(item: item, count: 0) }
    do {
      _ = try deps.tryResolve(Detail.self, arguments: Item(title: "a"), 3)
      Issue.record("expected a mismatch")
    } catch {
      #expect(error.code == .argumentMismatch)
      #expect(error.description.contains("registered with arguments (Item)"))
      #expect(error.description.contains("(Item, Int)"))
    }
    #expect(throws: ResolutionError.self) { try deps.tryResolve(Detail.self, arguments: "wrong") }
    #expect(throws: ResolutionError.self) { try deps.tryResolve(Detail.self) }
  }

  @Test(arguments: [0, 1, 2, 3, 4, 5, 6])
  func aritiesUpToSix(arity: Int) throws {
    let deps = Dependencies()
    deps.add(Int.self) { _ in 0 }
    deps.add(Int.self) { (_, a: Int) in a }
    deps.add(Int.self) { (_, a: Int, b: Int) in a + b }
    deps.add(Int.self) { (_, a: Int, b: Int, c: Int) in a + b + c }
    deps.add(Int.self) { (_, a: Int, b: Int, c: Int, d: Int) in a + b + c + d }
    deps.add(Int.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int) in a + b + c + d + e }
    deps.add(Int.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) in a + b + c + d + e + f }
    let expected = (0..<arity).map { $0 + 1 }.reduce(0, +)
    let result: Int =
      switch arity {
      case 0: try deps.tryResolve(Int.self)
      case 1: try deps.tryResolve(Int.self, arguments: 1)
      case 2: try deps.tryResolve(Int.self, arguments: 1, 2)
      case 3: try deps.tryResolve(Int.self, arguments: 1, 2, 3)
      case 4: try deps.tryResolve(Int.self, arguments: 1, 2, 3, 4)
      case 5: try deps.tryResolve(Int.self, arguments: 1, 2, 3, 4, 5)
      default: try deps.tryResolve(Int.self, arguments: 1, 2, 3, 4, 5, 6)
      }
    #expect(result == expected)
  }

  @Test func arityTen() {
    let deps = Dependencies()
    deps.add(String.self) {
      (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int, j: String) in
      "\(a + b + c + d + e + f + g + h + i)\(j)"
    }
    #expect(deps.resolve(String.self, arguments: 1, 2, 3, 4, 5, 6, 7, 8, 9, "!") == "45!")
  }

  @Test func aCachingScopeIsRefusedForRuntimeArguments() {
    let deps = Dependencies()
    deps.add(Leaf.self, scope: .singleton) { (_, id: Int) in Leaf(id: id) }.verifying(with: 1)

    let first = deps.resolve(Leaf.self, arguments: 1)
    let second = deps.resolve(Leaf.self, arguments: 2)

    #expect(first.id == 1)
    #expect(second.id == 2)
    #expect(deps.verificationReport().problems.map(\.kind) == [.cachedScopeWithArguments])
  }

  @Test func argumentsWorkThroughParentsAndGraphScope() throws {
    let parent = Dependencies()
    parent.add(Leaf.self, scope: .graph) { _ in Leaf(id: 9) }
    parent.add(Detail.self) { (r, item: Item) in Detail(item: item, count: try r.resolve(Leaf.self).id) }
    let child = Dependencies(parent: parent)
    #expect(try child.tryResolve(Detail.self, arguments: Item(title: "x")).count == 9)
  }

  @Test func resolverPassesArgumentsToNestedRegistrations() {
    let deps = Dependencies()
    deps.add(Item.self) { (_, title: String) in Item(title: title) }
    deps.add(Detail.self) { (r, count: Int) in Detail(item: try r.resolve(Item.self, arguments: "nested"), count: count)
    }
    #expect(deps.resolve(Detail.self, arguments: 2).item.title == "nested")
  }
}

@Suite struct AutowireTests {
  struct S1: Sendable {}
  struct S2: Sendable {}
  struct S3: Sendable {}
  struct S4: Sendable {}
  struct Four: Sendable {
    let s1: S1, s2: S2, s3: S3, s4: S4
  }
  struct Eight: Sendable {
    init(_: S1, _: S2, _: S3, _: S4, _: S1, _: S2, _: S3, _: S4) {}
  }
  struct Zero: Sendable {}

  @Test func autowiresEveryParameter() throws {
    let deps = Dependencies()
    deps.add { S1() }
    deps.add { S2() }
    deps.add { S3() }
    deps.add { S4() }
    deps.autowire(Four.self, Four.init)
    deps.autowire(Eight.self, Eight.init)
    deps.autowire(Zero.self, Zero.init)
    _ = try deps.tryResolve(Four.self)
    _ = try deps.tryResolve(Eight.self)
    _ = try deps.tryResolve(Zero.self)
  }

  final class Part: Sendable {}
  final class Whole: Sendable {
    let first: Part
    let second: Part
    init(first: Part, second: Part) {
      self.first = first
      self.second = second
    }
  }

  /// A function whose parameters are borrowed, as a plain `func`'s are.
  @Sendable static func assemble(_ first: Part, _ second: Part) -> Whole { Whole(first: first, second: second) }

  /// The fixed arities take their initializer's parameters `consuming`, so a resolved instance is
  /// handed to the initializer without a retain and release of its own; an initializer, a plain
  /// function and a closure all still fit, and the instance they store is the registered one.
  @Test func autowireTakesInitializersFunctionsAndClosures() throws {
    let deps = Dependencies()
    deps.add(Part.self, scope: .singleton) { Part() }
    let part = deps.resolve(Part.self)
    deps.autowire(Whole.self, name: "init", Whole.init)
    deps.autowire(Whole.self, name: "function", Self.assemble)
    deps.autowire(Whole.self, name: "closure") { (first: Part, second: Part) in Whole(first: first, second: second) }
    for name in ["init", "function", "closure"] {
      let whole = try deps.tryResolve(Whole.self, name: name)
      #expect(whole.first === part && whole.second === part, "\(name)")
    }
    #expect(throws: Never.self) { try deps.verify() }
  }

  @Test func missingParameterNamesItAndTheAutowiredType() {
    let deps = Dependencies()
    deps.add { S1() }
    deps.autowire(Four.self, Four.init)
    do {
      _ = try deps.tryResolve(Four.self)
      Issue.record("expected failure")
    } catch {
      #expect(error.path == ["Four", "S2"])
      #expect(error.description.contains("needed by Four"))
    }
  }
}
