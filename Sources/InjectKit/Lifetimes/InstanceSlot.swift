import CInjectKitAtomics

/// Where a `singleton`, `weak` or `custom` registration keeps its instance.
///
/// The instance sits in a box whose address is the slot's published word (`CreateOnce`), so a
/// cached read is a load, a check and a copy of the value, with no lock and no cast. Creation
/// follows `CreateOnce`'s exactly-once protocol: the factory runs outside any lock, and a
/// throwing factory leaves the slot empty, so the next resolve retries.
///
/// Dropping the instance (`reset`, re-registration) must not free a box a reader is copying
/// from: readers copy inside a read section (`ReadSection`; its `end` is out of
/// line so the optimizer cannot move the copy's retain after it), and `take`
/// unpublishes the box, then waits until every section open at that moment has closed
/// (`ReadSection.waitForReaders`) before handing the box over to be released.
// Thread safety: the header is only touched through the atomics above, except `holdsWeakly`, which
// is immutable. A published box is owned by the slot (+1) until `take` or `deinit`; readers
// never retain the box, only the value in it, inside a read section, and `take` waits for those
// sections to close before the box can be released. `deinit` runs when no entry holds the slot,
// so no reader can be inside it.
final class InstanceSlot: ManagedBuffer<InstanceSlot.Header, Void> {
  struct Header {
    var state = CreationState()
    /// `weak` scope: the box holds its object weakly (`WeakBox`).
    let holdsWeakly: Bool
    /// What the last build looked up (`Reach`), nil before the first; only touched with
    /// `Reach.lock` held.
    var reach: Reach?
  }

  /// A new slot for a registration in `scope`, or nil when the scope caches nothing.
  @inline(__always) static func forScope(_ scope: Scope) -> InstanceSlot? {
    guard scope.isCached else { return nil }
    let buffer = InstanceSlot.create(minimumCapacity: 0) { _ in Header(holdsWeakly: scope == .weak) }
    return unsafeDowncast(buffer, to: InstanceSlot.self)
  }

  deinit {
    withUnsafeMutablePointerToHeader { header in
      let word = header.pointee.state.word
      if CreateOnce.isPublished(word) { Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: word)!).release() }
    }
  }

  /// What the last build of this slot's registration looked up, in this slot or in a child
  /// container's own slot for it; nil before the first build. Outlives `reset`.
  var reach: Reach? {
    let header = headerPointer
    Reach.lock.lock()
    defer { Reach.lock.unlock() }
    return header.pointee.reach
  }

  /// Records what a build looked up; set before the instance is published, so whoever sees the
  /// instance sees it.
  func setReach(_ reach: Reach) {
    let header = headerPointer
    Reach.lock.lock()
    let old = header.pointee.reach
    header.pointee.reach = reach
    Reach.lock.unlock()
    _ = old  // released outside the lock
  }

  /// The header, at a fixed address for the slot's lifetime.
  var headerPointer: UnsafeMutablePointer<Header> { withUnsafeMutablePointerToHeader { $0 } }

  /// The published instance of the slot whose header is `header`, or what `otherwise` returns
  /// (it creates one): a load, a check and a copy of the value inside a read section. `weak`
  /// slots always take `otherwise`.
  ///
  /// Static, on the header: the caller's entry holds the slot, so reading it needs no retain.
  /// No `T?` either: generic code that is not specialised would fetch `Optional<T>`'s metadata
  /// on every call.
  @inline(__always)
  static func value<T>(at header: UnsafeMutablePointer<Header>, otherwise: () throws(ResolutionError) -> T)
    throws(ResolutionError) -> T
  {
    try value(at: header, closing: ReadSection.begin(), otherwise: otherwise)
  }

  /// `value(at:otherwise:)` in the read section `reader`, already open, which it closes before
  /// returning or calling `otherwise`.
  @inline(__always)
  static func value<T>(
    at header: UnsafeMutablePointer<Header>, closing reader: ReadSection, otherwise: () throws(ResolutionError) -> T
  ) throws(ResolutionError) -> T {
    let word = AtomicWord.loadSequentiallyConsistent(&header.pointee.state.word)
    if CreateOnce.isPublished(word), !header.pointee.holdsWeakly {
      let value = Unmanaged<ValueBox<T>>.fromOpaque(UnsafeRawPointer(bitPattern: word)!)
        ._withUnsafeGuaranteedRef { $0.value }
      reader.end()
      return value
    }
    reader.end()
    return try otherwise()
  }

  /// The cached instance, or the result of `build`, run by exactly one thread at a time; a
  /// box of what `build` returned is published.
  ///
  /// - Parameters:
  ///   - reentered: The error when this thread is already creating it, or waiting would deadlock.
  ///   - build: Creates the instance.
  func create<T>(reentered: () -> ResolutionError, build: () throws(ResolutionError) -> T) throws(ResolutionError)
    -> T
  {
    let state = statePointer
    let weakly = withUnsafeMutablePointerToHeader { $0.pointee.holdsWeakly }
    let me = ThreadIdentity.current
    while true {
      switch readOrClaim(T.self, state: state, weakly: weakly, thread: me) {
      case .value(let value):
        return value
      case .creating:
        if CreateOnce.creator(state) == me || !CreationCoordinator.shared.wait(for: state, thread: me) {
          throw reentered()
        }
      case .retry:
        continue
      case .claimed(let previous):
        if previous != 0 { Self.release(box: previous) }
        let value: T
        do throws(ResolutionError) {
          value = try build()
        } catch {
          CreateOnce.publish(state, 0)
          throw error
        }
        CreateOnce.publish(state, Self.box(value, weakly: weakly))
        return value
      }
    }
  }

  private enum Attempt<T> {
    case value(T)
    case creating
    case retry
    /// This thread now creates; `previous` is the dead `weak` box it replaces, or 0.
    case claimed(previous: UInt)
  }

  /// One look at the slot, inside a read section: a dead `weak` box cannot be released (and
  /// its address reused) while the section is open, so claiming it here cannot mistake a new box
  /// for it.
  private func readOrClaim<T>(_ type: T.Type, state: UnsafeMutablePointer<CreationState>, weakly: Bool, thread: UInt)
    -> Attempt<T>
  {
    let reader = ReadSection.begin()
    defer { reader.end() }
    let word = AtomicWord.loadSequentiallyConsistent(&state.pointee.word)
    if CreateOnce.isCreating(word) { return .creating }
    if CreateOnce.isPublished(word) {
      let box = UnsafeRawPointer(bitPattern: word)!
      guard weakly else { return .value(Unmanaged<ValueBox<T>>.fromOpaque(box)._withUnsafeGuaranteedRef { $0.value }) }
      if let object = Unmanaged<WeakBox>.fromOpaque(box)._withUnsafeGuaranteedRef({ $0.object }),
        let value = object as? T
      {
        return .value(value)
      }
    }
    return CreateOnce.claim(state, from: word, by: thread) ? .claimed(previous: word) : .retry
  }

  /// The word that publishes `value`: a retained box's address, or 0 for a value type in the
  /// `weak` scope (which cannot be held weakly, so it behaves as `transient`).
  private static func box<T>(_ value: T, weakly: Bool) -> UInt {
    let box: AnyObject
    if weakly {
      guard type(of: value as Any) is AnyObject.Type else { return 0 }
      box = WeakBox(value as AnyObject)
    } else {
      box = ValueBox(value)
    }
    return UInt(bitPattern: Unmanaged.passRetained(box).toOpaque())
  }

  /// The creation state, at its fixed place in the header.
  private var statePointer: UnsafeMutablePointer<CreationState> {
    withUnsafeMutablePointerToHeader { header in
      (UnsafeMutableRawPointer(header) + MemoryLayout<Header>.offset(of: \Header.state)!)
        .assumingMemoryBound(to: CreationState.self)
    }
  }

  /// Unpublishes the instance and returns its box, once no reader can still be copying from it.
  func take() -> AnyObject? {
    withUnsafeMutablePointerToHeader { header in
      while true {
        let word = AtomicWord.loadAcquire(&header.pointee.state.word)
        guard CreateOnce.isPublished(word) else { return nil }
        if AtomicWord.compareExchange(&header.pointee.state.word, expected: word, desired: 0) {
          ReadSection.waitForReaders()
          return Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: word)!).takeRetainedValue()
        }
      }
    }
  }

  /// Releases a box this thread just unpublished, once no reader can still be copying from it.
  private static func release(box word: UInt) {
    ReadSection.waitForReaders()
    Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: word)!).release()
  }
}
