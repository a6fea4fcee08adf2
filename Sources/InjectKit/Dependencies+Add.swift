extension Dependencies {
  /// Registers a factory for the type it returns: the tutorial's form.
  ///
  /// ```swift
  /// Dependencies.root.add({ HomePresenter() as HomePresenterDelegate })
  /// ```
  ///
  /// A later `add` for the same type and name replaces this one.
  ///
  /// The closure inherits the isolation of the code that writes it. In `@MainActor` code (a
  /// `@MainActor` composer, or a module built with `.defaultIsolation(MainActor.self)`) it is a
  /// main-actor factory: it may build `@MainActor` views, and resolving it off the main actor
  /// fails with `isolationViolation`. In nonisolated code it is a `@Sendable` closure that any
  /// thread may run; register services meant for any thread from a nonisolated composer.
  ///
  /// - Parameters:
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live; `.transient` builds one per resolve.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds an instance; may throw (`{ try Config() }`).
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func add<T>(
    name: __owned String? = nil, scope: Scope = .inherited, file: StaticString = #fileID, line: UInt = #line,
    @_inheritActorContext _ factory: __owned @escaping @Sendable @isolated(any) () throws -> T
  ) -> Registration<T> {
    let site = CallSite(file: file, line: line)
    let isolation = Self.isolationOptions(factory.isolation, type: T.self, name: name, site: site)
    // Safety: see `isolationOptions`; an isolated factory is called only on its actor.
    return addClosure(
      name: name, scope: scope, site: site, isolation: isolation, usesResolver: false,
      factory: RegistryEntry.erase(withoutIsolation(consume factory)))
  }

  /// Registers a factory for an explicitly named type.
  ///
  /// ```swift
  /// deps.add(HomePresenterDelegate.self) { HomePresenter() }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds an instance; may throw (`{ try Config() }`).
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func add<T>(
    _ type: T.Type, name: __owned String? = nil, scope: Scope = .inherited, file: StaticString = #fileID,
    line: UInt = #line, @_inheritActorContext _ factory: __owned @escaping @Sendable @isolated(any) () throws -> T
  ) -> Registration<T> {
    add(name: name, scope: scope, file: file, line: line, factory)
  }

  /// Registers a factory that resolves its own dependencies through the `Resolver` it receives.
  ///
  /// ```swift
  /// deps.add { r in HomePresenter(service: try r.resolve()) as HomePresenterDelegate }
  /// ```
  ///
  /// Resolve through `r`, not through a container: its failures then travel up with their path
  /// to `tryResolve` and `verify()`. Like `add({ … })`, the closure inherits the isolation of the
  /// code that writes it: a main-actor factory in `@MainActor` code, any thread's elsewhere.
  ///
  /// - Parameters:
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds an instance from resolved dependencies; may throw.
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func add<T>(
    name: __owned String? = nil, scope: Scope = .inherited, file: StaticString = #fileID, line: UInt = #line,
    @_inheritActorContext _ factory: __owned @escaping @Sendable @isolated(any) (any Resolver) throws -> T
  ) -> Registration<T> {
    let site = CallSite(file: file, line: line)
    let isolation = Self.isolationOptions(factory.isolation, type: T.self, name: name, site: site)
    // Safety: see `isolationOptions`; an isolated factory is called only on its actor.
    return addClosure(
      name: name, scope: scope, site: site, isolation: isolation, usesResolver: true,
      factory: RegistryEntry.erase(withoutIsolation(consume factory)))
  }

  /// Registers a factory for an explicitly named type that resolves its own dependencies.
  ///
  /// ```swift
  /// deps.add(HomePresenter.self) { r in HomePresenter(service: try r.resolve(Service.self)) }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds an instance from resolved dependencies; may throw.
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func add<T>(
    _ type: T.Type, name: __owned String? = nil, scope: Scope = .inherited, file: StaticString = #fileID,
    line: UInt = #line,
    @_inheritActorContext _ factory: __owned @escaping @Sendable @isolated(any) (any Resolver) throws -> T
  ) -> Registration<T> {
    add(name: name, scope: scope, file: file, line: line, factory)
  }

  /// Stores a closure registration of `T` (`add { … }`, `add { r in … }`) as an entry, which
  /// replaces the key's registration.
  ///
  /// The factory and the name are taken consumed all the way into the entry: the caller's
  /// references to the closure's context and to the name are the ones kept (no retain here, no
  /// release there). The public forms spell it `__owned`: `consuming` on an `@isolated(any)`
  /// parameter crashes swiftc 6.3.1 (SILGen); to a caller the two are the same.
  @inline(__always)
  private func addClosure<T>(
    name: consuming String?, scope: consuming Scope, site: CallSite, isolation: consuming FactoryIsolation,
    usesResolver: Bool, factory: consuming @escaping RegistryEntry.Erased
  ) -> Registration<T> {
    let key = DependencyKey(T.self, name: consume name)
    // Hashed once: the scope's lookup, the entry and its place in the table share it.
    let hash = UInt32(truncatingIfNeeded: key.quickHash)
    let entry = RegistryEntry.closure(
      key: key, site: site, scope: effectiveScope(scope, for: key, hash: hash), isolation: isolation,
      usesResolver: usesResolver, service: T.self, hash: hash, factory: factory)
    let handle = Registration<T>(container: self, entry: entry)
    store(consume entry)
    return handle
  }

  /// Inserts `entry`, remembering where a replaced registration was made, taking over the
  /// decorators of the key (declared before or after that registration), and disposing of the
  /// instances it had cached. Decorators waiting for a first registration, and a collection's
  /// alias at `[T]`'s key, do not count as one.
  ///
  /// The registry keeps `entry` alive as long as it lives, stored or not (a sealed container's
  /// refusal, a merged copy stored instead).
  func store(_ entry: RegistryEntry) {
    // Merged under the registry's lock, so no resolve sees the new registration undecorated; the
    // seal is checked under the same lock, so a registration racing `seal()` lands before it or
    // is refused.
    let outcome = registry.change { state -> StoreOutcome in
      if let sealedAt = state.sealedAt {
        state.kept.append(entry)
        state.refused.insert(ObjectIdentifier(entry))
        return .refused(sealedAt: sealedAt)
      }
      let previous = state.upsert(entry.key, hash: entry.hash) { previous in
        guard let previous else { return entry }
        let replaced = previous.extras.replacedSites + (previous.isRegistration ? [previous.site] : [])
        return entry.copy(extras: entry.extras.with(replacedSites: replaced, decorators: previous.extras.decorators))
      }
      // A copy was stored: the entry a `Registration` names stays alive too.
      if previous != nil { state.kept.append(entry) }
      return .stored(replaced: previous)
    }
    let previous: RegistryEntry
    switch outcome {
    case .refused(let sealedAt):
      reportRefusedChange(to: entry.displayName, at: entry.site, sealedAt: sealedAt)
      return
    case .stored(nil):
      return
    case .stored(let replaced?):
      previous = replaced
    }
    // Line 0: a site the registration API made up (the Swinject skin's), not a line of user code.
    if previous.isRegistration, entry.site.line != 0, previous.site.description == entry.site.description {
      Diagnostics.repeatedRegistration(entry, container: self)
    } else if previous.isRegistration, entry.site.line != 0, previous.slot?.holdsInstance == true,
      previous.slot !== entry.slot
    {
      Diagnostics.replacedWhileCached(previous, by: entry, container: self)
    }
    previous.dropCachedInstances().runResets()
  }
}

/// What `store` did with an entry.
private enum StoreOutcome {
  /// Stored, replacing this registration, if any.
  case stored(replaced: RegistryEntry?)
  /// Refused: the container was sealed there.
  case refused(sealedAt: CallSite)
}
