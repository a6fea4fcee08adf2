import Dispatch
import InjectKit
import Testing

extension Reliability {
  /// A container released by its owner while another thread is still resolving from it.
  ///
  /// Observed: a resolution in flight keeps its container alive; it completes normally, and
  /// the container goes away when that resolve returns, on the resolving thread, running the
  /// `onReset` hooks of what it had cached (the singleton just built included).
  @Suite struct ReleaseInFlight {
    @Test func containerReleasedDuringResolve() {
      let started = DispatchSemaphore(value: 0)
      let proceed = DispatchSemaphore(value: 0)
      let resets = Locked(0)
      let result = Locked<Service?>(nil)
      weak var released: Dependencies?
      var owner: Dependencies? = Dependencies(label: "released")
      released = owner
      owner?.add(Service.self, scope: .singleton) {
        started.signal()
        proceed.wait()
        return Service(name: "in flight")
      }
      .onReset { _ in resets.withLock { $0 += 1 } }
      let cell = Locked<Dependencies?>(owner)
      owner = nil
      let progress = Locked(0)
      runWorkers(2, progress: progress, label: "release", stall: 10) { index in
        if index == 0 {
          guard let deps = cell.current else { return }
          result.withLock { $0 = deps.resolve(Service.self) }
        } else {
          started.wait()
          cell.withLock { $0 = nil }  // the last reference outside the resolve in flight
          proceed.signal()
        }
        progress.withLock { $0 += 1 }
      }
      #expect(result.current?.name == "in flight")
      #expect(released == nil, "the container outlived the resolve")
      #expect(resets.current == 1, "the singleton built in flight was not reset with its container")
    }
  }
}
