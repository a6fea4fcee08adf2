import InjectKit
import Testing

extension Reliability {
  /// An autowired registration reads its cached parameters from the slots it remembered, while
  /// other threads change what those slots answer: re-registration, `reset`, and child
  /// containers that override the parameter after resolving through it.
  ///
  /// Observed: a resolve that starts after a registration returned gets that version or a later
  /// one; a child's override is used from the moment it is added; never an error, never a freed
  /// instance (ASan and TSan run this too).
  @Suite struct AutowiredParameterRace {
    final class Versioned: Sendable {
      let number: Int
      init(number: Int) { self.number = number }
    }
    final class Consumer: Sendable {
      let versioned: Versioned
      let leaf: Leaf
      init(versioned: Versioned, leaf: Leaf) {
        self.versioned = versioned
        self.leaf = leaf
      }
    }

    @Test func resolvesFollowRegistrationsResetsAndOverrides() {
      let violations = Violations()
      let progress = Locked(0)
      let published = Locked(0)
      let deps = Dependencies(label: "autowired-race")
      deps.add(Versioned.self, scope: .singleton) { Versioned(number: 0) }
      deps.add(Leaf.self, scope: .singleton) { Leaf() }
      deps.autowire(Consumer.self, Consumer.init)
      let deadline = Deadline(seconds: StressEnvironment.seconds(share: 0.03))
      runWorkers(4, progress: progress, label: "autowired-race") { index in
        var round = 0
        while !deadline.passed {
          round += 1
          switch index {
          case 0:
            // New versions, and resets of the current one, under the readers.
            if round.isMultiple(of: 3) {
              deps.reset(.singleton)
            } else {
              let version = round
              deps.add(Versioned.self, scope: .singleton) { Versioned(number: version) }
              published.withLock { $0 = version }
            }
          case 1:
            // A child resolves through the parent's instance, then overrides it.
            let child = Dependencies(parent: deps)
            let before = published.current
            let inherited = child.resolve(Consumer.self).versioned.number
            violations.check(inherited >= before, "child read version \(inherited) after \(before) was registered")
            child.add(Versioned.self, scope: .singleton) { Versioned(number: -1) }
            let own = child.resolve(Consumer.self).versioned
            violations.check(own.number == -1, "child's override not used: read version \(own.number)")
            violations.check(own === child.resolve(Versioned.self), "child's override built twice")
          default:
            let before = published.current
            let number = deps.resolve(Consumer.self).versioned.number
            violations.check(number >= before, "read version \(number) after \(before) was registered")
          }
          progress.withLock { $0 += 1 }
        }
      }
      #expect(violations.count == 0, "\(violations.summary)")
      #expect(published.current > 0)
      print("faults: autowired parameters, \(progress.current) operations racing re-registration and reset")
    }
  }
}
