import Dispatch
import InjectKit
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where cached instances live: what the slots behind `singleton`, `weak` and `custom` promise,
/// whatever guards them (these replace the tests of the read sections that once did).
@Suite struct InstanceSlotTests {
  struct Settings: Equatable {
    var retries: Int
    var label: String
  }

  @Test func aValueTypeSingletonIsBuiltOnceAndCopiedOut() {
    let deps = Dependencies()
    let builds = Counter()
    deps.add(Settings.self, scope: .singleton) {
      builds.increment()
      return Settings(retries: 3, label: "live")
    }

    let first = deps.resolve(Settings.self)
    let second = deps.resolve(Settings.self)

    #expect(first == Settings(retries: 3, label: "live"))
    #expect(second == first)
    #expect(builds.value == 1)
  }

  @Test func resetReleasesTheInstanceBeforeItReturns() {
    let deps = Dependencies()
    deps.add(Leaf.self, scope: .singleton) { Leaf() }
    weak var leaf: Leaf?
    do { leaf = deps.resolve(Leaf.self) }
    #expect(leaf != nil)

    deps.reset(.singleton)

    #expect(leaf == nil)
  }

  @Test func aSingletonIsBuiltOnceWhileManyThreadsAskAtOnce() {
    let deps = Dependencies()
    let builds = Counter()
    deps.add(Leaf.self, scope: .singleton) {
      builds.increment()
      // Long enough that the other threads arrive while it is being built.
      usleep(20_000)
      return Leaf()
    }
    let seen = LockedValue([ObjectIdentifier]())

    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let leaf = deps.resolve(Leaf.self)
      seen.mutate { $0.append(ObjectIdentifier(leaf)) }
    }

    #expect(builds.value == 1)
    #expect(Set(seen.get()).count == 1)
  }
}
