/// An extension's extra part of a registration's key, for `Container._register` and
/// `Container._resolve`: Swinject 2.10's hook for extensions such as SwinjectStoryboard.
///
/// ```swift
/// struct StoryboardOption: ServiceKeyOption {
///   let storyboardID: String
///   func isEqualTo(_ another: ServiceKeyOption) -> Bool {
///     (another as? StoryboardOption)?.storyboardID == storyboardID
///   }
///   func hash(into hasher: inout Hasher) { hasher.combine(storyboardID) }
///   var description: String { "Storyboard: \(storyboardID)" }
/// }
/// ```
///
/// Two keys match when their types and names match and their options are both nil or
/// `isEqualTo` each other. Registrations with an option are found only by `_resolve` with an
/// equal option, never by `resolve`, `Dependencies.resolve` or `@Inject`.
public protocol ServiceKeyOption: CustomStringConvertible, Sendable {
  /// Whether `another` is the same option, so the two keys are one.
  ///
  /// - Parameter another: The option of the other key.
  /// - Returns: True when both keys should find the same registration.
  func isEqualTo(_ another: any ServiceKeyOption) -> Bool

  /// Feeds what `isEqualTo` compares into `hasher`.
  ///
  /// - Parameter hasher: The key's hasher.
  func hash(into hasher: inout Hasher)
}
