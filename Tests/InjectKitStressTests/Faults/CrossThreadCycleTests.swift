import Dispatch
import InjectKit
import Testing

extension Reliability {
  /// Two singletons that need each other, first resolved at the same moment on two threads:
  /// each thread builds one and waits for the other's. A plain lock would deadlock.
  ///
  /// Observed: both resolves fail with `cycle` (the wait graph refuses the wait that closes the
  /// loop; the other thread then meets the cycle on its own path), and neither singleton is
  /// cached, so each is built again (and fails again) on the next resolve.
  @Suite struct CrossThreadCycle {
    @Test func bothSidesFailWithCycleInsteadOfDeadlock() {
      let deps = Dependencies(label: "cross-thread")
      let meet = DispatchGroup()
      meet.enter()
      meet.enter()
      let firstTime = Locked(true)
      @Sendable func rendezvous() {
        guard firstTime.withLock({ $0 }) else { return }
        meet.leave()
        _ = meet.wait(timeout: .now() + 2)
        firstTime.withLock { $0 = false }
      }
      deps.add(Service.self, name: "a", scope: .singleton) { r in
        rendezvous()
        _ = try r.resolve(Service.self, name: "b")
        return Service(name: "a")
      }
      deps.add(Service.self, name: "b", scope: .singleton) { r in
        rendezvous()
        _ = try r.resolve(Service.self, name: "a")
        return Service(name: "b")
      }
      let codes = Locked([ResolutionError.Code?]())
      let progress = Locked(0)
      runWorkers(2, progress: progress, label: "cross-cycle", stall: 10) { index in
        do throws(ResolutionError) {
          _ = try deps.tryResolve(Service.self, name: index == 0 ? "a" : "b")
          codes.withLock { $0.append(nil) }
        } catch {
          codes.withLock { $0.append(error.code) }
        }
        progress.withLock { $0 += 1 }
      }
      #expect(codes.current == [.cycle, .cycle])
      #expect(throws: ResolutionError.self) { try deps.tryResolve(Service.self, name: "a") }
    }
  }
}
