@_spi(InjectKitSkins) import InjectKit

/// The one recursive lock behind every Swinject-style container.
///
/// Swinject's API hands the container non-`Sendable` things (factories, `initCompleted`
/// closures, storages, behaviors) and resolves through mutable per-container graph state.
/// Taking a single process-wide lock around all of it makes each of those touched by one
/// thread at a time. It is recursive because factories resolve their dependencies through the
/// same container. The module's mutable state lives in `Guarded` values under this lock.
enum SwinjectLock {
  /// The lock shared by every `Container`, `Lazy`, `Provider`, `ObjectScope` and `ServiceEntry`.
  static let shared = RecursiveLock()
}

/// `value`, kept under `SwinjectLock.shared`.
func guarded<Value>(_ value: Value) -> Guarded<Value> {
  Guarded(value, by: SwinjectLock.shared)
}

/// `value`, immutable, read only under `SwinjectLock.shared`.
func confined<Value>(_ value: Value) -> LockConfined<Value> {
  LockConfined(value, by: SwinjectLock.shared)
}
