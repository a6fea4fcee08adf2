import InjectKit

/// Registers analytics: one `Analytics` that sends every event to each tracker added to the
/// `[AnalyticsTracker]` collection. Another module adds a tracker with one more
/// `addToCollection` line, and touches nothing else.
@MainActor
struct AnalyticsComposer: @MainActor Composer {
  func register() {
    Dependencies.root.addToCollection(AnalyticsTracker.self, scope: .singleton, isolation: MainActor.shared) { _ in
      SessionEventLog()
    }
    Dependencies.root.addToCollection(AnalyticsTracker.self, scope: .singleton, isolation: MainActor.shared) { _ in
      EventCounter()
    }
    Dependencies.root.add(Analytics.self, scope: .singleton, isolation: MainActor.shared) { r in
      Analytics(trackers: try r.resolve())
    }
  }
}
