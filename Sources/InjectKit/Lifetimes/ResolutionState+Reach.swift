/// A session's recordings of what cached builds look up (`Reach`): opened and closed by the
/// builds (`Resolution.buildCached`), told of each lookup by step 1 (`Request.recordEdge`).
extension ResolutionState {
  /// Starts recording what is looked up beneath `recording`'s frames.
  func open(_ recording: ReachRecording) {
    withState { session in
      recording.below = session.recording
      session.recording = recording
      if recording.watch != nil { session.watchedRecordings += 1 }
    }
  }

  /// Stops it; returns what it recorded, and what stopped it if it was watched.
  func close(_ recording: ReachRecording) -> (keys: [DependencyKey], overridden: ReachRecording.Overridden?) {
    withState { session in
      // Recordings close innermost first (builds nest); unlinked wherever it is all the same.
      if session.recording === recording {
        session.recording = recording.below
      } else {
        var above = session.recording
        while let open = above, open.below !== recording { above = open.below }
        above?.below = recording.below
      }
      recording.below = nil
      if recording.watch != nil { session.watchedRecordings -= 1 }
      return (recording.keys, recording.overridden)
    }
  }

  /// Tells the recordings on the path of a lookup of `key` (asked for as `service`) by the
  /// factory in `parent`: the innermost gets the key; a watched one whose child registers it
  /// stops the build. (A `Wrapped?` that falls back to `Wrapped` tells them of `Wrapped` too,
  /// from `Optional.resolveWrapped`: a cast here would look up a conformance per type.)
  ///
  /// - Throws: The error that stops a watched build; its resolve builds it again in the child.
  func noteLookup(_ key: DependencyKey, service: Any.Type, parent: Frame?) throws(ResolutionError) {
    guard let parent else { return }
    let stopped = withState { state in Self.note(key, service: service, parent: parent, in: state) }
    if let (stopped, overridden) = stopped, let owner = stopped.watch?.owner {
      let entry = stopped.entry
      // A hook runs once the instance is shared, too late to build the child's own: it completes
      // the owner's instance, and `runHooks` fails the child's resolve afterwards.
      if stopped.parent == nil, Frame.chain(parent).first?.role.isHook == true { return }
      throw Diagnostics.overriddenWhileShared(entry, overridden, in: owner)
    }
  }

  /// `noteLookup`'s work, with the session's state held: the recording stopped, if any, and
  /// what stopped it.
  private static func note(_ key: DependencyKey, service: Any.Type, parent: Frame, in state: State)
    -> (ReachRecording, ReachRecording.Overridden)?
  {
    guard let top = state.recording else { return nil }
    var innermost = true
    var frame: Frame? = parent
    while let current = frame {
      var next: ReachRecording? = top
      while let recording = next {
        next = recording.below
        guard recording.records(current) else { continue }
        if innermost {
          recording.record(key)
          innermost = false
        }
        if recording.watch != nil, recording.overridden == nil, let hit = recording.overrider(of: key) {
          let overridden = ReachRecording.Overridden(key: key, service: service, container: hit)
          recording.overridden = overridden
          return (recording, overridden)
        }
      }
      // Past the innermost recording only watched builds care.
      if !innermost, state.watchedRecordings == 0 { return nil }
      frame = current.parent
    }
    return nil
  }
}
