/// The elements of a collection that one container added: their keys and entries, in the order
/// added, and the container (where cached elements keep their instances). Not retained: the
/// container holds the collection (`CollectionBody`) the group comes from, and a resolve that reads the
/// group holds the container (or a child of it).
struct ElementGroup {
  let keys: [DependencyKey]
  let entries: [RegistryEntry]
  unowned let owner: Dependencies
  var count: Int { entries.count }
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
  @Sendable (_ groups: [ElementGroup], _ count: Int, _ entry: RegistryEntry, _ request: Request)
  throws(ResolutionError) -> [T]

extension Resolution {
  /// The collector for elements of type `T`.
  static func collector<T>(_ type: T.Type) -> Collector<T> {
    { (groups, count, entry, request) throws(ResolutionError) -> [T] in
      try checkPath(entry, request)
      if entry.flags.needsIsolation { try checkIsolation(entry, request) }
      let frame = Frame(entry, parent: request.parent, context: request.context)
      return try ThreadState.withActiveFrame(frame) { () throws(ResolutionError) -> [T] in
        var at = ElementCursor()
        // A few through an array literal, which the compiler allocates inline for `T`;
        // appending calls code that is not specialised (about a hundred instructions more, as
        // much as a third of a transient resolve).
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
          var elements: [T] = []
          elements.reserveCapacity(count)
          while elements.count < count { elements.append(try next(&at, groups, request, frame)) }
          return elements
        }
      }
    }
  }

  /// The element after `cursor` (which moves past it), resolved in the collection's `frame`.
  @inline(__always)
  static func next<T>(
    _ cursor: inout ElementCursor, _ groups: [ElementGroup], _ request: Request, _ frame: Frame
  ) throws(ResolutionError) -> T {
    while cursor.index == groups[cursor.group].count { (cursor.group, cursor.index) = (cursor.group + 1, 0) }
    let group = groups[cursor.group]
    let index = cursor.index
    cursor.index += 1
    let element = Request(key: group.keys[index], container: request.container, parent: frame, context: request.context)
    // Step 1 without its lookup: the collection holds its elements' entries.
    let entry = group.entries[index]
    if request.context.session != nil {
      try element.recordEdge(service: T.self, arguments: Void.self)
      // A dry run's memo decides at step 6 (`resolveDryRun`), for a plain transient too.
      if element.isDryRun, entry.flags.isPlainTransient {
        return try resolveDryRun(entry, Found(entry: entry, owner: group.owner), element, ())
      }
    }
    guard entry.flags.isPlainTransient else {
      return try resolve(Found(entry: entry, owner: group.owner), element, ())
    }
    // Straight to step 7 (the element's key fixes the entry's types). Step 4 has nothing to
    // find: an element is reached only through its collection, whose own check has just passed.
    return try build(entry, element, from: request.container, ())
  }
}
