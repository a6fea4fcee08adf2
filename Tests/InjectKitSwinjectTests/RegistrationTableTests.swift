import InjectKitSwinject
import Testing

/// A container's Swinject-style registrations (`ServiceTable`): searched in order while few,
/// indexed past that; replaced in place either way.
@Suite struct RegistrationTableTests {
  @Test(arguments: [1, 8, 9, 40])
  func everyRegistrationIsFoundAndTheLatestWins(count: Int) {
    let container = Container()
    for index in 0..<count { container.register(Animal.self, name: "\(index)") { _ in Cat(name: "first \(index)") } }
    for index in stride(from: 0, to: count, by: 3) {
      container.register(Animal.self, name: "\(index)") { _ in Dog(name: "second \(index)") }
    }
    container.register(Food.self) { _ in Sushi() }

    for index in 0..<count {
      let expected = index % 3 == 0 ? "second \(index)" : "first \(index)"
      #expect(container.resolve(Animal.self, name: "\(index)")?.name == expected)
    }
    #expect(container.resolve(Animal.self) == nil)
    #expect(container.resolve(Food.self) is Sushi)
    #expect(container.resolve(Animal.self, name: "\(count)") == nil)
  }

  @Test func aChildFindsItsParentsPastItsFewOwn() {
    let parent = Container()
    for index in 0..<20 { parent.register(Animal.self, name: "\(index)") { _ in Cat(name: "parent \(index)") } }
    let child = Container(parent: parent)
    child.register(Animal.self, name: "3") { _ in Dog(name: "child 3") }

    #expect(child.resolve(Animal.self, name: "3")?.name == "child 3")
    #expect(child.resolve(Animal.self, name: "17")?.name == "parent 17")
    #expect(parent.resolve(Animal.self, name: "3")?.name == "parent 3")
  }
}
