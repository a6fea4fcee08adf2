/// One factory running: a node of the path from the top-level resolve to the factory.
///
/// Each frame holds its parent, so the path for cycle checks and error messages is a walk up
/// the chain. The thread's innermost frame is kept in a thread-local (`Frame.active`), so a
/// factory that resolves through a container instead of its `Resolver` still joins the path.
/// A `Resolver` keeps its frame's generation, which no other frame has
/// (`FactoryResolver.currentFrame`).
final class Frame: Sendable {
  /// The registration being built.
  let entry: RegistryEntry
  /// The frame of the factory that asked for this one; nil at the top.
  let parent: Frame?
  /// The resolution's shared state: its session and isolation.
  let context: ResolutionContext
  /// Frames from the top, this one included.
  let depth: Int
  /// One bit per key on the path: a key whose bit is clear cannot be on it, so most cycle
  /// checks finish without walking the path.
  let pathKeys: UInt64
  /// What runs in this frame: the factory, a hook or a decorator of `entry`.
  let role: Role
  /// Tells this frame from every other of the process, before, after or at the same time
  /// (`FactoryResolver.currentFrame`).
  let generation: UInt64

  init(_ entry: RegistryEntry, parent: Frame?, context: ResolutionContext, role: Role = .factory) {
    self.entry = entry
    self.parent = parent
    self.context = context
    depth = (parent?.depth ?? 0) + 1
    pathKeys = (parent?.pathKeys ?? 0) | (role.isHook ? 0 : entry.flags.pathBit)
    self.role = role
    generation = ThreadState.nextFrameGeneration()
  }

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
