import CInjectKitAtomics

/// What the engine keeps per thread (C thread-locals, `CInjectKitAtomics`), and the
/// process-wide flags `Dependencies.root` reads on every access.
enum ThreadState {
  /// The innermost factory frame on this thread's stack, nil outside a resolution.
  @inline(__always) static func activeFrame() -> UnsafeMutableRawPointer? { cinjectkit_get_active_frame() }

  /// Makes `frame` this thread's innermost factory frame (nil: none).
  @inline(__always) static func setActiveFrame(_ frame: UnsafeMutableRawPointer?) { cinjectkit_set_active_frame(frame) }

  /// A number no other frame of the process has had or will have (`FactoryResolver.currentFrame`).
  @inline(__always) static func nextFrameGeneration() -> UInt64 { cinjectkit_next_frame_generation() }

  /// Whether `Dependencies.root` can be anything but the global container: a root was bound
  /// somewhere, or a hook watches unbound reads. One relaxed load.
  @inline(__always) static var rootIsWatched: Bool { cinjectkit_get_root_state() != 0 }

  /// Whether a task-local root was ever bound (`Dependencies.withRoot`).
  @inline(__always) static var rootWasBound: Bool { cinjectkit_get_root_was_bound() }

  /// Records that a task-local root was bound.
  @inline(__always) static func markRootBound() { cinjectkit_set_root_was_bound() }

  /// What InjectKitTesting installed to hear of reads of the unbound root, if it is linked.
  @inline(__always) static var unboundRootHook: (@convention(c) () -> Void)? { cinjectkit_get_unbound_root_hook() }
}
