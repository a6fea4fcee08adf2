import InjectKitSwinject
import Testing

@Suite struct CircularDependencyTests {
  let container = Container()

  @Test(arguments: ["graph", "container"])
  func propertyToProperty(scopeName: String) {
    let scope: ObjectScope = scopeName == "graph" ? .graph : .container
    container.register(ParentProtocol.self) { _ in Parent() }
      .initCompleted { r, parent in (parent as! Parent).child = r.resolve(ChildProtocol.self) }
      .inObjectScope(scope)
    container.register(ChildProtocol.self) { _ in Child() }
      .initCompleted { r, child in (child as! Child).parent = r.resolve(ParentProtocol.self) }
      .inObjectScope(scope)

    let parent = container.resolve(ParentProtocol.self) as? Parent
    let child = parent?.child as? Child
    #expect(child != nil)
    #expect(child?.parent === parent)
  }

  @Test(arguments: ["graph", "container"])
  func initializerToProperty(scopeName: String) {
    let scope: ObjectScope = scopeName == "graph" ? .graph : .container
    container.register(ParentProtocol.self) { r in Parent(child: r.resolve(ChildProtocol.self)!) }
      .inObjectScope(scope)
    container.register(ChildProtocol.self) { _ in Child() }
      .initCompleted { r, child in (child as! Child).parent = r.resolve(ParentProtocol.self) }
      .inObjectScope(scope)

    let parent = container.resolve(ParentProtocol.self) as? Parent
    let child = parent?.child as? Child
    #expect(child != nil)
    #expect(child?.parent === parent)
  }

  @Test func fourObjectsThroughProperties() {
    container.register(A.self) { _ in ADependingOnB() }
      .initCompleted { r, a in (a as! ADependingOnB).b = r.resolve(B.self) }
    container.register(B.self) { _ in BDependingOnC() }
      .initCompleted { r, b in (b as! BDependingOnC).c = r.resolve(C.self) }
    container.register(C.self) { _ in CDependingOnAD() }
      .initCompleted { r, c in
        let c = c as! CDependingOnAD
        c.a = r.resolve(A.self)
        c.d = r.resolve(D.self)
      }
    container.register(D.self) { _ in DDependingOnBC() }
      .initCompleted { r, d in
        let d = d as! DDependingOnBC
        d.b = r.resolve(B.self)
        d.c = r.resolve(C.self)
      }
    expectClosedCycle(container.resolve(A.self))
  }

  @Test func fourObjectsThroughInitializersAndProperties() {
    container.register(A.self) { r in ADependingOnB(b: r.resolve(B.self)!) }
    container.register(B.self) { r in BDependingOnC(c: r.resolve(C.self)!) }
    container.register(C.self) { r in CDependingOnAD(d: r.resolve(D.self)!) }
      .initCompleted { r, c in (c as! CDependingOnAD).a = r.resolve(A.self) }
    container.register(D.self) { _ in DDependingOnBC() }
      .initCompleted { r, d in
        let d = d as! DDependingOnBC
        d.b = r.resolve(B.self)
        d.c = r.resolve(C.self)
      }
    expectClosedCycle(container.resolve(A.self))
  }

  private func expectClosedCycle(_ resolved: A?) {
    let a = resolved as? ADependingOnB
    let b = a?.b as? BDependingOnC
    let c = b?.c as? CDependingOnAD
    let d = c?.d as? DDependingOnBC
    #expect(d != nil)
    #expect(c?.a === a)
    #expect(d?.b === b)
    #expect(d?.c === c)
  }

  @Test func cycleInstancesAreFreshForEachTopLevelResolve() {
    container.register(ParentProtocol.self) { r in Parent(child: r.resolve(ChildProtocol.self)!) }
    container.register(ChildProtocol.self) { _ in Child() }
      .initCompleted { r, child in (child as! Child).parent = r.resolve(ParentProtocol.self) }
    let first = container.resolve(ParentProtocol.self)
    let second = container.resolve(ParentProtocol.self)
    #expect(first != nil && first !== second)
  }
}
