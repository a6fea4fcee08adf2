/// What a dry run builds, kept so verification can see which instances a registration still
/// holds once its graph is built (a captive dependency keeps a shorter-lived instance; a factory
/// that only reads a value out of one does not).
extension Resolution {
  /// Step 7's report to a dry run's session: `entry` built the value in `box` (a `ValueBox`) for
  /// the factory in `parent`. Out of line and not generic, so the hot path holds only the
  /// `isDryRun` test and a call it never makes outside verification.
  static func recordBuild(_ entry: RegistryEntry, _ box: AnyObject, _ slot: SessionSlot, parent: UnsafePointer<Frame>?)
  {
    guard let session = slot.pointee.session?.takeUnretainedValue(), let box = box as? any ErasedValueBox else {
      return
    }
    recordBuild(entry, box.anyValue, session, parent: parent)
  }

  /// `recordBuild`, given the session (async builds hold theirs directly); records nothing
  /// outside a dry run.
  static func recordBuild<T>(
    _ entry: RegistryEntry, _ value: T, _ session: ResolutionState, parent: UnsafePointer<Frame>?
  ) {
    guard session.dryRun, let recorder = session.recorder else { return }
    // Only a class instance can be kept: a value type is copied, and the copy is the holder's own.
    let isObject = type(of: value as Any) is AnyClass
    recorder.record(
      DryRunRecorder.Build(
        key: entry.key, requester: requester(parent),
        shared: entry.flags.isGraphScoped || entry.flags.isCached,
        instance: isObject ? WeakBox(value as AnyObject) : nil))
  }
}

extension Resolution {
  /// The registration whose factory asked for what `parent`'s frame is building: a collection's
  /// frame stands for whoever asked for the collection, so an element is seen as received by
  /// the factory that resolved `[T]` (an array is a value: whoever keeps it keeps its elements).
  static func requester(_ parent: UnsafePointer<Frame>?) -> DependencyKey? {
    var frame = parent
    while let current = frame {
      let (key, isCollection) = current.pointee.entry._withUnsafeGuaranteedRef {
        ($0.key, $0.isCollection || $0.isCollectionAlias)
      }
      if !isCollection { return key }
      frame = current.pointee.parent
    }
    return nil
  }
}

/// The result of dry-running one registration on its own.
struct DryRunResult: Sendable {
  /// Why the dry run failed; nil when it built the instance.
  let failure: ResolutionError?
  /// The registrations whose class instances, handed to this registration's factory or hooks,
  /// were still alive once the dry run had ended and released everything but this
  /// registration's own instance: it keeps them.
  let kept: Set<DependencyKey>
  /// False when the dry run did not build anything to observe (it failed, or could not run).
  let observed: Bool

  /// Dry-runs `entry` from `container`, in code isolated to `isolation` (nil: not known), then
  /// observes what its instance keeps.
  static func run(
    _ entry: RegistryEntry, in container: Dependencies, recorder: DryRunRecorder, isolation: ObjectIdentifier?
  )
    -> DryRunResult
  {
    _ = recorder.takeBuilds()
    let instance: Any?
    do throws(ResolutionError) {
      let session = ResolutionState.sync(dryRun: true, recorder: recorder, isolation: isolation)
      instance = try entry.dryRun(from: container, session: session)
    } catch {
      _ = recorder.takeBuilds()
      return DryRunResult(failure: error, kept: [], observed: false)
    }
    return observe(entry, instance, recorder)
  }

  /// Dry-runs `entry`, async factories included, then observes what its instance keeps.
  static func runAsync(_ entry: RegistryEntry, in container: Dependencies, recorder: DryRunRecorder) async
    -> DryRunResult
  {
    _ = recorder.takeBuilds()
    let instance: Any?
    do throws(ResolutionError) {
      instance = try await entry.dryRunAsync(
        from: container, session: ResolutionState.async(dryRun: true, recorder: recorder))
    } catch {
      _ = recorder.takeBuilds()
      return DryRunResult(failure: error, kept: [], observed: false)
    }
    return observe(entry, instance, recorder)
  }

  /// The session has ended: only `instance` (and what it references) keeps anything alive.
  private static func observe(_ entry: RegistryEntry, _ instance: Any?, _ recorder: DryRunRecorder) -> DryRunResult {
    let builds = recorder.takeBuilds()
    guard instance != nil else { return DryRunResult(failure: nil, kept: [], observed: false) }
    var kept: Set<DependencyKey> = []
    for build in builds where build.instance?.object != nil && build.key != entry.key {
      if build.shared || build.requester == entry.key { kept.insert(build.key) }
    }
    withExtendedLifetime(instance) {}
    return DryRunResult(failure: nil, kept: kept, observed: true)
  }
}

/// A `ValueBox` whose value is wanted without knowing its type.
protocol ErasedValueBox {
  /// The boxed value.
  var anyValue: Any { get }
}

extension ValueBox: ErasedValueBox {
  var anyValue: Any { value }
}
