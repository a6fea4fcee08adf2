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

/// The elements of `[T]` one container adds (`addToCollection`), in the order added: the body
/// of the collection's entry, stored at the collection's own key (`[T]` with `CollectionMarker`).
/// A resolve of `[T]` where no registration of `[T]` itself comes first reaches it through its
/// alias (`CollectionAlias.swift`), and builds it like a transient whose factory (a `Collector`)
/// resolves every element — its parents' first — so each element keeps its own scope, isolation
/// and hooks, and its edges and cycles are seen.
///
/// It holds its elements' entries, so a resolve looks none of them up; entries are immutable,
/// so adding an element replaces the collection, and so does a modifier that replaces an
/// element's entry (`Registry.update`).
final class CollectionBody<T>: EntryBody {
  /// The elements' entries, in the order added.
  let elements: [RegistryEntry]
  /// Resolves the elements of `[T]` (`Resolution.collector`).
  let collect: Collector<T>
  /// The container whose registry holds this collection (and so outlives it): not retained,
  /// which would make a cycle.
  unowned let owner: Dependencies
  /// This container's group, ready for a collector: a resolve from a container without
  /// parents passes it as it is.
  private let ownGroup: [ElementGroup]

  /// The body listing `elements`, added in `owner`.
  private init(owner: Dependencies, elements: [RegistryEntry], collect: @escaping Collector<T>) {
    self.elements = elements
    self.collect = collect
    self.owner = owner
    ownGroup = [ElementGroup(keys: elements.map(\.key), entries: elements, owner: owner)]
  }

  /// The entry of the collection at `key` holding `elements`. Resolved as `[T]`, without
  /// arguments (its key's `CollectionMarker` only keeps it apart from a registration of `[T]`).
  static func entry(
    key: DependencyKey, site: CallSite, owner: Dependencies, elements: [RegistryEntry],
    collect: @escaping Collector<T>
  ) -> RegistryEntry {
    RegistryEntry(
      key: key, site: site, scope: .transient,
      kind: elements.contains(where: \.isAsync) ? .asyncCollection : .collection,
      options: elements.contains(where: \.flags.needsMainActor) ? .mainActor : [], extras: nil, slot: nil,
      service: [T].self, arguments: Void.self,
      body: CollectionBody(owner: owner, elements: elements, collect: collect))
  }

  /// This container's elements, for a collector.
  var group: ElementGroup { ownGroup[0] }

  /// The collection for `request`; `collection` is this body's entry.
  ///
  /// This code is not specialised for `T` (the collector is): it names no type built on `T`,
  /// whose metadata an unspecialised call would look up every time.
  @inline(__always) func collect(_ collection: RegistryEntry, _ request: Request) throws(ResolutionError) -> [T] {
    // One container, the usual case: its own elements are all there is.
    if request.container.parent == nil {
      return try collect(ownGroup, elements.count, collection, request)
    }
    let chain = elementGroups(of: collection.key, from: request.container)
    return try collect(chain, chain.reduce(0) { $0 + $1.count }, collection, request)
  }

  /// `collection`, this body's entry, with `element` added.
  func adding(_ element: RegistryEntry, to collection: RegistryEntry) -> RegistryEntry {
    Self.entry(
      key: collection.key, site: collection.site, owner: owner, elements: elements + [element], collect: collect)
  }

  /// `collection` with the entry of `element`'s key replaced by `element`.
  func replacingElement(_ element: RegistryEntry, in collection: RegistryEntry) -> RegistryEntry {
    let replaced = Self.entry(
      key: collection.key, site: collection.site, owner: owner,
      elements: elements.map { $0.key == element.key ? element : $0 }, collect: collect)
    return collection.someExtras.map { replaced.copy(extras: $0) } ?? replaced
  }

  /// The elements every container from the root down to `container` adds to the collection at
  /// `key`, root first.
  func elementGroups(of key: DependencyKey, from container: Dependencies) -> [ElementGroup] {
    var chain: [Dependencies] = []
    var next: Dependencies? = container
    while let current = next {
      chain.append(current)
      next = current.parent
    }
    return chain.reversed().compactMap { current in
      (current.registry.entry(for: key)?.body as? CollectionBody<T>)?.group
    }
  }

  /// The keys of every element `container` sees: its ancestors' first, the root's first of all.
  func allElementKeys(of key: DependencyKey, from container: Dependencies) -> [DependencyKey] {
    elementGroups(of: key, from: container).flatMap(\.keys)
  }

  /// The keys of every element `container` sees, and their type.
  func collectedElements(of collection: RegistryEntry, from container: Dependencies)
    -> (keys: [DependencyKey], service: Any.Type)
  {
    (allElementKeys(of: collection.key, from: container), T.self)
  }

  /// A dry run resolves `[T]`, which finds this collection when `[T]` is not registered.
  func dryRun(of collection: RegistryEntry, from container: Dependencies, session: ResolutionState)
    throws(ResolutionError) -> Any?
  {
    let value: [T] = try Resolution.resolve(
      root: container, key: DependencyKey([T].self, name: collection.key.name), arguments: (), session: session,
      isolation: session.isolation)
    return value
  }

  /// A dry run through the async pipeline resolves the collection, awaiting async elements.
  func dryRunAsync(of collection: RegistryEntry, from container: Dependencies, session: ResolutionState)
    async throws(ResolutionError) -> Any?
  {
    let slot = AsyncResolutionState(session)
    let request = AsyncRequest(
      container: container, key: collection.key, service: [T].self, argumentsType: Void.self, arguments: (),
      parent: nil, slot: slot)
    let value = (try await Resolution.resolveAsync(request, isolation: nil) as! ValueBox<[T]>).value
    try slot.finish()
    return value
  }

  /// Resolves every element through the async driver, so async elements are awaited.
  func resolveAsync(
    of collection: RegistryEntry, _ request: AsyncRequest, owner: Dependencies, isolation: isolated (any Actor)?
  ) async throws(ResolutionError) -> AnyObject {
    try request.withSync(isolation: Isolation.identity(isolation)) { (sync) throws(ResolutionError) in
      try Resolution.checkPath(collection, sync)
      if collection.flags.needsIsolation { try Resolution.checkIsolation(collection, sync) }
    }
    let frame = AsyncFrame(collection, parent: request.parent, slot: request.slot)
    var elements: [T] = []
    for elementKey in allElementKeys(of: collection.key, from: request.container) {
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
