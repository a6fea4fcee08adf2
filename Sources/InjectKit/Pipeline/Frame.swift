// `Frame` itself (what it stores, and how a thread reuses one) is declared in
// `Unsafe/Runtime.swift`; what a frame means for the path is here.
extension Frame {
  /// An `onResolved` hook runs in this frame: it is not on the path of what it resolves.
  var isHook: Bool { role.isHook }

  /// What a frame runs for its entry, in one word: `0` the factory, `1` an `onResolved` hook,
  /// `2 + i` the entry's decorator `i`. A decorator's frame is on the path like the factory's:
  /// the instance it wraps is still being built.
  struct Role: Equatable {
    let raw: UInt32

    init(raw: UInt32) { self.raw = raw }

    static var factory: Role { Role(raw: 0) }
    static var hook: Role { Role(raw: 1) }
    static func decorator(_ index: Int) -> Role { Role(raw: 2 &+ UInt32(truncatingIfNeeded: index)) }

    var isHook: Bool { raw == 1 }
    /// The index of the decorator running, if a decorator runs.
    var decoratorIndex: Int? { raw >= 2 ? Int(raw - 2) : nil }
  }

  /// The innermost frame of the resolution running on this thread, if any.
  static var active: Frame? { ThreadState.activeFrame }

  /// The entries from the top of the resolution down to `frame`, with what ran for each.
  static func chain(_ frame: Frame?) -> [(entry: RegistryEntry, role: Role)] {
    var links: [(entry: RegistryEntry, role: Role)] = []
    var node = frame
    while let current = node {
      links.append((current.entry, current.role))
      node = current.parent
    }
    return links.reversed()
  }
}

extension Resolution {
  /// Deepest nesting allowed regardless of stack size; deeper graphs are surely runaway recursion.
  static let maximumDepth = 4_096

  /// Walks the path for `entry`'s key, and checks the depth (step 4, past its bit mask).
  static func walkPath(_ entry: RegistryEntry, _ request: Request) throws(ResolutionError) {
    guard let parent = request.parent else { return }
    if parent.pathKeys & entry.flags.pathBit != 0 {
      var node: Frame? = parent
      while let current = node {
        if !current.isHook, current.entry.key == entry.key {
          noteDryRunPathFailure(request.context)
          throw Diagnostics.cycle(entry, container: request.container, parent: parent)
        }
        node = current.parent
      }
    }
    let depth = parent.depth
    if depth >= maximumDepth || (depth > 32 && !CurrentThread.current.hasStackRoom()) {
      noteDryRunPathFailure(request.context)
      throw Diagnostics.tooDeep(entry, container: request.container, parent: parent)
    }
  }
}
