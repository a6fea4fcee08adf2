/// The `Arguments` of a collection's key: `[T]`'s collection never collides with a
/// registration of `[T]` itself, which wins when both exist.
struct CollectionMarker {}

/// Which collection an element belongs to, for its display name. Its identity is also the
/// element's key's argument identity (see `DependencyKey.init(element:identity:)`).
final class CollectionElement: Sendable {
  /// Its place among its container's elements of the collection, from 1.
  let number: Int
  /// The collection's name (`addToCollection(_:name:…)`), if any.
  let collectionName: String?

  init(number: Int, collectionName: String?) {
    self.number = number
    self.collectionName = collectionName
  }
}

extension DependencyKey {
  /// The key of a collection's element: the element type, and as its arguments' identity the
  /// element's own `CollectionElement` object (kept alive by the entry's extras), which no
  /// type's metadata shares. So the key is unique, and as cheap to hash and compare as an
  /// unnamed one; `RegistryEntry.arguments` (what diagnostics show) stays `Void`.
  init(element type: Any.Type, identity: CollectionElement) {
    self.type = ObjectIdentifier(type)
    self.arguments = ObjectIdentifier(identity)
    self.name = nil
  }

  /// The key of the collection of `type` (an array type) named `name`.
  static func collection(_ type: Any.Type, name: String?) -> DependencyKey {
    DependencyKey(type, arguments: CollectionMarker.self, name: name)
  }
}

/// The elements of `[T]` one container adds (`addToCollection`), in the order added.
/// A resolve of `[T]` where no registration of `[T]` itself comes first reaches this entry
/// through its alias (`CollectionAlias`), and builds it like a transient whose factory (a
/// `Collector`) resolves every element — its parents' first — so each element keeps its own
/// scope, isolation and hooks, and its edges and cycles are seen.
///
/// It holds its elements' entries, so a resolve looks none of them up; entries are immutable,
/// so adding an element replaces the collection, and so does a modifier that replaces an
/// element's entry (`Registry.update`).
// Safety: as `RegistryEntry`: every stored property is a `let` of a Sendable type, or a buffer written
// only in `init` and freed in `deinit`.
final class CollectionEntry<T>: TypedEntry<[T], CollectionMarker>, @unchecked Sendable {
  let elements: [RegistryEntry]
  let collect: Collector<T>
  /// The container whose registry holds this entry (and so outlives it): not retained, which
  /// would make a cycle.
  unowned let owner: Dependencies
  /// This container's group, ready for a collector: a resolve from a container without
  /// parents passes it as it is.
  private let ownGroup: [ElementGroup]

  init(
    key: DependencyKey, site: CallSite, owner: Dependencies, elements: [RegistryEntry],
    collect: @escaping Collector<T>
  ) {
    self.elements = elements
    self.collect = collect
    self.owner = owner
    ownGroup = [ElementGroup(keys: elements.map(\.key), entries: elements, owner: owner)]
    super.init(
      key: key, site: site, scope: .transient,
      kind: elements.contains(where: \.isAsync) ? .asyncCollection : .collection,
      options: elements.contains(where: \.flags.needsMainActor) ? .mainActor : [], extras: nil, slot: nil)
  }

  init(copying entry: CollectionEntry<T>, extras: RegistrationDetails) {
    elements = entry.elements
    collect = entry.collect
    owner = entry.owner
    ownGroup = entry.ownGroup
    super.init(copying: entry, extras: extras)
  }

  /// This container's elements, for a collector.
  var group: ElementGroup { ownGroup[0] }

  /// The collection for `request`.
  ///
  /// This code is not specialised for `T` (the collector is): it names no type built on `T`,
  /// whose metadata an unspecialised call would look up every time.
  @inline(__always) func collect(_ request: Request) throws(ResolutionError) -> [T] {
    // One container, the usual case: its own elements are all there is.
    if request.container.parent == nil {
      return try collect(ownGroup, elements.count, self, request)
    }
    let chain = elementGroups(from: request.container)
    return try collect(chain, chain.reduce(0) { $0 + $1.count }, self, request)
  }

  override func alias() -> RegistryEntry? { CollectionAlias(self) }

  /// This collection with `element` added.
  func adding(_ element: RegistryEntry) -> CollectionEntry<T> {
    CollectionEntry(key: key, site: site, owner: owner, elements: elements + [element], collect: collect)
  }

  /// This collection with the entry of `element`'s key replaced by `element`.
  override func replacingElement(_ element: RegistryEntry) -> RegistryEntry {
    let replaced = CollectionEntry(
      key: key, site: site, owner: owner, elements: elements.map { $0.key == element.key ? element : $0 },
      collect: collect)
    return someExtras.map { replaced.copy(extras: $0) } ?? replaced
  }

  override func copy(extras: RegistrationDetails) -> RegistryEntry { CollectionEntry(copying: self, extras: extras) }

  override var displayName: String {
    Diagnostics.describe([T].self, name: key.name)
  }
  /// Resolved as `[T]`, without arguments.
  override var arguments: Any.Type { Void.self }
  override var canDryRun: Bool { true }

  /// The elements every container from the root down to `container` adds, root first.
  func elementGroups(from container: Dependencies) -> [ElementGroup] {
    var chain: [Dependencies] = []
    var next: Dependencies? = container
    while let current = next {
      chain.append(current)
      next = current.parent
    }
    return chain.reversed().compactMap { current in
      (current.registry.entry(for: key) as? CollectionEntry<T>)?.group
    }
  }

  /// The keys of every element `container` sees: its ancestors' first, the root's first of all.
  func allElementKeys(from container: Dependencies) -> [DependencyKey] {
    elementGroups(from: container).flatMap(\.keys)
  }

  override func collectedElements(from container: Dependencies) -> (keys: [DependencyKey], service: Any.Type) {
    (allElementKeys(from: container), T.self)
  }

  override func produce(_ frame: Frame, _ container: Dependencies, _: CollectionMarker) throws -> [T] {
    // Nothing resolves a collection by its own key: `[T]`'s alias calls `collect(_:)`.
    fatalError("a collection is resolved as [\(T.self)], not by its own key")
  }

  /// A dry run resolves `[T]`, which finds this collection when `[T]` is not registered.
  override func dryRun(from container: Dependencies, session: ResolutionState) throws(ResolutionError) -> Any? {
    let value: [T] = try Resolution.resolve(
      root: container, key: DependencyKey([T].self, name: key.name), arguments: (), session: session,
      isolation: session.isolation)
    return value
  }

  override func dryRunAsync(from container: Dependencies, session: ResolutionState) async throws(ResolutionError)
    -> Any?
  {
    let slot = AsyncResolutionState(session)
    let request = AsyncRequest(
      container: container, key: key, service: [T].self, argumentsType: Void.self, arguments: (), parent: nil,
      slot: slot)
    let value = (try await Resolution.resolveAsync(request, isolation: nil) as! ValueBox<[T]>).value
    try slot.finish()
    return value
  }

  /// Resolves every element through the async driver, so async elements are awaited.
  override func resolveAsync(_ request: AsyncRequest, owner: Dependencies, isolation: isolated (any Actor)?)
    async throws(ResolutionError) -> AnyObject
  {
    try request.withSync(isolation: Isolation.identity(isolation)) { (sync) throws(ResolutionError) in
      try Resolution.checkPath(self, sync)
      if flags.needsIsolation { try Resolution.checkIsolation(self, sync) }
    }
    let frame = AsyncFrame(self, parent: request.parent, slot: request.slot)
    var elements: [T] = []
    for elementKey in allElementKeys(from: request.container) {
      let element = AsyncRequest(
        container: request.container, key: elementKey, service: T.self, argumentsType: Void.self, arguments: (),
        parent: frame, slot: request.slot)
      let box = try await Resolution.resolveAsync(element, isolation: isolation)
      elements.append((box as! ValueBox<T>).value)
    }
    return ValueBox(elements)
  }
}

/// Lets diagnostics tell an array type, so a missing `[T]` suggests `addToCollection`.
protocol CollectionResolvable {
  /// The element type.
  static var elementType: Any.Type { get }
}

extension Array: CollectionResolvable {
  static var elementType: Any.Type { Element.self }
}
