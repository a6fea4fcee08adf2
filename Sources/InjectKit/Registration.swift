/// A handle to a registration just added, for chaining configuration.
///
/// ```swift
/// deps.add(FileStore.self, scope: .singleton) { _ in FileStore() }
///   .implements(ItemStore.self, FavouritesStore.self)
///   .onReset { store in store.flush() }
/// ```
///
/// Each modifier replaces the registration with a configured copy that shares its cached
/// instance, so configuring after the first resolve is safe.
public struct Registration<T>: Sendable {
  /// The container holding the registration.
  public let container: Dependencies
  /// The entry this handle was made with: when the sealed container refused it, the handle's
  /// modifiers change nothing and report nothing more (the refusal was reported once, for it).
  /// Held strongly, as the registry holds it anyway: a handle is two references, so the
  /// `add { … }` whose handle is discarded, nearly every one, releases two and copies nothing.
  let made: RegistryEntry

  init(container: Dependencies, entry: RegistryEntry) {
    self.container = container
    self.made = entry
  }

  /// The registration's key: a modifier stores a configured copy of the key's entry.
  var key: DependencyKey { made.key }

  /// Whether a sealed container refused this handle's registration.
  var wasRefused: Bool { container.registry.wasRefused(ObjectIdentifier(made)) }

  /// Makes the registration resolvable as each of `types` too (type forwarding).
  ///
  /// ```swift
  /// deps.add(FileStore.self, scope: .singleton) { _ in FileStore() }.implements(ItemStore.self)
  /// deps.resolve(ItemStore.self)   // the same FileStore instance
  /// ```
  ///
  /// Forwarded keys share the registration's name, arguments and cached instance. Forwarding to
  /// a type the instance does not conform to fails at resolve time with `typeMismatch`.
  ///
  /// - Parameters:
  ///   - types: Protocols (or superclasses) the instance conforms to.
  ///   - file: Where the forwarding is declared, for diagnostics. Leave the default.
  ///   - line: Where the forwarding is declared. Leave the default.
  /// - Returns: This handle, for chaining.
  @discardableResult
  public func implements<each P>(_ types: repeat (each P).Type, file: StaticString = #fileID, line: UInt = #line)
    -> Registration<T>
  {
    let site = CallSite(file: file, line: line)
    guard !wasRefused, let target = container.registry.entry(for: key),
      container.admitsChange(to: target.displayName, at: site)
    else { return self }
    for type in repeat each types {
      container.store(target.forwardingEntry(as: type, site: site))
    }
    return self
  }

  /// Runs `body` on each newly built instance once the whole graph it belongs to is built:
  /// property injection, and the way to close a cycle (Swinject's `initCompleted`).
  ///
  /// ```swift
  /// deps.add(Parent.self, scope: .graph) { r in Parent(child: try r.resolve()) }
  /// deps.add(Child.self, scope: .graph) { _ in Child() }
  ///   .onResolved { r, child in child.parent = try r.resolve() }
  /// ```
  ///
  /// Cached instances run it once, when created. An error it throws fails the resolve. What
  /// the hook resolves is not on the path of the instance it completes: resolving `Child`
  /// first works as well as resolving `Parent` first. Two transients that complete each other
  /// in hooks would build new instances forever; that is reported as a `cycle`.
  ///
  /// - Parameters:
  ///   - file: Where the hook is attached, named if it throws. Leave the default.
  ///   - line: Where the hook is attached. Leave the default.
  ///   - body: Receives a resolver and the instance.
  /// - Returns: This handle, for chaining.
  @discardableResult
  public func onResolved(
    file: StaticString = #fileID, line: UInt = #line, _ body: @escaping @Sendable (any Resolver, T) throws -> Void
  ) -> Registration<T> {
    addHook(CallSite(file: file, line: line)) { resolver, value in try body(resolver, value) }
  }

  /// Like `onResolved(_:)`, for main-actor instances: `body` runs on the main actor, so it can
  /// set their properties.
  ///
  /// ```swift
  /// deps.add(HomeViewController.self, isolation: MainActor.shared) { HomeViewController() }
  ///   .onResolved(isolation: MainActor.shared) { r, view in view.presenter = try r.resolve() }
  /// ```
  ///
  /// Hooks run where the resolve runs; off the main actor this one fails the resolve with
  /// `isolationViolation` instead of running.
  ///
  /// - Parameters:
  ///   - isolation: `MainActor.shared`; states where the hook runs.
  ///   - file: Where the hook is attached, named if it throws. Leave the default.
  ///   - line: Where the hook is attached. Leave the default.
  ///   - body: Receives a resolver and the instance, on the main actor.
  /// - Returns: This handle, for chaining.
  @discardableResult
  public func onResolved(
    isolation: MainActor, file: StaticString = #fileID, line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (any Resolver, T) throws -> Void
  ) -> Registration<T> {
    // The hook below calls `unisolated` only after `CurrentThread.isOnMainActor` holds.
    let unisolated = MainActorFactory1(call: body).withoutIsolation.call
    let key = Diagnostics.describe(T.self, name: self.key.name)
    return addHook(CallSite(file: file, line: line)) { resolver, value in
      guard CurrentThread.isOnMainActor else {
        throw ResolutionError(
          code: .isolationViolation, key: key,
          message: "the onResolved(isolation: MainActor.shared) hook of \(key) must run on the main actor, "
            + "but \(key) was resolved elsewhere.",
          fix: "resolve \(key) from the main actor, or use a nonisolated `onResolved` hook.")
      }
      try unisolated(resolver, value)
    }
  }

  /// Runs `body` when a cached instance is dropped: by `reset(_:)`, by re-registering the key,
  /// or when the container is released. Runs exactly once per dropped instance.
  ///
  /// ```swift
  /// deps.add(Socket.self, scope: .custom("session")) { _ in Socket() }.onReset { $0.close() }
  /// ```
  ///
  /// - Parameter body: Receives the instance being dropped.
  /// - Returns: This handle, for chaining.
  @discardableResult
  public func onReset(_ body: @escaping @Sendable (T) -> Void) -> Registration<T> {
    modifyExtras { extras in
      // The engine hands hooks the instance's `ValueBox<T>`: this registration's key fixes `T`.
      extras.with(onReset: extras.onReset + [{ box in body((box as! ValueBox<T>).value) }])
    }
  }

  /// Declares that this registration replaces an earlier one of the same key on purpose (a
  /// preview, a debug menu), so `verify()` does not report the pair as a duplicate.
  ///
  /// ```swift
  /// deps.add(APIClient.self) { _ in StubAPIClient() }.asOverride()
  /// ```
  ///
  /// - Returns: This handle, for chaining.
  @discardableResult
  public func asOverride() -> Registration<T> {
    modifyExtras { $0.with(isOverride: true) }
  }

  /// False (after reporting it) when the container was sealed: modifiers change nothing then.
  private var isOpen: Bool {
    guard !wasRefused else { return false }
    guard let entry = container.registry.entry(for: key) else { return true }
    return container.admitsChange(to: entry.displayName, at: entry.site)
  }

  /// Stores a copy of the registration with `change` applied to its extras, unless the container
  /// was sealed.
  func modifyExtras(_ change: (RegistrationDetails) -> RegistrationDetails) -> Registration<T> {
    guard isOpen else { return self }
    container.registry.update(key) { entry in entry.copy(extras: change(entry.extras)) }
    return self
  }

  private func addHook(_ site: CallSite, _ body: @escaping @Sendable (any Resolver, T) throws -> Void)
    -> Registration<T>
  {
    // The engine hands hooks the instance's `ValueBox<T>`: this registration's key fixes `T`.
    let hook = ResolvedHook(site: site) { resolver, box in
      try body(resolver, (box as! ValueBox<T>).value)
    }
    return modifyExtras { extras in extras.with(onResolved: extras.onResolved + [hook]) }
  }
}
