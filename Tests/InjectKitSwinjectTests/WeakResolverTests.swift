import InjectKitSwinject
import Testing

// Issue 38, item 5: a `Resolver` conformer with mutable state compiles in Swift 6 language mode,
// as on Swinject. Knit (a DI layer over Swinject) ships such a class; this one has its shape (a
// final class holding its container in a `private weak var`, its conformance in an extension
// that forwards every requirement through a private unwrapping accessor, and an optional
// resolver that returns itself), written here, not copied.

/// Resolves through a container it does not keep alive.
final class WeakResolver {
  private weak var container: Container?

  init(container: Container) {
    self.container = container
  }

  /// Whether the container is still alive.
  var isAvailable: Bool { container != nil }

  /// This resolver while its container lives, for optional chaining.
  var optionalResolver: Resolver? { isAvailable ? self : nil }
}

extension WeakResolver: Resolver {
  /// The container; resolving after it is gone is a programming error.
  private var unwrapped: Resolver {
    guard let container else { fatalError("WeakResolver: its container was released") }
    return container
  }

  func resolve<Service>(
    _ serviceType: Service.Type
  ) -> Service? {
    unwrapped.resolve(serviceType)
  }

  func resolve<Service>(
    _ serviceType: Service.Type, name: String?
  ) -> Service? {
    unwrapped.resolve(serviceType, name: name)
  }

  func resolve<Service, Arg1>(
    _ serviceType: Service.Type, argument: Arg1
  ) -> Service? {
    unwrapped.resolve(serviceType, argument: argument)
  }

  func resolve<Service, Arg1>(
    _ serviceType: Service.Type, name: String?, argument: Arg1
  ) -> Service? {
    unwrapped.resolve(serviceType, name: name, argument: argument)
  }

  func resolve<Service, Arg1, Arg2>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2
  ) -> Service? {
    unwrapped.resolve(serviceType, arguments: arg1, arg2)
  }

  func resolve<Service, Arg1, Arg2>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2
  ) -> Service? {
    unwrapped.resolve(serviceType, name: name, arguments: arg1, arg2)
  }

  func resolve<Service, Arg1, Arg2, Arg3>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3
  ) -> Service? {
    unwrapped.resolve(serviceType, arguments: arg1, arg2, arg3)
  }

  func resolve<Service, Arg1, Arg2, Arg3>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3
  ) -> Service? {
    unwrapped.resolve(serviceType, name: name, arguments: arg1, arg2, arg3)
  }

  func resolve<Service, Arg1, Arg2, Arg3, Arg4>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4
  ) -> Service? {
    unwrapped.resolve(serviceType, arguments: arg1, arg2, arg3, arg4)
  }

  func resolve<Service, Arg1, Arg2, Arg3, Arg4>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4
  ) -> Service? {
    unwrapped.resolve(serviceType, name: name, arguments: arg1, arg2, arg3, arg4)
  }

  func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5
  ) -> Service? {
    unwrapped.resolve(serviceType, arguments: arg1, arg2, arg3, arg4, arg5)
  }

  func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
    _ arg5: Arg5
  ) -> Service? {
    unwrapped.resolve(serviceType, name: name, arguments: arg1, arg2, arg3, arg4, arg5)
  }

  func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
    _ arg6: Arg6
  ) -> Service? {
    unwrapped.resolve(serviceType, arguments: arg1, arg2, arg3, arg4, arg5, arg6)
  }

  func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
    _ arg5: Arg5, _ arg6: Arg6
  ) -> Service? {
    unwrapped.resolve(serviceType, name: name, arguments: arg1, arg2, arg3, arg4, arg5, arg6)
  }

  func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
    _ arg6: Arg6, _ arg7: Arg7
  ) -> Service? {
    unwrapped.resolve(serviceType, arguments: arg1, arg2, arg3, arg4, arg5, arg6, arg7)
  }

  func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
    _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7
  ) -> Service? {
    unwrapped.resolve(serviceType, name: name, arguments: arg1, arg2, arg3, arg4, arg5, arg6, arg7)
  }

  func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
    _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8
  ) -> Service? {
    unwrapped.resolve(serviceType, arguments: arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8)
  }

  func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
    _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8
  ) -> Service? {
    unwrapped.resolve(serviceType, name: name, arguments: arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8)
  }

  func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
    _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
    _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8, _ arg9: Arg9
  ) -> Service? {
    unwrapped.resolve(serviceType, arguments: arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8, arg9)
  }

  func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
    _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
    _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8, _ arg9: Arg9
  ) -> Service? {
    unwrapped.resolve(serviceType, name: name, arguments: arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8, arg9)
  }
}

@Suite struct WeakResolverTests {
  @Test func forwardsEveryResolveWhileItsContainerLives() {
    let container = Container()
    container.register(Animal.self) { _ in Cat(name: "Mimi") }
    container.register(Animal.self, name: "dog") { _ in Dog(name: "Hachi") }
    container.register(Cat.self) { _, name, sleeping in Cat(name: name, sleeping: sleeping) }
    let resolver = WeakResolver(container: container)

    #expect(resolver.resolve(Animal.self)?.name == "Mimi")
    #expect(resolver.resolve(Animal.self, name: "dog")?.name == "Hachi")
    #expect(resolver.resolve(Cat.self, arguments: "Tom", true)?.sleeping == true)
    #expect(resolver.optionalResolver?.resolve(Animal.self)?.name == "Mimi")
  }

  @Test func doesNotKeepItsContainerAlive() {
    var container: Container? = Container()
    weak let released = container
    let resolver = WeakResolver(container: container!)
    #expect(resolver.isAvailable)

    container = nil

    #expect(released == nil)
    #expect(!resolver.isAvailable)
    #expect(resolver.optionalResolver == nil)
  }

  @Test func aFactoryReceivesItWhenResolvedThroughIt() {
    let container = Container()
    container.register(Animal.self) { _ in Cat(name: "Mimi") }
    container.register(PetOwner.self) { r in PetOwner(pet: r.resolve(Animal.self)!) }
    let resolver: Resolver = WeakResolver(container: container)

    #expect(resolver.resolve(PetOwner.self)?.pet?.name == "Mimi")
  }
}
