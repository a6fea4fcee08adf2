/// What one build of a cached registration looked up: the keys its factory, its decorators, its
/// `onResolved` hooks and the uncached registrations built for it asked for. A cached dependency
/// appears by its key alone; what it looked up is in its own `Reach`.
///
/// A child container that registers keys decides with it, without building anything, whether
/// the instance its parent caches was built from something the child overrides: then the child
/// builds an instance of its own (`Resolution.resolveOverridable`). Kept on the registration's
/// `InstanceSlot` (or async cache), from its last build, whichever container built it. A value:
/// the recording's array, kept as it is (a build allocates nothing more for it).
struct Reach: Sendable {
  /// Guards every slot's reach, and every container's decisions (`OwnInstances`): taken only
  /// on the rare paths (a cached build, a child container deciding).
  static let lock = Lock()

  let keys: [DependencyKey]

  /// The container, from `bottom` up to `owner` (excluded), whose own instance of the
  /// registration (named by `registration`, its slot or cache) `bottom` must use: the lowest one
  /// that registers a key the instance's graph reaches (these keys, and its cached
  /// dependencies' as their registrations last built them). Nil when none does: the owner's
  /// instance serves `bottom`. Remembered by `bottom` for the registry epoch.
  func home(from bottom: Dependencies, below owner: Dependencies, registration: ObjectIdentifier) -> Dependencies? {
    let epoch = RegistryEpoch.current
    if let known = bottom.ownInstances.decision(for: registration, epoch: epoch) { return known.container }
    let home = Self.findHome(reached: reachedKeys(from: owner), from: bottom, below: owner)
    bottom.ownInstances.remember(home, for: registration, epoch: epoch)
    return home
  }

  /// The lowest container from `bottom` up to `owner` (excluded) that registers one of `reached`.
  static func findHome(reached: [DependencyKey], from bottom: Dependencies, below owner: Dependencies)
    -> Dependencies?
  {
    var reachedBits: UInt64 = 0
    for key in reached { reachedBits |= Registry.typeBit(key.type) }
    var next: Dependencies? = bottom
    while let container = next, container !== owner {
      if container.registry.typeBits & reachedBits != 0, reached.contains(where: { container.registry.holds($0) }) {
        return container
      }
      next = container.parent
    }
    return nil
  }

  /// These keys and, through the registrations `home` finds for them, the keys of what they
  /// lead to: a forwarding key's target, a collection's elements, a cached registration's last
  /// `Reach`. (Uncached registrations built for this instance recorded their keys here.)
  func reachedKeys(from home: Dependencies) -> [DependencyKey] {
    var seen = Set<DependencyKey>()
    var pending = keys
    var reached: [DependencyKey] = []
    while let key = pending.popLast() {
      guard seen.insert(key).inserted else { continue }
      reached.append(key)
      guard let found = home.lookup(key) else { continue }
      let entry = found.entry
      if let target = entry.forwardTarget { pending.append(target.key) }
      if let collection = entry.aliasedCollection ?? (entry.isCollection ? entry : nil) {
        pending += collection.collectedElements(from: home).keys
      }
      if let reach = entry.lastReach { pending += reach.keys }
    }
    return reached
  }
}

/// A cached registration being built, recording its `Reach`: each key looked up beneath its
/// frame (or its decorators') goes to the innermost recording on the path (`ResolutionState`).
///
/// A watched recording is a parent's registration built in its owner for a child container
/// that registers keys (`Resolution.resolveOverridable`): a lookup of a key registered between
/// the child and the owner stops the build, which the child then makes again as its own.
final class ReachRecording: Sendable {
  /// The frames that record here: the entry's own and its decorators', all children of `parent`.
  let entry: RegistryEntry
  let parent: Frame?
  /// The child container and the owner: keys registered from the first up to the second
  /// (excluded) stop the build.
  let watch: (bottom: Dependencies, owner: Dependencies)?
  /// What the build has recorded so far, behind a lock of its own: an async build's caller may
  /// read it from another thread.
  private let progress = Protected(Progress())

  private struct Progress {
    var keys: [DependencyKey] = []
    var below: ReachRecording?
    var overridden: Overridden?
    var overriddenWhenClosed: Overridden?
  }

  /// The keys looked up beneath the recording's frames, in order.
  var keys: [DependencyKey] { progress.withLock { $0.keys } }

  /// Records a key looked up beneath the recording's frames.
  func record(_ key: DependencyKey) {
    progress.withLock { progress in
      // Most factories ask for a few keys: one allocation for them, not one per doubling.
      if progress.keys.isEmpty { progress.keys.reserveCapacity(4) }
      progress.keys.append(key)
    }
  }

  /// The recording opened before this one in its session, while both are open.
  var below: ReachRecording? {
    get { progress.withLock { $0.below } }
    set { progress.withLock { $0.below = newValue } }
  }

  /// What stopped a watched build.
  var overridden: Overridden? {
    get { progress.withLock { $0.overridden } }
    set { progress.withLock { $0.overridden = newValue } }
  }

  /// Keeps what `ResolutionState.close` returned for `overriddenAfterClose`.
  func closed(_ result: (keys: [DependencyKey], overridden: Overridden?)) {
    progress.withLock { $0.overriddenWhenClosed = result.overridden }
  }

  /// What stopped the build, read by a caller on another thread once the build has ended.
  var overriddenAfterClose: Overridden? { progress.withLock { $0.overriddenWhenClosed } }

  /// A key a watched build looked up that a container below its owner registers.
  struct Overridden {
    let key: DependencyKey
    /// The type it was asked as.
    let service: Any.Type
    /// The lowest container from the child up that registers it.
    let container: Dependencies
  }

  init(entry: RegistryEntry, parent: Frame?, watch: (bottom: Dependencies, owner: Dependencies)? = nil) {
    self.entry = entry
    self.parent = parent
    self.watch = watch
  }

  /// Whether `frame` runs for this recording's registration: its factory or a decorator.
  func records(_ frame: Frame) -> Bool {
    frame.entry === entry && frame.parent === parent
  }

  /// The lowest container from the watch's child up to its owner (excluded) that registers `key`.
  func overrider(of key: DependencyKey) -> Dependencies? {
    guard let watch else { return nil }
    var next = watch.bottom
    while next !== watch.owner {
      if next.registry.holds(key) { return next }
      guard let parent = next.parent else { return nil }
      next = parent
    }
    return nil
  }
}
