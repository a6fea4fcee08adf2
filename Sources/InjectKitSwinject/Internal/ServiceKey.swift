/// What a Swinject-style registration is found by, as in Swinject 2.10: the service type, the
/// factory's parameter types (`Resolver` alone, or the tuple `(Resolver, A, B)`), the name, and
/// an extension's option.
struct ServiceKey: Hashable, Sendable {
  let serviceType: Any.Type
  let argumentsType: Any.Type
  let name: String?
  /// Set by extensions through `_register`/`_resolve` (SwinjectStoryboard keys by storyboard).
  var option: (any ServiceKeyOption)? { optionBox?.option }
  /// `option != nil`, asked without copying the existential (most keys have none).
  var hasOption: Bool { optionBox != nil }
  /// The option, boxed: a key is copied into tables and caches, and an optional existential
  /// (five words) is copied through its value witnesses where a reference is one word.
  private let optionBox: OptionBox?

  private final class OptionBox: Sendable {
    let option: any ServiceKeyOption
    init(_ option: any ServiceKeyOption) { self.option = option }
  }

  init(serviceType: Any.Type, argumentsType: Any.Type, name: String? = nil, option: (any ServiceKeyOption)? = nil) {
    self.serviceType = serviceType
    self.argumentsType = argumentsType
    self.name = name
    self.optionBox = option.map(OptionBox.init)
  }

  static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
    guard lhs.serviceType == rhs.serviceType, lhs.argumentsType == rhs.argumentsType, lhs.name == rhs.name,
      lhs.hasOption == rhs.hasOption
    else {
      return false
    }
    guard lhs.hasOption, let left = lhs.option, let right = rhs.option else { return true }
    return left.isEqualTo(right)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(serviceType))
    hasher.combine(ObjectIdentifier(argumentsType))
    hasher.combine(name)
    option?.hash(into: &hasher)
  }

  /// The registered type's identity, to find every registration of one type.
  var service: ObjectIdentifier { ObjectIdentifier(serviceType) }

  /// True for a factory that takes only the resolver: the keys the engine can answer for.
  var takesNoArguments: Bool { argumentsType == (any Resolver).self }
}
