import Dispatch
import InjectKit
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The races a `Resolver` kept past its factory must survive (issue 39), each made certain rather
/// than likely: by debug-only hooks inside `LiveContainers`, by a process-wide identity counter
/// moved on, by a second thread run on the first one's stack. Each runs in a process of its own
/// (an exit test): before its fix, each ended in a crash, a use of freed memory or a wrong answer.
@Suite struct EscapedResolverWindowTests {
  private final class Keeper: Sendable {
    let resolver: any Resolver
    init(_ resolver: any Resolver) { self.resolver = resolver }
  }

  #if DEBUG
    /// Thread D drops the container's last reference; its `deinit` is held (a hook) until thread E,
    /// through a resolver kept past its factory, has begun a use (the record still offered it); E's
    /// use is then held (a hook) after it is uncounted, for the container to go if it can.
    /// Before the fix, the `deinit` went on as soon as E was uncounted and freed the container with
    /// E's retain outstanding ("deallocated with non-zero retain count 2"), E's release then
    /// writing to freed memory.
    @Test func aUseBegunAfterTheContainersLastReleaseIsReleasedBeforeTheContainerIsFreed() async {
      await #expect(processExitsWith: .success) {
        let useBegan = DispatchSemaphore(value: 0)
        let deinitBegan = DispatchSemaphore(value: 0)
        let containerGone = DispatchSemaphore(value: 0)
        let goneBeforeRelease = LockedValue(false)
        var deps: Dependencies? = Dependencies(label: "window")
        let identity = deps!.identity
        deps!.add(Leaf.self) { _ in
          useBegan.signal()
          return Leaf()
        }
        deps!.add(Keeper.self) { r in Keeper(r) }
        let keeper: Keeper = try! deps!.tryResolve()
        LiveContainersTestHooks.current.beforeUnlisting = { released in
          guard released == identity else { return }
          deinitBegan.signal()
          useBegan.wait()
        }
        LiveContainersTestHooks.current.afterUncounting = { used in
          guard used == identity else { return }
          // The container cannot go before this use's release: give it 100 ms to try.
          let gone = containerGone.wait(timeout: .now() + .milliseconds(100)) == .success
          goneBeforeRelease.mutate { $0 = gone }
        }
        let resolved = LockedValue(false)
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
          deinitBegan.wait()
          resolved.mutate { $0 = (try? keeper.resolver.resolve(Leaf.self)) != nil }
          finished.signal()
        }
        deps = nil  // the last reference: the deinit runs here
        containerGone.signal()
        finished.wait()
        precondition(resolved.get(), "the use begun in the window did not resolve")
        precondition(!goneBeforeRelease.get(), "the container went before the use's release")
      }
    }

    /// A container whose identity agrees with a released one's in its low 24 bits (what a resolver
    /// kept of it before the fix), at the released one's address: the kept resolver must not
    /// resolve from it.
    @Test(.enabled(if: addressesAreReused, "AddressSanitizer's quarantine does not reuse a freed address"))
    func itNeverResolvesFromALaterContainerAtTheSameAddressWithTheSameLowIdentityBits() async {
      await #expect(processExitsWith: .success) {
        var deps: Dependencies? = Dependencies(label: "gone")
        deps!.add { Leaf(id: 1) }
        deps!.add(Keeper.self) { r in Keeper(r) }
        let keeper: Keeper = try! deps!.tryResolve()
        let address = UInt(bitPattern: ObjectIdentifier(deps!))
        let identity = deps!.identity
        deps = nil
        var later: [Dependencies] = []
        for attempt in 1...64 {
          LiveContainersTestHooks.skipContainerIdentities(toNext: identity + UInt(attempt) << 24)
          let next = Dependencies(label: "later")
          next.add { Leaf(id: 2) }
          later.append(next)
          if UInt(bitPattern: ObjectIdentifier(next)) == address { break }
        }
        precondition(
          later.contains { UInt(bitPattern: ObjectIdentifier($0)) == address }, "no later container at the address")
        do {
          let leaf = try keeper.resolver.resolve(Leaf.self)
          preconditionFailure("resolved Leaf \(leaf.id) from a later container")
        } catch {
          precondition((error as? ResolutionError)?.code == .containerReleased, "\(error)")
        }
      }
    }
  #endif

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

/// Whether the allocator hands a freed address out again soon: not under AddressSanitizer, whose
/// quarantine keeps freed memory aside.
private let addressesAreReused = dlsym(dlopen(nil, RTLD_NOW), "__asan_init") == nil

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
