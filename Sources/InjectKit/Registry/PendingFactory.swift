/// A closure registration of a key new to its container, kept as what its `FactoryEntry` is made
/// of until a lookup first needs the entry (`Registry+Pending.swift`).
///
/// An app registers hundreds of services at launch and resolves a few of them before its first
/// screen: this spares every registration the allocation of its entry object, and each service
/// never resolved the entry altogether. Records live in chunks the registry allocates a few at a
/// time and frees when it goes away, so a reader that found one a moment ago never reads freed
/// memory. Everything but `made` is written once, before the record is published.
struct PendingFactory {
  /// The entry made from this record, once a lookup needed it: written once, by compare-and-swap
  /// (`Registry.entry(making:)`), so every thread gets the same entry — and its scope's one
  /// instance slot. Holds one reference, released with the record.
  var made: UnsafeMutableRawPointer?
  /// The key's `quickHash`, cut to 32 bits, as an entry keeps it.
  let hash: UInt32
  /// Where the key was first registered among its container's keys (`RegistryEntry.position`).
  let position: UInt32
  let key: DependencyKey
  let site: CallSite
  let scope: Scope
  let isolation: FactoryIsolation
  /// `add { r in … }` rather than `add { … }`.
  let usesResolver: Bool
  let service: Any.Type
  let factory: FactoryEntry.Erased

  /// The address of `made`, for its atomic accesses.
  static func made(of record: UnsafeMutablePointer<PendingFactory>) -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
    (UnsafeMutableRawPointer(record) + MemoryLayout<PendingFactory>.offset(of: \.made)!)
      .assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
  }
}

/// What a registry stored for a registration: its entry, or its pending record (the address with
/// bit 0 set, as a table slot holds it). Either lives as long as the registry.
// Safety: it reads only what never changes once published: an entry's key, a record's key.
// Both live as long as their registry, which the `Registration` holding this keeps alive.
struct StoredRegistration: @unchecked Sendable {
  let raw: UnsafeMutableRawPointer

  /// Bit 0 of a slot's word: a `PendingFactory`, not an entry (both are at least 8-byte aligned).
  static let pendingTag: UInt = 1

  /// Whether a table slot's word names a pending record.
  @inline(__always) static func isPending(_ raw: UnsafeMutableRawPointer) -> Bool {
    UInt(bitPattern: raw) & pendingTag != 0
  }

  /// The record a tagged word names.
  @inline(__always) static func record(_ raw: UnsafeMutableRawPointer) -> UnsafeMutablePointer<PendingFactory> {
    UnsafeMutableRawPointer(bitPattern: UInt(bitPattern: raw) & ~pendingTag)!.assumingMemoryBound(
      to: PendingFactory.self)
  }

  /// `record`, tagged.
  @inline(__always) static func tagged(_ record: UnsafeMutablePointer<PendingFactory>) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(bitPattern: UInt(bitPattern: record) | pendingTag)!
  }

  init(_ entry: RegistryEntry) { raw = Unmanaged.passUnretained(entry).toOpaque() }
  init(_ record: UnsafeMutablePointer<PendingFactory>) { raw = Self.tagged(record) }

  /// The registration's key.
  var key: DependencyKey {
    if Self.isPending(raw) { return Self.record(raw).pointee.key }
    return Unmanaged<RegistryEntry>.fromOpaque(raw).takeUnretainedValue().key
  }
}
