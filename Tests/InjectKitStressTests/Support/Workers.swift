import Foundation

/// Runs `body(index)` on `count` new threads (real threads, not the cooperative pool, so a
/// blocked worker cannot starve the others) and returns when all have finished.
///
/// A watchdog thread reads `progress` (operations completed, bumped by the workers) and stops
/// the process with a report when it stands still for `stall` seconds: a deadlock fails the
/// run loudly instead of hanging CI. `phase` tells it what each worker is doing.
func runWorkers(
  _ count: Int, progress: Locked<Int>, phase: Locked<[String]>? = nil, label: String,
  stall: Double = StressEnvironment.stallSeconds, _ body: @escaping @Sendable (Int) -> Void
) {
  let group = DispatchGroup()
  // Threads reach `body` through this cell, emptied before returning: a finished `Thread` may
  // keep its block a while longer, and with it whatever `body` captured (a container whose
  // release a test then checks).
  let cell = Locked<(@Sendable (Int) -> Void)?>(body)
  defer { cell.withLock { $0 = nil } }
  for index in 0..<count {
    group.enter()
    let thread = Thread {
      do {
        let run = cell.current
        run?(index)
      }
      group.leave()
    }
    thread.stackSize = 4 << 20
    thread.name = "\(label)-\(index)"
    thread.start()
  }
  let finished = Locked(false)
  let watchdog = Thread {
    var last = progress.current
    var lastChange = Date()
    while !finished.current {
      Thread.sleep(forTimeInterval: 0.1)
      let now = progress.current
      if now != last {
        last = now
        lastChange = Date()
      } else if Date().timeIntervalSince(lastChange) > stall {
        let doing = phase?.current.enumerated().map { "  worker \($0): \($1)" }.joined(separator: "\n") ?? ""
        print("watchdog: \(label) made no progress for \(stall) s after \(now) operations; deadlock?\n\(doing)")
        fatalError("watchdog: \(label) stalled")
      }
    }
  }
  watchdog.start()
  group.wait()
  finished.withLock { $0 = true }
}

/// A stopwatch for a timed loop.
struct Deadline {
  let start = Date()
  let seconds: Double

  var passed: Bool { Date().timeIntervalSince(start) >= seconds }
  var elapsed: Double { Date().timeIntervalSince(start) }
}
