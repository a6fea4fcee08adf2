import InjectKit
import Testing

@Suite struct ConcurrencyTests {
  @Test func singletonFactoryRunsOnceUnder64ConcurrentTasks() async {
    let deps = Dependencies()
    let calls = Counter()
    deps.add(Leaf.self, scope: .singleton) {
      calls.increment()
      return Leaf()
    }
    let ids = await withTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<64 { group.addTask { ObjectIdentifier(deps.resolve(Leaf.self)) } }
      return await Set(group.reduce(into: []) { $0.append($1) })
    }
    #expect(ids.count == 1)
    #expect(calls.value == 1)
  }

  @Test func concurrentAddAndResolve() async {
    let deps = Dependencies()
    deps.add(Leaf.self) { Leaf(id: -1) }
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for i in 0..<200 {
            if task % 2 == 0 {
              deps.add(Leaf.self, name: "\(task)-\(i)") { Leaf(id: i) }
            } else {
              #expect(deps.resolve(Leaf.self).id == -1)
            }
          }
        }
      }
    }
    #expect(deps.resolve(Leaf.self, name: "6-199").id == 199)
  }

  @Test func nestedSingletonsFromManyThreadsDoNotDeadlock() async {
    let deps = Dependencies()
    deps.add(Leaf.self, scope: .singleton) { Leaf() }
    deps.add(Node.self, scope: .singleton) { r in Node(leaf: try r.resolve()) }
    let leaves = await withTaskGroup(of: ObjectIdentifier.self) { group in
      for i in 0..<64 {
        group.addTask {
          i % 2 == 0 ? ObjectIdentifier(deps.resolve(Node.self).leaf) : ObjectIdentifier(deps.resolve(Leaf.self))
        }
      }
      return await Set(group.reduce(into: []) { $0.append($1) })
    }
    #expect(leaves.count == 1)
  }

  @Test func throwingSingletonIsRetried() {
    let deps = Dependencies()
    let attempts = Counter()
    deps.add(Leaf.self, scope: .singleton) { _ in
      attempts.increment()
      if attempts.value == 1 { throw TestFailure() }
      return Leaf()
    }
    #expect(throws: ResolutionError.self) { try deps.tryResolve(Leaf.self) }
    #expect((try? deps.tryResolve(Leaf.self)) != nil)
    #expect(attempts.value == 2)
  }
}
