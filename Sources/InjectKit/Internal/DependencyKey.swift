/// What a registration is found by: the service type's identity, the runtime-argument
/// signature's identity (`Void` for none) and an optional name.
///
/// `ObjectIdentifier` of a metatype is unique per type, so `A.Service` and `B.Service`, or
/// `Box<Int>` and `Box<String>`, never collide, and hashing costs two words plus the name.
struct DependencyKey: Hashable, Sendable {
  let type: ObjectIdentifier
  let arguments: ObjectIdentifier
  let name: String?
  /// A cheap hash for the registry's own table: type and argument identities are already
  /// well-spread pointers, so a multiply-and-shift mix is enough (no SipHash per resolve).
  let quickHash: Int

  init(_ type: Any.Type, arguments: Any.Type = Void.self, name: String?) {
    self.init(type: ObjectIdentifier(type), arguments: ObjectIdentifier(arguments), name: name)
  }

  static func == (lhs: DependencyKey, rhs: DependencyKey) -> Bool {
    lhs.quickHash == rhs.quickHash && lhs.type == rhs.type && lhs.arguments == rhs.arguments && lhs.name == rhs.name
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    if arguments != voidArguments { hasher.combine(arguments) }
    if let name { hasher.combine(name) }
  }

  /// This key's bit in `ResolutionContext.pathKeys`.
  var pathBit: UInt64 { 1 &<< UInt64(truncatingIfNeeded: quickHash & 63) }

  private init(type: ObjectIdentifier, arguments: ObjectIdentifier, name: String?) {
    self.type = type
    self.arguments = arguments
    self.name = name
    var mixed = UInt(bitPattern: type) ^ (UInt(bitPattern: arguments) &>> 3)
    if let name {
      for byte in name.utf8 { mixed = (mixed ^ UInt(byte)) &* 0x100_0000_01b3 }
    }
    mixed = (mixed ^ (mixed &>> 29)) &* 0xbf58_476d_1ce4_e5b9
    quickHash = Int(bitPattern: mixed ^ (mixed &>> 32))
  }
}

private let voidArguments = ObjectIdentifier(Void.self)

/// Where a registration or a resolve was written, captured with `#fileID` and `#line`.
struct CallSite: Sendable, CustomStringConvertible {
  let file: StaticString
  let line: UInt

  var description: String { "\(file):\(line)" }
}
