import InjectKit
import Testing

/// A registration replaced while the instance it cached is alive says so when it happens: two
/// "singletons" then live at once (issue 46, item 6). Each case runs in a process of its own:
/// `Dependencies.onWarning` is process-wide.
@Suite struct LateRegistrationTests {
  final class Analytics: Sendable {}

  /// The app's composition.
  struct LaunchComposer {
    let deps: Dependencies
    func register() { deps.add(Analytics.self, scope: .singleton) { Analytics() } }
  }

  /// A feature that registers the same service, later, from its own line.
  struct LateFeature {
    let deps: Dependencies
    func register() { deps.add(Analytics.self, scope: .singleton) { Analytics() } }
  }

  @Test func replacingASingletonAlreadyBuiltIsReportedAsItHappens() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let deps = Dependencies(label: "app")
      LaunchComposer(deps: deps).register()
      let early = deps.resolve(Analytics.self)  // a screen resolved it at launch
      LateFeature(deps: deps).register()
      if deps.resolve(Analytics.self) === early { fatalError("one instance: nothing to report") }
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      stderr.contains(
        "Analytics, added at InjectKitTests/LateRegistrationTests.swift:13 and already built "
          + "(singleton), was registered again at InjectKitTests/LateRegistrationTests.swift:19"), "\(stderr)")
    #expect(stderr.contains("so two live at once"))
    #expect(stderr.contains("To fix: register it before anything resolves it"))
  }

  @Test func theFixesTheWarningNamesReportNothing() async {
    await #expect(processExitsWith: .success) {
      Dependencies.onWarning = { warning in fatalError("unexpected warning: \(warning)") }
      // Registered before anything resolved it: one instance ever.
      let app = Dependencies(label: "app")
      LaunchComposer(deps: app).register()
      LateFeature(deps: app).register()
      let shared = app.resolve(Analytics.self)
      // Overridden in a child, as a test or a preview does: the child's singleton is its own.
      let child = Dependencies(parent: app, label: "test")
      LateFeature(deps: child).register()
      let overridden = child.resolve(Analytics.self)
      if overridden === shared || app.resolve(Analytics.self) !== shared { fatalError("instances mixed up") }
    }
  }
}
