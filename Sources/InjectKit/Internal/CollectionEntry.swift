/// The `Arguments` of a collection's key: `[T]`'s collection never collides with a
/// registration of `[T]` itself, which wins when both exist.
@usableFromInline struct CollectionMarker {
  @inlinable init() {}
}

/// Which collection an element belongs to, for its display name.
struct CollectionElement: Sendable {
  /// Its place among its container's elements of the collection, from 1.
  let number: Int
  /// The collection's name (`addToCollection(_:name:…)`), if any.
  let collectionName: String?
}

/// Builds `[T]` from its elements' keys (parents' first), each resolved through the pipeline
/// from the collection's frame. Made where `addToCollection` is called, so it is specialised
/// for `T`.
@usableFromInline typealias Collector<T> =
  @Sendable (
    _ keys: [DependencyKey], _ frame: UnsafePointer<Frame>, _ container: Unmanaged<Dependencies>
  ) throws(ResolutionError) -> [T]

extension DependencyKey {
  private static let elementSerial = Protected(0)

  /// A key no other registration has, for a new element of a collection of `T`: its name is
  /// a control character and a number unique in the process (short, so it stays inline).
  @usableFromInline static func newElement<T>(of type: T.Type) -> DependencyKey {
    let serial = elementSerial.withLock { serial in
      serial += 1
      return serial
    }
    return DependencyKey(T.self, name: "\u{1}\(serial)")
  }

  /// The key of the collection of `type` (an array type) named `name`.
  static func collection(_ type: Any.Type, name: String?) -> DependencyKey {
    DependencyKey(type, arguments: CollectionMarker.self, name: name)
  }
}

extension Resolution {
  /// The collector for elements of type `T`.
  @inlinable
  static func collector<T>(_ type: T.Type) -> Collector<T> {
    { (keys, frame, container) throws(ResolutionError) -> [T] in
      var elements: [T] = []
      elements.reserveCapacity(keys.count)
      for key in keys {
        let element: T = try _withUnprotectedUnsafePointer(to: key) { (key) throws(ResolutionError) -> T in
          try resolve(Request(key: key, container: container, parent: frame, session: frame.pointee.session), ())
        }
        elements.append(element)
      }
      return elements
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
    try collect(allElementKeys(from: container.takeUnretainedValue()), frame, container)
  }

  override func dryRun(from container: Dependencies, session: Session) throws(ResolutionError) -> Any? {
    let value: [T] = try Resolution.resolve(root: container, key: key, arguments: CollectionMarker(), session: session)
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
