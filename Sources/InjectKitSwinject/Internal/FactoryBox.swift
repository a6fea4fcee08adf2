/// A registration's factory with its argument and result types kept as metatypes, so a resolve
/// that knows them calls it without casting a function value; and the one class for every
/// registered type: a generic class's metadata is looked up at run time for each type it is
/// used with (~900 instructions a registration).
///
/// The function is kept cast to `Erased`, which has the same representation as the factory's
/// own type seen from generic code (every parameter and the result passed by address: see
/// `Opaque`), and cast back to that type only: `call(_:as:)` and `call(resolver:argument:as:)`
/// are told the types the checks before them (`argumentsType`, `resultType`,
/// `singleArgumentType`) proved.
// Safety: immutable; the function (a user factory, maybe capturing non-Sendable state) is only
// called with `SwinjectLock.shared` held, like every factory (see ServiceEntry).
final class FactoryBox: @unchecked Sendable {
  /// `Full`: `Resolver` or `(Resolver, A, B)`.
  let argumentsType: Any.Type
  /// What the function returns: the service type, or `ErasedResult` for a factory returning `Any`.
  let resultType: Any.Type
  /// `A` for `register`'s one-argument factory `(Resolver, A) -> Result`, kept with its two
  /// parameters apart; nil otherwise.
  let singleArgumentType: Any.Type?
  private let function: Erased

  /// A function of `Opaque`s: the form `(Full) -> Result` and `(any Resolver, A) -> Result` have
  /// in generic code, whatever the types (see `FactoryBox`).
  private typealias Erased = (Opaque, Opaque) -> Opaque

  /// An address-only stand-in for any type, so that `Erased` passes everything by address.
  private struct Opaque {
    let value: Any
  }

  /// A factory `(Full) -> Result`, `register`'s.
  init<Full, Result>(_ factory: @escaping (Full) -> Result) {
    argumentsType = Full.self
    resultType = Result.self
    singleArgumentType = nil
    function = Self.erase(FullFunction(call: factory))
  }

  /// A factory of Swinject's shape `(Full) -> Any`: what it returns may be an
  /// `AutoregistrationFailure`, so no resolve may take it for the service itself.
  init<Full>(returningAny factory: @escaping (Full) -> Any) {
    argumentsType = Full.self
    resultType = ErasedResult.self
    singleArgumentType = nil
    function = Self.erase(FullFunction(call: factory))
  }

  /// `register`'s factory of one runtime argument, `(Resolver, A) -> Result`: resolved with its
  /// argument, without building the tuple `(Resolver, A)`, whose metadata generic code would look
  /// up on every call.
  init<Argument, Result>(oneArgument factory: @escaping (any Resolver, Argument) -> Result) {
    argumentsType = (any Resolver, Argument).self
    resultType = Result.self
    singleArgumentType = Argument.self
    function = Self.erase(PairFunction(call: factory))
  }

  /// One-field holders of each shape, cast instead of the function itself: the cast of a struct
  /// needs only its layout, two words whatever the types, where a function type as a generic
  /// argument needs its metadata, looked up at run time.
  private struct FullFunction<Full, Result> { let call: (Full) -> Result }
  private struct PairFunction<Argument, Result> { let call: (any Resolver, Argument) -> Result }
  private struct ErasedFunction { let call: Erased }

  private static func erase<Full, Result>(_ function: FullFunction<Full, Result>) -> Erased {
    // Safety: see `FactoryBox`; never called as `Erased`, cast back only to `FullFunction<Full, Result>`.
    unsafeBitCast(function, to: ErasedFunction.self).call
  }

  private static func erase<Argument, Result>(_ function: PairFunction<Argument, Result>) -> Erased {
    // Safety: see `FactoryBox`; cast back only to `PairFunction<Argument, Result>`.
    unsafeBitCast(function, to: ErasedFunction.self).call
  }

  /// Calls a factory `(Full) -> Result`: `Full` and `Result` are its `argumentsType` and
  /// `resultType`, checked by the caller.
  @inline(__always)
  func call<Full, Result>(_ arguments: Full, as result: Result.Type) -> Result {
    // Safety: the caller checked the types (see `FactoryBox`).
    unsafeBitCast(ErasedFunction(call: function), to: FullFunction<Full, Result>.self).call(arguments)
  }

  /// Calls a one-argument factory `(Resolver, A) -> Result`, `A` and `Result` checked by the caller.
  @inline(__always)
  func call<Argument, Result>(resolver: any Resolver, argument: Argument, as result: Result.Type) -> Result {
    // Safety: the caller checked the types (see `FactoryBox`).
    unsafeBitCast(ErasedFunction(call: function), to: PairFunction<Argument, Result>.self).call(resolver, argument)
  }

  /// What the function returns: `resultType`, or `Any` for a factory returning `Any`.
  private var returnedType: Any.Type { resultType == ErasedResult.self ? Any.self : resultType }

  /// Calls the factory with the `Full` value at `arguments`, its result boxed.
  func makeAny(_ arguments: UnsafeRawPointer) -> Any {
    if let argument = singleArgumentType { return makeAny(arguments, argument: argument, result: resultType) }
    return makeAny(arguments, full: argumentsType, result: returnedType)
  }

  private func makeAny<Full, Result>(_ arguments: UnsafeRawPointer, full: Full.Type, result: Result.Type) -> Any {
    call(arguments.assumingMemoryBound(to: Full.self).pointee, as: Result.self)
  }

  private func makeAny<Argument, Result>(_ arguments: UnsafeRawPointer, argument: Argument.Type, result: Result.Type)
    -> Any
  {
    let pair = arguments.assumingMemoryBound(to: (any Resolver, Argument).self).pointee
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
