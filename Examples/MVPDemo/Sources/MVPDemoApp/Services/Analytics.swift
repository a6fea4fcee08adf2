/// Somewhere analytics events go: the session's log, a counter, a remote service. The app
/// registers several with `addToCollection`; `Analytics` receives them all as an array.
@MainActor
protocol AnalyticsTracker: AnyObject {
  /// Records one event.
  ///
  /// - Parameter event: What happened, e.g. `"favourite.added a"`.
  func track(_ event: String)
}

/// Sends each event to every tracker, in the order the trackers were added.
@MainActor
final class Analytics {
  let trackers: [any AnalyticsTracker]

  init(trackers: [any AnalyticsTracker]) { self.trackers = trackers }

  /// Records `event` with every tracker.
  ///
  /// - Parameter event: What happened.
  func track(_ event: String) {
    for tracker in trackers { tracker.track(event) }
  }
}

/// Keeps this session's events in memory (a debug screen or a support report would show them).
@MainActor
final class SessionEventLog: AnalyticsTracker {
  private(set) var events: [String] = []

  func track(_ event: String) { events.append(event) }
}

/// Counts events by name, as a metrics backend would.
@MainActor
final class EventCounter: AnalyticsTracker {
  private(set) var counts: [String: Int] = [:]

  func track(_ event: String) {
    let name = event.split(separator: " ").first.map(String.init) ?? event
    counts[name, default: 0] += 1
  }
}
