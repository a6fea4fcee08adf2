/// The `Arguments` of a collection's key: `[T]`'s collection never collides with a
/// registration of `[T]` itself, which wins when both exist.
@usableFromInline struct CollectionMarker {
  @inlinable init() {}
}

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

/// Puts `[T]` in `result` (uninitialised memory for one) for `request`: checks the collection
/// `entry`'s path and isolation, then resolves the elements `keys` (parents' first) through the
/// pipeline, from a frame of the collection's. Made where `addToCollection` is called, so it
/// is specialised for `T`.
@usableFromInline typealias Collector<T> =
  @Sendable (
    _ keys: [DependencyKey], _ entry: Entry, _ request: Request, _ result: UnsafeMutableRawPointer
  ) throws(ResolutionError) -> Void

extension DependencyKey {
  /// The key of a collection's element: the element type, and as its arguments' identity the
  /// element's own `CollectionElement` object (kept alive by the entry's extras), which no
  /// type's metadata shares. So the key is unique, and as cheap to hash and compare as an
  /// unnamed one; `Entry.arguments` (what diagnostics show) stays `Void`.
  init(element type: Any.Type, identity: CollectionElement) {
    self.type = ObjectIdentifier(type)
    self.arguments = ObjectIdentifier(identity)
    self.name = nil
  }

  /// The key of the collection of `type` (an array type) named `name`.
  @usableFromInline static func collection(_ type: Any.Type, name: String?) -> DependencyKey {
    DependencyKey(type, arguments: CollectionMarker.self, name: name)
  }
}

extension Resolution {
  /// The collector for elements of type `T`.
  @inlinable
  static func collector<T>(_ type: T.Type) -> Collector<T> {
    { (keys, entry, request, result) throws(ResolutionError) in
      try checkPath(entry, request)
      if entry.flags.needsMainActor { try checkIsolation(entry, request) }
      let elements = try Frame.push(Frame(entry, parent: request.parent, session: request.session)) {
        (frame) throws(ResolutionError) -> [T] in
        var failure: ResolutionError?
        // Built in place: one allocation, no growth.
        let elements = [T](unsafeUninitializedCapacity: keys.count) { buffer, count in
          for key in keys {
            do throws(ResolutionError) {
              let element: T = try _withUnprotectedUnsafePointer(to: key) { (key) throws(ResolutionError) -> T in
                try resolve(
                  Request(key: key, container: request.unmanagedContainer, parent: frame, session: request.session), ())
              }
              (buffer.baseAddress! + count).initialize(to: element)
              count += 1
            } catch {
              failure = error
              return
            }
          }
        }
        if let failure { throw failure }
        return elements
      }
      result.initializeMemory(as: [T].self, repeating: elements, count: 1)
    }
  }

  /// The collection `found` (a `CollectionEntry` for `T`, an array type) for `request`.
  @inlinable
  static func collect<T>(_ found: Found, _ request: Request) throws(ResolutionError) -> T {
    do {
      return try withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer in
        let pointer = buffer.baseAddress!
        try found.unmanagedEntry._withUnsafeGuaranteedRef {
          try $0.collect(into: UnsafeMutableRawPointer(pointer), request)
        }
        return pointer.move()
      }
    } catch {
      // Only `collect(into:_:)`'s `ResolutionError`s come through.
      throw error as! ResolutionError
    }
  }
}

/// The elements of `[T]` one container adds (`addToCollection`), by key, in the order added.
/// A resolve of `[T]` that finds no registration of `[T]` itself finds this entry instead, and
/// builds it like a transient whose factory resolves every element — its parents' first — so
/// each element keeps its own scope, isolation and hooks, and its edges and cycles are seen.
///
/// Entries are immutable: adding an element replaces the container's collection entry.
// Safety: as `Entry`: every stored property is a `let` of a Sendable type.
final class CollectionEntry<T>: TypedEntry<[T], CollectionMarker>, @unchecked Sendable {
  let elementKeys: [DependencyKey]
  let collect: Collector<T>

  init(
    key: DependencyKey, site: CallSite, elementKeys: [DependencyKey], async: Bool, mainActor: Bool,
    collect: @escaping Collector<T>
  ) {
    self.elementKeys = elementKeys
    self.collect = collect
    super.init(
      key: key, site: site, scope: .transient, kind: async ? .asyncCollection : .collection,
      options: mainActor ? .mainActor : [], extras: .none, slot: nil)
  }

  init(copying entry: CollectionEntry<T>, extras: Extras) {
    elementKeys = entry.elementKeys
    collect = entry.collect
    super.init(copying: entry, extras: extras)
  }

  override func collect(into result: UnsafeMutableRawPointer, _ request: Request) throws(ResolutionError) {
    try collect(allElementKeys(from: request.container), self, request, result)
  }

  /// This collection with `element` added.
  func adding(_ element: Entry) -> CollectionEntry<T> {
    CollectionEntry(
      key: key, site: site, elementKeys: elementKeys + [element.key], async: isAsync || element.isAsync,
      mainActor: flags.needsMainActor || element.flags.needsMainActor, collect: collect)
  }

  override func copy(extras: Extras) -> Entry { CollectionEntry(copying: self, extras: extras) }

  override var displayName: String {
    Diagnostics.describe([T].self, name: key.name)
  }
  /// Resolved as `[T]`, without arguments.
  override var arguments: Any.Type { Void.self }
  override var canDryRun: Bool { true }

  /// The keys of every element `container` sees: its ancestors' first, the root's first of all.
  func allElementKeys(from container: Dependencies) -> [DependencyKey] {
    guard container.parent != nil else { return elementKeys }
    var chain: [Dependencies] = []
    var next: Dependencies? = container
    while let current = next {
      chain.append(current)
      next = current.parent
    }
    var keys: [DependencyKey] = []
    for current in chain.reversed() {
      if let own = current.registry.entry(for: key)?.takeUnretainedValue() as? CollectionEntry<T> {
        keys += own.elementKeys
      }
    }
    return keys
  }

  override func collectedElements(from container: Dependencies) -> (keys: [DependencyKey], service: Any.Type) {
    (allElementKeys(from: container), T.self)
  }

  override func produce(_ frame: UnsafePointer<Frame>, _ container: Unmanaged<Dependencies>, _: CollectionMarker)
    throws -> [T]
  {
    // Nothing resolves a collection by its own key: `[T]`'s fallback calls `collect(into:_:)`.
    fatalError("a collection is resolved as [\(T.self)], not by its own key")
  }

  /// A dry run resolves `[T]`, which finds this collection when `[T]` is not registered.
  override func dryRun(from container: Dependencies, session: Session) throws(ResolutionError) -> Any? {
    let value: [T] = try Resolution.resolve(
      root: container, key: DependencyKey([T].self, name: key.name), arguments: (), session: session)
    return value
  }

  override func dryRunAsync(from container: Dependencies, session: Session) async throws(ResolutionError) -> Any? {
    let slot = AsyncSession(session)
    let request = AsyncRequest(
      container: container, key: key, service: [T].self, argumentsType: Void.self, arguments: (), parent: nil,
      slot: slot)
    let value = unsafeDowncast(try await Resolution.resolveAsync(request, isolation: nil), to: ValueBox<[T]>.self).value
    try slot.finish()
    return value
  }

  /// Resolves every element through the async driver, so async elements are awaited.
  override func resolveAsync(_ request: AsyncRequest, owner: Dependencies, isolation: isolated (any Actor)?)
    async throws(ResolutionError) -> AnyObject
  {
    try request.withSync { (sync) throws(ResolutionError) in
      try Resolution.checkPath(self, sync)
      if flags.needsMainActor { try Resolution.checkIsolation(self, sync) }
    }
    let frame = AsyncFrame(self, parent: request.parent, slot: request.slot)
    var elements: [T] = []
    for elementKey in allElementKeys(from: request.container) {
      let element = AsyncRequest(
        container: request.container, key: elementKey, service: T.self, argumentsType: Void.self, arguments: (),
        parent: frame, slot: request.slot)
      let box = try await Resolution.resolveAsync(element, isolation: isolation)
      elements.append(unsafeDowncast(box, to: ValueBox<T>.self).value)
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
