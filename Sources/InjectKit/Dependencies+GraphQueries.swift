extension Dependencies {
  /// How this container builds a key: the registration that answers it (where it was added, in
  /// which container), its scope and isolation, what it depends on, which decorators wrap it,
  /// every path from the graph's roots to it, and the problems verification finds in it.
  ///
  /// ```swift
  /// print(Dependencies.root.explain(HomePresenterDelegate.self))
  /// ```
  ///
  /// The graph is the one `verify()` records, built by the same dry runs: call it where
  /// `verify()` would run, from the main actor if main-actor registrations are involved (off it,
  /// their dependencies are not known). The graph's roots are the registrations nothing depends on.
  ///
  /// - Parameters:
  ///   - type: The type asked for.
  ///   - name: The registration's name, or nil for the unnamed one.
  /// - Returns: The explanation; its `registration` is nil when nothing in reach registers the key.
  public func explain<T>(_ type: T.Type = T.self, name: String? = nil) -> DependencyExplanation {
    let analysis = GraphAnalysis(self)
    analysis.examineAll()
    return analysis.explain(DependencyKey(T.self, name: name), service: T.self)
  }

  /// Every registration that depends on a key, directly or through others, nearest first, each
  /// with its own edge toward the key: what a change to the key's registration reaches.
  ///
  /// ```swift
  /// for dependent in Dependencies.root.dependents(of: Analytics.self) {
  ///   print(dependent)   // 1  HomePresenter [transient] → Analytics
  /// }
  /// ```
  ///
  /// Built from the graph `verify()` records, as ``explain(_:name:)`` is. A registration that
  /// forwards to the key (`implements`) is a dependent at distance 1, and what asks for it one
  /// further away.
  ///
  /// - Parameters:
  ///   - type: The type whose dependents to list.
  ///   - name: The registration's name, or nil for the unnamed one.
  /// - Returns: The dependents, by distance, then in the order the graph met them.
  public func dependents<T>(of type: T.Type, name: String? = nil) -> [Dependent] {
    let analysis = GraphAnalysis(self)
    analysis.examineAll()
    return analysis.dependents(of: DependencyKey(T.self, name: name), service: T.self)
  }
}

extension Dependencies {
  /// The graph `verify()` records, as the sorted lines InjectKitTesting's graph snapshots
  /// compare: one per registration, then one per edge, with scopes and isolation.
  package func graphSnapshotLines() -> [String] {
    let analysis = GraphAnalysis(self)
    analysis.examineAll()
    return analysis.snapshotLines()
  }

  /// `graphSnapshotLines()`, dry-running async and main-actor factories too, as
  /// `verify(isolation:)` does.
  package func graphSnapshotLines(isolation: isolated (any Actor)? = #isolation) async -> [String] {
    let analysis = GraphAnalysis(self, isolation: Isolation.identity(isolation))
    await analysis.examineAll(isolation: isolation)
    return analysis.snapshotLines()
  }
}
