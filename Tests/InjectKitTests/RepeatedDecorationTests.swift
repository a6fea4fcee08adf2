import InjectKit
import Testing

/// A composer run twice is reported for `decorate` and `addToCollection` as it is for `add`
/// (issue 46, item 5). Each case runs in a process of its own: `Dependencies.onWarning` is
/// process-wide.
@Suite struct RepeatedDecorationTests {
  protocol Repository: Sendable { var chain: String { get } }
  struct RemoteRepository: Repository { var chain: String { "Remote" } }
  struct LoggingRepository: Repository {
    let wrapped: any Repository
    var chain: String { "Logging(\(wrapped.chain))" }
  }
  struct Plugin: Sendable {}

  /// A feature composer: the repository, a logging decorator, and a plugin for the app's list.
  struct FeedComposer {
    let deps: Dependencies
    func register() {
      deps.add { RemoteRepository() as any Repository }
      deps.decorate((any Repository).self) { _, repository in LoggingRepository(wrapped: repository) }
      deps.addToCollection(Plugin.self) { Plugin() }
    }
  }

  @Test func aComposerRunTwiceIsReportedForItsDecoratorAndItsElement() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let deps = Dependencies(label: "app")
      FeedComposer(deps: deps).register()
      FeedComposer(deps: deps).register()
      // What the warnings say happened: the decorator applied twice, the plugin listed twice.
      let chain = deps.resolve((any Repository).self).chain
      let plugins = deps.resolve([Plugin].self).count
      if chain != "Logging(Logging(Remote))" || plugins != 2 { fatalError("\(chain), \(plugins) plugins") }
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      stderr.contains("a decorator of Repository was added at InjectKitTests/RepeatedDecorationTests.swift:21 again"))
    #expect(stderr.contains("it now wraps the instance twice"))
    #expect(
      stderr.contains("an element of [Plugin] was added at InjectKitTests/RepeatedDecorationTests.swift:22 again"))
    #expect(stderr.contains("the collection now holds that element twice"))
    #expect(stderr.contains("To fix: run the composer once"))
  }

  @Test func theFixRunningTheComposerOnceWarnsNothingAndDecoratesOnce() async {
    await #expect(processExitsWith: .success) {
      Dependencies.onWarning = { warning in fatalError("unexpected warning: \(warning)") }
      let deps = Dependencies(label: "app")
      FeedComposer(deps: deps).register()
      // Two decorators and two elements from different lines are intended, not reported.
      deps.decorate((any Repository).self) { _, repository in LoggingRepository(wrapped: repository) }
      deps.addToCollection(Plugin.self) { Plugin() }
      let chain = deps.resolve((any Repository).self).chain
      if chain != "Logging(Logging(Remote))" { fatalError(chain) }
    }
  }
}
