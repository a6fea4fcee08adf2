/// What a registration is found by: the service type's identity, the runtime-argument
/// signature's identity (`Void` for none) and an optional name.
///
/// `ObjectIdentifier` of a metatype is unique per type, so `A.Service` and `B.Service`, or
/// `Box<Int>` and `Box<String>`, never collide, and comparing two keys costs two pointer
/// comparisons plus the name's.
struct DependencyKey: Hashable, Sendable {
  let type: ObjectIdentifier
  /// The arguments' type identity; a collection's element has an object's instead (see
  /// `init(element:identity:)`).
  let arguments: ObjectIdentifier
  let name: String?

  init(_ type: Any.Type, arguments: Any.Type = Void.self, name: String?) {
    self.type = ObjectIdentifier(type)
    self.arguments = ObjectIdentifier(arguments)
    self.name = name
  }

  static func == (lhs: DependencyKey, rhs: DependencyKey) -> Bool {
    guard lhs.type == rhs.type, lhs.arguments == rhs.arguments else { return false }
    if lhs.name == nil, rhs.name == nil { return true }
    return namesEqual(lhs.name, rhs.name)
  }

  static func namesEqual(_ lhs: String?, _ rhs: String?) -> Bool { lhs == rhs }

  func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(arguments)
    if let name { hasher.combine(name) }
  }

  /// A cheap hash for the registry's own table: type and argument identities are already
  /// well-spread pointers, so a multiply-and-shift mix is enough (no SipHash per resolve).
  var quickHash: Int { Self.quickHash(type, arguments, name) }

  /// `quickHash` of the key of these parts. A caller holding the name as a parameter passes it
  /// borrowed; read from a key in memory, it is copied out first (a retain and a release).
  static func quickHash(_ type: ObjectIdentifier, _ arguments: ObjectIdentifier, _ name: String?) -> Int {
    var mixed = UInt(bitPattern: type) ^ (UInt(bitPattern: arguments) &>> 3)
    if let name { mixed = mixName(mixed, name) }
    mixed = (mixed ^ (mixed &>> 29)) &* 0xbf58_476d_1ce4_e5b9
    return Int(bitPattern: mixed ^ (mixed &>> 32))
  }

  /// The key's bit in a frame's path mask (`Frame.pathKeys`): from the types only, so it costs no
  /// hashing of the name (keys differing only by name share a bit, and a walk tells them apart).
  var pathBitIndex: UInt8 {
    let mixed = (UInt(bitPattern: type) ^ (UInt(bitPattern: arguments) &>> 3)) &* 0xbf58_476d_1ce4_e5b9
    return UInt8(truncatingIfNeeded: mixed &>> 58)
  }

  /// Folds the name's bytes into `mixed`, a word at a time.
  static func mixName(_ mixed: UInt, _ name: String) -> UInt {
    // Native and small strings are contiguous UTF-8 (read in place, no copy of the string);
    // the fallback is for bridged ones.
    name.utf8.withContiguousStorageIfAvailable { mix(mixed, $0) }
      ?? Array(name.utf8).withUnsafeBufferPointer { mix(mixed, $0) }
  }

  /// Whole words first; the bytes after them are read as one overlapping load, not one by one
  /// (names are short, so that loop over up to seven bytes was most of the hashing).
  private static func mix(_ mixed: UInt, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt {
    let count = bytes.count
    var mixed = mixed ^ UInt(bitPattern: count)
    guard count > 0, let start = bytes.baseAddress else { return mixed &* 0x9e37_79b9_7f4a_7c15 }
    let raw = UnsafeRawPointer(start)
    let wordSize = MemoryLayout<UInt>.size
    var tail: UInt
    if count >= wordSize {
      for word in 0..<count / wordSize {
        mixed = (mixed ^ raw.loadUnaligned(fromByteOffset: word * wordSize, as: UInt.self)) &* 0x9e37_79b9_7f4a_7c15
        mixed ^= mixed &>> 31
      }
      // The last word, overlapping the ones before (the count is mixed in, so this is unambiguous).
      tail = count % wordSize == 0 ? 0 : raw.loadUnaligned(fromByteOffset: count - wordSize, as: UInt.self)
    } else if count >= 4 {
      let head = UInt(raw.loadUnaligned(as: UInt32.self))
      tail = head &<< 32 | UInt(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
    } else {
      tail = UInt(bytes[0]) &<< 16 | UInt(bytes[count / 2]) &<< 8 | UInt(bytes[count - 1])
    }
    return (mixed ^ tail) &* 0x9e37_79b9_7f4a_7c15
  }
}

/// Where a registration or a resolve was written, captured with `#fileID` and `#line`.
///
/// Twelve bytes: the file name (a string literal in the binary, which the compiler ends with a
/// NUL, checked when a site is made) and the line. Every registration keeps one.
// Safety: `file` points at the UTF-8 of a `StaticString` literal, immutable data that lives as
// long as the program.
struct CallSite: @unchecked Sendable, CustomStringConvertible {
  let file: UnsafePointer<CChar>
  let line: UInt32

  init(file: StaticString, line: UInt) {
    self.init(file: file.utf8Start, fileLength: file.utf8CodeUnitCount, line: line)
  }

  init(file: UnsafePointer<UInt8>, fileLength: Int, line: UInt) {
    assert(file[fileLength] == 0, "a #fileID literal ends with a NUL")
    self.file = UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self)
    self.line = UInt32(truncatingIfNeeded: line)
  }

  var description: String { "\(String(cString: file)):\(line)" }
}
