/// Where a registration's instances are kept between resolves; each `ObjectScope` makes one
/// storage per registration.
///
/// ```swift
/// final class SessionStorage: InstanceStorage {
///   var instance: Any?
/// }
/// extension ObjectScope {
///   static let session = ObjectScope(storageFactory: SessionStorage.init, description: "session")
/// }
/// ```
///
/// The container calls storages only while holding its lock, so implementations need no
/// locking of their own. Implement `instance` alone for a plain cache; the graph-aware methods
/// default to it.
public protocol InstanceStorage: AnyObject {
  /// The kept instance, or nil for none. `Container.resetObjectScope(_:)` sets it to nil.
  var instance: Any? { get set }

  /// Called when the object graph that stored an instance here has been fully built.
  func graphResolutionCompleted()

  /// The instance kept for `graph`, if any.
  ///
  /// - Parameter graph: The graph being built.
  /// - Returns: An instance to reuse, or nil to build a new one.
  func instance(inGraph graph: GraphIdentifier) -> Any?

  /// Keeps `instance`, built while building `graph`.
  ///
  /// - Parameters:
  ///   - instance: The instance just built.
  ///   - graph: The graph being built.
  func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier)
}

extension InstanceStorage {
  /// Does nothing: a plain storage keeps its instance across graphs.
  public func graphResolutionCompleted() {}

  /// Returns `instance`, whatever the graph.
  ///
  /// - Parameter graph: Ignored.
  /// - Returns: `instance`.
  public func instance(inGraph graph: GraphIdentifier) -> Any? { instance }

  /// Sets `instance`, whatever the graph.
  ///
  /// - Parameters:
  ///   - instance: The instance to keep.
  ///   - graph: Ignored.
  public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) { self.instance = instance }
}

/// Keeps an instance until it is reset: the storage of `ObjectScope.container`.
///
/// ```swift
/// let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
/// ```
public final class PermanentStorage: InstanceStorage {
  /// The kept instance.
  public var instance: Any? {
    didSet { dropTypedCopy() }
  }

  // A copy of `instance` as the service type that built it (a `TypedCopy<Service>`), so a
  // resolve returns it without casting it out of `Any`; dropped whenever `instance` is set (reset
  // included), so it never keeps an instance alive that the storage let go.
  private var typedCopy: AnyObject?
  private var typedCopyType: Any.Type?

  /// Whether a copy of `instance` typed `Service` is kept. Lock must be held.
  func hasTypedCopy<Service>(_ service: Service.Type) -> Bool {
    typedCopy != nil && typedCopyType == Service.self
  }

  /// The copy, when `hasTypedCopy` says there is one (returned as is: a generic `Service?` would
  /// have its metadata looked up on every call). Lock must be held.
  func typedInstance<Service>(_ service: Service.Type) -> Service {
    (typedCopy as! TypedCopy<Service>).value
  }

  /// Keeps a copy of `value`, which `instance` holds now. Lock must be held.
  func keepTypedCopy<Service>(_ value: Service) {
    typedCopy = TypedCopy(value)
    typedCopyType = Service.self
  }

  private func dropTypedCopy() {
    guard typedCopy != nil else { return }
    typedCopy = nil
    typedCopyType = nil
  }

  /// One value of a known type, kept as `AnyObject`.
  private final class TypedCopy<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  /// Creates an empty storage.
  public init() {}
}

/// Keeps nothing: the storage of `ObjectScope.transient`.
///
/// ```swift
/// let fresh = ObjectScope(storageFactory: TransientStorage.init, description: "fresh")
/// ```
public final class TransientStorage: InstanceStorage {
  /// Always nil; setting it has no effect.
  public var instance: Any? {
    get { nil }
    set {}  // Nothing is kept, by design.
  }

  /// Creates a storage.
  public init() {}
}

/// Shares an instance within one object graph: the storage of `ObjectScope.graph`.
///
/// ```swift
/// let perGraph = ObjectScope(storageFactory: GraphStorage.init, description: "per graph")
/// ```
///
/// While a graph is being built the instance is held strongly; afterwards only weakly, so
/// `Container.withObjectGraph(_:closure:)` finds it again as long as something else keeps it.
public final class GraphStorage: InstanceStorage {
  /// Instances of completed graphs whose identifier may be used again, held weakly.
  private var byGraph: [GraphIdentifier: WeakReference] = [:]
  /// `byGraph`'s size at which it is next pruned of dead instances.
  private var pruneAt = 16
  /// `instance` and the graph it was built in: written on every resolve, under the lock.
  private var current: (instance: Any?, graph: GraphIdentifier?) = (nil, nil)

  /// The graph `instance` was built in, while that graph is being built.
  private var instanceGraph: GraphIdentifier? {
    get { current.graph }
    set { current.graph = newValue }
  }

  /// The instance of the graph being built; cleared when that graph completes.
  public var instance: Any? {
    get { current.instance }
    set { current.instance = newValue }
  }

  /// Creates an empty storage.
  public init() {}

  /// Drops the strong reference held while the graph was being built, keeping the instance
  /// weakly for its graph.
  public func graphResolutionCompleted() {
    complete(keepingWeakly: true)
  }

  /// The instance built in `graph`, if it is still alive.
  ///
  /// - Parameter graph: The graph being built.
  /// - Returns: The instance, or nil.
  public func instance(inGraph graph: GraphIdentifier) -> Any? {
    if let instanceGraph, instanceGraph == graph { return instance }
    return byGraph.isEmpty ? nil : byGraph[graph]?.value
  }

  /// Keeps `instance` strongly until the graph completes, and weakly for `graph` after that.
  ///
  /// - Parameters:
  ///   - instance: The instance just built.
  ///   - graph: The graph being built.
  public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
    // Another graph's instance still held (a graph restored inside another): keep it weakly.
    if let instanceGraph, instanceGraph != graph, let previous = self.instance {
      keepWeakly(previous, for: instanceGraph)
    }
    self.instance = instance
    instanceGraph = graph
  }

  /// False when nothing is kept for `graph`, answered without copying an instance.
  func mayHold(inGraph graph: GraphIdentifier) -> Bool {
    if let instanceGraph = current.graph, instanceGraph == graph { return true }
    return !byGraph.isEmpty
  }

  /// Ends the graph being built: drops the strong reference, and keeps the instance weakly for
  /// its graph if that graph's identifier may be used again (`keepingWeakly`). The container
  /// passes false when nothing outside it saw the identifier (no `GraphIdentifier` resolved, no
  /// `Lazy` made, no `withObjectGraph`), which skips a weak reference and a table entry.
  func complete(keepingWeakly: Bool) {
    if keepingWeakly, let instanceGraph, let instance { keepWeakly(instance, for: instanceGraph) }
    instance = nil
    instanceGraph = nil
  }

  private func keepWeakly(_ instance: Any, for graph: GraphIdentifier) {
    byGraph[graph] = WeakReference(instance)
    // Forget graphs whose instances are gone now and then, so the table does not only grow.
    if byGraph.count >= pruneAt {
      byGraph = byGraph.filter { $0.value.value != nil }
      pruneAt = max(16, byGraph.count * 2)
    }
  }
}

/// Keeps a class instance for as long as something else holds it: the storage behind
/// `ObjectScope.weak`. Value types are never kept.
///
/// ```swift
/// let storage = WeakStorage()
/// storage.instance = controller   // nil again once `controller` is released
/// ```
public final class WeakStorage: InstanceStorage {
  private var reference = WeakReference(nil)

  /// The instance, while it is alive.
  public var instance: Any? {
    get { reference.value }
    set { reference = WeakReference(newValue) }
  }

  /// Creates an empty storage.
  public init() {}
}

/// Combines storages: an instance is kept while any of them keeps it.
///
/// ```swift
/// let scope = ObjectScope(storageFactory: { CompositeStorage([WeakStorage(), GraphStorage()]) })
/// ```
public final class CompositeStorage: InstanceStorage {
  private let components: [any InstanceStorage]

  /// Creates a storage that writes to all `components` and reads from the first that has a value.
  ///
  /// - Parameter components: The storages to combine, in lookup order.
  public init(_ components: [any InstanceStorage]) {
    self.components = components
  }

  /// The first component's instance that is not nil; setting it sets every component.
  public var instance: Any? {
    get { components.lazy.compactMap(\.instance).first }
    set { for component in components { component.instance = newValue } }
  }

  /// Tells every component the graph is complete.
  public func graphResolutionCompleted() {
    for component in components { component.graphResolutionCompleted() }
  }

  /// The first component's instance for `graph` that is not nil.
  ///
  /// - Parameter graph: The graph being built.
  /// - Returns: The instance, or nil.
  public func instance(inGraph graph: GraphIdentifier) -> Any? {
    components.lazy.compactMap { $0.instance(inGraph: graph) }.first
  }

  /// Stores `instance` in every component.
  ///
  /// - Parameters:
  ///   - instance: The instance just built.
  ///   - graph: The graph being built.
  public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
    for component in components { component.setInstance(instance, inGraph: graph) }
  }
}

/// A weak reference to a class instance; holds nothing for a value type.
struct WeakReference {
  private weak var object: AnyObject?

  init(_ value: Any?) {
    // Only class instances can be referenced weakly: a value boxed as AnyObject would die at once.
    if let value, type(of: value) is AnyObject.Type { object = value as AnyObject }
  }

  var value: Any? { object }
}
