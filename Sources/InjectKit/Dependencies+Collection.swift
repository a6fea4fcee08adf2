extension Dependencies {
  /// Adds an element to the collection of `type`: resolving `[T]` returns every element added,
  /// in registration order.
  ///
  /// ```swift
  /// deps.addToCollection(AnalyticsTracker.self) { ConsoleTracker() }
  /// deps.addToCollection(AnalyticsTracker.self, scope: .singleton) { r in RemoteTracker(api: try r.resolve()) }
  /// let trackers: [AnalyticsTracker] = deps.resolve()           // [ConsoleTracker, RemoteTracker]
  /// deps.autowire(Analytics.self, Analytics.init)               // init(trackers: [AnalyticsTracker])
  /// ```
  ///
  /// Like `add({ … })`, the closure inherits the isolation of the code that writes it: in
  /// `@MainActor` code the element is built on the main actor (and so is the collection); in
  /// nonisolated code it is a `@Sendable` closure that any thread may run.
  ///
  /// Each element is a registration of its own, with its own scope and hooks. Resolving `[T]`
  /// — through `resolve`, `tryResolve`, a `Resolver`, `@Inject`, an autowired parameter or
  /// `resolveAsync` — collects them when `[T]` itself is not registered (a registration of `[T]`
  /// wins, and `verify()` reports the pair). A child container's collection is its parents'
  /// elements first, then its own. With no element anywhere, resolving `[T]` fails with
  /// `notRegistered`.
  ///
  /// - Parameters:
  ///   - type: The element type, usually a protocol.
  ///   - name: Distinguishes several collections of one type; resolve them with the same name.
  ///   - scope: How long this element's instances live.
  ///   - file: Where the element is added, for diagnostics. Leave the default.
  ///   - line: Where the element is added, for diagnostics. Leave the default.
  ///   - factory: Builds the element; may throw.
  /// - Returns: A handle to chain `onResolved` or `onReset` for this element.
  @discardableResult
  public func addToCollection<T>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line, @_inheritActorContext _ factory: @escaping @Sendable @isolated(any) () throws -> T
  ) -> Registration<T> {
    let site = CallSite(file: file, line: line)
    let isolation = Self.isolationOptions(factory.isolation, type: T.self, name: name, site: site)
    // Safety: see `isolationOptions`; a main-actor element is built only on the main actor.
    let make = withoutIsolation(factory)
    return storeElement(of: T.self, name: name, site: site, collector: Resolution.collector(T.self)) { key in
      RegistryEntry.plain(key: key, site: site, scope: scope, isolation: isolation, make: make)
    }
  }

  /// Adds an element that resolves its own dependencies to the collection of `type`.
  ///
  /// ```swift
  /// deps.addToCollection(AnalyticsTracker.self, scope: .singleton) { r in RemoteTracker(api: try r.resolve()) }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The element type, usually a protocol.
  ///   - name: Distinguishes several collections of one type; resolve them with the same name.
  ///   - scope: How long this element's instances live.
  ///   - file: Where the element is added, for diagnostics. Leave the default.
  ///   - line: Where the element is added, for diagnostics. Leave the default.
  ///   - factory: Builds the element from resolved dependencies; may throw.
  /// - Returns: A handle to chain `onResolved` or `onReset` for this element.
  @discardableResult
  public func addToCollection<T>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line,
    @_inheritActorContext _ factory: @escaping @Sendable @isolated(any) (any Resolver) throws -> T
  ) -> Registration<T> {
    let site = CallSite(file: file, line: line)
    let isolation = Self.isolationOptions(factory.isolation, type: T.self, name: name, site: site)
    // Safety: see `isolationOptions`; a main-actor element is built only on the main actor.
    let make = withoutIsolation(factory)
    return storeElement(of: T.self, name: name, site: site, collector: Resolution.collector(T.self)) { key in
      RegistryEntry.resolving(key: key, site: site, scope: scope, isolation: isolation, make: make)
    }
  }

  /// Adds an element built on the main actor to the collection of `type`.
  ///
  /// ```swift
  /// deps.addToCollection(DeepLinkHandler.self, isolation: MainActor.shared) { r in
  ///   SettingsLinkHandler(router: try r.resolve())
  /// }
  /// ```
  ///
  /// The collection is then built on the main actor only, as the element is.
  ///
  /// - Parameters:
  ///   - type: The element type, usually a protocol.
  ///   - name: Distinguishes several collections of one type.
  ///   - scope: How long this element's instances live.
  ///   - isolation: `MainActor.shared`; states where the factory runs.
  ///   - file: Where the element is added, for diagnostics. Leave the default.
  ///   - line: Where the element is added, for diagnostics. Leave the default.
  ///   - factory: Builds the element on the main actor; may throw.
  /// - Returns: A handle to chain `onResolved` or `onReset` for this element.
  @discardableResult
  public func addToCollection<T>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, isolation: MainActor,
    file: StaticString = #fileID, line: UInt = #line,
    _ factory: @escaping @MainActor @Sendable (any Resolver) throws -> T
  ) -> Registration<T> {
    let site = CallSite(file: file, line: line)
    return storeElement(of: T.self, name: name, site: site, collector: Resolution.collector(T.self)) { key in
      RegistryEntry.resolving(key: key, site: site, scope: scope, isolation: .mainActor, make: Self.unisolated(factory))
    }
  }

  /// Adds an element with an async factory to the collection of `type`; the collection is then
  /// resolved with `resolveAsync` (a synchronous resolve of it fails with `requiresAsync`).
  ///
  /// ```swift
  /// deps.addAsyncToCollection(Plugin.self) { r in try await SyncPlugin.load(api: try r.resolve()) }
  /// let plugins: [Plugin] = try await deps.resolveAsync()
  /// ```
  ///
  /// - Parameters:
  ///   - type: The element type, usually a protocol.
  ///   - name: Distinguishes several collections of one type.
  ///   - scope: How long this element's instances live (`weak` behaves as `transient`).
  ///   - file: Where the element is added, for diagnostics. Leave the default.
  ///   - line: Where the element is added, for diagnostics. Leave the default.
  ///   - factory: Builds the element; may await and throw.
  /// - Returns: A handle to chain `onResolved` or `onReset` for this element.
  @discardableResult
  public func addAsyncToCollection<T: Sendable>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line, _ factory: @escaping @Sendable (any Resolver) async throws -> T
  ) -> Registration<T> {
    let site = CallSite(file: file, line: line)
    return storeElement(of: T.self, name: name, site: site, collector: Resolution.collector(T.self)) { key in
      AsyncFactoryBody.entry(key: key, site: site, scope: scope, make: factory)
    }
  }

  /// Stores the entry `make` builds for a new element key as the next element of the
  /// collection of `T` named `name`, and the collection entry listing it, together: a resolve
  /// sees both or neither.
  func storeElement<T>(
    of type: T.Type, name: String?, site: CallSite, collector: @escaping Collector<T>,
    _ make: (DependencyKey) -> RegistryEntry
  ) -> Registration<T> {
    let collectionKey = DependencyKey.collection([T].self, name: name)
    guard admitsChange(to: "an element of [\(String(describing: T.self))]", at: site) else {
      // An entry under a key nothing holds, not stored (but kept, as the handle names it
      // unretained): the handle's modifiers change nothing.
      let refused = make(DependencyKey(element: T.self, identity: CollectionElement(number: 0, collectionName: name)))
      registry.keepRefused(refused)
      return Registration(container: self, entry: refused)
    }
    var repeated = false
    let stored = registry.change { state -> RegistryEntry in
      let existing = state.entry(for: collectionKey)
      let collection = existing.map { $0.body as! CollectionBody<T> }
      // Line 0: a site the registration API made up (a skin's), not a line of user code.
      repeated =
        site.line != 0 && (collection?.elements.contains { $0.site.description == site.description } ?? false)
      let identity = CollectionElement(number: (collection?.elements.count ?? 0) + 1, collectionName: name)
      let built = make(DependencyKey(element: T.self, identity: identity))
      let element = built.copy(extras: built.extras.with(element: identity))
      // The element first: a reader that sees the new collection finds it.
      state.upsert(element.key) { _ in element }
      if let existing, let collection {
        state.storeCollection(collection.adding(element, to: existing))
      } else {
        state.storeCollection(
          CollectionBody.entry(
            key: collectionKey, site: element.site, owner: self, elements: [element], collect: collector))
      }
      return element
    }
    if repeated {
      Diagnostics.repeatedLine(
        "an element of [\(String(describing: T.self))]", at: site, in: self,
        consequence: "the collection now holds that element twice")
    }
    return Registration(container: self, entry: stored)
  }
}
