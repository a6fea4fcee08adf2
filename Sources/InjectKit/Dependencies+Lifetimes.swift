extension Dependencies {
  /// The instances `scope` built here that `reset(_:)` dropped since, and that are still alive.
  ///
  /// ```swift
  /// deps.reset(.custom("session"))  // logout
  /// #expect(deps.survivors(of: .custom("session")).isEmpty)
  /// ```
  ///
  /// A reset of a `singleton` or `custom` scope keeps a weak reference to each class instance it
  /// drops; nothing is kept before a reset, none for other scopes, and value types cannot
  /// survive. Each survivor names the cached instances of this container and its parents that
  /// hold it in a stored property (found by reflection: a `weak` property is listed too, since
  /// reflection cannot tell it from a strong one). InjectKitTesting's `expectNoSurvivors(of:in:)`
  /// turns them into test issues.
  ///
  /// - Parameter scope: The scope reset.
  /// - Returns: The survivors, in the order they were dropped; empty when all are gone.
  public func survivors(of scope: Scope) -> [Survivor] {
    let alive = aliveResetInstances(of: scope)
    guard !alive.isEmpty else { return [] }
    let chain = selfAndAncestors
    return alive.map { entry, object in
      let holdings = Holders.holding(object, amongInstancesOf: chain)
      return Survivor(
        key: entry.displayName, site: entry.site.description, heldBy: holdings.map(\.description), scope: scope,
        container: label, holderTypes: holdings.map(\.typeName))
    }
  }

  /// What holds this container, among the instances it and its parents cached: for
  /// InjectKitTesting's report of a per-test container that outlives its test.
  ///
  /// - Parameter context: What ended ("the test testLogin()", "withOverrides"), for the message.
  /// - Returns: The report, naming the holders found and the fix.
  package func outlivedReport(after context: String) -> String {
    Diagnostics.containerOutlived(
      self, after: context, holders: Holders.holding(self, amongInstancesOf: selfAndAncestors))
  }

  /// Drops every cached instance of this container (as its going away would), running their
  /// `onReset` hooks: breaks a cycle through the container, once it is reported, so that it and
  /// what it built do not live on into the next tests.
  package func dropCachedInstancesOutlivingTest() { dropAllCachedInstances().runResets() }
}
