import InjectKit
import Testing

@Suite struct HierarchyAndRootTests {
  @Test func childSeesParentButNotTheOtherWay() {
    let parent = Dependencies()
    parent.add(Leaf.self) { Leaf(id: 1) }
    let child = Dependencies(parent: parent)
    child.add(Node.self) { r in Node(leaf: try r.resolve()) }
    #expect(child.resolve(Node.self).leaf.id == 1)
    #expect(!parent.isRegistered(Node.self))
    #expect(child.isRegistered(Leaf.self))
  }

  @Test func withRootBindsRootForTheScope() {
    let bound = Dependencies(label: "test")
    Dependencies.withRoot(bound) {
      Dependencies.root.add(Leaf.self) { Leaf(id: 42) }
      #expect(Dependencies.root === bound)
      #expect(Dependencies.root.resolve(Leaf.self).id == 42)
    }
    // `root` itself, read unbound here, would be reported as this test touching the shared root
    // (InjectKitTesting is linked into the package's test binary): the same read, unchecked.
    #expect(Dependencies.rootWithoutSharedRootCheck !== bound)
  }

  @Test func withRootAsyncReachesChildTasks() async {
    let bound = Dependencies()
    bound.add(Leaf.self) { Leaf(id: 5) }
    let id = await Dependencies.withRoot(bound) {
      await Task { Dependencies.root.resolve(Leaf.self).id }.value
    }
    #expect(id == 5)
  }
}
