import InjectKit
import Testing

@Suite struct RegistrationTests {
  @Test func tutorialFormInfersTheTypeFromTheFactory() {
    let deps = Dependencies()
    deps.add({ RealService() as Service })
    #expect(deps.resolve(Service.self) is RealService)
    #expect(deps.isRegistered(Service.self))
    #expect(!deps.isRegistered(RealService.self))
  }

  @Test func explicitTypeAndResolverForms() throws {
    let deps = Dependencies()
    deps.add(Leaf.self) { Leaf(id: 7) }
    deps.add(Node.self) { r in Node(leaf: try r.resolve()) }
    deps.add { r in Box<Int>() }
    #expect(deps.resolve(Node.self).leaf.id == 7)
    _ = try deps.tryResolve(Box<Int>.self)
  }

  @Test func laterAddReplacesEarlierAndDescriptionSaysSo() {
    let deps = Dependencies()
    deps.add(Leaf.self) { Leaf(id: 1) }
    deps.add(Leaf.self) { Leaf(id: 2) }
    #expect(deps.resolve(Leaf.self).id == 2)
    #expect(deps.description.contains("replaces RegistrationTests.swift") || deps.description.contains("replaces"))
  }

  @Test func keysAreTypeIdentityNotPrintedName() throws {
    let deps = Dependencies()
    deps.add(ModuleA.Service.self) { ModuleA.Service() }
    #expect(throws: ResolutionError.self) { try deps.tryResolve(ModuleB.Service.self) }
    deps.add(Box<Int>.self) { Box<Int>() }
    #expect(deps.isRegistered(Box<Int>.self))
    #expect(!deps.isRegistered(Box<String>.self))
  }

  @Test func namesSeparateRegistrationsOfOneType() {
    let deps = Dependencies()
    deps.add(Leaf.self, name: "one") { Leaf(id: 1) }
    deps.add(Leaf.self, name: "two") { Leaf(id: 2) }
    #expect(deps.resolve(Leaf.self, name: "one").id == 1)
    #expect(deps.resolve(Leaf.self, name: "two").id == 2)
    #expect(!deps.isRegistered(Leaf.self))
  }

  @Test func descriptionListsKeyScopeAndSite() {
    let deps = Dependencies(label: "listing")
    deps.add(Leaf.self, name: "x", scope: .singleton) { Leaf() }
    let text = deps.description
    #expect(text.contains("\"listing\""))
    #expect(text.contains("Leaf (name: \"x\") [singleton]"))
    #expect(text.contains("RegistrationTests.swift:"))
  }
}
