import InjectKit
import Testing

/// Issue 29, item 5: the same registration line run twice on one container (a composer called
/// again) is reported when it happens, not only by verify(). Each case runs in a process of its
/// own: `Dependencies.onWarning` is process-wide.
@Suite struct RepeatedRegistrationTests {
  final class Analytics: Sendable {}

  struct AnalyticsComposer {
    let deps: Dependencies
    func register() { deps.add(Analytics.self, scope: .singleton) { Analytics() } }
  }

  @Test func aComposerRunTwiceIsReportedOnStandardErrorAsItHappens() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let deps = Dependencies(label: "app")
      AnalyticsComposer(deps: deps).register()
      AnalyticsComposer(deps: deps).register()
      AnalyticsComposer(deps: deps).register()  // reported once per line
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    let lines = stderr.split(separator: "\n").filter { $0.contains("again in container \"app\"") }
    #expect(lines.count == 1, "\(stderr)")
    #expect(lines.first?.contains("Analytics was added at InjectKitTests/RepeatedRegistrationTests.swift:12") == true)
    #expect(lines.first?.contains("To fix:") == true)
  }

  @Test func theWarningGoesToTheHandlerWhenOneIsSet() async {
    await #expect(processExitsWith: .success) {
      let seen = Counter()
      Dependencies.onWarning = { warning in
        if warning.key == "Analytics", warning.container == "\"app\"" { seen.increment() }
      }
      let deps = Dependencies(label: "app")
      AnalyticsComposer(deps: deps).register()
      AnalyticsComposer(deps: deps).register()
      AnalyticsComposer(deps: deps).register()
      if seen.value != 2 { fatalError("handler saw \(seen.value) warnings") }
    }
  }

  @Test func registeringOnceOrOverridingFromAnotherLineIsNotReported() async {
    await #expect(processExitsWith: .success) {
      Dependencies.onWarning = { warning in fatalError("unexpected warning: \(warning)") }
      let deps = Dependencies(label: "app")
      AnalyticsComposer(deps: deps).register()
      deps.add(Analytics.self) { Analytics() }.asOverride()
      AnalyticsComposer(deps: Dependencies(parent: deps)).register()
      // Line 0: a site made up by a registration API (the Swinject skin's), not user code.
      for _ in 0..<2 { deps.add(Analytics.self, file: "Skin/Register.swift", line: 0) { Analytics() } }
    }
  }

  /// Issue 36, item 4: verify() lists what the warning said.
  @Test func verifyListsAComposerRunTwice() {
    let deps = Dependencies(label: "app")
    AnalyticsComposer(deps: deps).register()
    AnalyticsComposer(deps: deps).register()

    let duplicates = deps.verificationReport().problems(of: .duplicateRegistration)

    #expect(duplicates.map(\.path) == [["Analytics"]])
    #expect(duplicates.first?.message.contains("2 times in container \"app\"") == true)
    #expect(duplicates.first?.message.contains("To fix: run the composer once") == true)
  }
}
