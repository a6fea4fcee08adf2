import PetsKit
import Swinject

let resolver: Swinject.Resolver = Composition.makeResolver()
let greeter: Greeter = resolver~>
print(greeter.greeting())
if let walk = resolver.resolve(Walk.self, argument: "Ann") {
  print("\(walk.walker) walks \(walk.pet.name)")
}
