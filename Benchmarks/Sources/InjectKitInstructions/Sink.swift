// The black hole every measured operation ends in, the same for every implementation.
//
// A function the optimizer may not look into: `@_optimize(none)` keeps its body (and so its
// parameter) from being analysed or removed, `@inline(never)` keeps the call. Each overload takes
// its value borrowed (+0), so the sink adds a call and no reference counting: an owned result
// (from a factory or a resolve) is released by the caller after the call, exactly as when the
// result is used and dropped.

/// Consumes an object without retaining it.
@inline(never) @_optimize(none)
func sink(_ object: AnyObject) {}

/// Consumes a protocol-typed value without copying it.
@inline(never) @_optimize(none)
func sink(_ repository: any Repository) {}

/// Consumes an array without copying it.
@inline(never) @_optimize(none)
func sink(_ leaves: [Leaf]) {}

/// Consumes a string without copying it.
@inline(never) @_optimize(none)
func sink(_ string: String) {}

/// Keeps `object` alive until the process exits, so tearing down what setup and the loop built
/// (N registrations, in the registration scenario) is not counted as part of the operations.
@discardableResult
func keepAlive(_ object: AnyObject) -> AnyObject {
  _ = Unmanaged.passRetained(object)
  return object
}
