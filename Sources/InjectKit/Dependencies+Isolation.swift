/// Where a registration's factory must run: its entry's options (`mainActor`, or `actor` with
/// the actor itself kept in the entry's extras). The factory entries take it as their `options`.
struct FactoryIsolation {
  /// `[]`, `.mainActor` or `.actor`.
  let options: RegistryEntry.Options
  /// The actor of an `.actor` registration; nil otherwise.
  let actor: (any Actor)?

  /// A factory that may run anywhere.
  static var none: FactoryIsolation { FactoryIsolation(options: [], actor: nil) }
  /// A factory that runs on the main actor.
  static var mainActor: FactoryIsolation { FactoryIsolation(options: .mainActor, actor: nil) }
  /// The actor came from the code around the factory's closure, not from an `isolation:` argument.
  var isInherited = false

  /// A factory isolated to `actor`: the main actor is told apart, so it keeps its main-thread
  /// fast path; nil is no isolation.
  init(_ actor: (any Actor)?) {
    guard let actor else {
      self = .none
      return
    }
    if actor === MainActor.shared {
      self = .mainActor
    } else {
      self.init(options: .actor, actor: actor)
    }
  }

  private init(options: RegistryEntry.Options, actor: (any Actor)?) {
    self.options = options
    self.actor = actor
  }
}

extension Dependencies {
  /// What a registration form does with the isolation its factory closure carries: the entry's
  /// options and actor, for the factory without its `@isolated(any)`.
  ///
  /// The closure forms take `@_inheritActorContext @Sendable @isolated(any)` closures, so a
  /// closure literal written in code isolated to an actor (a `@MainActor` composer, a module built
  /// with `.defaultIsolation(MainActor.self)`, a `@DatabaseActor` composer) is isolated to that
  /// actor and may build its types, while one written in nonisolated code is a plain `@Sendable`
  /// closure, checked as strictly as before. `factory.isolation` says which it is.
  ///
  /// Safety of the cast from `@isolated(any) @Sendable (…) -> T` to `@Sendable (…) -> T` (made on
  /// one-field structs that hold them, Registry/UnisolatedFactory.swift):
  /// an `@isolated(any)` function value is the same two words as any thick function; its isolation
  /// is the first value captured in its context (SIL `partial_apply [isolated_any]`), and calling it
  /// passes the context as for any closure. What the cast drops is the static promise that the
  /// caller is on that isolation, which the entry keeps instead: an isolated factory is marked
  /// `mainActor` or `actor`, and the pipeline calls it only once `Isolation.holds` has found the
  /// caller isolated to that actor (step 5 of `Resolution`); a factory whose isolation is nil is a
  /// nonisolated `@Sendable` closure that may run anywhere. `IsolationInheritanceTests` and
  /// `CustomActorIsolationTests` build and call each kind through the cast.
  static func isolationOptions(
    _ isolation: (any Actor)?, type: Any.Type, name: String?, site: CallSite
  ) -> FactoryIsolation {
    var inherited = FactoryIsolation(isolation)
    inherited.isInherited = isolation != nil
    return inherited
  }
}
