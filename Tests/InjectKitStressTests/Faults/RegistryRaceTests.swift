import InjectKit
import Testing

extension Reliability {
  /// Registrations racing the reads and the seal they must be ordered with (issue 44's two races).
  ///
  /// Before the registry was a locked state with a published snapshot, a lookup probed its table,
  /// missed, and only then asked whether registrations were deferred: another thread storing the
  /// deferred batch in between made it report a registered key missing. And `add` tested
  /// `isSealed` before taking the lock, so a registration racing `seal()` could land after it.
  @Suite struct RegistryRaces {
    /// A skin's registration, deferred until the engine reads the registrations (as
    /// InjectKitSwinject's `register` does).
    final class DeferredLeaf: DeferredRegistration {
      let container: Dependencies
      init(_ container: Dependencies) { self.container = container }
      func addDeferred(name: String?) { container.add(Service.self, name: name) { Service(name: name ?? "") } }
    }

    @Test func twoReadersNeverMissARegistrationDeferredBeforeThem() {
      let rounds = 2_000
      let violations = Violations()
      let progress = Locked(0)
      for round in 0..<rounds {
        let deps = Dependencies(label: "deferred-\(round)")
        let names = (0..<4).map { "service-\($0)" }
        for name in names {
          #expect(deps.deferRegistration(of: Service.self, name: name, arguments: Void.self, DeferredLeaf(deps)))
        }
        // Both readers start after every registration was deferred: both must find each key, whichever
        // of them stores the batch.
        runWorkers(2, progress: progress, label: "deferred-readers") { worker in
          for name in worker == 0 ? names : names.reversed() {
            violations.check(deps.isRegistered(Service.self, name: name), "round \(round): \(name) reported missing")
          }
          progress.withLock { $0 += 1 }
        }
      }
      #expect(violations.count == 0, "\(violations.summary)")
    }

    // Release builds only: a refused registration stops a debug build (`assertionFailure`); a release
    // build writes its message to standard error and goes on, as an app in the field would.
    #if !DEBUG
    @Test func aRegistrationRacingSealLandsBeforeItOrIsRefused() {
      let rounds = 1_000
      let violations = Violations()
      let progress = Locked(0)
      for round in 0..<rounds {
        let deps = Dependencies(label: "sealing-\(round)")
        let sealed = Locked<[String]?>(nil)
        runWorkers(2, progress: progress, label: "seal-race") { worker in
          if worker == 0 {
            for index in 0..<50 where !deps.isSealed {
              deps.add(Service.self, name: "s\(index)") { Service(name: "s\(index)") }
            }
          } else {
            deps.seal()
            sealed.withLock { $0 = deps.registeredNames() }
          }
          progress.withLock { $0 += 1 }
        }
        // What was registered when `seal()` returned is all that is registered now.
        violations.check(sealed.current == deps.registeredNames(), "round \(round): a registration landed after seal()")
      }
      #expect(violations.count == 0, "\(violations.summary)")
    }
    #endif
  }
}

extension Dependencies {
  /// Which of the race's 50 names have a registration of `Service` here.
  fileprivate func registeredNames() -> [String] {
    (0..<50).map { "s\($0)" }.filter { isRegistered(Service.self, name: $0) }
  }
}
