extension Dependencies {
  /// Wraps every instance the registration of `type` builds: a decorator stacked at the
  /// Composition Root, with nothing else touched.
  ///
  /// ```swift
  /// deps.add(FeedRepository.self, scope: .singleton) { RemoteFeedRepository() }
  /// deps.decorate(FeedRepository.self) { r, inner in
  ///   CachingFeedRepository(decoratee: inner, cache: try r.resolve())
  /// }
  /// deps.decorate(FeedRepository.self) { _, inner in LoggingFeedRepository(inner) }
  /// let repo: FeedRepository = deps.resolve()   // Logging(Caching(Remote))
  /// ```
  ///
  /// The last decorator added is the outermost. Decorators run once per instance the
  /// registration builds — a `singleton` is decorated once and the decorated instance is cached,
  /// a `transient` on every resolve, a `graph` instance once per graph — and `onResolved` hooks
  /// see the decorated instance.
  ///
  /// A decorator may be declared before or after the registration it wraps (a logging module's
  /// composer may run first): it applies to the registration of the same key and name in this
  /// container, including one that replaces it later, never to a parent's or a child's. Until
  /// this container has a registration of the key, resolving it fails with `notRegistered`,
  /// naming where the decorator was declared, and `verify()` reports it. Decorating a key that
  /// forwards to another registration (`implements`) fails too: decorate that registration.
  /// Only registrations without runtime arguments can be decorated.
  ///
  /// What the decorator resolves through `r` is a dependency of the service like the factory's
  /// own: `verify()` checks it, and resolving the decorated service itself from its decorator
  /// is a `cycle`.
  ///
  /// Like `add({ … })`, the closure inherits the isolation of the code that writes it: in
  /// `@MainActor` code it runs on the main actor, and the decorated registration is then built
  /// there only (resolving it elsewhere fails with `isolationViolation`); in nonisolated code it
  /// is a `@Sendable` closure that any thread may run. Written in code isolated to another actor,
  /// it stops the process where it is declared: a decorator runs on the main actor or anywhere.
  ///
  /// - Parameters:
  ///   - type: The registered type to decorate.
  ///   - name: The registration's name, or nil for the unnamed one.
  ///   - file: Where the decorator is declared, for diagnostics. Leave the default.
  ///   - line: Where the decorator is declared, for diagnostics. Leave the default.
  ///   - decorator: Receives a resolver and the instance built so far; returns what is handed out.
  /// - Returns: Where the decorator was declared, and its container.
  @discardableResult
  public func decorate<T>(
    _ type: T.Type = T.self, name: String? = nil, file: StaticString = #fileID, line: UInt = #line,
    @_inheritActorContext _ decorator: @escaping @Sendable @isolated(any) (any Resolver, T) throws -> T
  ) -> Decoration<T> {
    let site = CallSite(file: file, line: line)
    // A decorator keeps one isolation fact, `needsMainActor`: another actor is refused here.
    let isolation = Self.isolationOptions(decorator.isolation, type: T.self, name: name, site: site)
    if let actor = isolation.actor { Self.refuseDecorator(T.self, isolatedTo: actor, site: site) }
    // Safety: see `isolationOptions`; a main-actor decorator runs only on the main actor (see the
    // `isolation: MainActor` form below).
    let body = withoutIsolation(decorator)
    let needsMainActor = isolation.options.contains(.mainActor)
    return store(Decorator(site: site, needsMainActor: needsMainActor, body: body), type: T.self, name: name)
  }

  /// Like `decorate(_:name:file:line:_:)`, for a decorator that must run on the main actor, such
  /// as one wrapping a view controller.
  ///
  /// ```swift
  /// deps.decorate(HomeViewDelegate.self, isolation: MainActor.shared) { _, view in
  ///   TrackedView(wrapping: view)
  /// }
  /// ```
  ///
  /// The decorated registration is then built on the main actor only: resolving it elsewhere
  /// fails with `isolationViolation`.
  ///
  /// - Parameters:
  ///   - type: The registered type to decorate.
  ///   - name: The registration's name, or nil for the unnamed one.
  ///   - isolation: `MainActor.shared`; states where the decorator runs.
  ///   - file: Where the decorator is declared, for diagnostics. Leave the default.
  ///   - line: Where the decorator is declared, for diagnostics. Leave the default.
  ///   - decorator: Receives a resolver and the instance built so far, on the main actor.
  /// - Returns: Where the decorator was declared, and its container.
  @discardableResult
  public func decorate<T>(
    _ type: T.Type = T.self, name: String? = nil, isolation: MainActor, file: StaticString = #fileID,
    line: UInt = #line, _ decorator: @escaping @MainActor @Sendable (any Resolver, T) throws -> T
  ) -> Decoration<T> {
    // A main-actor decorator marks its registration `mainActor`, so the pipeline checks
    // `CurrentThread.isOnMainActor` before building it (step 5), and `Resolution.decorate` checks
    // again before calling it.
    let unisolated = MainActorFactory1(call: decorator).withoutIsolation.call
    return store(
      Decorator(site: CallSite(file: file, line: line), needsMainActor: true, body: unisolated), type: T.self,
      name: name)
  }

  /// Adds `decorator` to the key's registration in this container, or, when it has none yet,
  /// keeps it in a placeholder the registration will take over.
  private func store<T>(_ decorator: Decorator, type: T.Type, name: String?) -> Decoration<T> {
    let decoration = Decoration<T>(container: self, site: decorator.site.description)
    let key = DependencyKey(T.self, name: name)
    let described = "a decorator of \(Diagnostics.describe(T.self, name: name))"
    guard admitsChange(to: described, at: decorator.site) else { return decoration }
    var repeated = false
    registry.upsert(key) { previous in
      // A collection's alias is no registration: `[T]` then has nothing to decorate.
      guard let previous, !previous.isCollectionAlias else {
        return RegistryEntry.placeholder(T.self, key: key, decorator: decorator)
      }
      let site = decorator.site
      repeated = site.line != 0 && previous.extras.decorators.contains { $0.site.description == site.description }
      return previous.copy(extras: previous.extras.with(decorators: previous.extras.decorators + [decorator]))
    }
    if repeated {
      Diagnostics.repeatedLine(
        described, at: decorator.site, in: self,
        consequence: "it now wraps the instance twice (the second decorator around the first)")
    }
    return decoration
  }
}

/// A decorator just declared with `decorate`: where, and in which container.
///
/// ```swift
/// let logging = deps.decorate(FeedRepository.self) { _, inner in LoggingFeedRepository(inner) }
/// print(logging.site)   // "App/LoggingComposer.swift:12"
/// ```
public struct Decoration<T>: Sendable {
  /// The container whose registration of the key the decorator wraps.
  public let container: Dependencies
  /// Where the decorator was declared (`#fileID:#line`), as errors and `verify()` name it.
  public let site: String
}

extension Dependencies {
  /// Stops at registration for a decorator isolated to an actor other than the main actor, which
  /// no check would keep on its actor: in every build configuration, rather than run it off it.
  fileprivate static func refuseDecorator(_ type: Any.Type, isolatedTo actor: any Actor, site: CallSite) -> Never {
    fatalError(
      """
      InjectKit: the decorator of \(String(describing: type)) declared at \(site) is isolated to \
      \(String(describing: Swift.type(of: actor))); a decorator may run on the main actor or anywhere, not on another \
      actor. To fix: declare it from nonisolated code, or decorate inside the factory registered for that actor.
      """)
  }
}
