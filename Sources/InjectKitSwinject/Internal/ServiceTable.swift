/// A container's Swinject-style registrations by `ServiceKey`: a table of its own instead of a
/// `Dictionary`, whose first use in a process (the type `[ServiceKey: …]` made at run time)
/// looks up `ServiceKey`'s `Hashable` conformance by scanning every conformance the app holds,
/// at launch, a cost that grows with the app.
///
/// Entries are kept in the order they were first registered (listings and descriptions show
/// that order); an index of positions, probed linearly, finds them. Lock must be held for
/// everything (`SwinjectLock`), as for the rest of `ContainerState`.
struct ServiceTable: Sequence {
  /// One registration.
  struct Item {
    let key: ServiceKey
    var value: any ServiceEntryProtocol
  }

  private var items: [Item] = []
  /// Positions in `items`, plus one; 0 is an empty slot. Empty while `items` has at most
  /// `searchedInOrder` entries; then a power of two, at least twice `items.count`.
  private var index: [Int] = []

  var isEmpty: Bool { items.isEmpty }

  /// Up to this many entries the index is not made: they are searched in order, which for so few
  /// costs less than hashing the key (a screen's child container registers a handful).
  private static let searchedInOrder = 8

  /// The entry registered for `key`.
  subscript(key: ServiceKey) -> (any ServiceEntryProtocol)? {
    guard !index.isEmpty else {
      for item in items where item.key == key { return item.value }
      return nil
    }
    let mask = index.count - 1
    var slot = Self.hash(key) & mask
    while index[slot] != 0 {
      let item = items[index[slot] - 1]
      if item.key == key { return item.value }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Registers `entry` for `key`, replacing the entry it had.
  mutating func set(_ entry: any ServiceEntryProtocol, for key: ServiceKey) {
    if index.isEmpty {
      if let position = items.firstIndex(where: { $0.key == key }) {
        items[position].value = entry
        return
      }
      if items.count < Self.searchedInOrder {
        if items.capacity == 0 { items.reserveCapacity(Self.searchedInOrder) }
        items.append(Item(key: key, value: entry))
        return
      }
    }
    if (items.count + 1) * 2 > index.count { grow() }
    let mask = index.count - 1
    var slot = Self.hash(key) & mask
    while index[slot] != 0 {
      if items[index[slot] - 1].key == key {
        items[index[slot] - 1].value = entry
        return
      }
      slot = (slot + 1) & mask
    }
    items.append(Item(key: key, value: entry))
    index[slot] = items.count
  }

  /// Forgets every registration.
  mutating func removeAll() {
    items = []
    index = []
  }

  func makeIterator() -> IndexingIterator<[Item]> { items.makeIterator() }

  private mutating func grow() {
    index = Array(repeating: 0, count: Swift.max(32, index.count * 2))
    items.reserveCapacity(index.count / 2)
    let mask = index.count - 1
    for (position, item) in items.enumerated() {
      var slot = Self.hash(item.key) & mask
      while index[slot] != 0 { slot = (slot + 1) & mask }
      index[slot] = position + 1
    }
  }

  /// The key's types mixed, then its name and option hashed only when it has them.
  private static func hash(_ key: ServiceKey) -> Int {
    // The metadata addresses themselves: `ObjectIdentifier.hashValue` runs a `Hasher`.
    var mixed = UInt(bitPattern: Int(bitPattern: ObjectIdentifier(key.serviceType))) &* 0x9E37_79B9_7F4A_7C15
    mixed ^= UInt(bitPattern: Int(bitPattern: ObjectIdentifier(key.argumentsType))) &* 0xBF58_476D_1CE4_E5B9
    if key.name != nil || key.hasOption {
      var hasher = Hasher()
      key.hash(into: &hasher)
      mixed ^= UInt(bitPattern: hasher.finalize())
    }
    return Int(bitPattern: mixed ^ (mixed >> 29))
  }
}
