/// One factory running: a node of the path from the top-level resolve to the factory.
///
/// A synchronous build keeps its frame on the stack of the thread that runs it and links it
/// to its parent's, so following the path for cycle checks and error messages allocates
/// nothing and unwinding costs nothing. The thread's innermost frame is kept in a C
/// thread-local (`Frame.active`), so a factory that resolves through a container instead of
/// its `Resolver` still joins the path. Async builds keep their frames in `AsyncFrame`s.
struct Frame {
  /// The registration being built.
  let entry: Unmanaged<RegistryEntry>
  /// The frame of the factory that asked for this one; nil at the top.
  let parent: UnsafePointer<Frame>?
  /// The resolution's session slot, shared by all its frames.
  let session: SessionSlot
  /// Frames from the top, this one included.
  let depth: Int
  /// One bit per key on the path: a key whose bit is clear cannot be on it, so most cycle
  /// checks finish without walking the path.
  let pathKeys: UInt64
  /// Tells this frame from every other, even a later one at the same address (unique in the
  /// process: see `FactoryResolver.currentFrame`).
  let generation: UInt64
  /// What runs in this frame: the factory, a hook or a decorator of `entry`.
  let role: Role

  init(_ entry: RegistryEntry, parent: UnsafePointer<Frame>?, session: SessionSlot, role: Role = .factory) {
    self.entry = .passUnretained(entry)
    self.parent = parent
    self.session = session
    depth = (parent?.pointee.depth ?? 0) + 1
    pathKeys = (parent?.pointee.pathKeys ?? 0) | (role.isHook ? 0 : entry.flags.pathBit)
    generation = ThreadState.nextFrameGeneration()
    self.role = role
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
  static var active: UnsafePointer<Frame>? {
    ThreadState.activeFrame().map { UnsafePointer($0.assumingMemoryBound(to: Frame.self)) }
  }

  /// Runs `body` with `frame` as this thread's innermost frame.
  static func push<R>(_ frame: Frame, _ body: (UnsafePointer<Frame>) throws(ResolutionError) -> R)
    throws(ResolutionError) -> R
  {
    var frame = frame
    return try _withUnprotectedUnsafeMutablePointer(to: &frame) { (pointer) throws(ResolutionError) -> R in
      let outer = ThreadState.activeFrame()
      ThreadState.setActiveFrame(pointer)
      defer { ThreadState.setActiveFrame(outer) }
      return try body(pointer)
    }
  }

  /// The entries from the top of the resolution down to `frame`, with what ran for each.
  static func chain(_ frame: UnsafePointer<Frame>?) -> [(entry: RegistryEntry, role: Role)] {
    var links: [(entry: RegistryEntry, role: Role)] = []
    var node = frame
    while let current = node {
      links.append((current.pointee.entry.takeUnretainedValue(), current.pointee.role))
      node = current.pointee.parent
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
    if parent.pointee.pathKeys & entry.flags.pathBit != 0 {
      var node: UnsafePointer<Frame>? = parent
      while let current = node {
        if !current.pointee.isHook, current.pointee.entry._withUnsafeGuaranteedRef({ $0.key == entry.key }) {
          noteDryRunPathFailure(request.session)
          throw Diagnostics.cycle(entry, container: request.container, parent: parent)
        }
        node = current.pointee.parent
      }
    }
    let depth = parent.pointee.depth
    if depth >= maximumDepth || (depth > 32 && !CurrentThread.current.hasStackRoom()) {
      noteDryRunPathFailure(request.session)
      throw Diagnostics.tooDeep(entry, container: request.container, parent: parent)
    }
  }
}
