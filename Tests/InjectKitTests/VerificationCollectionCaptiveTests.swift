import InjectKit
import Testing

/// Issue 29, item 1: a collection has no lifetime of its own (`[T]` is a value); its elements'
/// scopes decide whether a longer-lived registration holding it is a captive, through autowiring
/// and closure factories alike.
@Suite struct VerificationCollectionCaptiveTests {
  protocol Tracker: AnyObject, Sendable {}
  final class ConsoleTracker: Tracker {}
  final class FileTracker: Tracker {}
  final class Analytics: Sendable {
    let trackers: [any Tracker]
    init(trackers: [any Tracker]) { self.trackers = trackers }
  }

  @Test func anAutowiredSingletonOverSingletonElementsIsNotCaptive() throws {
    let deps = Dependencies()
    deps.addToCollection((any Tracker).self, scope: .singleton) { ConsoleTracker() }
    deps.addToCollection((any Tracker).self, scope: .singleton) { FileTracker() }
    deps.autowire(Analytics.self, scope: .singleton, Analytics.init)

    let report = deps.verificationReport()

    #expect(report.problems.isEmpty, "\(report)")
    try deps.verify()
  }

  @Test func anAutowiredSingletonOverATransientElementNamesThatElement() {
    let deps = Dependencies()
    deps.addToCollection((any Tracker).self, scope: .singleton) { ConsoleTracker() }
    deps.addToCollection((any Tracker).self) { FileTracker() }
    deps.autowire(Analytics.self, scope: .singleton, Analytics.init)

    let captive = deps.verificationReport().problems(of: .captiveDependency)

    #expect(captive.count == 1)
    #expect(captive.first?.path.count == 3)
    #expect(captive.first?.path.last?.contains("element 2") == true, "\(captive)")
    #expect(captive.first?.message.contains("[transient]") == true)
    #expect(captive.first?.message.contains("To fix: add") == true)
  }

  @Test func aClosureSingletonKeepingTransientElementsIsCaptive() {
    let deps = Dependencies()
    deps.addToCollection((any Tracker).self) { ConsoleTracker() }
    deps.addToCollection((any Tracker).self) { FileTracker() }
    deps.add(Analytics.self, scope: .singleton) { r in Analytics(trackers: try r.resolve()) }

    let captive = deps.verificationReport().problems(of: .captiveDependency)

    #expect(captive.count == 2, "\(captive)")
    #expect(captive.allSatisfy { $0.path.first == "Analytics" })
  }

  @Test func aClosureSingletonReadingAndDroppingTransientElementsIsNotCaptive() {
    final class Counter: Sendable {
      let count: Int
      init(count: Int) { self.count = count }
    }
    let deps = Dependencies()
    deps.addToCollection((any Tracker).self) { ConsoleTracker() }
    deps.add(Counter.self, scope: .singleton) { r in Counter(count: try r.resolve([any Tracker].self).count) }

    let report = deps.verificationReport()

    #expect(report.problems.isEmpty, "\(report)")
  }

  @Test func applyingTheFixSilencesIt() throws {
    let deps = Dependencies()
    deps.addToCollection((any Tracker).self) { ConsoleTracker() }
    deps.add(Analytics.self, scope: .singleton) { r in Analytics(trackers: try r.resolve()) }
    #expect(!deps.verificationReport().problems(of: .captiveDependency).isEmpty)

    let fixed = Dependencies()
    fixed.addToCollection((any Tracker).self, scope: .singleton) { ConsoleTracker() }
    fixed.add(Analytics.self, scope: .singleton) { r in Analytics(trackers: try r.resolve()) }
    try fixed.verify()
  }
}
