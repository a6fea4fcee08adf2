import CInjectKitAtomics

/// The atomic operations the engine uses, on words and pointers it owns (instance slots, the
/// registry's table, parameter caches). The one Swift home of the C atomics
/// (`CInjectKitAtomics`): the rest of the engine names the memory order it needs here, so a
/// reader can find every ordering decision in one file. Each forwards to an inline C function,
/// so it costs nothing over calling C.
///
/// `@Inject`'s inlinable read (`Inject.wrappedValue`) is the one exception: inlinable code may
/// not call these internal functions, so it loads its word with the C function directly.
enum AtomicWord {
  /// Loads `word` with acquire order: what the publisher wrote before its release store is visible.
  @inline(__always) static func loadAcquire(_ word: UnsafePointer<UInt>) -> UInt {
    cinjectkit_word_load_acquire(word)
  }

  /// Loads `word` in the single total order of sequentially consistent operations.
  @inline(__always) static func loadSequentiallyConsistent(_ word: UnsafePointer<UInt>) -> UInt {
    cinjectkit_word_load_seqcst(word)
  }

  /// Loads `word` with no ordering: its value only, for words published by a fence.
  @inline(__always) static func loadRelaxed(_ word: UnsafePointer<UInt>) -> UInt {
    cinjectkit_word_load_relaxed(word)
  }

  /// Stores `value` with release order: what this thread wrote before is visible to an acquire load.
  @inline(__always) static func storeRelease(_ word: UnsafeMutablePointer<UInt>, _ value: UInt) {
    cinjectkit_word_store_release(word, value)
  }

  /// Stores `value` with no ordering.
  @inline(__always) static func storeRelaxed(_ word: UnsafeMutablePointer<UInt>, _ value: UInt) {
    cinjectkit_word_store_relaxed(word, value)
  }

  /// Replaces `word` with `value` (acquire and release), returning what it held.
  @inline(__always) static func exchange(_ word: UnsafeMutablePointer<UInt>, _ value: UInt) -> UInt {
    cinjectkit_word_exchange(word, value)
  }

  /// Replaces `word` with `desired` if it holds `expected` (acquire and release); whether it did.
  @inline(__always) static func compareExchange(_ word: UnsafeMutablePointer<UInt>, expected: UInt, desired: UInt)
    -> Bool
  {
    cinjectkit_word_compare_exchange(word, expected, desired)
  }

  /// An acquire fence: relaxed loads before it act as acquire loads.
  @inline(__always) static func fenceAcquire() { cinjectkit_fence_acquire() }

  /// A release fence: relaxed stores after it act as release stores.
  @inline(__always) static func fenceRelease() { cinjectkit_fence_release() }

  /// Loads the pointer in `slot` with acquire order.
  @inline(__always) static func loadAcquire(pointerIn slot: UnsafePointer<UnsafeMutableRawPointer?>)
    -> UnsafeMutableRawPointer?
  {
    cinjectkit_load_acquire(slot)
  }

  /// Stores `value` in `slot` with release order.
  @inline(__always) static func storeRelease(
    pointerIn slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ value: UnsafeMutableRawPointer?
  ) {
    cinjectkit_store_release(slot, value)
  }

  /// Loads the pointer in `slot`, sequentially consistent.
  @inline(__always) static func loadSequentiallyConsistent(pointerIn slot: UnsafePointer<UnsafeMutableRawPointer?>)
    -> UnsafeMutableRawPointer?
  {
    cinjectkit_word_load_seqcst_pointer(slot)
  }

  /// Stores `value` in `slot`, sequentially consistent.
  @inline(__always) static func storeSequentiallyConsistent(
    pointerIn slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ value: UnsafeMutableRawPointer?
  ) {
    cinjectkit_word_store_seqcst_pointer(slot, value)
  }

  /// Replaces the pointer in `slot` with `desired` if it is `expected`, sequentially consistent;
  /// returns the pointer `slot` held (`expected` when it was replaced).
  @inline(__always) static func compareExchange(
    pointerIn slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>, expected: UnsafeMutableRawPointer?,
    desired: UnsafeMutableRawPointer?
  ) -> UnsafeMutableRawPointer? {
    cinjectkit_compare_exchange_pointer(slot, expected, desired)
  }

  /// The registries' epoch: moves on every registration change anywhere (`ParameterCache`).
  @inline(__always) static var epoch: UInt { cinjectkit_epoch_load() }

  /// Stores `value` in `slot` with release order and moves the registries' epoch.
  @inline(__always) static func storeReleaseAdvancingEpoch(
    pointerIn slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ value: UnsafeMutableRawPointer?
  ) {
    cinjectkit_store_release_advancing_epoch(slot, value)
  }

  /// A new, process-wide unique container identity.
  @inline(__always) static func nextContainerIdentity() -> UInt { cinjectkit_next_container_identity() }

  #if DEBUG
    /// Tests: moves the container identities on, so that the next one is `identity` (or a later one).
    static func skipContainerIdentities(toNext identity: UInt) { cinjectkit_skip_container_identities(identity) }
  #endif
}
