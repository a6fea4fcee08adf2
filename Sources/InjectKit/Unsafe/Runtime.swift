// MARK: Isolation
//
// A factory registered with an isolation (`@isolated(any)`, `@MainActor`, an `isolated` actor
// parameter) is stored without it, and its entry keeps the isolation instead (its options, its
// actor): the pipeline decides where the factory may run, then calls it as a plain function.
// Removing the isolation from the function's type is the one cast here. It is done on a one-field
// struct holding the function, never on the function itself: a function type used as a generic
// argument needs its runtime metadata, which for an `@isolated(any)` function type exists only
// from iOS 18 / macOS 15; a struct generic over the function's parameters and result needs only
// the field's layout, two words for any function.

/// A one-field struct holding a function with an isolation, paired with the one-field struct
/// (`Unisolated`) holding the same function type without it. Conformed to only by the pairs in
/// `Registry/UnisolatedFactory.swift` and `IsolatedArgumentsFactory` (Dependencies+Arguments.swift),
/// each a struct of one stored `call` whose type differs from its partner's by the isolation only.
@usableFromInline protocol IsolatedFunction {
  associatedtype Unisolated
}

extension IsolatedFunction {
  /// The function without its isolation: call it only where that isolation holds.
  ///
  /// Inlinable: the `add` shims cast in their caller's module, where the factory's types are
  /// concrete, so the cast compiles to nothing and the factory is called without a generic thunk.
  @inlinable @inline(__always)
  var withoutIsolation: Unisolated {
    // Safety: `Self` and `Unisolated` are one-field structs of the same generic signature whose
    // fields' types differ only in their isolation (see `IsolatedFunction`), so both store the
    // function at the same abstraction, with the same layout, and the bits are the same function.
    // An isolation changes what the compiler lets the function's body do, not how it is called (a
    // synchronous function's calling convention is the same with or without it; an `isolated`
    // parameter is passed as any parameter is; `@isolated(any)` keeps its actor in the context,
    // which the stripped type still passes). It is a promise about where the function runs, and the
    // library keeps it without the type: every registration that strips its factory here stores
    // the isolation in its entry (`Dependencies.isolationOptions`, `FactoryIsolation`), and the
    // pipeline calls the factory only on the main actor for a `mainActor` entry (after
    // `CurrentThread.isOnMainActor`) and only once `Isolation.holds` finds the caller isolated to
    // the entry's actor for an `actor` one (step 5 of `Resolution`); hooks and decorators isolated
    // to the main actor check `CurrentThread.isOnMainActor` before their call.
    unsafe unsafeBitCast(self, to: Unisolated.self)
  }
}
