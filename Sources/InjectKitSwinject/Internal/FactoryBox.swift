@_spi(InjectKitSkins) import InjectKit

/// A registration's factory with its argument and result types kept as metatypes, so a resolve
/// that knows them calls it and takes its result as `Service` with one cast to `Service` (whose
/// metadata the resolve has in hand); and the one class for every registered type: a generic
/// class's metadata is looked up at run time for each type it is used with, at every
/// registration.
///
/// The function is kept in a shape with no type parameter (`Function`), its result boxed as
/// `Any`: a shape generic over the factory's types (`(Full) -> Result`, or a struct holding one)
/// would have its metadata looked up on every resolve to cast it back.
// The function (a user factory, maybe capturing non-Sendable state) is read only under
// `SwinjectLock.shared` (`LockConfined`: immutable, so no `Guarded` and its allocation); the
// other `let`s are immutable too.
final class FactoryBox: Sendable {
  /// `Full`: `Resolver` or `(Resolver, A, B)`.
  let argumentsType: Any.Type
  /// What the function returns: the service type, or `ErasedResult` for a factory returning `Any`.
  let resultType: Any.Type
  /// `A` for `register`'s one-argument factory `(Resolver, A) -> Result`, kept with its two
  /// parameters apart; nil otherwise.
  let singleArgumentType: Any.Type?
  private let function: LockConfined<Function>

  /// The factory with its types erased, in one of three shapes.
  private enum Function {
    /// `register`'s argument-free factory, `(Resolver) -> Result`.
    case resolver((any Resolver) -> Any)
    /// A factory `(Full) -> Result` of any other `Full`, given its arguments boxed.
    case full((Any) -> Any)
    /// `register`'s one-argument factory `(Resolver, A) -> Result`, given `A` boxed.
    case pair((any Resolver, Any) -> Any)
  }

  /// `register`'s argument-free factory, `(Resolver) -> Result`.
  init<Result>(resolver factory: @escaping (any Resolver) -> Result) {
    argumentsType = (any Resolver).self
    resultType = Result.self
    singleArgumentType = nil
    function = confined(.resolver { factory($0) })
  }

  /// A factory `(Full) -> Result`.
  init<Full, Result>(_ factory: @escaping (Full) -> Result) {
    argumentsType = Full.self
    resultType = Result.self
    singleArgumentType = nil
    function = confined(.full { factory($0 as! Full) })
  }

  /// A factory of Swinject's shape `(Full) -> Any`: what it returns may be an
  /// `AutoregistrationFailure`, so no resolve may take it for the service itself.
  init<Full>(returningAny factory: @escaping (Full) -> Any) {
    argumentsType = Full.self
    resultType = ErasedResult.self
    singleArgumentType = nil
    function = confined(.full { factory($0 as! Full) })
  }

  /// `register`'s factory of one runtime argument, `(Resolver, A) -> Result`: resolved with its
  /// argument, without building the tuple `(Resolver, A)`, whose metadata generic code would look
  /// up on every call.
  init<Argument, Result>(oneArgument factory: @escaping (any Resolver, Argument) -> Result) {
    argumentsType = (any Resolver, Argument).self
    resultType = Result.self
    singleArgumentType = Argument.self
    function = confined(.pair { factory($0, $1 as! Argument) })
  }

  /// Calls the factory with a resolver alone: `argumentsType` is `Resolver` and `resultType`
  /// is `Result`, checked by the caller. The lock is held (`held`).
  func call<Result>(resolver: any Resolver, as result: Result.Type, _ held: borrowing RecursiveLock.Held) -> Result {
    switch function.value(held) {
    case .resolver(let function): return function(resolver) as! Result
    case .full(let function): return function(resolver) as! Result
    case .pair: preconditionFailure("InjectKitSwinject: a one-argument factory called without its argument.")
    }
  }

  /// Calls a factory `(Full) -> Result`: `Full` and `Result` are its `argumentsType` and
  /// `resultType`, checked by the caller. The lock is held (`held`).
  func call<Full, Result>(_ arguments: Full, as result: Result.Type, _ held: borrowing RecursiveLock.Held) -> Result {
    makeAny(arguments, held) as! Result
  }

  /// Calls a one-argument factory `(Resolver, A) -> Result`, `A` and `Result` checked by the
  /// caller. The lock is held (`held`).
  func call<Argument, Result>(
    resolver: any Resolver, argument: Argument, as result: Result.Type, _ held: borrowing RecursiveLock.Held
  ) -> Result {
    guard case .pair(let function) = function.value(held) else {
      preconditionFailure("InjectKitSwinject: a factory called with an argument it does not take.")
    }
    return function(resolver, argument) as! Result
  }

  /// Calls the factory with `arguments` (of type `argumentsType`, checked by the caller), its
  /// result boxed. The lock is held (`held`).
  func makeAny<Full>(_ arguments: Full, _ held: borrowing RecursiveLock.Held) -> Any {
    switch function.value(held) {
    case .resolver(let function): return function(arguments as! any Resolver)
    case .full(let function): return function(arguments)
    case .pair(let function): return Self.callPair(function, arguments, argument: singleArgumentType!)
    }
  }

  private static func callPair<Full, Argument>(
    _ function: (any Resolver, Any) -> Any, _ arguments: Full, argument: Argument.Type
  ) -> Any {
    let pair = arguments as! (any Resolver, Argument)
    return function(pair.0, pair.1)
  }

  /// The factory in Swinject's shape, `(Full) -> Any`.
  var swinjectFactory: Any {
    switch SwinjectLock.shared.withLock({ held in function.value(held) }) {
    case .resolver(let function): return function
    case .full(let function): return Self.swinjectFactory(function, full: argumentsType)
    case .pair(let function): return Self.swinjectFactory(function, argument: singleArgumentType!)
    }
  }

  private static func swinjectFactory<Full>(_ function: @escaping (Any) -> Any, full: Full.Type) -> Any {
    let factory: (Full) -> Any = { function($0) }
    return factory
  }

  private static func swinjectFactory<Argument>(
    _ function: @escaping (any Resolver, Any) -> Any, argument: Argument.Type
  ) -> Any {
    let factory: ((any Resolver, Argument)) -> Any = { function($0.0, $0.1) }
    return factory
  }
}

/// The `resultType` of a factory that returns `Any`: equal to no service type.
private enum ErasedResult {}
