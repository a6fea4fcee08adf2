/// A registration a skin keeps out of a container's registry until the engine reads the
/// registrations (`Dependencies.deferRegistration`): InjectKitSwinject's `register`, which an app
/// that resolves only through Swinject's API never needs in the engine.
package protocol DeferredRegistration: AnyObject, Sendable {
  /// Adds the registration, under the `name` it was deferred with, to the container it was
  /// deferred in. It must add exactly that registration, and not resolve.
  func addDeferred(name: String?)
}

// Deferred registrations wait in the state's `deferred` until something reads the registrations
// (a lookup finding no snapshot, a listing, a change), which stores them in the order they were
// deferred. Deferring withdraws the snapshot, and no snapshot is built while one waits, so a
// lookup never misses a registration deferred before it began.
extension Registry {
  /// Keeps `registration` (of `type`, `name` and runtime `arguments`) to be stored before anything
  /// reads the registrations. Returns false, keeping nothing, when its key has an entry here
  /// already: a lookup would find that one meanwhile, so the caller must add now.
  ///
  /// The registries' epoch moves on (as for a change), so what was found before
  /// (`ParameterCache`, `OwnInstances`' decisions) is looked up again.
  func deferRegistration(
    of type: Any.Type, name: String?, arguments: Any.Type, _ registration: any DeferredRegistration
  ) -> Bool {
    changeState { state in
      let bit = Self.typeBit(ObjectIdentifier(type))
      // Only a type with an entry here can have one for this key.
      if state.typeBits & bit != 0, state.entry(for: DependencyKey(type, arguments: arguments, name: name)) != nil {
        return (false, withdraw: false)
      }
      if state.deferred.capacity == 0 { state.deferred.reserveCapacity(8) }
      state.deferred.append(DeferredItem(registration: registration, name: name))
      state.typeBits |= bit
      return (true, withdraw: true)
    }
  }

  /// Stores the deferred registrations, if any wait, in the order they were deferred; readers that
  /// find some waiting wait here for the thread storing them. That thread's own changes (which
  /// call this) go on at once.
  func storeDeferred() {
    let waiting = read { state in !state.deferred.isEmpty || state.storingThread != nil }
    guard waiting else { return }
    let me = ThreadIdentity.current
    if read({ $0.storingThread == me }) { return }
    DeferredStoring.lock.withLock {
      while true {
        let batch = changeState { state -> ([DeferredItem], withdraw: Bool) in
          defer { state.deferred = [] }
          state.storingThread = state.deferred.isEmpty ? nil : me
          return (state.deferred, withdraw: false)
        }
        if batch.isEmpty { return }
        for item in batch { item.registration.addDeferred(name: item.name) }
      }
    }
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
