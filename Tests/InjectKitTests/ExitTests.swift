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
}
