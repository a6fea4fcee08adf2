/// One row of the instruction-count table: what a single measured operation does.
///
/// The raw value is the name given on the command line and in `instruction-limits.txt`.
enum Scenario: String, CaseIterable {
  /// `resolve(Leaf.self)` of a transient registration; by hand, `Leaf()`.
  case transient
  /// `resolve(Leaf.self)` of a singleton created before the loop; by hand, a stored `let`
  /// returned with +1.
  case singleton
  /// A transient `ChainTop → ChainMiddle → ChainBottom` whose factories use `try r.resolve()`.
  case chain
  /// One runtime argument: `resolve(OneArgument.self, arguments: 42)`.
  case argument
  /// `resolve(Leaf.self, name: "primary")`, one of two named registrations of the type.
  case named
  /// The tutorial's form: `add({ LiveRepository() as Repository })`, `let r: Repository = resolve()`.
  case protocolTyped = "protocol"
  /// `autowire(Presenter.self, Presenter.init)` over four singletons created before the loop.
  case autowire
  /// The same autowired `Presenter`, resolved from a container and from its child in turn: what
  /// the registration remembers of its parameters is for one container, so every resolve here
  /// looks them up again. Hand-written wiring builds the same presenter.
  case autowireAlternating = "autowire-alternating"
  /// A new owner object and the first read of its `@Inject` property.
  case injectFirst = "inject-first"
  /// Another read of an `@Inject` property already resolved; by hand, reading a stored `let`.
  case injectLater = "inject-later"
  /// The same read of an `@Inject` property; by hand, reading a stored `var` (a property
  /// wrapper's storage always is one). A reference row: what any mutable property costs.
  case injectLaterVar = "inject-later-var"
  /// A transient `Repository` with one decorator, `decorate { _, inner in LoggingRepository(inner) }`;
  /// by hand, `LoggingRepository(LiveRepository())`.
  case decorated
  /// `resolve([Leaf].self)` of three transient elements added with `addToCollection`; by hand,
  /// `[Leaf(), Leaf(), Leaf()]`.
  case collection
  /// One registration under a new name `"k\(i)"` in a container made before the loop; by hand,
  /// building the name only.
  case registration
}

/// One column of the table: who does the work.
enum Implementation: String, CaseIterable {
  /// Hand-written wiring: direct initializer calls, the cost every container is compared with.
  case handwritten
  /// InjectKit, through its public API only.
  case injectkit
  /// Swinject 2.10.0, where it has an equivalent.
  case swinject
  /// The same Swinject-API code on InjectKitSwinject, the drop-in (the five Swinject-API rows).
  case dropin
}
