import InjectKit

/// One worker's side of the stress mix: picks operations at random and checks each result.
struct StressWorker {
  static let dynamicSlots = 16

  let index: Int
  let world: StressWorld
  let violations: Violations
  var random: SplitMix64
  /// The version this worker last registered in each of its dynamic slots (0: none yet).
  var versions = [Int](repeating: 0, count: dynamicSlots)

  /// Operations and their weights: mostly resolves, with enough writes to race them.
  enum Operation: CaseIterable {
    case singleton, session, graph, missing, arguments, autowired, addDynamic, readDynamic, reset, child
    case makeHolder, readHolder

    var weight: Int {
      switch self {
      case .singleton: 20
      case .graph, .readHolder, .arguments: 10
      case .session, .readDynamic: 8
      case .child: 6
      case .autowired, .addDynamic: 5
      case .reset, .makeHolder: 3
      case .missing: 2
      }
    }
  }

  private static let table: [Operation] = Operation.allCases.flatMap { Array(repeating: $0, count: $0.weight) }

  mutating func step() -> Operation {
    let operation = Self.table[Int(random.next() % UInt64(Self.table.count))]
    switch operation {
    case .singleton: checkSingleton(Int(random.next() % 8))
    case .session: _ = world.root.resolve(SessionToken.self, name: StressWorld.sessionNames[Int(random.next() % 4)])
    case .graph: checkGraph(world.root.resolve(Top.self), service: singleton(0), in: "root")
    case .missing: checkMissing()
    case .arguments: checkArguments()
    case .autowired: checkAutowired()
    case .addDynamic: addDynamic()
    case .readDynamic: readDynamic()
    case .reset: world.root.reset(.custom("session"))
    case .child: checkChild()
    case .makeHolder: makeHolder()
    case .readHolder: readHolder()
    }
    return operation
  }

  /// Resolves singleton `number`, checking it is the one instance its container ever made.
  @discardableResult func checkSingleton(_ number: Int) -> Service {
    let service = world.root.resolve(Service.self, name: StressWorld.singletonNames[number])
    let id = ObjectIdentifier(service)
    let first = world.firstSingletons.withLock { firsts in
      if firsts[number] == nil { firsts[number] = id }
      return firsts[number]
    }
    violations.check(first == id, "singleton s\(number) resolved to two different instances")
    violations.check(service.name == "s\(number)", "singleton s\(number) resolved to \(service.name)")
    return service
  }

  private func singleton(_ number: Int) -> Service { checkSingleton(number) }

  /// One top-level resolve shares its graph-scoped `Middle`; `service` is the s0 it must hold.
  private func checkGraph(_ top: Top, service: Service, in container: String) {
    violations.check(top.first === top.second, "graph scope: one resolve made two Middles (\(container))")
    violations.check(top.first.service === service, "graph scope: Middle holds the wrong s0 (\(container))")
    violations.check(top.first.leaf === world.root.resolve(Leaf.self), "Leaf singleton is not unique")
  }

  private mutating func checkMissing() {
    let name = "missing-\(random.next() % 16)"
    do {
      _ = try world.root.tryResolve(Service.self, name: name)
      violations.record("\(name) resolved although nothing registers it")
    } catch {
      checkError(error, code: .notRegistered, mentioning: name)
    }
  }

  private mutating func checkArguments() {
    let id = Int(random.next() % 1_000)
    if random.next() % 4 == 0 {
      do {
        _ = try world.root.tryResolve(Made.self, arguments: "wrong", id)
        violations.record("Made resolved with the wrong argument types")
      } catch {
        checkError(error, code: .argumentMismatch, mentioning: "Made")
      }
      return
    }
    do {
      let made = try world.root.tryResolve(Made.self, arguments: id, "label-\(id)")
      violations.check(made.id == id && made.label == "label-\(id)", "arguments reached the factory changed")
    } catch {
      violations.record("Made(arguments:) failed: \(error)")
    }
  }

  private func checkAutowired() {
    let wired = world.root.resolve(Wired.self)
    violations.check(wired.leaf === wired.middle.leaf, "autowired: Leaf singleton differs inside one graph")
    violations.check(wired.middle.service === singleton(0), "autowired: Middle holds the wrong s0")
  }

  /// Registers (or replaces) one of this worker's keys and reads it straight back: the read
  /// must see this registration, not an older one, whatever other workers add meanwhile.
  private mutating func addDynamic() {
    let slot = Int(random.next() % UInt64(Self.dynamicSlots))
    versions[slot] += 1
    let name = StressWorld.dynamicName(thread: index, slot: slot)
    let version = versions[slot]
    world.root.add(Dynamic.self, name: name) { Dynamic(name: name, version: version) }
    checkDynamic(slot: slot)
  }

  func checkDynamic(slot: Int) {
    let name = StressWorld.dynamicName(thread: index, slot: slot)
    do {
      let found = try world.root.tryResolve(Dynamic.self, name: name)
      violations.check(
        found.version == versions[slot],
        "\(name): read version \(found.version), "
          + "registered \(versions[slot]) (a lost registration)")
    } catch {
      violations.record("\(name): registered but resolving failed (a lost registration): \(error.message)")
    }
  }

  /// Another worker's key: either not there yet, or a `Dynamic` with that name.
  private mutating func readDynamic() {
    let thread = Int(random.next() % 8)
    let slot = Int(random.next() % UInt64(Self.dynamicSlots))
    let name = StressWorld.dynamicName(thread: thread, slot: slot)
    do {
      let found = try world.root.tryResolve(Dynamic.self, name: name)
      violations.check(found.name == name, "\(name) resolved to \(found.name)")
    } catch {
      // A key another thread adds during this lookup is still "not registered" (it once read
      // as an argument mismatch between equal signatures).
      checkError(error, code: .notRegistered, mentioning: name)
    }
  }

  /// A child overrides s0 with its own singleton and inherits the rest: the parent's transient
  /// `Top` resolved from the child must use the child's s0.
  private func checkChild() {
    let child = Dependencies(parent: world.root)
    child.add(Service.self, name: "s0", scope: .singleton) { Service(name: "s0") }
    let own = child.resolve(Service.self, name: "s0")
    violations.check(own === child.resolve(Service.self, name: "s0"), "child singleton not unique")
    violations.check(own !== singleton(0), "child's s0 override resolved to the parent's")
    violations.check(child.resolve(Service.self, name: "s1") === singleton(1), "child did not share parent's s1")
    checkGraph(child.resolve(Top.self), service: own, in: "child")
    child.reset(.singleton)
    violations.check(child.resolve(Service.self, name: "s0") !== own, "child reset(.singleton) kept the instance")
  }

  private mutating func makeHolder() {
    let holder = Holder(container: world.root)
    world.holders.withLock { $0[Int(random.next() % 16)] = holder }
  }

  /// Reads a holder that other workers may be reading for the first time too.
  private mutating func readHolder() {
    guard let holder = world.holders.withLock({ $0[Int(random.next() % 16)] }) else { return }
    violations.check(holder.service === singleton(1), "@Inject s1 is not the singleton")
    let top = ObjectIdentifier(holder.top)
    let first = holder.firstTop.withLock { first in
      if first == nil { first = top }
      return first
    }
    violations.check(first == top, "@Inject resolved a transient twice (two first reads)")
  }

  /// Every failure must be a `ResolutionError` that explains itself.
  func checkError(_ error: ResolutionError, code: ResolutionError.Code, mentioning text: String) {
    violations.check(error.code == code, "expected \(code), got \(error.code): \(error.message)")
    violations.check(!error.message.isEmpty && !error.fix.isEmpty, "error without text: \(error.code)")
    violations.check(error.description.contains(text), "error text does not name \(text): \(error.description)")
  }
}
