import Dispatch
import InjectKit
import Testing

/// A closure registration of a new key is kept as a record until its first lookup makes its entry
/// (Registry+Pending.swift). These tests hold that to what an app sees: one instance per singleton
/// whichever thread gets there first, every key found while the table grows around records, the
/// same replacing, configuring and listing as before, and nothing leaked or freed early.
@Suite struct PendingRegistrationTests {
  final class Tracked: Sendable {}

  /// Threads race to make the entries of singletons none has resolved: each entry is made once,
  /// so each factory runs once and every thread gets the same instance.
  @Test func singletonsFirstResolvedOnEightThreadsAtOnceAreBuiltOnce() {
    for _ in 0..<20 {
      let deps = Dependencies()
      let builds = Counter()
      let keys = 64
      for key in 0..<keys {
        deps.add(Leaf.self, name: "s\(key)", scope: .singleton) {
          builds.increment()
          return Leaf(id: key)
        }
      }
      let seen = LockedValue([[ObjectIdentifier]](repeating: [], count: 8))
      DispatchQueue.concurrentPerform(iterations: 8) { thread in
        // Half the threads start at the other end, so most keys are raced from both sides.
        let order = thread % 2 == 0 ? Array(0..<keys) : Array((0..<keys).reversed())
        var mine = [ObjectIdentifier?](repeating: nil, count: keys)
        for key in order { mine[key] = ObjectIdentifier(deps.resolve(Leaf.self, name: "s\(key)")) }
        seen.mutate { $0[thread] = mine.compactMap { $0 } }
      }
      let all = seen.get()
      #expect(builds.value == keys)
      #expect(all.allSatisfy { $0 == all[0] })
    }
  }

  /// Two threads released at once onto one singleton's first lookup, 500 times: whichever makes
  /// the entry, both get the one instance.
  @Test func twoThreadsMeetingAtASingletonsFirstLookupGetOneInstance() {
    var splits = 0
    for _ in 0..<500 {
      let deps = Dependencies()
      deps.add(Leaf.self, scope: .singleton) { Leaf() }
      let arrived = LockedValue(0)
      let got = LockedValue([ObjectIdentifier]())
      DispatchQueue.concurrentPerform(iterations: 2) { _ in
        arrived.mutate { $0 += 1 }
        while arrived.get() < 2 {}
        let leaf = deps.resolve(Leaf.self)
        got.mutate { $0.append(ObjectIdentifier(leaf)) }
      }
      if Set(got.get()).count != 1 { splits += 1 }
    }
    #expect(splits == 0)
  }

  /// 2,000 keys, resolved now and then while they are registered: the table grows around records
  /// and entries alike, and every key still finds its own registration.
  @Test func everyKeyIsFoundWhileTheTableGrowsAroundRecords() throws {
    let deps = Dependencies()
    for key in 0..<2_000 {
      deps.add(Leaf.self, name: "k\(key)") { Leaf(id: key) }
      if key % 7 == 0 { #expect(deps.resolve(Leaf.self, name: "k\(key / 2)").id == key / 2) }
    }
    for key in 0..<2_000 { #expect(try deps.tryResolve(Leaf.self, name: "k\(key)").id == key) }
    #expect((try? deps.tryResolve(Leaf.self, name: "k2000")) == nil)
  }

  /// Keys registered and resolved from several threads at once, the table growing meanwhile:
  /// no lookup sees a half-written record or misses a key registered before it started.
  @Test func concurrentRegistrationAndFirstLookupsAgree() {
    let deps = Dependencies()
    let writers = 4
    let perWriter = 300
    DispatchQueue.concurrentPerform(iterations: writers * 2) { thread in
      let writer = thread % writers
      if thread < writers {
        for key in 0..<perWriter { deps.add(Leaf.self, name: "\(writer)-\(key)") { Leaf(id: key) } }
      } else {
        for key in 0..<perWriter {
          // Found, or not registered yet: never a wrong value.
          if let leaf = try? deps.tryResolve(Leaf.self, name: "\(writer)-\(key)") { #expect(leaf.id == key) }
        }
      }
    }
    for writer in 0..<writers {
      for key in 0..<perWriter { #expect((try? deps.tryResolve(Leaf.self, name: "\(writer)-\(key)"))?.id == key) }
    }
  }

  /// Re-registering a key nobody resolved yet replaces it, as it replaces a resolved one; the
  /// singleton of the first is never built.
  @Test func aKeyNotYetResolvedIsReplacedByItsNextRegistration() {
    let deps = Dependencies()
    let firstBuilt = Counter()
    deps.add(Leaf.self, scope: .singleton) {
      firstBuilt.increment()
      return Leaf(id: 1)
    }
    deps.add(Leaf.self, scope: .singleton) { Leaf(id: 2) }
    #expect(deps.resolve(Leaf.self).id == 2)
    #expect(deps.resolve(Leaf.self) === deps.resolve(Leaf.self))
    #expect(firstBuilt.value == 0)
  }

  /// A handle's modifiers configure a registration that is still a record.
  @Test func modifiersConfigureARegistrationNotYetResolved() {
    let deps = Dependencies()
    let hooks = Counter()
    deps.add(RealService.self, scope: .singleton) { RealService() }
      .implements(Service.self)
      .onResolved { _, _ in hooks.increment() }
    let service: Service = deps.resolve()
    #expect(service === deps.resolve(RealService.self))
    #expect(hooks.value == 1)
  }

  /// Listings keep the order keys were registered in, records and entries alike.
  @Test func listingsKeepRegistrationOrderAcrossRecordsAndEntries() {
    let deps = Dependencies()
    deps.add(Leaf.self, name: "first") { Leaf() }
    deps.decorate(Node.self) { _, node in node }  // waits for Node's registration (an entry)
    deps.add(Leaf.self, name: "second") { Leaf() }
    deps.add(Node.self) { r in Node(leaf: try r.resolve(name: "first")) }  // replaces the placeholder
    _ = deps.resolve(Leaf.self, name: "second")  // made into an entry; its place stays
    deps.add(Leaf.self, name: "third") { Leaf() }
    let listing = deps.description
    let order = ["\"first\"", "Node", "\"second\"", "\"third\""].map { listing.range(of: $0)?.lowerBound }
    #expect(order.allSatisfy { $0 != nil }, "\(listing)")
    #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "\(listing)")
  }

  /// A container going away resets the singletons it built — from a record, swapped into its
  /// slot or not — and no other.
  @Test func aContainerGoingAwayResetsTheSingletonsItBuilt() {
    let resets = LockedValue([String]())
    weak var plain: Leaf?
    do {
      let deps = Dependencies()
      deps.add(Leaf.self, name: "built", scope: .singleton) { Leaf() }
        .onReset { _ in resets.mutate { $0.append("built") } }
      deps.add(Leaf.self, name: "never", scope: .singleton) { Leaf() }
        .onReset { _ in resets.mutate { $0.append("never") } }
      deps.add(Leaf.self, name: "plain", scope: .singleton) { Leaf() }
      for key in 0..<100 { deps.add(Leaf.self, name: "other\(key)") { Leaf() } }  // grows the table
      _ = deps.resolve(Leaf.self, name: "built")
      plain = deps.resolve(Leaf.self, name: "plain")
      #expect(plain != nil)
    }
    #expect(resets.get() == ["built"])
    #expect(plain == nil)
  }

  /// A container going away releases what its registrations hold — a record's factory, an entry
  /// made from a record and its singleton, a replaced record — and nothing before.
  @Test func aContainerReleasesWhatItsRegistrationsHold() {
    weak var neverResolved: Tracked?
    weak var resolvedSingleton: Tracked?
    weak var replaced: Tracked?
    do {
      let deps = Dependencies()
      let captured = (Tracked(), Tracked())
      neverResolved = captured.0
      replaced = captured.1
      deps.add(Tracked.self, name: "never") { [captured] in captured.0 }
      deps.add(Tracked.self, name: "replaced") { [captured] in captured.1 }
      deps.add(Tracked.self, name: "replaced") { Tracked() }
      deps.add(Tracked.self, name: "singleton", scope: .singleton) { Tracked() }
      resolvedSingleton = deps.resolve(Tracked.self, name: "singleton")
      #expect(resolvedSingleton != nil)
      #expect(neverResolved != nil && replaced != nil)
    }
    #expect(neverResolved == nil)
    #expect(resolvedSingleton == nil)
    #expect(replaced == nil)
  }
}
