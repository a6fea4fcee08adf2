// Pending registrations (`PendingFactory`): a closure registration of a key new to the registry is
// stored as a record in the slot its entry would take, tagged (`StoredRegistration.pendingTag`);
// the first lookup that finds it makes the entry (`entry(making:)`) and swaps it into the slot.
//
// - A record is written whole under the lock, then published with a release store (as an entry).
// - Making the entry is lock-free: whoever gets there first installs it in the record with a
//   compare-and-swap, so every thread — and every table the record was copied to by `grow` — gets
//   the same entry. A loser's entry was never published: it is released.
// - The record owns the entry it made; a slot holding that entry does not (the entry's
//   `Flags.isOwnedByRecord`). The slot's swap is a compare-and-swap that may fail (another thread
//   swapped it, a lock holder replaced the registration, `grow` copied the record on): a lookup
//   that finds the record again gets the same entry from it.
// - Records and the entries they made are freed with the registry, so what a reader found a moment
//   ago is never freed under it. The model: `Models/PendingEntries.pml`.
extension Registry {
  /// A record's place, reserved with the lock held (`reservePending`), and the table slot it takes.
  struct PendingReservation {
    let record: UnsafeMutablePointer<PendingFactory>
    let index: Int
    let position: UInt32
  }

  /// Takes the lock and reserves a record for `key`, new here; nil, with the lock released, when
  /// the key has an entry or a record here already (then the caller stores an entry, which
  /// replaces it). Deferred registrations are stored first, as for any change.
  @inline(__always)
  func reservePending(for key: DependencyKey, hash: UInt32) -> PendingReservation? {
    storeDeferred()
    lock.lock()
    if (count + 1) * 4 > Table(current.pointee!).capacity * 3 { grow() }
    let table = Table(current.pointee!)
    let index = slot(for: key, hash: hash, in: table)
    guard table.load(index) == nil else {
      lock.unlock()
      return nil
    }
    return PendingReservation(record: nextRecord(), index: index, position: UInt32(count))
  }

  /// Publishes the record the caller initialised in `reserved`, and releases the lock.
  @inline(__always)
  func publishPending(_ reserved: PendingReservation, type: ObjectIdentifier) {
    count += 1
    unlockedSetTypeBit(type)
    Table(current.pointee!).publish(reserved.index, StoredRegistration.tagged(reserved.record))
    lock.unlock()
  }

  /// The next free record. Lock must be held.
  @inline(__always) private func nextRecord() -> UnsafeMutablePointer<PendingFactory> {
    if let record = pendingNext, record != pendingEnd {
      pendingNext = record + 1
      return record
    }
    return recordInNewChunk()
  }

  /// The first record of a new chunk, once the last is full. Lock must be held.
  @inline(never) private func recordInNewChunk() -> UnsafeMutablePointer<PendingFactory> {
    let capacity = Self.pendingChunkCapacity(pendingChunks.count)
    let chunk = UnsafeMutablePointer<PendingFactory>.allocate(capacity: capacity)
    pendingChunks.append(chunk)
    pendingNext = chunk + 1
    pendingEnd = chunk + capacity
    return chunk
  }

  /// How many records chunk `index` holds: 8, then twice as many as the last, up to 256.
  static func pendingChunkCapacity(_ index: Int) -> Int { 8 << Swift.min(index, 5) }

  /// Frees the records and the entries they made: for `deinit`.
  func freePendingRecords() {
    for (index, chunk) in pendingChunks.enumerated() {
      let used = index == pendingChunks.count - 1 ? pendingNext! - chunk : Self.pendingChunkCapacity(index)
      for record in chunk..<chunk + used {
        if let made = record.pointee.made { Unmanaged<RegistryEntry>.fromOpaque(made).release() }
      }
      chunk.deinitialize(count: used)
      chunk.deallocate()
    }
  }

  /// The entry made from `record`: the one installed there, or one made now and installed, unless
  /// another thread installed its own first. Lock-free; the record keeps it.
  static func entry(making record: UnsafeMutablePointer<PendingFactory>) -> Unmanaged<RegistryEntry> {
    let made = PendingFactory.made(of: record)
    if let existing = AtomicWord.loadAcquire(pointerIn: made) { return .fromOpaque(existing) }
    let built = Unmanaged<RegistryEntry>.passRetained(FactoryEntry(pending: record)).toOpaque()
    if let winner = AtomicWord.compareExchange(pointerIn: made, expected: nil, desired: built) {
      // Never published: nobody else can hold it.
      Unmanaged<RegistryEntry>.fromOpaque(built).release()
      return .fromOpaque(winner)
    }
    return .fromOpaque(built)
  }

  /// The entry a slot's word names: made from its record if it is one, and swapped into the slot.
  @inline(__always)
  func entry(in raw: UnsafeMutableRawPointer, at index: Int, of table: Table) -> Unmanaged<RegistryEntry> {
    guard StoredRegistration.isPending(raw) else { return .fromOpaque(raw) }
    let entry = Self.entry(making: StoredRegistration.record(raw))
    table.swap(index, from: raw, to: entry.toOpaque())
    return entry
  }

  /// The entry a slot's word names, as a strong reference the caller owns: the table's, taken
  /// over (an entry the table owns, which it no longer will), or a new one (a record's entry).
  /// Lock must be held; for a slot the caller is about to overwrite.
  func takeEntry(in raw: UnsafeMutableRawPointer, at index: Int, of table: Table) -> RegistryEntry {
    let entry = entry(in: raw, at: index, of: table)
    if entry._withUnsafeGuaranteedRef({ $0.flags.isOwnedByRecord }) { return entry.takeUnretainedValue() }
    return entry.takeRetainedValue()
  }

  /// Whether a slot's word is `key`'s, whose hash is `hash`: an entry's or a record's.
  @inline(__always)
  static func holds(_ raw: UnsafeMutableRawPointer, _ key: UnsafePointer<DependencyKey>, hash: UInt32) -> Bool {
    if StoredRegistration.isPending(raw) {
      let record = StoredRegistration.record(raw)
      return record.pointee.hash == hash && record.pointee.key == key.pointee
    }
    return Unmanaged<RegistryEntry>.fromOpaque(raw)._withUnsafeGuaranteedRef {
      $0.hash == hash && $0.key == key.pointee
    }
  }

  /// The hash of the key a slot's word names (entry or record), to place it in a bigger table.
  @inline(__always)
  static func hash(of raw: UnsafeMutableRawPointer) -> UInt32 {
    if StoredRegistration.isPending(raw) { return StoredRegistration.record(raw).pointee.hash }
    return Unmanaged<RegistryEntry>.fromOpaque(raw)._withUnsafeGuaranteedRef { $0.hash }
  }

  /// The rest of a lock-free probe, from the first record it met at `index`: records compared by
  /// their key, and the one found made into its entry. Out of line: a lookup meets records only
  /// until the entries it needs are made.
  @inline(never)
  func entry(probingRecordsFor key: UnsafePointer<DependencyKey>, hash: UInt32, in table: Table, from index: Int)
    -> Unmanaged<RegistryEntry>?
  {
    var index = index
    while let raw = table.load(index) {
      if Self.holds(raw, key, hash: hash) { return entry(in: raw, at: index, of: table) }
      index = (index &+ 1) & table.mask
    }
    return nil
  }
}
