// A factory without its isolation: each pair below is a struct holding the function as the caller
// wrote it and one holding it without the isolation, cast by `IsolatedFunction.withoutIsolation`
// (Unsafe/Runtime.swift, which says why that is sound; why the library keeps the isolation:
// `Dependencies.isolationOptions`, Dependencies+Isolation.swift). Each pair has the same generic
// signature, so both hold the function at the same abstraction and the cast compiles to nothing. A struct generic over a
// parameter pack would need iOS 17 / macOS 14, so the runtime-argument forms have one pair per
// arity, one to six (Dependencies+ArgumentArities.swift), the pack form its own
// (Dependencies+Arguments.swift).

/// A factory that needs no dependencies, as the caller wrote it; it may throw.
struct IsolatedFactory<T>: IsolatedFunction {
  typealias Unisolated = UnisolatedFactory<T>
  let call: @Sendable @isolated(any) () throws -> T
  // Inlined, as each `init` here: the generic memberwise one is a call per registration.
  @inline(__always) init(_ call: @escaping @Sendable @isolated(any) () throws -> T) { self.call = call }
}
/// The same factory without its isolation, which its entry's options keep instead.
struct UnisolatedFactory<T> { let call: @Sendable () throws -> T }

/// A factory that resolves its dependencies, as the caller wrote it.
struct IsolatedResolvingFactory<T>: IsolatedFunction {
  typealias Unisolated = UnisolatedResolvingFactory<T>
  let call: @Sendable @isolated(any) (any Resolver) throws -> T
  @inline(__always) init(_ call: @escaping @Sendable @isolated(any) (any Resolver) throws -> T) { self.call = call }
}
/// The same factory without its isolation.
struct UnisolatedResolvingFactory<T> { let call: @Sendable (any Resolver) throws -> T }

/// A factory or decorator of one value besides the resolver (a runtime argument, the instance
/// a decorator wraps), as the caller wrote it.
@usableFromInline struct IsolatedFactory1<T, A>: IsolatedFunction {
  @usableFromInline typealias Unisolated = UnisolatedFactory1<T, A>
  @usableFromInline let call: @Sendable @isolated(any) (any Resolver, A) throws -> T
  @inlinable @inline(__always) init(_ call: @escaping @Sendable @isolated(any) (any Resolver, A) throws -> T) {
    self.call = call
  }
}
/// The same function without its isolation.
@usableFromInline struct UnisolatedFactory1<T, A> {
  @usableFromInline let call: @Sendable (any Resolver, A) throws -> T
}

/// `factory` without its `@isolated(any)`: call it only where its isolation holds.
@inline(__always)
func withoutIsolation<T>(_ factory: __owned @escaping @Sendable @isolated(any) () throws -> T)
  -> @Sendable () throws -> T
{
  IsolatedFactory(factory).withoutIsolation.call
}

/// `factory` without its `@isolated(any)`: call it only where its isolation holds.
@inline(__always)
func withoutIsolation<T>(
  _ factory: __owned @escaping @Sendable @isolated(any) (any Resolver) throws -> T
) -> @Sendable (any Resolver) throws -> T {
  IsolatedResolvingFactory(factory).withoutIsolation.call
}

/// `factory` without its `@isolated(any)`: call it only where its isolation holds.
@inlinable @inline(__always)
func withoutIsolation<T, A>(
  _ factory: @escaping @Sendable @isolated(any) (any Resolver, A) throws -> T
) -> @Sendable (any Resolver, A) throws -> T {
  IsolatedFactory1(factory).withoutIsolation.call
}

/// A factory of 2 runtime arguments as the caller wrote it (see `IsolatedFactory1`).
@usableFromInline struct IsolatedFactory2<T, A, B>: IsolatedFunction {
  @usableFromInline typealias Unisolated = UnisolatedFactory2<T, A, B>
  @usableFromInline let call: @Sendable @isolated(any) (any Resolver, A, B) throws -> T
  @inlinable @inline(__always) init(_ call: @escaping @Sendable @isolated(any) (any Resolver, A, B) throws -> T) {
    self.call = call
  }
}
/// The same factory without its isolation.
@usableFromInline struct UnisolatedFactory2<T, A, B> {
  @usableFromInline let call: @Sendable (any Resolver, A, B) throws -> T
}

/// `factory` without its `@isolated(any)`: call it only where its isolation holds.
@inlinable @inline(__always)
func withoutIsolation<T, A, B>(
  _ factory: @escaping @Sendable @isolated(any) (any Resolver, A, B) throws -> T
) -> @Sendable (any Resolver, A, B) throws -> T {
  IsolatedFactory2(factory).withoutIsolation.call
}

/// A factory of 3 runtime arguments as the caller wrote it (see `IsolatedFactory1`).
@usableFromInline struct IsolatedFactory3<T, A, B, C>: IsolatedFunction {
  @usableFromInline typealias Unisolated = UnisolatedFactory3<T, A, B, C>
  @usableFromInline let call: @Sendable @isolated(any) (any Resolver, A, B, C) throws -> T
  @inlinable @inline(__always) init(_ call: @escaping @Sendable @isolated(any) (any Resolver, A, B, C) throws -> T) {
    self.call = call
  }
}
/// The same factory without its isolation.
@usableFromInline struct UnisolatedFactory3<T, A, B, C> {
  @usableFromInline let call: @Sendable (any Resolver, A, B, C) throws -> T
}

/// `factory` without its `@isolated(any)`: call it only where its isolation holds.
@inlinable @inline(__always)
func withoutIsolation<T, A, B, C>(
  _ factory: @escaping @Sendable @isolated(any) (any Resolver, A, B, C) throws -> T
) -> @Sendable (any Resolver, A, B, C) throws -> T {
  IsolatedFactory3(factory).withoutIsolation.call
}

/// A factory of 4 runtime arguments as the caller wrote it (see `IsolatedFactory1`).
@usableFromInline struct IsolatedFactory4<T, A, B, C, D>: IsolatedFunction {
  @usableFromInline typealias Unisolated = UnisolatedFactory4<T, A, B, C, D>
  @usableFromInline let call: @Sendable @isolated(any) (any Resolver, A, B, C, D) throws -> T
  @inlinable @inline(__always) init(_ call: @escaping @Sendable @isolated(any) (any Resolver, A, B, C, D) throws -> T) {
    self.call = call
  }
}
/// The same factory without its isolation.
@usableFromInline struct UnisolatedFactory4<T, A, B, C, D> {
  @usableFromInline let call: @Sendable (any Resolver, A, B, C, D) throws -> T
}

/// `factory` without its `@isolated(any)`: call it only where its isolation holds.
@inlinable @inline(__always)
func withoutIsolation<T, A, B, C, D>(
  _ factory: @escaping @Sendable @isolated(any) (any Resolver, A, B, C, D) throws -> T
) -> @Sendable (any Resolver, A, B, C, D) throws -> T {
  IsolatedFactory4(factory).withoutIsolation.call
}

/// A factory of 5 runtime arguments as the caller wrote it (see `IsolatedFactory1`).
@usableFromInline struct IsolatedFactory5<T, A, B, C, D, E>: IsolatedFunction {
  @usableFromInline typealias Unisolated = UnisolatedFactory5<T, A, B, C, D, E>
  @usableFromInline let call: @Sendable @isolated(any) (any Resolver, A, B, C, D, E) throws -> T
  @inlinable @inline(__always) init(
    _ call: @escaping @Sendable @isolated(any) (any Resolver, A, B, C, D, E) throws -> T
  ) {
    self.call = call
  }
}
/// The same factory without its isolation.
@usableFromInline struct UnisolatedFactory5<T, A, B, C, D, E> {
  @usableFromInline let call: @Sendable (any Resolver, A, B, C, D, E) throws -> T
}

/// `factory` without its `@isolated(any)`: call it only where its isolation holds.
@inlinable @inline(__always)
func withoutIsolation<T, A, B, C, D, E>(
  _ factory: @escaping @Sendable @isolated(any) (any Resolver, A, B, C, D, E) throws -> T
) -> @Sendable (any Resolver, A, B, C, D, E) throws -> T {
  IsolatedFactory5(factory).withoutIsolation.call
}

/// A factory of 6 runtime arguments as the caller wrote it (see `IsolatedFactory1`).
@usableFromInline struct IsolatedFactory6<T, A, B, C, D, E, F>: IsolatedFunction {
  @usableFromInline typealias Unisolated = UnisolatedFactory6<T, A, B, C, D, E, F>
  @usableFromInline let call: @Sendable @isolated(any) (any Resolver, A, B, C, D, E, F) throws -> T
  @inlinable @inline(__always) init(
    _ call: @escaping @Sendable @isolated(any) (any Resolver, A, B, C, D, E, F) throws -> T
  ) {
    self.call = call
  }
}
/// The same factory without its isolation.
@usableFromInline struct UnisolatedFactory6<T, A, B, C, D, E, F> {
  @usableFromInline let call: @Sendable (any Resolver, A, B, C, D, E, F) throws -> T
}

/// `factory` without its `@isolated(any)`: call it only where its isolation holds.
@inlinable @inline(__always)
func withoutIsolation<T, A, B, C, D, E, F>(
  _ factory: @escaping @Sendable @isolated(any) (any Resolver, A, B, C, D, E, F) throws -> T
) -> @Sendable (any Resolver, A, B, C, D, E, F) throws -> T {
  IsolatedFactory6(factory).withoutIsolation.call
}

/// A main-actor factory that resolves its dependencies, as the caller wrote it.
struct MainActorResolvingFactory<T>: IsolatedFunction {
  typealias Unisolated = UnisolatedResolvingFactory<T>
  let call: @MainActor @Sendable (any Resolver) throws -> T
}

/// A main-actor function of a resolver and one value (the runtime arguments' tuple, the instance
/// a decorator wraps or a hook receives), as the caller wrote it.
struct MainActorFactory1<T, A>: IsolatedFunction {
  typealias Unisolated = UnisolatedFactory1<T, A>
  let call: @MainActor @Sendable (any Resolver, A) throws -> T
}

/// A factory isolated to the actor it receives, as the caller wrote it.
struct ActorParameterFactory<A: Actor, T>: IsolatedFunction {
  typealias Unisolated = UnisolatedActorParameterFactory<A, T>
  let call: @Sendable (isolated A, any Resolver) throws -> T
}
/// The same factory, its actor an ordinary parameter.
struct UnisolatedActorParameterFactory<A: Actor, T> { let call: @Sendable (A, any Resolver) throws -> T }
