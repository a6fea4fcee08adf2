import InjectKitSwinject
import Testing

/// Every arity from 1 to 9, unnamed and named; the argument values decide the result.
@Suite struct ArgumentTests {
  let container = Container()

  @Test func oneArgument() {
    container.register(Animal.self) { _, a1 in Cat(name: a1) }
    container.register(Animal.self, name: "n") { _, a1 in Cat(name: "n" + a1) }
    #expect(container.resolve(Animal.self, argument: "1")?.name == "1")
    #expect(container.resolve(Animal.self, name: "n", argument: "1")?.name == "n1")
  }

  @Test func twoArguments() {
    container.register(Animal.self) { _, a1, a2 in Cat(name: a1 + a2) }
    container.register(Animal.self, name: "n") { _, a1, a2 in Cat(name: "n" + a1 + a2) }
    #expect(container.resolve(Animal.self, arguments: "1", "2")?.name == "12")
    #expect(container.resolve(Animal.self, name: "n", arguments: "1", "2")?.name == "n12")
  }

  @Test func threeArguments() {
    container.register(Animal.self) { _, a1, a2, a3 in Cat(name: a1 + a2 + a3) }
    container.register(Animal.self, name: "n") { _, a1, a2, a3 in Cat(name: "n" + a1 + a2 + a3) }
    #expect(container.resolve(Animal.self, arguments: "1", "2", "3")?.name == "123")
    #expect(container.resolve(Animal.self, name: "n", arguments: "1", "2", "3")?.name == "n123")
  }

  @Test func fourArguments() {
    container.register(Animal.self) { _, a1, a2, a3, a4 in Cat(name: a1 + a2 + a3 + a4) }
    container.register(Animal.self, name: "n") { _, a1, a2, a3, a4 in Cat(name: "n" + a1 + a2 + a3 + a4) }
    #expect(container.resolve(Animal.self, arguments: "1", "2", "3", "4")?.name == "1234")
    #expect(container.resolve(Animal.self, name: "n", arguments: "1", "2", "3", "4")?.name == "n1234")
  }

  @Test func fiveArguments() {
    container.register(Animal.self) { (_, a1: String, a2: String, a3: String, a4: String, a5: String) in
      Cat(name: a1 + a2 + a3 + a4 + a5)
    }
    container.register(Animal.self, name: "n") { (_, a1: String, a2: String, a3: String, a4: String, a5: String) in
      Cat(name: "n" + a1 + a2 + a3 + a4 + a5)
    }
    #expect(container.resolve(Animal.self, arguments: "1", "2", "3", "4", "5")?.name == "12345")
    #expect(container.resolve(Animal.self, name: "n", arguments: "1", "2", "3", "4", "5")?.name == "n12345")
  }

  @Test func sixArguments() {
    container.register(Animal.self) { (_, a1: String, a2: String, a3: String, a4: String, a5: String, a6: String) in
      Cat(name: [a1, a2, a3, a4, a5, a6].joined())
    }
    container.register(Animal.self, name: "n") {
      (_, a1: String, a2: String, a3: String, a4: String, a5: String, a6: String) in
      Cat(name: "n" + [a1, a2, a3, a4, a5, a6].joined())
    }
    #expect(container.resolve(Animal.self, arguments: "1", "2", "3", "4", "5", "6")?.name == "123456")
    #expect(container.resolve(Animal.self, name: "n", arguments: "1", "2", "3", "4", "5", "6")?.name == "n123456")
  }

  @Test func sevenArguments() {
    container.register(Animal.self) {
      (_, a1: String, a2: String, a3: String, a4: String, a5: String, a6: String, a7: String) in
      Cat(name: [a1, a2, a3, a4, a5, a6, a7].joined())
    }
    container.register(Animal.self, name: "n") {
      (_, a1: String, a2: String, a3: String, a4: String, a5: String, a6: String, a7: String) in
      Cat(name: "n" + [a1, a2, a3, a4, a5, a6, a7].joined())
    }
    #expect(container.resolve(Animal.self, arguments: "1", "2", "3", "4", "5", "6", "7")?.name == "1234567")
    let named = container.resolve(Animal.self, name: "n", arguments: "1", "2", "3", "4", "5", "6", "7")
    #expect(named?.name == "n1234567")
  }

  @Test func eightArguments() {
    container.register(Animal.self) {
      (_, a1: String, a2: String, a3: String, a4: String, a5: String, a6: String, a7: String, a8: String) in
      Cat(name: [a1, a2, a3, a4, a5, a6, a7, a8].joined())
    }
    container.register(Animal.self, name: "n") {
      (_, a1: String, a2: String, a3: String, a4: String, a5: String, a6: String, a7: String, a8: String) in
      Cat(name: "n" + [a1, a2, a3, a4, a5, a6, a7, a8].joined())
    }
    #expect(container.resolve(Animal.self, arguments: "1", "2", "3", "4", "5", "6", "7", "8")?.name == "12345678")
    let named = container.resolve(Animal.self, name: "n", arguments: "1", "2", "3", "4", "5", "6", "7", "8")
    #expect(named?.name == "n12345678")
  }

  @Test func nineArguments() {
    container.register(Animal.self) {
      (
        _, a1: String, a2: String, a3: String, a4: String, a5: String, a6: String, a7: String, a8: String,
        a9: String
      ) in
      Cat(name: [a1, a2, a3, a4, a5, a6, a7, a8, a9].joined())
    }
    container.register(Animal.self, name: "n") {
      (
        _, a1: String, a2: String, a3: String, a4: String, a5: String, a6: String, a7: String, a8: String,
        a9: String
      ) in
      Cat(name: "n" + [a1, a2, a3, a4, a5, a6, a7, a8, a9].joined())
    }
    let unnamed = container.resolve(Animal.self, arguments: "1", "2", "3", "4", "5", "6", "7", "8", "9")
    #expect(unnamed?.name == "123456789")
    let named = container.resolve(Animal.self, name: "n", arguments: "1", "2", "3", "4", "5", "6", "7", "8", "9")
    #expect(named?.name == "n123456789")
  }

  @Test func argumentTypesMustMatchExactly() {
    container.register(Animal.self) { _, name in Cat(name: name) }
    #expect(container.resolve(Animal.self, argument: 42) == nil)
    #expect(container.resolve(Animal.self, arguments: "Mimi", true) == nil)
    #expect(container.resolve(Animal.self) == nil)
  }

  @Test func argumentsReachNestedResolvesThroughTheResolver() {
    container.register(Animal.self) { _, name in Cat(name: name) }
    container.register(PetOwner.self) { (r, name: String) in PetOwner(pet: r.resolve(Animal.self, argument: name)!) }
    #expect(container.resolve(PetOwner.self, argument: "Tom")?.pet?.name == "Tom")
  }

  @Test func verifyListsArgumentRegistrationsAsSkippedWithTheReason() throws {
    container.register(Animal.self) { _ in Cat(name: "Mimi") }
    container.register(Animal.self) { _, name in Cat(name: name) }

    let report = container.dependencies.verificationReport()

    #expect(report.problems.isEmpty, "\(report)")
    #expect(report.checkedRegistrations == 1)
    #expect(report.skipped.count == 1)
    #expect(report.skipped.first?.contains("`.verifying(with:)`") == true)
    try container.dependencies.verify()
  }
}
