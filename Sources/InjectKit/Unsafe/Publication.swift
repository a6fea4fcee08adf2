import CInjectKitAtomics

/// A reference that readers load without a lock while a writer replaces it: how a registry hands
/// lookups its immutable snapshot.
///
/// Readers borrow the published object for the length of `read`, with no reference counting, so
/// two threads reading at once share nothing but the cache line of the word they load.
///
/// What makes that safe, by construction rather than by a protocol readers follow:
/// - `publish` keeps every object it is given in `kept` before it stores the object's address,
///   and `kept` only grows; its objects are released when the `Publication` itself is. A reader
///   holds (through its caller) the owner of this `Publication`, so whatever address it loads,
///   the object there is alive until the reader returns.
/// - The address is stored with release order and loaded with acquire order, so a reader that
///   loads it sees the object as it was built: fully initialised, and immutable from then on
///   (`Object: Sendable`, and the owner publishes only objects it never changes).
/// - Writers are serialised by the owner's lock, so two publications never interleave.
///
/// The price is memory: each object published stays until the owner goes. A registry publishes a
/// new snapshot only when a lookup follows a change, so an app that registers, then resolves,
/// keeps one or two.
// Safety: `word` is allocated in `init` and freed in `deinit`, and every access to it between is
// one of the C atomics, so it is never read torn. The `Unmanaged` references it holds are never
// released through it: `kept` owns them (see above), so `fromOpaque` always names a live object.
@safe final class Publication<Object: AnyObject & Sendable>: @unchecked Sendable {
  private let word: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  private let kept = Protected<[Object]>([])

  /// A publication with nothing published.
  init() {
    unsafe word = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: 1)
    unsafe word.initialize(to: nil)
  }

  deinit {
    // No reader is left: one would hold the owner, which holds this.
    unsafe word.deallocate()
  }

  /// Runs `body` on the published object, borrowed; nil, without calling it, when nothing is
  /// published.
  @inline(__always)
  func read<R>(_ body: (Object) -> R) -> R? {
    guard let address = unsafe cinjectkit_load_acquire(word) else { return nil }
    // Safety: `kept` holds the object at `address` until this publication is released (above).
    return unsafe Unmanaged<Object>.fromOpaque(address)._withUnsafeGuaranteedRef(body)
  }

  /// Whether an object is published now.
  var isPublished: Bool { unsafe cinjectkit_load_acquire(word) != nil }

  /// Withdraws what is published, then moves the registries' epoch on (`ParameterCache`): whoever
  /// sees the new epoch finds nothing published, and so looks at the change. The caller holds
  /// the lock that serialises its writers.
  func withdrawAdvancingEpoch() {
    unsafe cinjectkit_store_release_advancing_epoch(word, nil)
  }

  /// Publishes `object` in place of what was published. The caller holds the lock that
  /// serialises its writers.
  func publish(_ object: Object) {
    // Kept first: whoever loads the address finds the object kept.
    kept.withLock { $0.append(object) }
    unsafe cinjectkit_store_release(word, Unmanaged.passUnretained(object).toOpaque())
  }
}
