/// A registration a skin keeps out of a container's registry until the engine reads the
/// registrations (`Dependencies.deferRegistration`): InjectKitSwinject's `register`, which an app
/// that resolves only through Swinject's API never needs in the engine.
package protocol DeferredRegistration: AnyObject, Sendable {
  /// Adds the registration, under the `name` it was deferred with, to the container it was
  /// deferred in. It must add exactly that registration, and not resolve.
  func addDeferred(name: String?)
}

// Deferred registrations: kept in `deferred`, flagged by `current[4]` (non-nil while any wait),
// stored by the first read that needs them all (a lookup that misses here, a listing, a change),
// in the order they were deferred. `current[5]` names the thread storing them, whose own changes
// go on at once.
extension Registry {
  /// Whether registrations wait to be stored: one load, checked where a lookup missed and before
  /// every listing and change.
  @inline(__always) var hasDeferred: Bool { AtomicWord.loadAcquire(pointerIn: current + 4) != nil }

  /// Keeps `registration` (of `type`, `name` and runtime `arguments`) to be stored before anything
  /// reads the registrations. Returns false, keeping nothing, when its key has an entry here
  /// already: a lookup would find that one meanwhile, so the caller must add now.
  ///
  /// The type's bit is set now, and the registries' epoch moves on (as for a change), so what was
  /// found before (`ParameterCache`, `OwnInstances`' decisions) is looked up again, and finds the
  /// deferred registrations stored. No allocation: a launch defers every registration it makes.
  func deferRegistration(
    of type: Any.Type, name: String?, arguments: Any.Type, _ registration: any DeferredRegistration
  ) -> Bool {
    lock.withLock {
      let bits = UInt64(UInt(bitPattern: current[2]))
      let bit = Self.typeBit(ObjectIdentifier(type))
      // Only a type with an entry here can have one for this key.
      if bits & bit != 0, unlockedEntry(for: DependencyKey(type, arguments: arguments, name: name)) != nil {
        return false
      }
      if deferred.capacity == 0 { deferred.reserveCapacity(8) }
      deferred.append(DeferredItem(registration: registration, name: name))
      if bits & bit == 0 {
        AtomicWord.storeRelease(pointerIn: current + 2, UnsafeMutableRawPointer(bitPattern: UInt(bits | bit)))
      }
      AtomicWord.storeReleaseAdvancingEpoch(pointerIn: current + 4, UnsafeMutableRawPointer(current))
      return true
    }
  }

  /// Stores the deferred registrations, if any wait: from every read that needs them all.
  @inline(__always) func storeDeferred() {
    if hasDeferred { storeDeferredSlowly() }
  }

  /// Stores the deferred registrations in the order they were deferred, then clears the flag;
  /// readers that find the flag set wait here for the thread storing them. The registrations'
  /// own changes (which call `storeDeferred`) go on at once on the storing thread.
  @inline(never) func storeDeferredSlowly() {
    let me = ThreadIdentity.current
    if AtomicWord.loadAcquire(pointerIn: current + 5) == UnsafeMutableRawPointer(bitPattern: me) { return }
    DeferredStoring.lock.lock()
    defer { DeferredStoring.lock.unlock() }
    AtomicWord.storeRelease(pointerIn: current + 5, UnsafeMutableRawPointer(bitPattern: me))
    defer { AtomicWord.storeRelease(pointerIn: current + 5, nil) }
    while true {
      let batch = lock.withLock { () -> [DeferredItem] in
        // Cleared under the lock once nothing is left: a registration deferred meanwhile sets it again.
        if deferred.isEmpty { AtomicWord.storeRelease(pointerIn: current + 4, nil) }
        defer { deferred = [] }
        return deferred
      }
      if batch.isEmpty { return }
      for item in batch { item.registration.addDeferred(name: item.name) }
    }
  }

  /// The entry for `key` once its first probe missed: deferred registrations stored, then probed again.
  @inline(never)
  func entryStoringDeferred(for key: UnsafePointer<DependencyKey>, hash: Int) -> Unmanaged<RegistryEntry>? {
    storeDeferredSlowly()
    return entry(for: key, hash: hash)
  }
}

/// A deferred registration and its name (a struct, not a tuple: an array of labelled tuples
/// has its metadata made at run time, at a launch's first registration).
struct DeferredItem {
  let registration: any DeferredRegistration
  let name: String?
}

/// Serialises the storing of deferred registrations, in every registry: it is rare (once per
/// container that defers any, and again after it defers more), and one lock spares each
/// container one of its own.
enum DeferredStoring {
  static let lock = Lock()
}
