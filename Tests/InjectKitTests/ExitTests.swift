import InjectKit
import Testing

@Suite struct ExitTests {
  @Test func resolveOfAMissingKeyTrapsWithTheFullDiagnostic() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      struct Missing {}
      let deps = Dependencies(label: "exit-test")
      deps.add(Leaf.self, name: "other") { Leaf() }
      _ = deps.resolve(Missing.self)
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("no registration for"))
    #expect(stderr.contains("Missing"))
    #expect(stderr.contains("\"exit-test\""))
    #expect(stderr.contains("To fix:"))
    #expect(stderr.contains("Resolved at: InjectKitTests/ExitTests.swift:"))
  }

  @Test func injectOfAMissingKeyTrapsNamingTheDeclaration() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      struct Owner {
        @Inject(from: Dependencies()) var leaf: Leaf
      }
      _ = Owner().leaf
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("Leaf"))
    #expect(stderr.contains("ExitTests.swift:"))
  }

  @Test func cycleThroughResolveTrapsWithThePathNotAStackOverflow() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      final class A: Sendable { init(_ b: B) {} }
      final class B: Sendable { init(_ a: A) {} }
      let deps = Dependencies()
      deps.add(A.self) { r in A(try r.resolve()) }
      deps.add(B.self) { r in B(try r.resolve()) }
      _ = deps.resolve(A.self)
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("A → B → ✗ A"))
  }

  /// Issue 36, item 2: what must still trap says, in a test run, what keeps the run alive.
  @Test func anIsolationTrapInATestRunNamesTheMainActorSuiteAndTryResolve() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let deps = Dependencies(label: "app")
      deps.add(Leaf.self, isolation: MainActor.shared) { Leaf() }
      await Task.detached { _ = deps.resolve(Leaf.self) }.value
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("In a test this trap stops every test in the process"), "\(stderr)")
    #expect(stderr.contains("mark the suite or test `@MainActor`"))
    #expect(stderr.contains("`try deps.tryResolve(…)`"))
  }

  /// Issue 36, item 4: the warning for a caching scope refused, where no handler is set.
  @Test func aSingletonWithArgumentsIsReportedOnStandardError() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let deps = Dependencies(label: "app")
      deps.add(Leaf.self, scope: .singleton) { (_, id: Int) in Leaf(id: id) }
      if deps.resolve(Leaf.self, arguments: 2).id != 2 { fatalError("the second resolve got the first instance") }
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("takes runtime arguments and was added with `scope: .singleton`"), "\(stderr)")
    #expect(stderr.contains("the scope is refused"))
  }
}
