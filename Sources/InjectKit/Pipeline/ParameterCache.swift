/// Where an autowired registration's parameters keep their cached instances, remembered per
/// container and registry epoch: a parameter that is a built `singleton` (or `custom`) is then
/// read from its `InstanceSlot` with a load, a check and a retain, without building its key,
/// hashing it or probing a table.
///
/// A remembered slot is the lookup's answer, so it is used only while that answer cannot have
/// changed: for the same container (`Dependencies.identity`, never reused) and the same
/// registry epoch, which every change to any container's registrations moves on. Its slot stays
/// valid as long as that: the entry holding it is kept by a registry of the container's chain,
/// and the container is alive while it resolves. What the slot holds may still go (`reset`):
/// the read then falls back to the pipeline, as an empty slot does there.
///
/// Two records, chosen by the container's identity (a container and its child, as tests and
/// previews use them, usually take one each). A record's words: the sequence, the container,
/// the epoch, then one slot header per parameter (0: take the pipeline). Threads fill records
/// concurrently, so each is a sequence lock: a writer makes the sequence odd while it stores; a
/// reader keeps what it loaded only if the sequence was even and unchanged around its loads. A
/// writer that finds another writing skips remembering.
// Thread safety: every record word is read and written with atomic operations only (relaxed,
// ordered by the sequence's acquire/release and the fences); `keys` is written in `init` only.
// The memory belongs to one entry, which frees it in `deinit`, when no resolve can be using it.
struct ParameterCache {
  /// Words per record: the sequence, the container, the epoch, `ParameterSlots.capacity` headers.
  private static let recordWords = 3 + ParameterSlots.capacity
  private let records: UnsafeMutablePointer<UInt>
  /// The parameters' keys, looked up when a record is filled.
  private let keys: UnsafeMutablePointer<DependencyKey>
  private let count: Int

  init(keys declared: [DeclaredDependency]) {
    precondition(declared.count <= ParameterSlots.capacity, "at most six parameters are remembered")
    records = .allocate(capacity: 2 * Self.recordWords)
    records.initialize(repeating: 0, count: 2 * Self.recordWords)
    count = declared.count
    keys = .allocate(capacity: count)
    keys.initialize(from: declared.map(\.key), count: count)
  }

  func deallocate() {
    records.deallocate()
    keys.deinitialize(count: count)
    keys.deallocate()
  }

  /// The slot headers of the parameters as `container` resolves them: the remembered ones when
  /// they are current, else looked up now (and remembered).
  @inline(__always)
  func slots(for container: Unmanaged<Dependencies>) -> ParameterSlots {
    let identity = container._withUnsafeGuaranteedRef { $0.identity }
    let words = records + Int(identity & 1) * Self.recordWords
    let sequence = AtomicWord.loadAcquire(words)
    if sequence & 1 == 0, AtomicWord.loadRelaxed(words + 1) == identity,
      AtomicWord.loadRelaxed(words + 2) == AtomicWord.epoch
    {
      let slots = ParameterSlots(
        AtomicWord.loadRelaxed(words + 3), AtomicWord.loadRelaxed(words + 4),
        AtomicWord.loadRelaxed(words + 5), AtomicWord.loadRelaxed(words + 6),
        AtomicWord.loadRelaxed(words + 7), AtomicWord.loadRelaxed(words + 8))
      AtomicWord.fenceAcquire()
      if AtomicWord.loadRelaxed(words) == sequence { return slots }
    }
    return container._withUnsafeGuaranteedRef { fill(words, for: $0) }
  }

  @inline(never)
  private func fill(_ words: UnsafeMutablePointer<UInt>, for container: Dependencies) -> ParameterSlots {
    // The epoch first: a change stored after this load moves the epoch past it.
    let epoch = AtomicWord.epoch
    var headers = ParameterSlots()
    for index in 0..<count { headers[index] = Self.slotHeader(container.lookup(keys + index), for: container) }
    let sequence = AtomicWord.loadRelaxed(words)
    if sequence & 1 == 0, AtomicWord.compareExchange(words, expected: sequence, desired: sequence + 1) {
      AtomicWord.fenceRelease()
      AtomicWord.storeRelaxed(words + 1, container.identity)
      AtomicWord.storeRelaxed(words + 2, epoch)
      for index in 0..<ParameterSlots.capacity { AtomicWord.storeRelaxed(words + 3 + index, headers[index]) }
      AtomicWord.storeRelease(words, sequence + 2)
    }
    return headers
  }

  /// The header of the slot a found registration caches its instance in, when reading that
  /// slot is all the pipeline would do for a built instance (steps 2–6): a synchronous factory
  /// that does not forward, needs no main actor and holds its instance strongly, and that
  /// `container` does not decide about (a parent's, with keys registered below it:
  /// `Resolution.resolveOverridable`). Else 0.
  @inline(__always)
  private static func slotHeader(_ found: Found?, for container: Dependencies) -> UInt {
    guard let found else { return 0 }
    if found.unmanagedOwner.toOpaque() != Unmanaged.passUnretained(container).toOpaque(),
      container.registersKeys(below: found.unmanagedOwner)
    {
      return 0
    }
    return found.unmanagedEntry._withUnsafeGuaranteedRef { entry in
      guard entry.flags.kindRaw == RegistryEntry.Kind.factory.rawValue, !entry.flags.needsIsolation,
        let slot = entry.unmanagedSlot
      else { return 0 }
      return slot._withUnsafeGuaranteedRef { $0.holdsWeakly } ? 0 : UInt(bitPattern: slot.toOpaque())
    }
  }
}

/// The slot headers an autowired factory reads its parameters from (0: take the pipeline): six
/// words, the most parameters a fixed-arity `autowire` takes.
struct ParameterSlots {
  static let capacity = 6
  var words: (UInt, UInt, UInt, UInt, UInt, UInt)

  /// None: every parameter takes the pipeline.
  init() { words = (0, 0, 0, 0, 0, 0) }

  init(_ a: UInt, _ b: UInt, _ c: UInt, _ d: UInt, _ e: UInt, _ f: UInt) { words = (a, b, c, d, e, f) }

  /// The header for parameter `index`.
  subscript(index: Int) -> UInt {
    get {
      switch index {
      case 0: words.0
      case 1: words.1
      case 2: words.2
      case 3: words.3
      case 4: words.4
      default: words.5
      }
    }
    set {
      switch index {
      case 0: words.0 = newValue
      case 1: words.1 = newValue
      case 2: words.2 = newValue
      case 3: words.3 = newValue
      case 4: words.4 = newValue
      default: words.5 = newValue
      }
    }
  }
}
