extension Dependencies {
  /// What a registration form does with the isolation its factory closure carries: the entry's
  /// options, and the factory without its `@isolated(any)`.
  ///
  /// The closure forms take `@_inheritActorContext @Sendable @isolated(any)` closures, so a
  /// closure literal written in `@MainActor` code (a `@MainActor` composer, a module built with
  /// `.defaultIsolation(MainActor.self)`) is isolated to the main actor and may build
  /// `@MainActor` views, while one written in nonisolated code is a plain `@Sendable` closure,
  /// checked as strictly as before. `factory.isolation` says which it is.
  ///
  /// Safety of `unsafeBitCast` from `@isolated(any) @Sendable (…) -> T` to `@Sendable (…) -> T`:
  /// an `@isolated(any)` function value is the same two words as any thick function; its isolation
  /// is the first value captured in its context (SIL `partial_apply [isolated_any]`), and calling it
  /// passes the context as for any closure. What the cast drops is the static promise that the
  /// caller is on that isolation, which the entry keeps instead: a main-actor factory is marked
  /// `mainActor`, and the pipeline calls it only after `CurrentThread.isOnMainActor` (step 5 of
  /// `Resolution`); a factory whose isolation is nil is a nonisolated `@Sendable` closure that
  /// may run anywhere. `IsolationInheritanceTests` builds and calls each kind through the cast.
  static func isolationOptions(
    _ isolation: (any Actor)?, type: Any.Type, name: String?, site: CallSite
  ) -> Entry.Options {
    guard let isolation else { return [] }
    if isolation === MainActor.shared { return .mainActor }
    // Factories isolated to other actors have no isolation check yet: refuse them, in every build
    // configuration (so `fatalError`), rather than run one off its actor.
    fatalError(
      """
      InjectKit: the factory for \(String(describing: type))\(name.map { " named \"\($0)\"" } ?? "") registered at \(site) \
      is isolated to \(String(describing: Swift.type(of: isolation))), and only the main \
      actor is supported as a factory's isolation. To fix: register it from nonisolated code (a nonisolated \
      composer), or pass a nonisolated function such as `add(Service.init)`.
      """)
  }
}
