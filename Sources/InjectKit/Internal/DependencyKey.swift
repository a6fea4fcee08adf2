/// What a registration is found by: the service type's identity, the runtime-argument
/// signature's identity (`Void` for none) and an optional name.
///
/// `ObjectIdentifier` of a metatype is unique per type, so `A.Service` and `B.Service`, or
/// `Box<Int>` and `Box<String>`, never collide, and comparing two keys costs two pointer
/// comparisons plus the name's.
@usableFromInline struct DependencyKey: Hashable, Sendable {
  @usableFromInline let type: ObjectIdentifier
  /// The arguments' type identity; a collection's element has an object's instead (see
  /// `init(element:identity:)`).
  @usableFromInline let arguments: ObjectIdentifier
  @usableFromInline let name: String?

  @inlinable init(_ type: Any.Type, arguments: Any.Type = Void.self, name: String?) {
    self.type = ObjectIdentifier(type)
    self.arguments = ObjectIdentifier(arguments)
    self.name = name
  }

  @inlinable static func == (lhs: DependencyKey, rhs: DependencyKey) -> Bool {
    guard lhs.type == rhs.type, lhs.arguments == rhs.arguments else { return false }
    if lhs.name == nil, rhs.name == nil { return true }
    return namesEqual(lhs.name, rhs.name)
  }

  @usableFromInline static func namesEqual(_ lhs: String?, _ rhs: String?) -> Bool { lhs == rhs }

  @usableFromInline func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(arguments)
    if let name { hasher.combine(name) }
  }

  /// A cheap hash for the registry's own table: type and argument identities are already
  /// well-spread pointers, so a multiply-and-shift mix is enough (no SipHash per resolve).
  @inlinable var quickHash: Int {
    var mixed = UInt(bitPattern: type) ^ (UInt(bitPattern: arguments) &>> 3)
    if name != nil { mixed = Self.mixName(mixed, name) }
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
  @usableFromInline static func mixName(_ mixed: UInt, _ name: String?) -> UInt {
    guard var name else { return mixed }
    return name.withUTF8 { bytes in
      var mixed = mixed ^ UInt(bitPattern: bytes.count)
      let words = bytes.count / MemoryLayout<UInt>.size
      for word in 0..<words {
        let chunk = UnsafeRawBufferPointer(bytes).loadUnaligned(
          fromByteOffset: word * MemoryLayout<UInt>.size, as: UInt.self)
        mixed = (mixed ^ chunk) &* 0x9e37_79b9_7f4a_7c15
        mixed ^= mixed &>> 31
      }
      var tail: UInt = 0
      for byte in bytes[(words * MemoryLayout<UInt>.size)...] { tail = tail &<< 8 | UInt(byte) }
      return (mixed ^ tail) &* 0x9e37_79b9_7f4a_7c15
    }
  }
}

/// Where a registration or a resolve was written, captured with `#fileID` and `#line`.
///
/// Twelve bytes: the file name (a string literal in the binary, which the compiler ends with a
/// NUL, checked when a site is made) and the line. Every registration keeps one.
// Safety: `file` points at the UTF-8 of a `StaticString` literal, immutable data that lives as
// long as the program.
@usableFromInline struct CallSite: @unchecked Sendable, CustomStringConvertible {
  let file: UnsafePointer<CChar>
  let line: UInt32

  @inlinable init(file: StaticString, line: UInt) {
    self.init(file: file.utf8Start, fileLength: file.utf8CodeUnitCount, line: line)
  }

  @usableFromInline init(file: UnsafePointer<UInt8>, fileLength: Int, line: UInt) {
    assert(file[fileLength] == 0, "a #fileID literal ends with a NUL")
    self.file = UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self)
    self.line = UInt32(truncatingIfNeeded: line)
  }

  @usableFromInline var description: String { "\(String(cString: file)):\(line)" }
}
