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

  /// Folds the name's UTF-8 bytes into `mixed`, eight to a word (a name is a few words).
  static func mixName(_ mixed: UInt, _ name: String) -> UInt {
    var mix = NameMix(mixed)
    // Read in place where the standard library lends its bytes (a native or small string); the
    // view's iterator, about ten times the instructions a byte, for the rest.
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *), name.isContiguousUTF8 {
      let bytes = name.utf8.span
      for index in 0..<bytes.count { mix.add(bytes[index]) }
    } else {
      for byte in name.utf8 { mix.add(byte) }
    }
    return mix.result
  }
}

/// The state of `DependencyKey.mixName`: the mix so far, and the word being filled.
private struct NameMix {
  var mixed: UInt
  var word: UInt = 0
  var count = 0

  @inline(__always) init(_ mixed: UInt) { self.mixed = mixed }

  @inline(__always) mutating func add(_ byte: UInt8) {
    word = word &<< 8 | UInt(byte)
    count &+= 1
    if count & 7 == 0 {
      mixed = (mixed ^ word) &* 0x9e37_79b9_7f4a_7c15
      mixed ^= mixed &>> 31
      word = 0
    }
  }

  /// The count is mixed in, so a last partial word is unambiguous.
  @inline(__always) var result: UInt { (mixed ^ word ^ UInt(bitPattern: count) &<< 56) &* 0x9e37_79b9_7f4a_7c15 }
}

/// Where a registration or a resolve was written, captured with `#fileID` and `#line`.
///
/// The file name (a string literal in the binary) and the line. Every registration keeps one.
struct CallSite: Sendable, CustomStringConvertible {
  let file: StaticString
  let line: UInt32

  init(file: StaticString, line: UInt) {
    self.file = file
    self.line = UInt32(truncatingIfNeeded: line)
  }

  var description: String { "\(file):\(line)" }
}
