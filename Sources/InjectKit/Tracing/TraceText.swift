/// How a trace reads: one line per resolve, indented by depth, then the totals per registration.
/// `ResolutionTrace.description` and the `INJECTKIT_TRACE=1` printer share these lines.
enum TraceText {
  /// The whole report: a summary line, the tree, a blank line and the totals.
  static func report(_ trace: ResolutionTrace) -> [String] {
    let built = trace.events.filter { $0.outcome != .cached }
    let topTime = trace.events.filter { $0.parent == nil && $0.outcome != .cached }.reduce(0) { $0 + $1.nanoseconds }
    var lines = [
      "Trace of \(trace.container): \(trace.events.count) resolves, \(built.count) factories run in \(duration(topTime))"
    ]
    lines += tree(trace.events)
    let totals = trace.totals
    guard !totals.isEmpty else { return lines }
    lines += ["", "Totals per registration, in the order their factories first ran:"]
    for total in totals {
      let time = total.builds > 0 ? " in \(duration(total.nanoseconds))" : ""
      lines.append(
        "  \(keyAndName(total.key, total.name))  \(total.scope)  \(total.container)  \(total.site): "
          + "built \(total.builds)×\(time), cached \(total.cachedReads)×")
    }
    return lines
  }

  /// `events` as a tree: each line indented two spaces per level.
  static func tree(_ events: [ResolutionTrace.Event]) -> [String] {
    guard let top = events.map(\.depth).min() else { return [] }
    return events.map { String(repeating: "  ", count: $0.depth - top) + line($0) }
  }

  /// One event: key and name, outcome (with the time of a build), scope, container, site, thread.
  static func line(_ event: ResolutionTrace.Event) -> String {
    let outcome: String
    switch event.outcome {
    case .built: outcome = "built in \(duration(event.nanoseconds))"
    case .cached: outcome = "cached"
    case .failed: outcome = "failed after \(duration(event.nanoseconds))"
    }
    let actor = event.actor.map { " (\($0))" } ?? ""
    return "\(keyAndName(event.key, event.name))  \(outcome)  \(event.scope)  \(event.container)  "
      + "\(event.site)  \(event.thread)\(actor)"
  }

  /// `1.2 ms`, `12.3 µs`, `850 ns`: one decimal, in the largest unit below the value.
  static func duration(_ nanoseconds: UInt64) -> String {
    let units: [(UInt64, String)] = [(1_000_000_000, "s"), (1_000_000, "ms"), (1_000, "µs")]
    for (size, unit) in units where nanoseconds >= size {
      return "\(nanoseconds / size).\(nanoseconds % size * 10 / size) \(unit)"
    }
    return "\(nanoseconds) ns"
  }

  /// Writes `lines` to standard error, each prefixed so a reader of a busy log can find them.
  static func writeToStandardError(_ lines: [String]) {
    CurrentThread.writeToStandardError(lines.map { "[InjectKit trace] \($0)\n" }.joined())
  }

  private static func keyAndName(_ key: String, _ name: String?) -> String {
    name.map { "\(key) (name: \"\($0)\")" } ?? key
  }
}
