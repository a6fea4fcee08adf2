import InjectKitSwinject

// Types shaped like the ones Swinject users register: protocols, classes, a struct.

protocol Animal {
  var name: String? { get set }
}

class Cat: Animal {
  var name: String?
  var sleeping = false
  var favoriteFood: Food?

  init() {}
  init(name: String) { self.name = name }
  init(name: String, sleeping: Bool) {
    self.name = name
    self.sleeping = sleeping
  }
}

final class Siamese: Cat {}

final class Dog: Animal {
  var name: String?
  init() {}
  init(name: String) { self.name = name }
}

struct Turtle: Animal {
  var name: String?
}

protocol Food {}
final class Sushi: Food {}

protocol Person {}

final class PetOwner: Person {
  var pet: Animal?
  var favoriteFood: Food?
  init() {}
  init(pet: Animal) { self.pet = pet }
  func injectAnimal(_ animal: Animal) { pet = animal }
}

// Two objects depending on each other.
protocol ParentProtocol: AnyObject {}
protocol ChildProtocol: AnyObject {}

final class Parent: ParentProtocol {
  var child: ChildProtocol?
  init() {}
  init(child: ChildProtocol) { self.child = child }
}

final class Child: ChildProtocol {
  weak var parent: ParentProtocol?
}

// Four objects in a cycle: A → B → C → (A, D), D → (B, C).
protocol A: AnyObject {}
protocol B: AnyObject {}
protocol C: AnyObject {}
protocol D: AnyObject {}

final class ADependingOnB: A {
  var b: B?
  init() {}
  init(b: B) { self.b = b }
}

final class BDependingOnC: B {
  var c: C?
  init() {}
  init(c: C) { self.c = c }
}

final class CDependingOnAD: C {
  weak var a: A?
  var d: D?
  init() {}
  init(d: D) { self.d = d }
}

final class DDependingOnBC: D {
  weak var b: B?
  weak var c: C?
}

final class CDependingOnWeakB: C {
  weak var b: B?
}

// Lazy and Provider in one graph.
final class Customer {}

final class Employee {
  let customer: Customer
  let lazyCustomer: Lazy<Customer>
  let providedCustomer: Provider<Customer>
  var employer: Employer?

  init(customer: Customer, lazyCustomer: Lazy<Customer>, providedCustomer: Provider<Customer>) {
    self.customer = customer
    self.lazyCustomer = lazyCustomer
    self.providedCustomer = providedCustomer
  }
}

final class Employer {
  let customer: Customer
  let lazyCustomer: Lazy<Customer>
  let providedCustomer: Provider<Customer>
  let employee: Employee
  let lazyEmployee: Lazy<Employee>
  let providedEmployee: Provider<Employee>

  init(
    customer: Customer, lazyCustomer: Lazy<Customer>, providedCustomer: Provider<Customer>, employee: Employee,
    lazyEmployee: Lazy<Employee>, providedEmployee: Provider<Employee>
  ) {
    self.customer = customer
    self.lazyCustomer = lazyCustomer
    self.providedCustomer = providedCustomer
    self.employee = employee
    self.lazyEmployee = lazyEmployee
    self.providedEmployee = providedEmployee
  }
}

/// Registers Customer, Employee and Employer in `scope`; Employee points back to its
/// Employer through `initCompleted` unless the scope is transient.
final class EmploymentAssembly: Assembly {
  private let scope: ObjectScope

  init(scope: ObjectScope) { self.scope = scope }

  func assemble(container: Container) {
    container.register(Customer.self) { _ in Customer() }.inObjectScope(scope)
    container.register(Employee.self) { r in
      Employee(
        customer: r.resolve(Customer.self)!, lazyCustomer: r.resolve(Lazy<Customer>.self)!,
        providedCustomer: r.resolve(Provider<Customer>.self)!)
    }
    .initCompleted { [scope] r, employee in
      if scope !== ObjectScope.transient { employee.employer = r.resolve(Employer.self) }
    }
    .inObjectScope(scope)
    container.register(Employer.self) { r in
      Employer(
        customer: r.resolve(Customer.self)!, lazyCustomer: r.resolve(Lazy<Customer>.self)!,
        providedCustomer: r.resolve(Provider<Customer>.self)!, employee: r.resolve(Employee.self)!,
        lazyEmployee: r.resolve(Lazy<Employee>.self)!, providedEmployee: r.resolve(Provider<Employee>.self)!)
    }
    .inObjectScope(scope)
  }
}

/// Records every registration a container reports.
final class BehaviorSpy: Behavior {
  var names: [String?] = []
  var types: [Any.Type] = []
  var entryTypes: [Any.Type] = []

  func container<Type, Service>(
    _ container: Container, didRegisterType type: Type.Type, toService entry: ServiceEntry<Service>,
    withName name: String?
  ) {
    names.append(name)
    types.append(type)
    entryTypes.append(entry.serviceType)
  }
}

/// A storage that remembers what the container asked of it.
final class SpyStorage: InstanceStorage {
  var instance: Any?
  var graphsSet: [GraphIdentifier] = []
  var graphsRead: [GraphIdentifier] = []

  func instance(inGraph graph: GraphIdentifier) -> Any? {
    graphsRead.append(graph)
    return instance
  }

  func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
    graphsSet.append(graph)
    self.instance = instance
  }
}
