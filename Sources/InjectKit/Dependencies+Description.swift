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
    // A collection's index is not a registration; its elements are listed.
    let entries = registry.all.filter { !$0.isCollection }
    var text = "Dependencies \(label) (\(entries.count) registration\(entries.count == 1 ? "" : "s"))"
    for entry in entries {
      let key =
        entry.extras.element != nil
        ? entry.displayName
        : Diagnostics.describe(entry.service, name: entry.key.name, arguments: entry.arguments, qualified: true)
      var line = "\n  \(key)"
      let actor = entry.flags.needsIsolation ? ", " + Isolation.actorName(of: entry, article: false) : ""
      line += " [\(entry.scope)\(actor)\(entry.isAsync ? ", async" : "")]"
      line += entry.isPlaceholder ? "  decorators only, no registration" : "  added at \(entry.site)"
      if !entry.extras.decorators.isEmpty {
        line += " (decorated at \(entry.extras.decorators.map(\.site.description).joined(separator: ", ")))"
      }
      if !entry.extras.replacedSites.isEmpty {
        line += " (replaces \(entry.extras.replacedSites.map(\.description).joined(separator: ", ")))"
      }
      text += line
    }
    text += "\n  parent: \(parent?.label ?? "none")"
    return text
  }
}
