import CInjectKitAtomics

// What a registry keeps beside its table, in `current`'s header words: whether and where the
// container was sealed, whether it is listed for escaped resolvers, its own instances of its
// parents' registrations and a skin's attachment, each made or set when first needed.
extension Registry {
  /// Whether `seal()` closed the container: one load, no lock, for every registration to check.
  var isSealed: Bool { AtomicWord.loadAcquire(pointerIn: current + 1) != nil }

  /// Marks the container sealed at `site` (see `isSealed`), unless it is sealed already.
  func markSealed(at site: CallSite) {
    lock.withLock {
      guard current[1] == nil else { return }
      let stored = UnsafeMutablePointer<CallSite>.allocate(capacity: 1)
      stored.initialize(to: site)
      AtomicWord.storeRelease(pointerIn: current + 1, UnsafeMutableRawPointer(stored))
    }
  }

  /// Whether the container is listed in `LiveContainers` (set there, under its lock).
  var isListed: Bool { AtomicWord.loadAcquire(pointerIn: current + 7) != nil }

  /// Marks the container listed: by `LiveContainers.add`, with its lock held.
  func markListed() { AtomicWord.storeRelease(pointerIn: current + 7, UnsafeMutableRawPointer(current)) }

  /// Where the container was first sealed, once it is.
  var sealedAt: CallSite? {
    AtomicWord.loadAcquire(pointerIn: current + 1).map { $0.assumingMemoryBound(to: CallSite.self).pointee }
  }

  /// The container's own instances of its parents' registrations (`OwnInstances`), made on
  /// first use: most containers never have any, and it holds a lock.
  var ownInstances: OwnInstances {
    if let made = ownInstancesIfMade { return made }
    return lock.withLock {
      if let made = current[6] { return Unmanaged<OwnInstances>.fromOpaque(made).takeUnretainedValue() }
      let made = OwnInstances()
      AtomicWord.storeRelease(pointerIn: current + 6, Unmanaged.passRetained(made).toOpaque())
      return made
    }
  }

  /// `ownInstances`, if it was made.
  var ownInstancesIfMade: OwnInstances? {
    AtomicWord.loadAcquire(pointerIn: current + 6).map { Unmanaged<OwnInstances>.fromOpaque($0).takeUnretainedValue() }
  }

  /// What a skin keeps with this container (`Dependencies.attachment`), once attached.
  var attachment: AnyObject? {
    AtomicWord.loadAcquire(pointerIn: current + 3).map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
  }

  /// Attaches `make()` unless something is attached already; returns what is attached.
  func attach(_ make: () -> AnyObject) -> AnyObject {
    lock.withLock {
      if let attached = current[3] { return Unmanaged<AnyObject>.fromOpaque(attached).takeUnretainedValue() }
      let made = make()
      AtomicWord.storeRelease(pointerIn: current + 3, Unmanaged.passRetained(made).toOpaque())
      return made
    }
  }
}
