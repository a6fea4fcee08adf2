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

  /// Runs `body` on the published object, borrowed, or returns `otherwise()` when nothing is
  /// published: for unspecialised generic callers, which would look `R?`'s metadata up per call.
  @inline(__always)
  func read<R, E: Error>(_ body: (Object) throws(E) -> R, otherwise: () throws(E) -> R) throws(E) -> R {
    guard let address = unsafe cinjectkit_load_acquire(word) else { return try otherwise() }
    // Safety: as `read(_:)`. (`_withUnsafeGuaranteedRef` rethrows untyped: what `body` throws is an `E`.)
    do {
      return try unsafe Unmanaged<Object>.fromOpaque(address)._withUnsafeGuaranteedRef(body)
    } catch {
      throw error as! E
    }
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

/// What every `OnceCell`'s context and write are serialised by: they happen once per cell.
private let onceCellLock = Lock()

/// A value written at most once, then read by any thread without a lock; until then, a context
/// for whoever writes it. An `@Inject` property's storage (`InjectBox`).
///
/// Owned by a `OnceCell`; read through the `OnceCellHandle` that holds it.
// Why it is safe: `storage` is one allocation made in `init` and freed in `deinit`: a word at offset 0,
// this cell's address (unretained: the cell owns the storage, so it outlives it) at
// `ownerOffset`, the context at `contextOffset`, the value at `valueOffset` (`OnceCellLayout`). The word is only
// touched through the C atomics. The context is initialised in `init`, touched only with
// `onceCellLock` held, and destroyed in `deinit`. The value is written once, by `publish`, with
// `onceCellLock` held and the word still 0, before the word's release store of 1; it is read
// only after an acquire load has seen 1 (`OnceCellHandle.published` checks), and never written
// again; `deinit` destroys it if the word says it was written.
// Safety: the value is written once under a lock before a release store, read only after an acquire load.
@usableFromInline @safe final class OnceCell<Context, Value> {
  @usableFromInline let storage: UnsafeMutableRawPointer

  init(context: consuming Context) {
    let layout = OnceCellLayout<Context, Value>.self
    unsafe storage = UnsafeMutableRawPointer.allocate(
      byteCount: layout.valueOffset + MemoryLayout<Value>.size, alignment: layout.alignment)
    unsafe storage.initializeMemory(as: UInt.self, repeating: 0, count: 1)
    unsafe (storage + layout.contextOffset).initializeMemory(as: Context.self, to: context)
    unsafe (storage + layout.ownerOffset).initializeMemory(
      as: UnsafeRawPointer.self, to: UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()))
  }

  deinit {
    // No reader is left: each holds this cell.
    let layout = OnceCellLayout<Context, Value>.self
    // `move` destroys one value; `deinitialize(count:)` would go through the array path.
    if unsafe cinjectkit_word_load_acquire(storage.assumingMemoryBound(to: UInt.self)) != 0 {
      _ = unsafe (storage + layout.valueOffset).assumingMemoryBound(to: Value.self).move()
    }
    _ = unsafe (storage + layout.contextOffset).assumingMemoryBound(to: Context.self).move()
    unsafe storage.deallocate()
  }

  /// Whether the value is written.
  var isPublished: Bool { handle.isPublished }

  /// A handle holding this cell, for reads.
  @usableFromInline var handle: OnceCellHandle<Context, Value> { OnceCellHandle(cell: self) }

  /// Writes `value` and then runs `update` on the context, unless a value is written already;
  /// whether it did.
  @discardableResult
  func publish(_ value: consuming Value, updatingContext update: (inout Context) -> Void = { _ in }) -> Bool {
    let layout = OnceCellLayout<Context, Value>.self
    onceCellLock.lock()
    defer { onceCellLock.unlock() }
    let word = unsafe storage.assumingMemoryBound(to: UInt.self)
    guard unsafe cinjectkit_word_load_acquire(word) == 0 else { return false }
    unsafe (storage + layout.valueOffset).initializeMemory(as: Value.self, to: value)
    unsafe cinjectkit_word_store_release(word, 1)
    update(&(unsafe (storage + layout.contextOffset).assumingMemoryBound(to: Context.self).pointee))
    return true
  }

  /// Runs `body` on the context (the cells' lock held: keep it short, call no user code).
  func withContext<R>(_ body: (inout Context) -> R) -> R {
    onceCellLock.lock()
    defer { onceCellLock.unlock() }
    let context = unsafe (storage + OnceCellLayout<Context, Value>.contextOffset).assumingMemoryBound(to: Context.self)
    return body(&(unsafe context.pointee))
  }
}

/// Where a `OnceCell`'s parts sit in its allocation.
@usableFromInline enum OnceCellLayout<Context, Value> {
  /// After the word; the owner's address is a word too.
  @inline(__always) @usableFromInline static var ownerOffset: Int { MemoryLayout<UInt>.size }
  @inline(__always) @usableFromInline static var contextOffset: Int {
    roundUp(2 * MemoryLayout<UInt>.size, MemoryLayout<Context>.alignment)
  }
  @inlinable static var valueOffset: Int {
    roundUp(
      roundUp(2 * MemoryLayout<UInt>.size, MemoryLayout<Context>.alignment)
        + MemoryLayout<Context>.size,
      MemoryLayout<Value>.alignment)
  }
  @inline(__always) static var alignment: Int {
    max(MemoryLayout<UInt>.alignment, MemoryLayout<Context>.alignment, MemoryLayout<Value>.alignment)
  }
  @inlinable static func roundUp(_ offset: Int, _ alignment: Int) -> Int { (offset + alignment - 1) & ~(alignment - 1) }
}

/// A `OnceCell` and its storage's address: reads go through the address, so a read costs no
/// reference counting of the cell (the handle holds it for as long as a read takes).
// Safety: `storage` is `cell.storage`, and `cell` is held by this handle, so the allocation
// outlives every use of `storage` through it; a read follows `OnceCell`'s rules (an acquire load
// of the word, the value only once it is 1). Immutable.
@usableFromInline @safe struct OnceCellHandle<Context, Value> {
  @usableFromInline let cell: OnceCell<Context, Value>
  @usableFromInline let storage: UnsafeMutableRawPointer

  @usableFromInline init(cell: OnceCell<Context, Value>) {
    self.cell = cell
    unsafe storage = cell.storage
  }

  /// Whether the value is written (acquire: a reader that sees it sees the value).
  @inlinable var isPublished: Bool {
    unsafe cinjectkit_word_load_acquire(storage.assumingMemoryBound(to: UInt.self)) != 0
  }

  /// Calls `publish` with the cell unless its value is written. Inlined, a read that finds the
  /// value touches only `storage`: the cell's reference is neither loaded nor counted.
  @inlinable func publishIfNeeded(_ publish: (OnceCell<Context, Value>) -> Void) {
    if !isPublished { publish(unsafe Self.owner(of: storage)) }
  }

  /// The cell that owns `storage` (its address, kept there by `init`), retained.
  @usableFromInline static func owner(of storage: UnsafeMutableRawPointer) -> OnceCell<Context, Value> {
    let address = unsafe (storage + OnceCellLayout<Context, Value>.ownerOffset).load(as: UnsafeRawPointer.self)
    return unsafe Unmanaged<OnceCell<Context, Value>>.fromOpaque(address).takeUnretainedValue()
  }

  /// The value, in place. Stops the process if it is not written yet: check `isPublished` first.
  @inlinable var published: Value {
    _read {
      precondition(isPublished, "InjectKit: a value read before it was written")
      yield unsafe (storage + OnceCellLayout<Context, Value>.valueOffset).assumingMemoryBound(to: Value.self).pointee
    }
  }
}

/// The registries' epoch: moves on after every change to any container's registrations
/// (`Publication.withdrawAdvancingEpoch`), so a decision remembered in an earlier epoch
/// (`OwnInstances`) is known to be stale.
enum RegistryEpoch {
  /// The epoch now, read before the lookups it vouches for (acquire: they cannot be read earlier).
  static var current: UInt { UInt(cinjectkit_epoch_load()) }
}

/// Runs `body` on `array[index]`, borrowed: no retain of the object. A registry's entry is read
/// by every thread resolving it; a retain is a write to its reference count, and two threads
/// writing one count take turns at its cache line (`Benchmarks/threads.py`, the cached singleton).
@inline(__always)
func withBorrowedElement<Element: AnyObject, R, E: Error>(
  of array: [Element?], at index: Int, _ body: (Element?) throws(E) -> R
) throws(E) -> R {
  precondition(index >= 0 && index < array.count, "InjectKit: a borrowed element out of bounds")
  let address = unsafe array.withUnsafeBufferPointer { buffer in
    unsafe UnsafeRawPointer(buffer.baseAddress! + index).load(as: UnsafeRawPointer?.self)
  }
  guard let address = unsafe address else { return try body(nil) }
  // Safety: `array` holds the element for the length of this call (the caller borrows the array,
  // so no one can release it meanwhile), and an optional class reference is stored as its
  // object's address, or 0 for nil; the object is lent to `body` for no longer than that.
  do {
    return try unsafe Unmanaged<Element>.fromOpaque(address)._withUnsafeGuaranteedRef { try body($0) }
  } catch {
    throw error as! E
  }
}

// Safety: as the class's proof; what it holds is Sendable, so a value read out may cross threads.
extension OnceCell: @unchecked Sendable where Context: Sendable, Value: Sendable {}
// Safety: as the struct's proof; what its cell holds is Sendable.
extension OnceCellHandle: @unchecked Sendable where Context: Sendable, Value: Sendable {}
