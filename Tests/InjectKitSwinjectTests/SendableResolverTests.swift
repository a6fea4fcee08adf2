import InjectKit
import InjectKitSwinject
import Testing

/// The skin's `Resolver` does not refine `Sendable` (a conformer may hold mutable state, as on
/// Swinject: `WeakResolverTests`); the resolvers InjectKit and this module hand out still are.
/// Compile-time facts: each line fails to build if its type stops being `Sendable`.
@Suite struct SendableResolverTests {
  @Test func theResolversHandedOutAndTheEnginesAreSendable() {
    let container = Container()
    let synchronized = container.synchronize()
    let assembled = Assembler([]).resolver

    requireSendable(container)
    requireSendable(synchronized)
    requireSendable(assembled)
    requireSendable(InjectKit.Resolver.self)

    #expect(synchronized.resolve(Animal.self) == nil)
    #expect(assembled.resolve(Animal.self) == nil)
  }

  private func requireSendable<T: Sendable>(_ value: T) {}
  private func requireSendable<T: Sendable>(_ type: T.Type) {}
}
