extension Dependencies: CustomStringConvertible {
  /// Every registration this container holds, one per line: key, scope and where it was added.
  ///
  /// ```text
  /// Dependencies "root" (2 registrations)
  ///   HomePresenterDelegate [transient]  added at App/HomeComposer.swift:12
  ///   Analytics (name: "firebase") [singleton]  added at App/AnalyticsComposer.swift:4
  ///   parent: none
  /// ```
  public var description: String {
    let entries = registry.all
    var text = "Dependencies \(label) (\(entries.count) registration\(entries.count == 1 ? "" : "s"))"
    for entry in entries {
      var line =
        "\n  \(Diagnostics.describe(entry.service, name: entry.key.name, arguments: entry.arguments, qualified: true))"
      line += " [\(entry.scope)\(entry.flags.needsMainActor ? ", main actor" : "")\(entry.isAsync ? ", async" : "")]"
      line += "  added at \(entry.site)"
      if !entry.extras.replacedSites.isEmpty {
        line += " (replaces \(entry.extras.replacedSites.map(\.description).joined(separator: ", ")))"
      }
      text += line
    }
    text += "\n  parent: \(parent?.label ?? "none")"
    return text
  }
}
