import Dispatch
import InjectKit
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The races a `Resolver` kept past its factory must survive (issue 39): the container's last
/// reference going on one thread while the resolver is used on others, a resolve that drops the
/// container's last reference, a kept resolver used on a new thread at the dead one's stack
/// address. Before issue 39's fixes, each ended in a crash, a use of freed memory or a wrong
/// answer; the resolver now holds its container weakly, so none can.
@Suite struct EscapedResolverWindowTests {
  private final class Keeper: Sendable {
    let resolver: any Resolver
    init(_ resolver: any Resolver) { self.resolver = resolver }
  }

  /// Three threads resolve through a kept resolver, released together, while this thread drops
  /// the container's last reference: each resolve returns an instance or throws
  /// `containerReleased` (once one has thrown, so does every later one on its thread), and the
  /// container goes once, after every resolve that got it has returned (its `onReset` ran once
  /// when the threads are done). Repeated, so the release lands before, inside and after the
  /// resolves; run under ThreadSanitizer too.
  @Test func keptResolversRacingTheContainersLastReleaseResolveOrFailCleanly() throws {
    for _ in 0..<300 {
      let resets = LockedValue(0)
      var deps: Dependencies? = Dependencies(label: "racing")
      deps!.add(Marker.self, scope: .singleton) { _ in Marker() }.onReset { _ in resets.mutate { $0 += 1 } }
      deps!.add { Leaf() }
      deps!.add(Keeper.self) { r in Keeper(r) }
      _ = try deps!.tryResolve(Marker.self)
      let keeper: Keeper = try deps!.tryResolve()
      let start = DispatchSemaphore(value: 0)
      let group = DispatchGroup()
      let outcomes = LockedValue<[[ResolutionError.Code?]]>([])
      for _ in 0..<3 {
        DispatchQueue.global().async(group: group) {
          start.wait()
          var mine: [ResolutionError.Code?] = []
          for _ in 0..<10 {
            do {
              _ = try keeper.resolver.resolve(Leaf.self)
              mine.append(nil)
            } catch {
              mine.append((error as? ResolutionError)?.code)
            }
          }
          outcomes.mutate { $0.append(mine) }
        }
      }
      for _ in 0..<3 { start.signal() }
      deps = nil
      group.wait()
      #expect(resets.get() == 1, "the container went \(resets.get()) times")
      for codes in outcomes.get() {
        #expect(codes.allSatisfy { $0 == nil || $0 == .containerReleased }, "\(codes)")
        let firstFailure = codes.firstIndex { $0 != nil } ?? codes.count
        #expect(codes[firstFailure...].allSatisfy { $0 == .containerReleased }, "resolved after failing: \(codes)")
      }
      // Once the threads are done, the container is gone: a resolve now fails.
      #expect(throws: ResolutionError.self) { _ = try keeper.resolver.resolve(Leaf.self) }
    }
  }

  private final class Marker: Sendable {}

  /// A resolve through a kept resolver whose factory drops the container's last outside
  /// reference: the container goes once the resolve returns, on its thread. (Pinned by the use's
  /// count alone, without its retain, the container's `deinit` would run inside the use and wait
  /// for it: for ever.)
  @Test func aKeptResolversResolveMayDropItsContainersLastReference() throws {
    let holder = LockedValue<Dependencies?>(nil)
    let log = LockedValue<[String]>([])
    var deps: Dependencies? = Dependencies(label: "dropped from inside")
    deps!.add(Marker.self, scope: .singleton) { _ in Marker() }
      .onReset { _ in log.mutate { $0.append("container gone") } }
    deps!.add(Leaf.self) { _ in
      holder.mutate { $0 = nil }
      log.mutate { $0.append("factory returned") }
      return Leaf()
    }
    deps!.add(Keeper.self) { r in Keeper(r) }
    _ = try deps!.tryResolve(Marker.self)
    let keeper: Keeper = try deps!.tryResolve()
    holder.mutate { $0 = deps }
    deps = nil
    let done = DispatchSemaphore(value: 0)
    let resolved = LockedValue(false)
    DispatchQueue.global().async {
      resolved.mutate { $0 = (try? keeper.resolver.resolve(Leaf.self)) != nil }
      done.signal()
    }

    let finished = done.wait(timeout: .now() + .seconds(10)) == .success

    #expect(finished, "the resolve did not return")
    #expect(resolved.get())
    #expect(log.get() == ["factory returned", "container gone"])
  }

  /// Two threads, one after the other, on the same stack memory (as a thread pool's new thread
  /// reuses a dead one's): the second's first factory frame is where the first's was. A resolver
  /// the first thread's factory kept, its container since released, is used inside the second's
  /// factory: it must fail with `containerReleased`. Before the fix, frame generations counted
  /// from 0 on each thread, so the kept resolver looked current there and resolved from the freed
  /// container.
  @Test func aResolverKeptOnADeadThreadIsNotCurrentInANewThreadOnTheSameStack() async {
    await #expect(processExitsWith: .success) {
      let stackSize = 1 << 20
      let stack = mmap(nil, stackSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)!
      precondition(stack != MAP_FAILED)
      let probe = StackProbe()
      var first: Dependencies? = Dependencies(label: "first thread's")
      let second = Dependencies(label: "second thread's")
      // The same factory in both, so both threads take the same path to it.
      let serve: @Sendable (any Resolver) throws(ResolutionError) -> Leaf = { r in probe.serve(r) }
      first!.add(Leaf.self, serve)
      second.add(Leaf.self, serve)
      StackProbe.run(on: stack, size: stackSize, resolvingFrom: first!)
      first = nil
      StackProbe.run(on: stack, size: stackSize, resolvingFrom: second)
      let (addresses, outcome) = probe.result
      precondition(addresses.count == 2 && addresses[0] == addresses[1], "the factories ran at \(addresses)")
      precondition(outcome == .containerReleased, "the kept resolver's resolve: \(String(describing: outcome))")
    }
  }
}

/// What `aResolverKeptOnADeadThreadIsNotCurrentInANewThreadOnTheSameStack` runs: its factory,
/// which keeps the first thread's resolver and uses it on the second, and the threads.
private final class StackProbe: Sendable {
  private let state = LockedValue(State())

  private struct State: Sendable {
    var kept: (any Resolver)?
    var addresses: [UInt] = []
    var outcome: ResolutionError.Code?
  }

  /// The addresses the factory ran at, and what the kept resolver's resolve threw (nil: resolved).
  var result: ([UInt], ResolutionError.Code?) { state.mutate { ($0.addresses, $0.outcome) } }

  func serve(_ r: any Resolver) -> Leaf {
    var marker = 0
    let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    let kept = state.mutate { state -> (any Resolver)? in
      state.addresses.append(address)
      if state.kept == nil {
        state.kept = r
        return nil
      }
      return state.kept
    }
    if let kept {
      var outcome: ResolutionError.Code?
      do { _ = try kept.resolve(Leaf.self) } catch { outcome = (error as? ResolutionError)?.code }
      state.mutate { $0.outcome = outcome }
    }
    return Leaf()
  }

  /// Runs a thread on `stack` that resolves a `Leaf` from `container`, and waits for it to end.
  static func run(on stack: UnsafeMutableRawPointer, size: Int, resolvingFrom container: Dependencies) {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstack(&attributes, stack, size)
    let context = Unmanaged.passRetained(container).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let created = pthread_create(&thread, &attributes, stackProbeThread, context)
    precondition(created == 0, "pthread_create: \(created)")
    #if canImport(Darwin)
      pthread_join(thread!, nil)
    #else
      pthread_join(thread, nil)
    #endif
  }
}

/// A `StackProbe` thread's body: resolves a `Leaf` from the container `context` holds (+1).
#if canImport(Darwin)
  private func stackProbeThread(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    _ = try? Unmanaged<Dependencies>.fromOpaque(context).takeRetainedValue().tryResolve(Leaf.self)
    return nil
  }
#else
  private func stackProbeThread(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    _ = try? Unmanaged<Dependencies>.fromOpaque(context!).takeRetainedValue().tryResolve(Leaf.self)
    return nil
  }
#endif
