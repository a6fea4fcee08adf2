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

  /// Issue 38: a handle names its entry unretained, which its container keeps: a replacing
  /// registration's handle (whose key holds a merged copy of its entry) still configures it,
  /// after the call that made it has returned and other registrations have grown the table.
  @Test func aReplacingRegistrationsHandleConfiguresItsKeyLater() {
    let deps = Dependencies()
    let disposed = Counter()
    deps.add(Leaf.self, scope: .singleton) { Leaf(id: 1) }
    let handle = deps.add(Leaf.self, scope: .singleton) { Leaf(id: 2) }
    for index in 0..<100 { deps.add(Leaf.self, name: "filler \(index)") { Leaf(id: index) } }
    handle.onReset { leaf in if leaf.id == 2 { disposed.increment() } }
    #expect(deps.resolve(Leaf.self).id == 2)
    deps.reset(.singleton)
    #expect(disposed.value == 1)
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

  /// Names are hashed a word at a time, their last bytes in one overlapping load: every length
  /// (empty, shorter than a word, whole words, words and a tail, non-ASCII) and a change of any
  /// one byte must still find its own registration.
  @Test func namesOfEveryLengthAndEveryOneByteChangeFindTheirOwnRegistration() {
    let deps = Dependencies()
    var names: [String] = ["", "é", "日本", "ab\u{301}"]
    for length in 1...40 {
      let base = String(repeating: "k", count: length)
      names.append(base)
      for position in 0..<length {
        var bytes = Array(base.utf8)
        bytes[position] = UInt8(ascii: "x")
        names.append(String(decoding: bytes, as: UTF8.self))
      }
    }
    for (id, name) in names.enumerated() { deps.add(Leaf.self, name: name) { Leaf(id: id) } }
    for (id, name) in names.enumerated() { #expect(deps.resolve(Leaf.self, name: name).id == id, "name \(name)") }
    #expect(!deps.isRegistered(Leaf.self))
  }

  @Test func builtInScopesKeepTheirNamesAndCompareEqual() {
    let scopes: [Scope] = [.transient, .singleton, .weak, .graph]
    #expect(scopes.map(\.name) == ["transient", "singleton", "weak", "graph"])
    #expect(scopes == [.transient, .singleton, .weak, .graph])
    #expect(Set(scopes + scopes).count == 4)
    #expect(Scope.custom("transient") != .transient)
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
