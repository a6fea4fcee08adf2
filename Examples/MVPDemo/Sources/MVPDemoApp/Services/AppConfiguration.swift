import Foundation

/// Settings read once at launch.
struct AppConfiguration: Sendable {
  /// The environment variable that chooses the data directory.
  static let dataDirectoryVariable = "MVPDEMO_DATA_DIR"

  /// Where favourites are saved. Nothing is created until the store first needs it.
  let dataDirectory: URL

  /// `$MVPDEMO_DATA_DIR` if set; otherwise Application Support (Apple platforms) or
  /// `$XDG_DATA_HOME/mvpdemo`, defaulting to `~/.local/share/mvpdemo` (elsewhere).
  ///
  /// - Parameter environment: The process environment; tests pass their own.
  /// - Returns: The configuration.
  static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
    -> AppConfiguration
  {
    if let path = environment[dataDirectoryVariable], !path.isEmpty {
      return AppConfiguration(dataDirectory: URL(fileURLWithPath: path, isDirectory: true))
    }
    return AppConfiguration(dataDirectory: defaultDataDirectory(environment))
  }

  private static func defaultDataDirectory(_ environment: [String: String]) -> URL {
    #if canImport(Darwin)
      let base =
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
        ?? FileManager.default.temporaryDirectory
      return base.appendingPathComponent("MVPDemo", isDirectory: true)
    #else
      if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {  // the XDG spec ignores relative paths
        return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("mvpdemo", isDirectory: true)
      }
      let home =
        environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? FileManager.default.homeDirectoryForCurrentUser
      return home.appendingPathComponent(".local/share/mvpdemo", isDirectory: true)
    #endif
  }
}
