// A factory without its `@isolated(any)`: the registration forms' one unsafe step (why it is
// safe: `Dependencies.isolationOptions`, Dependencies+Isolation.swift).
//
// The cast is of one-field structs that hold the function, never of the function itself: a
// function type used as a generic argument (`unsafeBitCast<F, G>`) needs its runtime metadata,
// which for an `@isolated(any)` function type exists only from iOS 18, macOS 15, tvOS 18 and
// watchOS 11; a struct generic over the factory's result and parameters needs only the field's
// layout, two words for any function. Each pair has the same generic signature, so both hold the
// function at the same abstraction and the cast compiles to nothing. A struct generic over a
// parameter pack would need iOS 17 / macOS 14, so the runtime-argument forms have one pair per
// arity, one to six (Dependencies+ArgumentArities.swift), the pack form its own
// (Dependencies+Arguments.swift).

/// A factory that needs no dependencies, as the caller wrote it.
struct IsolatedFactory<T> {
  let call: @Sendable @isolated(any) () -> T
  // Inlined, as each `init` here: called, the generic memberwise one cost a registration 8 instructions.
  @inline(__always) init(_ call: @escaping @Sendable @isolated(any) () -> T) { self.call = call }
}
/// The same factory without its isolation, which its entry's options keep instead.
struct UnisolatedFactory<T> { let call: @Sendable () -> T }

/// A factory that resolves its dependencies, as the caller wrote it.
struct IsolatedResolvingFactory<T> {
  let call: @Sendable @isolated(any) (any Resolver) throws -> T
  @inline(__always) init(_ call: @escaping @Sendable @isolated(any) (any Resolver) throws -> T) { self.call = call }
}
/// The same factory without its isolation.
struct UnisolatedResolvingFactory<T> { let call: @Sendable (any Resolver) throws -> T }

/// A factory or decorator of one value besides the resolver (a runtime argument, the instance
/// a decorator wraps), as the caller wrote it.
@usableFromInline struct IsolatedFactory1<T, A> {
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
func withoutIsolation<T>(_ factory: __owned @escaping @Sendable @isolated(any) () -> T) -> @Sendable () -> T {
  // Safety: two one-field structs of one generic signature (see above); `isolationOptions`.
  unsafeBitCast(IsolatedFactory(factory), to: UnisolatedFactory<T>.self).call
}

/// `factory` without its `@isolated(any)`: call it only where its isolation holds.
@inline(__always)
func withoutIsolation<T>(
  _ factory: __owned @escaping @Sendable @isolated(any) (any Resolver) throws -> T
) -> @Sendable (any Resolver) throws -> T {
  // Safety: as above.
  unsafeBitCast(IsolatedResolvingFactory(factory), to: UnisolatedResolvingFactory<T>.self).call
}

/// `factory` without its `@isolated(any)`: call it only where its isolation holds.
@inlinable @inline(__always)
func withoutIsolation<T, A>(
  _ factory: @escaping @Sendable @isolated(any) (any Resolver, A) throws -> T
) -> @Sendable (any Resolver, A) throws -> T {
  // Safety: as above.
  unsafeBitCast(IsolatedFactory1(factory), to: UnisolatedFactory1<T, A>.self).call
}

/// A factory of 2 runtime arguments as the caller wrote it (see `IsolatedFactory1`).
@usableFromInline struct IsolatedFactory2<T, A, B> {
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
  // Safety: as above.
  unsafeBitCast(IsolatedFactory2(factory), to: UnisolatedFactory2<T, A, B>.self).call
}

/// A factory of 3 runtime arguments as the caller wrote it (see `IsolatedFactory1`).
@usableFromInline struct IsolatedFactory3<T, A, B, C> {
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
  // Safety: as above.
  unsafeBitCast(IsolatedFactory3(factory), to: UnisolatedFactory3<T, A, B, C>.self).call
}

/// A factory of 4 runtime arguments as the caller wrote it (see `IsolatedFactory1`).
@usableFromInline struct IsolatedFactory4<T, A, B, C, D> {
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
  // Safety: as above.
  unsafeBitCast(IsolatedFactory4(factory), to: UnisolatedFactory4<T, A, B, C, D>.self).call
}

/// A factory of 5 runtime arguments as the caller wrote it (see `IsolatedFactory1`).
@usableFromInline struct IsolatedFactory5<T, A, B, C, D, E> {
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
  // Safety: as above.
  unsafeBitCast(IsolatedFactory5(factory), to: UnisolatedFactory5<T, A, B, C, D, E>.self).call
}

/// A factory of 6 runtime arguments as the caller wrote it (see `IsolatedFactory1`).
@usableFromInline struct IsolatedFactory6<T, A, B, C, D, E, F> {
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
  // Safety: as above.
  unsafeBitCast(IsolatedFactory6(factory), to: UnisolatedFactory6<T, A, B, C, D, E, F>.self).call
}
