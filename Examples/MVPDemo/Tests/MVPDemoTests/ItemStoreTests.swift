import Foundation
import Testing

@testable import MVPDemoApp

@MainActor
@Suite struct ItemStoreTests {
  private func makeStore(in directory: URL) -> FileItemStore {
    FileItemStore(catalog: .bundled, file: FavouritesFile(directory: directory))
  }

  @Test func loadsTheBundledCatalogue() throws {
    let temp = try TemporaryDirectory()
    defer { temp.remove() }
    let store = makeStore(in: temp.url)
    #expect(store.items.count == 5)
    #expect(store.items.first?.id == "espresso")
    #expect(store.takeNotices().isEmpty)
  }

  @Test func favouritesSurviveARestart() throws {
    let temp = try TemporaryDirectory()
    defer { temp.remove() }
    let first = makeStore(in: temp.url)
    let cortado = try #require(first.items.first { $0.id == "cortado" })
    #expect(first.toggleFavourite(cortado))
    #expect(first.takeNotices().isEmpty)

    let restarted = makeStore(in: temp.url)
    #expect(restarted.isFavourite(cortado))
    #expect(!restarted.toggleFavourite(cortado))
    #expect(!makeStore(in: temp.url).isFavourite(cortado))
  }

  @Test func aMissingDataDirectoryIsCreated() throws {
    let temp = try TemporaryDirectory()
    defer { temp.remove() }
    let directory = temp.url.appendingPathComponent("not/yet/there")
    let store = makeStore(in: directory)
    _ = store.items
    #expect(store.takeNotices() == ["Created the data directory \(directory.path)."])
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    store.toggleFavourite(store.items[0])
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("favourites.json").path))
  }

  @Test func aCorruptFileIsKeptAsABackupAndTheStoreStartsEmpty() throws {
    let temp = try TemporaryDirectory()
    defer { temp.remove() }
    let file = FavouritesFile(directory: temp.url)
    let garbage = Data("{ not json".utf8)
    try garbage.write(to: file.url)

    let store = makeStore(in: temp.url)
    #expect(store.items.allSatisfy { !store.isFavourite($0) })
    let notices = store.takeNotices()
    let backup = temp.url.appendingPathComponent("favourites.json.broken")
    #expect(
      notices == [
        "\(file.url.path) could not be read (it is not a valid favourites file). "
          + "It was kept as \(backup.path); starting with no favourites."
      ])
    #expect(try Data(contentsOf: backup) == garbage)

    // Saving afterwards writes a new file and leaves the backup alone.
    store.toggleFavourite(store.items[1])
    #expect(try Data(contentsOf: backup) == garbage)
    #expect(makeStore(in: temp.url).isFavourite(store.items[1]))
  }

  @Test func earlierBackupsAreNeverOverwritten() throws {
    let temp = try TemporaryDirectory()
    defer { temp.remove() }
    let file = FavouritesFile(directory: temp.url)
    try Data("first".utf8).write(to: file.url)
    _ = file.load()
    try Data("second".utf8).write(to: file.url)
    let loaded = file.load()
    #expect(loaded.canSave)
    let backups = ["favourites.json.broken", "favourites.json.broken-2"].map { temp.url.appendingPathComponent($0) }
    #expect(try backups.map { try String(contentsOf: $0, encoding: .utf8) } == ["first", "second"])
  }

  @Test func aDataPathThatIsAFileDisablesSavingWithoutTouchingIt() throws {
    let temp = try TemporaryDirectory()
    defer { temp.remove() }
    let blocker = temp.url.appendingPathComponent("blocker")
    try Data("keep me".utf8).write(to: blocker)
    let store = makeStore(in: blocker)
    store.toggleFavourite(store.items[0])
    let notices = store.takeNotices()
    #expect(notices.count == 2)
    #expect(notices.first?.hasPrefix("\(blocker.path) is a file, not a directory") == true)
    #expect(store.isFavourite(store.items[0]))  // kept for this session
    #expect(try String(contentsOf: blocker, encoding: .utf8) == "keep me")
  }

  @Test func configurationPrefersTheEnvironmentVariable() {
    let chosen = AppConfiguration.fromEnvironment(["MVPDEMO_DATA_DIR": "/tmp/x", "HOME": "/home/u"])
    #expect(chosen.dataDirectory.path == "/tmp/x")
    #if !canImport(Darwin)
      #expect(
        AppConfiguration.fromEnvironment(["HOME": "/home/u"]).dataDirectory.path == "/home/u/.local/share/mvpdemo")
      #expect(
        AppConfiguration.fromEnvironment(["XDG_DATA_HOME": "/d", "HOME": "/home/u"]).dataDirectory.path
          == "/d/mvpdemo")
    #endif
  }
}
