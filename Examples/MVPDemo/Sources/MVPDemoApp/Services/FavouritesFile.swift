import Foundation

/// The favourites saved on disk: `favourites.json` in the data directory.
///
/// Loading never fails: a missing directory is created, and a file that cannot be read is set
/// aside under a new name (never deleted) before starting empty. Saving is atomic.
struct FavouritesFile: Sendable {
  /// What `load()` found.
  struct Loaded: Equatable, Sendable {
    var ids: Set<String>
    /// What the user should be told.
    var notices: [String]
    /// False when saving could overwrite something we failed to set aside.
    var canSave: Bool
  }

  private struct Contents: Codable {
    var favourites: [String]
  }

  let directory: URL

  /// The file itself.
  var url: URL { directory.appendingPathComponent("favourites.json") }

  /// Reads the favourites, creating the directory and setting aside an unreadable file as needed.
  ///
  /// - Returns: The ids found, with any notices for the user.
  func load() -> Loaded {
    var loaded = Loaded(ids: [], notices: [], canSave: true)
    let files = FileManager.default
    var isDirectory: ObjCBool = false
    if !files.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
      do {
        try files.createDirectory(at: directory, withIntermediateDirectories: true)
        loaded.notices.append("Created the data directory \(directory.path).")
      } catch {
        loaded.notices.append(
          "Could not create the data directory \(directory.path) (\(Self.reason(error))); "
            + "favourites will not be saved this session.")
        loaded.canSave = false
      }
      return loaded
    }
    guard isDirectory.boolValue else {
      loaded.notices.append(
        "\(directory.path) is a file, not a directory; favourites will not be saved this "
          + "session. Set \(AppConfiguration.dataDirectoryVariable) to another path.")
      loaded.canSave = false
      return loaded
    }
    guard files.fileExists(atPath: url.path) else { return loaded }
    do {
      loaded.ids = Set(try JSONDecoder().decode(Contents.self, from: Data(contentsOf: url)).favourites)
    } catch {
      setAside(after: error, into: &loaded)
    }
    return loaded
  }

  /// Writes `ids` atomically, recreating the directory if it vanished.
  ///
  /// - Parameter ids: The favourite item ids.
  /// - Throws: The file system's error.
  func save(_ ids: Set<String>) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(Contents(favourites: ids.sorted())).write(to: url, options: .atomic)
  }

  /// Moves an unreadable file to a backup so that the next save cannot destroy it.
  private func setAside(after error: any Error, into loaded: inout Loaded) {
    let problem = "\(url.path) could not be read (\(Self.reason(error)))"
    do {
      let backup = freeBackupURL()
      try FileManager.default.moveItem(at: url, to: backup)
      loaded.notices.append("\(problem). It was kept as \(backup.path); starting with no favourites.")
    } catch {
      loaded.notices.append(
        "\(problem), and could not be set aside (\(Self.reason(error))). It is left "
          + "untouched and favourites will not be saved this session.")
      loaded.canSave = false
    }
  }

  /// `favourites.json.broken`, or `favourites.json.broken-2`, … if earlier backups exist.
  private func freeBackupURL() -> URL {
    var candidate = directory.appendingPathComponent("favourites.json.broken")
    var number = 2
    while FileManager.default.fileExists(atPath: candidate.path) {
      candidate = directory.appendingPathComponent("favourites.json.broken-\(number)")
      number += 1
    }
    return candidate
  }

  /// A short, user-facing cause.
  static func reason(_ error: any Error) -> String {
    if error is DecodingError { return "it is not a valid favourites file" }
    return (error as NSError).localizedDescription
  }
}
