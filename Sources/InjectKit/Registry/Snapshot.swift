/// What lookups read: a registry's entries as of one moment, with what the engine reads beside
/// them on its hot paths. Immutable; its table is the registry state's own array, shared until the
/// next change copies it.
final class Snapshot: Sendable {
  private let slots: [RegistryEntry?]
  /// `Registry.State.typeBits` as of this snapshot.
  let typeBits: UInt64
  let attachment: (any AnyObject & Sendable)?
  let ownInstances: OwnInstances?

  init(_ state: Registry.State) {
    slots = state.slots
    typeBits = state.typeBits
    attachment = state.attachment
    ownInstances = state.ownInstances
  }

  /// The entry for `key`, whose `quickHash` cut to 32 bits is `hash`.
  @inline(__always)
  func entry(for key: DependencyKey, hash: UInt32) -> RegistryEntry? {
    Self.probe(slots, key: key, hash: hash).entry
  }

  /// Runs `body` on the entry for `key` (nil: none), borrowed from the table: a top-level resolve
  /// reads a cached instance through it without a retain of the entry, which every thread reading
  /// the same singleton would share.
  @inline(__always)
  func withEntry<R, E: Error>(for key: DependencyKey, hash: UInt32, _ body: (RegistryEntry?) throws(E) -> R) throws(E)
    -> R
  {
    let mask = slots.count &- 1
    var index = Int(hash) & mask
    while slots[index] != nil {
      if slots[index]!.hash == hash && slots[index]!.key == key {
        return try withBorrowedElement(of: slots, at: index, body)
      }
      index = (index &+ 1) & mask
    }
    return try body(nil)
  }

  /// The slot of `slots` (a power of two long, never full) holding `key`, or the empty one where it
  /// belongs, and its entry.
  @inline(__always)
  static func probe(_ slots: [RegistryEntry?], key: DependencyKey, hash: UInt32) -> (index: Int, entry: RegistryEntry?)
  {
    let mask = slots.count &- 1
    var index = Int(hash) & mask
    while let entry = slots[index] {
      if entry.hash == hash && entry.key == key { return (index, entry) }
      index = (index &+ 1) & mask
    }
    return (index, nil)
  }
}
