/// What a registration is found by: the service type's identity, the runtime-argument
/// signature's identity (`Void` for none) and an optional name.
///
/// `ObjectIdentifier` of a metatype is unique per type, so `A.Service` and `B.Service`, or
/// `Box<Int>` and `Box<String>`, never collide, and hashing costs two words plus the name.
struct DependencyKey: Hashable, Sendable {
  let type: ObjectIdentifier
  let arguments: ObjectIdentifier
  let name: String?

  init(_ type: Any.Type, arguments: Any.Type = Void.self, name: String?) {
    self.type = ObjectIdentifier(type)
    self.arguments = ObjectIdentifier(arguments)
    self.name = name
  }

  /// The key with the same type and arguments but another name.
  func named(_ other: String?) -> DependencyKey {
    DependencyKey(type: type, arguments: arguments, name: other)
  }

  private init(type: ObjectIdentifier, arguments: ObjectIdentifier, name: String?) {
    self.type = type
    self.arguments = arguments
    self.name = name
  }
}

/// Where a registration or a resolve was written, captured with `#fileID` and `#line`.
struct CallSite: Sendable, CustomStringConvertible {
  let file: StaticString
  let line: UInt

  var description: String { "\(file):\(line)" }
}
