import InjectKitSwinject
import Testing

@Suite struct StorageTests {
  private final class Object {}
  private struct Value {}

  @Test func permanentKeepsUntilCleared() {
    let storage = PermanentStorage()
    let object = Object()
    storage.instance = object
    #expect(storage.instance as? Object === object)
    storage.instance = nil
    #expect(storage.instance == nil)
  }

  @Test func transientKeepsNothing() {
    let storage = TransientStorage()
    storage.setInstance(Object(), inGraph: GraphIdentifier())
    #expect(storage.instance == nil)
  }

  @Test func weakKeepsObjectsOnlyWhileHeld() {
    let storage = WeakStorage()
    var object: Object? = Object()
    storage.instance = object
    #expect(storage.instance as? Object === object)
    object = nil
    #expect(storage.instance == nil)
  }

  @Test func weakNeverKeepsValues() {
    let storage = WeakStorage()
    storage.instance = Value()
    #expect(storage.instance == nil)
  }

  @Test func graphKeepsStronglyUntilCompletedThenWeaklyPerGraph() {
    let storage = GraphStorage()
    let graph = GraphIdentifier()
    var object: Object? = Object()
    storage.setInstance(object, inGraph: graph)
    #expect(storage.instance(inGraph: graph) as? Object === object)
    #expect(storage.instance(inGraph: GraphIdentifier()) == nil)

    storage.graphResolutionCompleted()
    #expect(storage.instance == nil)
    #expect(storage.instance(inGraph: graph) as? Object === object)
    object = nil
    #expect(storage.instance(inGraph: graph) == nil)
  }

  @Test func compositeReadsFirstAndWritesAll() {
    let first = PermanentStorage()
    let second = PermanentStorage()
    let storage = CompositeStorage([first, second])
    storage.instance = 1
    #expect(first.instance as? Int == 1 && second.instance as? Int == 1)
    first.instance = nil
    #expect(storage.instance as? Int == 1)
  }

  @Test func defaultGraphMethodsUseInstance() {
    final class Plain: InstanceStorage {
      var instance: Any?
    }
    let storage = Plain()
    storage.setInstance(3, inGraph: GraphIdentifier())
    #expect(storage.instance(inGraph: GraphIdentifier()) as? Int == 3)
  }

  @Test func graphIdentifiersAreUnique() {
    let identifiers = (0..<100).map { _ in GraphIdentifier() }
    #expect(Set(identifiers).count == 100)
    #expect(Set(identifiers.map(\.id)).count == 100)
  }
}
