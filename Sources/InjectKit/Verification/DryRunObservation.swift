/// What a dry run builds, kept so verification can see which instances a registration still
/// holds once its graph is built (a captive dependency keeps a shorter-lived instance; a factory
/// that only reads a value out of one does not).
extension Resolution {
  /// Step 7's report to a dry run's session: `entry` built the value in `box` (a `ValueBox`) for
  /// the factory in `parent`. Out of line and not generic, so the hot path holds only the
  /// `isDryRun` test and a call it never makes outside verification.
  static func recordBuild(_ entry: RegistryEntry, _ box: AnyObject, _ context: ResolutionContext, parent: Frame?) {
    guard let session = context.session, let box = box as? any ErasedValueBox else {
      return
    }
    recordBuild(entry, box.anyValue, session, parent: parent)
  }

  /// `recordBuild`, given the session (async builds hold theirs directly); records nothing
  /// outside a dry run.
  static func recordBuild<T>(
    _ entry: RegistryEntry, _ value: T, _ session: ResolutionState, parent: Frame?
  ) {
    // A synchronous verification's memo records what its observing dry runs build itself.
    guard session.dryRun, session.memo == nil, let recorder = session.recorder else { return }
    // Only a class instance can be kept: a value type is copied, and the copy is the holder's own.
    let isObject = type(of: value as Any) is AnyClass
    recorder.record(
      DryRunRecorder.Build(
        key: entry.key, requester: requester(parent),
        shared: entry.flags.isGraphScoped || entry.flags.isCached,
        instance: isObject ? WeakUserInstance(value as AnyObject) : nil))
  }
}

extension Resolution {
  /// The registration whose factory asked for what `parent`'s frame is building: a collection's
  /// frame stands for whoever asked for the collection, so an element is seen as received by
  /// the factory that resolved `[T]` (an array is a value: whoever keeps it keeps its elements).
  static func requester(_ parent: Frame?) -> DependencyKey? {
    var frame = parent
    while let current = frame {
      let entry = current.entry
      let (key, isCollection) = (entry.key, entry.isCollection || entry.isCollectionAlias)
      if !isCollection { return key }
      frame = current.parent
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

  /// Dry-runs `entry` from `container`, in code isolated to `isolation` (nil: not known), with
  /// what `memo` remembers; then, if it asked for something shorter-lived than itself, observes
  /// what its instance keeps, in a dry run of its own.
  ///
  /// - Parameter observing: Whether to observe what the instance keeps.
  static func run(
    _ entry: RegistryEntry, in container: Dependencies, memo: DryRunMemo, recorder: DryRunRecorder,
    isolation: ObjectIdentifier?, observing: Bool = true
  ) -> DryRunResult {
    var result = runUntilDone(entry, in: container, memo: memo, recorder: recorder, isolation: isolation)
    guard result.instance != nil else { return DryRunResult(failure: result.failure, kept: [], observed: false) }
    guard observing, memo.needsObservation(of: entry) else {
      return DryRunResult(failure: nil, kept: [], observed: true)
    }
    result.instance = nil
    _ = recorder.takeBuilds()
    memo.beginSession(observing: entry)
    let observed = try? entry.dryRun(
      from: container, session: ResolutionState.sync(dryRun: true, recorder: recorder, isolation: isolation, memo: memo)
    )
    memo.endSession(passed: false)
    return observe(entry, observed ?? nil, recorder)
  }

  /// One dry run of `entry`, started again after each registration it deferred is built
  /// (`DryRunMemo.nestingLimit`): what it built, or why it failed.
  private static func runUntilDone(
    _ entry: RegistryEntry, in container: Dependencies, memo: DryRunMemo, recorder: DryRunRecorder,
    isolation: ObjectIdentifier?
  ) -> (instance: Any?, failure: ResolutionError?) {
    let first = (entry: entry, container: container, isolation: isolation)
    var waiting: [(entry: RegistryEntry, container: Dependencies, isolation: ObjectIdentifier?)] = []
    while true {
      let next = waiting.last ?? first
      memo.beginSession()
      var outcome: (instance: Any?, failure: ResolutionError?)
      do throws(ResolutionError) {
        let session = ResolutionState.sync(dryRun: true, recorder: recorder, isolation: next.isolation, memo: memo)
        outcome = (try next.entry.dryRun(from: next.container, session: session), nil)
        memo.endSession(passed: true)
      } catch {
        outcome = (nil, error)
        memo.endSession(passed: false)
      }
      if let deferred = memo.takeDeferred() {
        waiting.append((deferred.entry, deferred.container, deferred.isolation))
      } else if waiting.isEmpty {
        return outcome
      } else {
        waiting.removeLast()
      }
    }
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
