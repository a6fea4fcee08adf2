/// Registration warnings (`RegistrationWarning`) beyond a repeated registration, and what
/// `verify()` says of the same mistakes.
extension Diagnostics {
  /// A registration with runtime arguments declared with a caching scope, which it does not get
  /// (`RegistryEntry.taking`): reported now, as `repeatedRegistration` is, and by `verify()`.
  static func cachedScopeWithArguments(_ entry: RegistryEntry, _ scope: Scope, in container: Dependencies) {
    warn(
      RegistrationWarning(
        key: entry.displayName, site: entry.site.description, container: container.label,
        message: "InjectKit: " + cachedScopeWithArguments(entry, scope)))
  }

  /// The text of `cachedScopeWithArguments`, for the warning and for `verify()`.
  static func cachedScopeWithArguments(_ entry: RegistryEntry, _ scope: Scope) -> String {
    let type = String(describing: entry.service)
    return "\(entry.displayName) takes runtime arguments and was added with `scope: .\(scope)` at \(entry.site): one "
      + "cached instance would serve every later resolve whatever its arguments (`resolve(\(type).self, arguments: "
      + "b)` would return the instance built for `a`), so the scope is refused and each resolve builds its own "
      + "instance. To fix: drop `scope:` (one instance per resolve, as it now behaves); to share one instance, "
      + "register \(type) without arguments and pass them to a method; to keep one per argument, register a "
      + "singleton that keeps them in a dictionary keyed by the argument."
  }

  /// A `decorate` or `addToCollection` line that ran again on its container: unlike a repeated
  /// `add`, which replaces what the same line made, it adds a second decorator or element.
  ///
  /// - Parameters:
  ///   - what: What the line adds: "a decorator of Repository", "an element of [Plugin]".
  ///   - consequence: What the second one does.
  static func repeatedLine(_ what: String, at site: CallSite, in container: Dependencies, consequence: String) {
    warn(
      RegistrationWarning(
        key: what, site: site.description, container: container.label,
        message: "InjectKit: \(what) was added at \(site) again in container \(container.label): the code adding it "
          + "ran twice (a composer called again?), so \(consequence). To fix: run the composer once (at launch, or "
          + "once per container)."))
  }

  /// A registration replaced while the instance it cached is alive: whoever resolved it keeps that
  /// one, later resolves build another, so two "singletons" live at once.
  static func replacedWhileCached(_ previous: RegistryEntry, by entry: RegistryEntry, container: Dependencies) {
    warn(
      RegistrationWarning(
        key: entry.displayName, site: entry.site.description, container: container.label,
        message: "InjectKit: \(entry.displayName), added at \(previous.site) and already built (\(previous.scope)), "
          + "was registered again at \(entry.site) in container \(container.label): whoever resolved it keeps the "
          + "instance built before, and the next resolve builds another, so two live at once. To fix: register it "
          + "before anything resolves it (in the composition, before launch resolves), or, for a test or a preview, "
          + "override it in a child container (`Dependencies.withOverrides { deps in … }`), whose singletons are its own."
      ))
  }

  /// `reset` of a custom scope no registration here or in a parent uses: it resets nothing, so it is
  /// a typo or a reset of the wrong container.
  static func resetOfUnusedScope(_ scope: Scope, in container: Dependencies, site: CallSite) {
    let inUse = Set(container.visibleEntries.compactMap { $0.scope.kind == .custom ? $0.scope.name : nil }).sorted()
    let nearest = inUse.min {
      editDistance($0.lowercased(), scope.name.lowercased()) < editDistance($1.lowercased(), scope.name.lowercased())
    }
    let listed = inUse.isEmpty ? "none" : inUse.map { ".custom(\"\($0)\")" }.joined(separator: ", ")
    let fix =
      nearest.map { "reset the scope the registrations use, `reset(.custom(\"\($0)\"))`" }
      ?? "reset the container whose registrations use the scope, or add the registrations with `scope: .custom(\"\(scope.name)\")`"
    warn(
      RegistrationWarning(
        key: ".custom(\"\(scope.name)\")", site: site.description, container: container.label,
        message: "InjectKit: reset(.custom(\"\(scope.name)\")) at \(site) resets nothing: no registration of container "
          + "\(container.label) or its parents uses that scope (custom scopes in use: \(listed)). To fix: \(fix)."))
  }

  /// `verify()`'s problem for a registration line that ran twice on its container.
  static func registeredTwice(_ entry: RegistryEntry, times: Int, container: Dependencies) -> String {
    "\(entry.displayName) was added at \(entry.site) \(times) times in container \(container.label): the code "
      + "registering it ran again (a composer called twice?) and replaced its own registration, so anything cached by "
      + "the first was dropped and a second singleton built. To fix: run the composer once (at launch, or once per "
      + "container), or mark the replacement with `.asOverride()` if you meant it."
  }
}
