import InjectKitSwinject
import Testing

// What open-source Swinject code does that a drop-in must accept unchanged (issue 30): wrappers
// typed like SwinjectAutoregistration's own declarations, a `((String) -> Void)?` logging value,
// an explicit `Optional` registration.

/// Wrappers a kit declares over `autoregister`, with SwinjectAutoregistration's parameter shapes:
/// `(()) -> T` for none, `(A) -> T` for one, one tuple `((A, B)) -> T` from two on.
extension Container {
  @discardableResult
  func register0<T>(_ initializer: @escaping (()) -> T) -> ServiceEntry<T> {
    autoregister(T.self, initializer: initializer)
  }

  @discardableResult
  func register1<T, A>(_ initializer: @escaping (A) -> T) -> ServiceEntry<T> {
    autoregister(T.self, initializer: initializer)
  }

  @discardableResult
  func register2<T, A, B>(_ initializer: @escaping ((A, B)) -> T) -> ServiceEntry<T> {
    autoregister(T.self, initializer: initializer)
  }

  @discardableResult
  func register5<T, A, B, C, D, E>(name: String? = nil, _ initializer: @escaping ((A, B, C, D, E)) -> T)
    -> ServiceEntry<T>
  {
    autoregister(T.self, name: name, initializer: initializer)
  }
}

private final class Engine {}
private final class Wheels {}
private final class Seats {}
private final class Radio {}
private final class Horn {}

private final class Car {
  let parts: [AnyObject]
  init() { parts = [] }
  init(engine: Engine) { parts = [engine] }
  init(engine: Engine, wheels: Wheels) { parts = [engine, wheels] }
  init(engine: Engine, wheels: Wheels, seats: Seats, radio: Radio, horn: Horn) {
    parts = [engine, wheels, seats, radio, horn]
  }
}

@Suite struct TupleShapedAutoregistrationTests {
  let container = Container()

  init() {
    container.register0(Engine.init)
    container.register0(Wheels.init)
    container.register0(Seats.init)
    container.register0(Radio.init)
    container.register0(Horn.init).inObjectScope(.container)
  }

  @Test func zeroDependencyTupleFormResolvesNothingForTheEmptyTuple() {
    // `(()) -> Car`: the `()` must not be taken as a dependency on a registration of `()`.
    container.register0(Car.init as () -> Car)

    #expect(container.resolve(Car.self)?.parts.isEmpty == true)
    #expect(container.resolve(Engine.self) != nil)
  }

  @Test func oneDependencyFormResolvesIt() {
    container.register1(Car.init(engine:))

    #expect(container.resolve(Car.self)?.parts.first is Engine)
  }

  @Test func twoDependencyTupleFormResolvesBoth() {
    container.register2(Car.init(engine:wheels:))

    let parts = container.resolve(Car.self)?.parts
    #expect(parts?.count == 2 && parts?[0] is Engine && parts?[1] is Wheels)
  }

  @Test func fiveDependencyTupleFormResolvesAllWithTheirScopes() {
    container.register5(name: "full", Car.init(engine:wheels:seats:radio:horn:))

    let first = container.resolve(Car.self, name: "full")
    let second = container.resolve(Car.self, name: "full")
    #expect(first?.parts.count == 5 && first?.parts[4] is Horn)
    #expect(first?.parts[4] === second?.parts[4])  // the horn is `.container`-scoped
    #expect(first?.parts[0] !== second?.parts[0])  // the engine is a new graph's
  }

  @Test func tupleInitializerWrittenInPlaceIsAccepted() {
    // SwinjectAutoregistration's own call shape with a closure over the tuple.
    container.autoregister(Car.self) { (parts: (Engine, Wheels)) in Car(engine: parts.0, wheels: parts.1) }

    #expect(container.resolve(Car.self)?.parts.count == 2)
  }
}

@Suite struct OptionalRegistrationTests {
  @Test func explicitOptionalRegistrationIsResolved() {
    let container = Container()
    let engine = Engine()
    container.register(Optional<Engine>.self) { _ in engine }

    let resolved = container.resolve(Engine?.self)
    #expect((resolved ?? nil) === engine)
  }

  @Test func explicitOptionalRegistrationMayBeNil() {
    let container = Container()
    container.register(Engine.self) { _ in Engine() }
    container.register(Engine?.self) { _ in nil }

    // The Optional registration wins over wrapping the Engine one, as in Swinject.
    let resolved = container.resolve(Engine?.self)
    #expect(resolved != nil && resolved! == nil)
  }

  @Test func explicitOptionalRegistrationInContainerScopeIsKept() {
    let container = Container()
    container.register(Engine?.self) { _ in Engine() }.inObjectScope(.container)

    let first = container.resolve(Engine?.self) ?? nil
    let second = container.resolve(Engine?.self) ?? nil
    #expect(first != nil && first === second)
  }
}

@Suite struct VoidParameterTests {
  @Test func voidParameterOfAGenericWrapperIsNoDependency() {
    // `register1` is generic over its one parameter: `A` is `()` here, and must not be resolved.
    let container = Container()
    container.register1 { (_: ()) in Engine() }

    #expect(container.resolve(Engine.self) != nil)
  }
}

extension Container {
  /// Wrappers typed like SwinjectAutoregistration's `autoregister` with runtime arguments.
  @discardableResult
  func register2<T, A, B, Arg>(argument: Arg.Type, _ initializer: @escaping ((A, B)) -> T) -> ServiceEntry<T> {
    autoregister(T.self, argument: Arg.self, initializer: initializer)
  }

  @discardableResult
  func register5<T, A, B, C, D, E, Arg1, Arg2>(
    arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ initializer: @escaping ((A, B, C, D, E)) -> T
  ) -> ServiceEntry<T> {
    autoregister(T.self, arguments: Arg1.self, Arg2.self, initializer: initializer)
  }
}

private final class Trip {
  let driver: String
  let passengers: Int
  let car: Car
  let engine: Engine
  let horn: Horn

  init(driver: String, car: Car, passengers: Int, engine: Engine, horn: Horn) {
    (self.driver, self.car, self.passengers, self.engine, self.horn) = (driver, car, passengers, engine, horn)
  }
}

@Suite struct TupleShapedAutoregistrationWithArgumentsTests {
  let container = Container()

  init() {
    container.register0(Engine.init)
    container.register0(Horn.init)
  }

  @Test func twoParametersOneOfThemTheArgument() {
    container.register2(argument: String.self) { (parts: (String, Engine)) in
      Trip(driver: parts.0, car: Car(), passengers: 0, engine: parts.1, horn: Horn())
    }

    #expect(container.resolve(Trip.self, argument: "Ann")?.driver == "Ann")
  }

  @Test func fiveParametersTwoOfThemArguments() {
    container.register0(Car.init as () -> Car)
    container.register5(arguments: String.self, Int.self, Trip.init(driver:car:passengers:engine:horn:))

    let trip = container.resolve(Trip.self, arguments: "Bob", 3)
    #expect(trip?.driver == "Bob" && trip?.passengers == 3)
    #expect(trip?.car.parts.isEmpty == true)
  }
}
