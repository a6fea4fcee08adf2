import Foundation

/// The items shipped with the app, read from a bundled JSON resource.
struct ItemCatalog: Sendable {
  /// The resource; nil when the bundle lacks it.
  let url: URL?

  /// `items.json` from this module's resources (`Bundle.module` in a Swift package, the app bundle in Xcode).
  static var bundled: ItemCatalog {
    #if SWIFT_PACKAGE
      ItemCatalog(url: Bundle.module.url(forResource: "items", withExtension: "json"))
    #else
      ItemCatalog(url: Bundle.main.url(forResource: "items", withExtension: "json"))
    #endif
  }

  /// Reads and decodes the items.
  ///
  /// - Returns: The items, in file order.
  /// - Throws: `CocoaError(.fileNoSuchFile)` when the resource is missing, or the read or decoding error.
  func load() throws -> [Item] {
    guard let url else { throw CocoaError(.fileNoSuchFile) }
    return try JSONDecoder().decode([Item].self, from: Data(contentsOf: url))
  }
}
