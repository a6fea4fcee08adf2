import InjectKit
import Testing

/// `verify()` of a container nothing was composed into reports it, instead of passing a check of
/// nothing (issue 46, item 4).
@Suite struct VerificationEmptyTests {
  /// A feature composer that keeps a container of its own, a shape teams start from: what it
  /// registers never reaches the container the test verifies.
  struct SelfContainedFeedComposer: Composer {
    let container = Dependencies(label: "feed's own")
    func register() { container.add { RealService() as any Service } }
  }

  /// The same composer written the way the tutorial writes them: into `Dependencies.root`.
  struct FeedComposer: Composer {
    func register() { Dependencies.root.add { RealService() as any Service } }
  }

  @Test func aContainerNothingWasComposedIntoIsAProblem() throws {
    let deps = Dependencies(label: "feed test")
    Dependencies.withRoot(deps) { SelfContainedFeedComposer().register() }

    let report = deps.verificationReport()

    #expect(report.problems.map(\.kind) == [.nothingRegistered])
    let message = try #require(report.problems.first?.message)
    #expect(message.contains("\"feed test\" has no registrations"))
    #expect(message.contains("Dependencies.withRoot(deps) { RootComposer().register() }"))
    #expect(throws: VerificationError.self) { try deps.verify() }
  }

  @Test func theFixTheMessageNamesComposesIntoTheContainerAndVerifies() throws {
    let deps = Dependencies(label: "feed test")
    Dependencies.withRoot(deps) { FeedComposer().register() }

    try deps.verify()
    #expect(deps.isRegistered((any Service).self))
  }

  @Test func aChildWhoseParentRegistersIsNotEmpty() throws {
    let parent = Dependencies(label: "app")
    parent.add { Leaf() }
    let screen = Dependencies(parent: parent, label: "screen")

    #expect(screen.verificationReport().problems.isEmpty)
    #expect(parent.verificationReport().problems.isEmpty)
  }
}
