/// Swinject 2.10's resolving hook for extension authors; `Container` conforms. Apps use
/// `Resolver` instead.
///
/// ```swift
/// extension Container {
///   func resolveController(_ existing: ViewController, storyboard: StoryboardOption) -> ViewController? {
///     _resolve(name: nil, option: storyboard) { (factory: ((Resolver, ViewController)) -> Any) in
///       factory((self, existing))
///     }
///   }
/// }
/// ```
// swift-format-ignore: TypeNamesShouldBeCapitalized
public protocol _Resolver {
  /// Resolves the registration keyed by the service type, `Arguments`, `name` and `option`,
  /// handing its factory to `invoker`.
  ///
  /// - Parameters:
  ///   - name: The registration's name, or nil for the unnamed one.
  ///   - option: An extension's key part, or nil.
  ///   - invoker: Receives the registration's factory, calls it, returns what it built.
  /// - Returns: The instance, or nil if nothing matches the key.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  func _resolve<Service, Arguments>(
    name: String?, option: (any ServiceKeyOption)?, invoker: @escaping ((Arguments) -> Any) -> Any
  ) -> Service?
}
