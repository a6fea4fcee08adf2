import InjectKit

/// A registration's factory with its argument and result types kept as metatypes, so a resolve
/// that knows them calls it without casting a function value; and the one class for every
/// registered type: a generic class's metadata is looked up at run time for each type it is
/// used with (~900 instructions a registration).
///
/// The function is kept in a one-field struct of its own shape (`FullFunction` or
/// `PairFunction`), boxed as `Any`, and cast back with `as!` to that shape only: `call(_:as:)`
/// and `call(resolver:argument:as:)` are told the types the checks before them (`argumentsType`,
/// `resultType`, `singleArgumentType`) proved.
// The function (a user factory, maybe capturing non-Sendable state) is kept under
// `SwinjectLock.shared` (`Guarded`); the other `let`s are immutable.
final class FactoryBox: Sendable {
  /// `Full`: `Resolver` or `(Resolver, A, B)`.
  let argumentsType: Any.Type
  /// What the function returns: the service type, or `ErasedResult` for a factory returning `Any`.
  let resultType: Any.Type
  /// `A` for `register`'s one-argument factory `(Resolver, A) -> Result`, kept with its two
  /// parameters apart; nil otherwise.
  let singleArgumentType: Any.Type?
  /// A `FullFunction<Full, Result>` or a `PairFunction<Argument, Result>`.
  private let function: Guarded<Any>

  /// A factory `(Full) -> Result`, `register`'s.
  init<Full, Result>(_ factory: @escaping (Full) -> Result) {
    argumentsType = Full.self
    resultType = Result.self
    singleArgumentType = nil
    function = guarded(FullFunction(call: factory))
  }

  /// A factory of Swinject's shape `(Full) -> Any`: what it returns may be an
  /// `AutoregistrationFailure`, so no resolve may take it for the service itself.
  init<Full>(returningAny factory: @escaping (Full) -> Any) {
    argumentsType = Full.self
    resultType = ErasedResult.self
    singleArgumentType = nil
    function = guarded(FullFunction(call: factory))
  }

  /// `register`'s factory of one runtime argument, `(Resolver, A) -> Result`: resolved with its
  /// argument, without building the tuple `(Resolver, A)`, whose metadata generic code would look
  /// up on every call.
  init<Argument, Result>(oneArgument factory: @escaping (any Resolver, Argument) -> Result) {
    argumentsType = (any Resolver, Argument).self
    resultType = Result.self
    singleArgumentType = Argument.self
    function = guarded(PairFunction(call: factory))
  }

  /// One-field holders of each shape, cast instead of the function itself: a struct's metadata
  /// is cheaper to look up than a function type's.
  private struct FullFunction<Full, Result> { let call: (Full) -> Result }
  private struct PairFunction<Argument, Result> { let call: (any Resolver, Argument) -> Result }

  /// Calls a factory `(Full) -> Result`: `Full` and `Result` are its `argumentsType` and
  /// `resultType`, checked by the caller.
  func call<Full, Result>(_ arguments: Full, as result: Result.Type) -> Result {
    let function = function.withLock { $0 as! FullFunction<Full, Result> }
    return function.call(arguments)
  }

  /// Calls a one-argument factory `(Resolver, A) -> Result`, `A` and `Result` checked by the caller.
  func call<Argument, Result>(resolver: any Resolver, argument: Argument, as result: Result.Type) -> Result {
    let function = function.withLock { $0 as! PairFunction<Argument, Result> }
    return function.call(resolver, argument)
  }

  /// What the function returns: `resultType`, or `Any` for a factory returning `Any`.
  private var returnedType: Any.Type { resultType == ErasedResult.self ? Any.self : resultType }

  /// Calls the factory with `arguments` (of type `argumentsType`, checked by the caller), its
  /// result boxed.
  func makeAny<Full>(_ arguments: Full) -> Any {
    if let argument = singleArgumentType { return makeAny(arguments, argument: argument, result: resultType) }
    return makeAny(arguments, result: returnedType)
  }

  private func makeAny<Full, Result>(_ arguments: Full, result: Result.Type) -> Any {
    call(arguments, as: Result.self)
  }

  private func makeAny<Full, Argument, Result>(_ arguments: Full, argument: Argument.Type, result: Result.Type)
    -> Any
  {
    let pair = arguments as! (any Resolver, Argument)
    return call(resolver: pair.0, argument: pair.1, as: Result.self)
  }

  /// The factory in Swinject's shape, `(Full) -> Any`.
  var swinjectFactory: Any {
    if let argument = singleArgumentType { return swinjectFactory(argument: argument, result: resultType) }
    return swinjectFactory(full: argumentsType, result: returnedType)
  }

  private func swinjectFactory<Full, Result>(full: Full.Type, result: Result.Type) -> Any {
    let factory: (Full) -> Any = { self.call($0, as: Result.self) }
    return factory
  }

  private func swinjectFactory<Argument, Result>(argument: Argument.Type, result: Result.Type) -> Any {
    let factory: ((any Resolver, Argument)) -> Any = { self.call(resolver: $0.0, argument: $0.1, as: Result.self) }
    return factory
  }
}

/// The `resultType` of a factory that returns `Any`: equal to no service type.
private enum ErasedResult {}
