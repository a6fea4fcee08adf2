import InjectKit
import InjectKitSwinject
import Testing

// SwinjectAutoregistration's documented API, on InjectKit's engine.
@Suite struct AutoregistrationTests {
  let container = Container()

  init() {
    container.register(Animal.self) { _ in Cat(name: "Mimi") }
  }

  @Test func initializerWithoutParametersIsRegistered() {
    container.autoregister(Food.self, initializer: Sushi.init)

    #expect(container.resolve(Food.self) is Sushi)
  }

  @Test func parametersAreResolvedFromTheContainer() {
    container.autoregister(Person.self, initializer: PetOwner.init(pet:))

    let owner = container.resolve(Person.self) as? PetOwner
    #expect((owner?.pet as? Cat)?.name == "Mimi")
  }

  @Test func twentyParametersAreResolved() {
    registerLetters()
    container.autoregister(Twenty.self, initializer: Twenty.init)

    let twenty = container.resolve(Twenty.self)
    #expect(twenty?.letters.count == 20)
    #expect(twenty?.letters.first is L1 && twenty?.letters.last is L10)
  }

  @Test func namedRegistrationIsFoundByItsNameOnly() {
    container.autoregister(Person.self, name: "johnny", initializer: PetOwner.init(pet:))

    #expect(container.resolve(Person.self, name: "johnny") is PetOwner)
    #expect(container.resolve(Person.self) == nil)
  }

  @Test func runtimeArgumentIsMatchedToItsParameterByType() {
    container.autoregister(Walker.self, argument: String.self, initializer: Walker.init(name:pet:))

    let walker = container.resolve(Walker.self, argument: "Michael")
    #expect(walker?.name == "Michael")
    #expect((walker?.pet as? Cat)?.name == "Mimi")
  }

  @Test func twoRuntimeArgumentsMayBeListedInEitherOrder() {
    container.autoregister(Walker.self, arguments: String.self, Int.self, initializer: Walker.init(name:pet:steps:))
    container.autoregister(
      Walker.self, name: "reversed", arguments: Int.self, String.self, initializer: Walker.init(name:pet:steps:))

    let walker = container.resolve(Walker.self, arguments: "Ann", 500)
    let reversed = container.resolve(Walker.self, name: "reversed", arguments: 700, "Bob")
    #expect(walker?.name == "Ann" && walker?.steps == 500)
    #expect(reversed?.name == "Bob" && reversed?.steps == 700)
  }

  @Test func threeRuntimeArgumentsReplaceResolvedOnes() {
    container.autoregister(
      Walker.self, arguments: String.self, Int.self, Dog.self, initializer: Walker.init(name:dog:steps:))

    let walker = container.resolve(Walker.self, arguments: "Cid", 3, Dog(name: "Rex"))
    #expect(walker?.name == "Cid" && walker?.steps == 3 && (walker?.pet as? Dog)?.name == "Rex")
  }

  @Test func optionalParameterIsNilWhenItsTypeIsNotRegistered() {
    container.autoregister(Picnic.self, initializer: Picnic.init(food:))

    #expect(container.resolve(Picnic.self)?.food == nil)
    container.register(Food.self) { _ in Sushi() }
    #expect(container.resolve(Picnic.self)?.food is Sushi)
  }

  @Test func lazyAndProviderParametersWorkAsInResolve() {
    container.autoregister(Kennel.self, initializer: Kennel.init)

    let kennel = container.resolve(Kennel.self)
    #expect((kennel?.lazyPet.instance as? Cat)?.name == "Mimi")
    #expect(kennel?.pets.instance is Cat)
  }

  @Test func scopeAndForwardingApplyToAutoregisteredEntries() {
    container.autoregister(PetOwner.self, initializer: PetOwner.init(pet:))
      .inObjectScope(.container)
      .implements(Person.self)

    let owner = container.resolve(PetOwner.self)
    #expect(owner != nil)
    #expect(container.resolve(PetOwner.self) === owner)
    #expect(container.resolve(Person.self) as? PetOwner === owner)
  }

  @Test func autoregisteredEntryResolvesThroughTheEngineWithItsScope() throws {
    container.autoregister(PetOwner.self, initializer: PetOwner.init(pet:)).inObjectScope(.container)

    let owner = try container.dependencies.tryResolve(PetOwner.self)
    #expect((owner.pet as? Cat)?.name == "Mimi")
    #expect(container.resolve(PetOwner.self) === owner)
  }

  @Test func verifyChecksDeclaredParametersWithoutRunningTheInitializer() throws {
    let counter = Counter()
    container.autoregister(Counted.self) { (pet: Animal, food: Food) in Counted(counter: counter, pet: pet, food: food)
    }

    let report = container.dependencies.verificationReport()

    #expect(counter.value == 0)
    let missing = report.problems(of: .missingDependency)
    #expect(missing.count == 1)
    #expect(missing.first?.description.contains("Food") == true)
    container.register(Food.self) { _ in Sushi() }
    #expect(throws: Never.self) { try container.dependencies.verify() }
    #expect(counter.value == 0)
  }

  @Test func engineReportsAMissingParameterOfADryRunRegistrationInsteadOfStopping() {
    container.autoregister(Picnic.self, name: "lunch") { (owner: PetOwner, food: Food?) in
      Picnic(owner: owner, food: food)
    }

    #expect {
      _ = try container.dependencies.tryResolve(Picnic.self, name: "lunch")
    } throws: { error in
      let error = error as? ResolutionError
      return error?.code == .notRegistered && error?.message.contains("Unresolved service: PetOwner") == true
    }
    #expect(!container.dependencies.verificationReport().problems.isEmpty)
  }

  @Test func missingParameterStopsTheProgramNamingItAndTheInitializer() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let container = Container()
      container.autoregister(Walker.self, argument: String.self, initializer: Walker.init(name:pet:))
      _ = container.resolve(Walker.self, argument: "Ann")
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("autoregistration of Walker failed"))
    #expect(stderr.contains("Unresolved service: Animal"))
    #expect(stderr.contains("Initializer: (String, Animal) -> Walker"))
    #expect(stderr.contains("To fix:"))
  }

  @Test func runtimeArgumentsOfOneTypeAreRefused() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      Container().autoregister(Walker.self, arguments: String.self, String.self) { (a: String, b: String) in
        Walker(name: a + b, pet: Dog())
      }
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("arguments of the same type (String, String)"))
    #expect(stderr.contains("To fix:"))
  }

  @Test func removedAutoregistrationResolvedThroughTheEngineStopsWithAMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let container = Container()
      container.register(Animal.self) { _ in Cat() }
      container.autoregister(PetOwner.self, initializer: PetOwner.init(pet:))
      container.removeAll()
      _ = container.dependencies.resolve(PetOwner.self)
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("removed by its removeAll()"))
  }

  private func registerLetters() {
    container.autoregister(L1.self, initializer: L1.init)
    container.autoregister(L2.self, initializer: L2.init)
    container.autoregister(L3.self, initializer: L3.init)
    container.autoregister(L4.self, initializer: L4.init)
    container.autoregister(L5.self, initializer: L5.init)
    container.autoregister(L6.self, initializer: L6.init)
    container.autoregister(L7.self, initializer: L7.init)
    container.autoregister(L8.self, initializer: L8.init)
    container.autoregister(L9.self, initializer: L9.init)
    container.autoregister(L10.self, initializer: L10.init)
  }
}

private final class Walker {
  let name: String
  let pet: Animal
  let steps: Int

  init(name: String, pet: Animal) {
    (self.name, self.pet, steps) = (name, pet, 0)
  }

  init(name: String, pet: Animal, steps: Int) {
    (self.name, self.pet, self.steps) = (name, pet, steps)
  }

  init(name: String, dog: Dog, steps: Int) {
    (self.name, pet, self.steps) = (name, dog, steps)
  }
}

private final class Picnic {
  let owner: PetOwner?
  let food: Food?

  init(food: Food?) { (owner, self.food) = (nil, food) }
  init(owner: PetOwner, food: Food?) { (self.owner, self.food) = (owner, food) }
}

private final class Kennel {
  let lazyPet: Lazy<Animal>
  let pets: Provider<Animal>

  init(lazyPet: Lazy<Animal>, pets: Provider<Animal>) { (self.lazyPet, self.pets) = (lazyPet, pets) }
}

/// Counts initializer calls.
private final class Counter {
  var value = 0
}

private final class Counted {
  init(counter: Counter, pet: Animal, food: Food) { counter.value += 1 }
}

private final class L1 {}
private final class L2 {}
private final class L3 {}
private final class L4 {}
private final class L5 {}
private final class L6 {}
private final class L7 {}
private final class L8 {}
private final class L9 {}
private final class L10 {}

private final class Twenty {
  let letters: [AnyObject]

  init(
    a: L1, b: L2, c: L3, d: L4, e: L5, f: L6, g: L7, h: L8, i: L9, j: L10,
    k: L1, l: L2, m: L3, n: L4, o: L5, p: L6, q: L7, r: L8, s: L9, t: L10
  ) {
    letters = [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t]
  }
}
