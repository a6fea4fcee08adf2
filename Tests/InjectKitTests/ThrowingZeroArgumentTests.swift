import InjectKit
import Testing

/// The zero-argument closure, throwing or not, is the form users write first: it compiles for
/// `add`, `addToCollection` and `addAsync`, and a throw fails the resolve with the error (issue 46,
/// item 11).
@Suite struct ThrowingZeroArgumentTests {
  struct Config: Sendable {
    let url: String
    init(url: String = "https://example.com") throws {
      guard !url.isEmpty else { throw TestFailure() }
      self.url = url
    }
  }
  actor Connection {}

  @Test func aThrowingZeroArgumentFactoryRegistersAndResolves() throws {
    let deps = Dependencies()
    deps.add(Config.self, scope: .singleton) { try Config() }
    deps.add(name: "bad") { try Config(url: "") }
    deps.addToCollection(Config.self) { try Config(url: "https://mirror.example.com") }

    #expect(try deps.tryResolve(Config.self).url == "https://example.com")
    #expect(try deps.tryResolve([Config].self).map(\.url) == ["https://mirror.example.com"])
    let error = #expect(throws: ResolutionError.self) { try deps.tryResolve(Config.self, name: "bad") }
    #expect(error?.code == .factoryFailed)
    #expect(error?.description.contains("the disk is on fire") == true)
  }

  @Test func aZeroArgumentAsyncFactoryRegistersAndResolves() async throws {
    let deps = Dependencies()
    deps.addAsync(Connection.self, scope: .singleton) { Connection() }

    let first = try await deps.resolveAsync(Connection.self)
    #expect(try await deps.resolveAsync(Connection.self) === first)
  }
}
