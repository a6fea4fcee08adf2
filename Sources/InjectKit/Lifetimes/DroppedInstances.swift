/// What emptying caches hands back, to act on outside every lock: the `onReset` calls to make, and
/// the boxes of the instances dropped, which `reset(_:)` remembers weakly (`survivors(of:)`).
///
/// The boxes are held until the caller is done with the value: a dropped instance is released
/// after its `onReset` hooks have run.
struct DroppedInstances {
  /// The `onReset` calls to make.
  var resets: [() -> Void] = []
  /// The instances dropped, each with the registration that built it.
  var boxes: [(entry: RegistryEntry, box: InstanceBox)] = []

  /// Adds what `other` dropped.
  mutating func append(_ other: DroppedInstances) {
    resets += other.resets
    boxes += other.boxes
  }

  /// Makes the `onReset` calls, in the order the instances were dropped.
  func runResets() {
    for reset in resets { reset() }
  }
}
