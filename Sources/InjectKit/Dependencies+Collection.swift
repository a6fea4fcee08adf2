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
  ///   - factory: Builds the element.
  /// - Returns: A handle to chain `onResolved` or `onReset` for this element.
  @discardableResult @inlinable
  public func addToCollection<T>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line, _ factory: @escaping @Sendable () -> T
  ) -> Registration<T> {
    let entry = PlainFactoryEntry(
      key: .newElement(of: T.self), site: CallSite(file: file, line: line), scope: scope, options: [], make: factory)
    return storeElement(entry, of: T.self, name: name, collector: Resolution.collector(T.self))
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
  @discardableResult @inlinable
  public func addToCollection<T>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line, _ factory: @escaping @Sendable (any Resolver) throws -> T
  ) -> Registration<T> {
    let entry = ResolverFactoryEntry(
      key: .newElement(of: T.self), site: CallSite(file: file, line: line), scope: scope, options: [], make: factory)
    return storeElement(entry, of: T.self, name: name, collector: Resolution.collector(T.self))
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
    // Safety: as in `add(_:name:scope:isolation:file:line:_:)`: the entry is marked `mainActor`,
    // so the pipeline calls the factory only on the main actor (step 5 of `Resolution`).
    let unisolated = unsafeBitCast(factory, to: (@Sendable (any Resolver) throws -> T).self)
    let entry = ResolverFactoryEntry(
      key: .newElement(of: T.self), site: CallSite(file: file, line: line), scope: scope, options: .mainActor,
      make: unisolated)
    return storeElement(entry, of: T.self, name: name, collector: Resolution.collector(T.self))
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
    let entry = AsyncFactoryEntry(
      key: .newElement(of: T.self), site: CallSite(file: file, line: line), scope: scope, make: factory)
    return storeElement(entry, of: T.self, name: name, collector: Resolution.collector(T.self))
  }

  /// Stores `entry` as the next element of the collection of `T` named `name`, and the
  /// collection entry listing it, together: a resolve sees both or neither.
  @usableFromInline
  func storeElement<T>(_ entry: Entry, of type: T.Type, name: String?, collector: @escaping Collector<T>)
    -> Registration<T>
  {
    let registration = Registration<T>(container: self, key: entry.key)
    let collectionKey = DependencyKey.collection([T].self, name: name)
    let described = "an element of [\(String(describing: T.self))]"
    guard admitsChange(to: described, at: entry.site) else { return registration }
    registry.withLock {
      let existing = registry.unlockedEntry(for: collectionKey).map { unsafeDowncast($0, to: CollectionEntry<T>.self) }
      let number = (existing?.elementKeys.count ?? 0) + 1
      let element = entry.copy(
        extras: entry.extras.with(element: CollectionElement(number: number, collectionName: name)))
      // The element first: a reader that sees the new collection finds it.
      registry.unlockedUpsert(element.key, hash: element.hash) { _ in element }
      registry.unlockedUpsert(collectionKey, hash: UInt32(truncatingIfNeeded: collectionKey.quickHash)) { _ in
        existing?.adding(element)
          ?? CollectionEntry(
            key: collectionKey, site: element.site, elementKeys: [element.key], async: element.isAsync,
            mainActor: element.flags.needsMainActor, collect: collector)
      }
    }
    return registration
  }
}
