import InjectKit
import Testing

@Suite struct SealTests {
  @Test func sealedContainerStillResolvesAndResets() {
    let deps = Dependencies()
    deps.add(Leaf.self, scope: .singleton) { Leaf(id: 1) }
    #expect(!deps.isSealed)
    deps.seal()
    #expect(deps.isSealed)
    let first = deps.resolve(Leaf.self)
    deps.reset(.singleton)
    #expect(deps.resolve(Leaf.self) !== first)
  }

  @Test func childOfASealedContainerTakesOverrides() {
    let deps = Dependencies()
    deps.add(Leaf.self) { Leaf(id: 1) }
    deps.seal()
    let child = Dependencies(parent: deps)
    child.add(Leaf.self) { Leaf(id: 2) }
    #expect(!child.isSealed)
    #expect(child.resolve(Leaf.self).id == 2)
    #expect(deps.resolve(Leaf.self).id == 1)
  }

  @Test func boundRootsStartUnsealed() {
    Dependencies.withRoot(Dependencies()) {
      #expect(!Dependencies.root.isSealed)
    }
  }

  @Test func addAfterSealStopsADebugBuildNamingBothSites() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let deps = Dependencies(label: "production")
      deps.add(Leaf.self) { Leaf(id: 1) }
      deps.seal()
      deps.add(Leaf.self) { Leaf(id: 2) }
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("Leaf, added at InjectKitTests/SealTests.swift:"))
    #expect(stderr.contains("container \"production\" was sealed at InjectKitTests/SealTests.swift:"))
    #expect(stderr.contains("To fix:"))
  }

  @Test func modifierAfterSealIsRefusedToo() async {
    await #expect(processExitsWith: .failure) {
      let deps = Dependencies()
      let registration = deps.add(Leaf.self) { Leaf() }
      deps.seal()
      registration.onResolved { _, _ in }
    }
  }
}
