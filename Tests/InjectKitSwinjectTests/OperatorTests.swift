import InjectKitSwinject
import Testing

// SwinjectAutoregistration's `~>` forms.
@Suite struct OperatorTests {
  let container = Container()

  init() {
    container.register(Animal.self) { _ in Cat(name: "Mimi") }
    container.register(Cat.self, name: "named") { _ in Cat(name: "Named") }
    container.register(Cat.self) { _, name in Cat(name: name) }
    container.register(Cat.self, name: "named") { _, name in Cat(name: "Named " + name) }
    container.register(Cat.self) { _, name, sleeping in Cat(name: name, sleeping: sleeping) }
    container.register(Cat.self, name: "named") { _, name, sleeping in Cat(name: "Named " + name, sleeping: sleeping) }
    container.register(Dog.self) { (_, name: String, suffix: String, count: Int) in
      Dog(name: name + suffix + "\(count)")
    }
    container.register(Dog.self, name: "named") { (_, name: String, suffix: String, count: Int) in
      Dog(name: "Named " + name + suffix + "\(count)")
    }
  }

  @Test func postfixResolvesTheTypeTheContextExpects() {
    let animal: Animal = container~>
    let missing: Food? = container~>

    #expect((animal as? Cat)?.name == "Mimi")
    #expect(missing == nil)
  }

  @Test func postfixWorksOnTheResolverAFactoryReceives() {
    container.register(PetOwner.self) { r in PetOwner(pet: r~>) }

    #expect((container.resolve(PetOwner.self)?.pet as? Cat)?.name == "Mimi")
  }

  @Test func infixResolvesATypeAndAName() {
    #expect(((container ~> Animal.self) as? Cat)?.name == "Mimi")
    #expect((container ~> (Cat.self, name: "named")).name == "Named")
  }

  @Test func infixPassesOneArgumentWithOrWithoutAName() {
    #expect((container ~> (Cat.self, argument: "Tom")).name == "Tom")
    #expect((container ~> (Cat.self, name: "named", argument: "Tom")).name == "Named Tom")
  }

  @Test func infixPassesTwoOrThreeArgumentsAsATuple() {
    let cat = container ~> (Cat.self, arguments: ("Tom", true))
    let named = container ~> (Cat.self, name: "named", arguments: ("Tom", true))
    let dog = container ~> (Dog.self, arguments: ("Rex", "!", 3))
    let namedDog = container ~> (Dog.self, name: "named", arguments: ("Rex", "!", 3))

    #expect(cat.name == "Tom" && cat.sleeping)
    #expect(named.name == "Named Tom" && named.sleeping)
    #expect(dog.name == "Rex!3")
    #expect(namedDog.name == "Named Rex!3")
  }

  @Test func nothingToResolveStopsTheProgramSayingWhatToRegister() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let food = Container() ~> (Food.self, name: "lunch")
      print(food)
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("`~>` could not resolve Food named \"lunch\""))
    #expect(stderr.contains("To fix: register Food"))
  }
}
