/// The elements of a collection that one container added: their keys and entries, in the order
/// added, and the container (where cached elements keep their instances). The buffers belong
/// to the `CollectionEntry` they come from, which outlives every resolve that reads them.
struct ElementGroup {
  let keys: UnsafePointer<DependencyKey>
  let entries: UnsafePointer<Unmanaged<RegistryEntry>>
  let count: Int
  let owner: Unmanaged<Dependencies>
}

/// Where a collector is among its groups' elements.
struct ElementCursor {
  var group = 0
  var index = 0
  init() {}
}

/// `[T]` for `request`: checks the collection `entry`'s path and isolation, then resolves the
/// `count` elements of `groups` (parents' first) through the pipeline, from a frame of the
/// collection's. Made by `addToCollection`, one per element type.
typealias Collector<T> =
  @Sendable (_ groups: UnsafeBufferPointer<ElementGroup>, _ count: Int, _ entry: RegistryEntry, _ request: Request)
  throws(ResolutionError) -> [T]

extension Resolution {
  /// The collector for elements of type `T`.
  static func collector<T>(_ type: T.Type) -> Collector<T> {
    { (groups, count, entry, request) throws(ResolutionError) -> [T] in
      try checkPath(entry, request)
      if entry.flags.needsIsolation { try checkIsolation(entry, request) }
      return try Frame.push(Frame(entry, parent: request.parent, session: request.session)) {
        (frame) throws(ResolutionError) -> [T] in
        var at = ElementCursor()
        // A few through an array literal, which the compiler allocates inline for `T`;
        // `Array(unsafeUninitializedCapacity:)` calls an allocator that is not specialised
        // (about a hundred instructions more, as much as a third of a transient resolve).
        switch count {
        case 1: return [try next(&at, groups, request, frame)]
        case 2: return [try next(&at, groups, request, frame), try next(&at, groups, request, frame)]
        case 3:
          return [
            try next(&at, groups, request, frame), try next(&at, groups, request, frame),
            try next(&at, groups, request, frame),
          ]
        case 4:
          return [
            try next(&at, groups, request, frame), try next(&at, groups, request, frame),
            try next(&at, groups, request, frame), try next(&at, groups, request, frame),
          ]
        default:
          var failure: ResolutionError?
          let elements = [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            while initialized < count {
              do throws(ResolutionError) {
                (buffer.baseAddress! + initialized).initialize(to: try next(&at, groups, request, frame))
                initialized += 1
              } catch {
                failure = error
                return
              }
            }
          }
          if let failure { throw failure }
          return elements
        }
      }
    }
  }

  /// The element after `cursor` (which moves past it), resolved in the collection's `frame`.
  @inline(__always)
  static func next<T>(
    _ cursor: inout ElementCursor, _ groups: UnsafeBufferPointer<ElementGroup>, _ request: Request,
    _ frame: UnsafePointer<Frame>
  ) throws(ResolutionError) -> T {
    while cursor.index == groups[cursor.group].count { (cursor.group, cursor.index) = (cursor.group + 1, 0) }
    let group = groups[cursor.group]
    let index = cursor.index
    cursor.index += 1
    let element = Request(
      key: group.keys + index, container: request.unmanagedContainer, parent: frame, session: request.session)
    // Step 1 without its lookup: the collection holds its elements' entries.
    let entry = group.entries[index]
    if request.session.pointee.session != nil {
      try element.recordEdge(service: T.self, arguments: Void.self)
      // A dry run's memo decides at step 6 (`resolveDryRun`), for a plain transient too.
      if element.isDryRun, entry._withUnsafeGuaranteedRef({ $0.flags.isPlainTransient }) {
        return try borrowed(entry) { entry throws(ResolutionError) in
          try resolveDryRun(entry, Found(entry: .passUnretained(entry), owner: group.owner), element, ())
        }
      }
    }
    guard entry._withUnsafeGuaranteedRef({ $0.flags.isPlainTransient }) else {
      return try resolve(Found(entry: entry, owner: group.owner), element, ())
    }
    // Straight to step 7 (the element's key fixes the entry's types). Step 4 has nothing to
    // find: an element is reached only through its collection, whose own check has just passed.
    return try borrowed(entry) { entry throws(ResolutionError) in
      try build(entry, element, from: request.unmanagedContainer, ())
    }
  }
}
