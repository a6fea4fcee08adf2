@_spi(InjectKitSkins) import InjectKit

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
  /// The instance, and the type a typed resolve built it as (nil when set otherwise). A struct,
  /// not a tuple: `Guarded` of a tuple has its metadata built by demangling at the first
  /// singleton's resolve, at an app's launch.
  private struct Kept {
    var instance: Any?
    var typed: Any.Type?
  }
  /// Under `SwinjectLock.shared`, with no run-time exclusivity check on the resolve path.
  private let kept = guarded(Kept())

  /// The kept instance.
  public var instance: Any? {
    get { kept.withLock { $0.instance } }
    set {
      // The old instance is released after the access: its deinit may be user code.
      let old = kept.withLock { kept in
        defer { kept = Kept(instance: newValue, typed: nil) }
        return kept.instance
      }
      _ = old
    }
  }

  /// The instance, when a typed resolve of `Service` built it (no cast of `Any` to `Service?`:
  /// generic code holding a `Service?` looks up that type's metadata). The lock is held (`held`).
  func typedInstance<Service>(_ service: Service.Type, _ held: borrowing RecursiveLock.Held) -> Any? {
    kept.withLock(held) { $0.typed == Service.self ? $0.instance : nil }
  }

  /// Keeps `value`, built by a typed resolve of `Service`. The lock is held (`held`).
  func keepTyped<Service>(_ value: Service, _ held: borrowing RecursiveLock.Held) {
    let old = kept.withLock(held) { kept in
      defer { kept = Kept(instance: value, typed: Service.self) }
      return kept.instance
    }
    _ = old
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
  /// Under `SwinjectLock.shared`, with no run-time exclusivity check on the resolve path.
  private let state = guarded(State())

  private struct State {
    /// Instances of completed graphs whose identifier may be used again, held weakly.
    var byGraph: [GraphIdentifier: WeakReference] = [:]
    /// `byGraph`'s size at which it is next pruned of dead instances.
    var pruneAt = 16
    /// The instance of the graph being built; cleared when that graph completes.
    var instance: Any?
    /// The graph `instance` was built in, while that graph is being built.
    var instanceGraph: GraphIdentifier?

    func instance(inGraph graph: GraphIdentifier) -> Any? {
      if let instanceGraph, instanceGraph == graph { return instance }
      return byGraph.isEmpty ? nil : byGraph[graph]?.value
    }

    /// Returns what it lets go, to be released after the access (a deinit may be user code).
    mutating func setInstance(_ newInstance: Any?, inGraph graph: GraphIdentifier) -> Any? {
      // Another graph's instance still held (a graph restored inside another): keep it weakly.
      if let instanceGraph, instanceGraph != graph, let previous = instance {
        keepWeakly(previous, for: instanceGraph)
      }
      defer {
        instance = newInstance
        instanceGraph = graph
      }
      return instance
    }

    mutating func complete(keepingWeakly: Bool) -> Any? {
      if keepingWeakly, let instanceGraph, let instance { keepWeakly(instance, for: instanceGraph) }
      defer {
        instance = nil
        instanceGraph = nil
      }
      return instance
    }

    private mutating func keepWeakly(_ instance: Any, for graph: GraphIdentifier) {
      byGraph[graph] = WeakReference(instance)
      // Forget graphs whose instances are gone now and then, so the table does not only grow.
      if byGraph.count >= pruneAt {
        byGraph = byGraph.filter { $0.value.value != nil }
        pruneAt = max(16, byGraph.count * 2)
      }
    }
  }

  /// The instance of the graph being built; cleared when that graph completes.
  public var instance: Any? {
    get { state.withLock { $0.instance } }
    set {
      let old = state.withLock { state in
        defer { state.instance = newValue }
        return state.instance
      }
      _ = old
    }
  }

  /// Creates an empty storage.
  public init() {}

  /// Drops the strong reference held while the graph was being built, keeping the instance
  /// weakly for its graph.
  public func graphResolutionCompleted() {
    let old = state.withLock { $0.complete(keepingWeakly: true) }
    _ = old
  }

  /// The instance built in `graph`, if it is still alive.
  ///
  /// - Parameter graph: The graph being built.
  /// - Returns: The instance, or nil.
  public func instance(inGraph graph: GraphIdentifier) -> Any? {
    state.withLock { $0.instance(inGraph: graph) }
  }

  /// Keeps `instance` strongly until the graph completes, and weakly for `graph` after that.
  ///
  /// - Parameters:
  ///   - instance: The instance just built.
  ///   - graph: The graph being built.
  public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
    let old = state.withLock { $0.setInstance(instance, inGraph: graph) }
    _ = old
  }

  /// `instance(inGraph:)`; the lock is held (`held`).
  func instance(inGraph graph: GraphIdentifier, _ held: borrowing RecursiveLock.Held) -> Any? {
    state.withLock(held) { $0.instance(inGraph: graph) }
  }

  /// `setInstance(_:inGraph:)`; the lock is held (`held`).
  func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier, _ held: borrowing RecursiveLock.Held) {
    let old = state.withLock(held) { $0.setInstance(instance, inGraph: graph) }
    _ = old
  }

  /// False when nothing is kept for `graph`, answered without copying an instance. The lock is
  /// held (`held`).
  func mayHold(inGraph graph: GraphIdentifier, _ held: borrowing RecursiveLock.Held) -> Bool {
    state.withLock(held) { state in
      if let instanceGraph = state.instanceGraph, instanceGraph == graph { return true }
      return !state.byGraph.isEmpty
    }
  }

  /// Ends the graph being built: drops the strong reference, and keeps the instance weakly for
  /// its graph if that graph's identifier may be used again (`keepingWeakly`). The container
  /// passes false when nothing outside it saw the identifier (no `GraphIdentifier` resolved, no
  /// `Lazy` made, no `withObjectGraph`), which skips a weak reference and a table entry. The
  /// lock is held (`held`).
  func complete(keepingWeakly: Bool, _ held: borrowing RecursiveLock.Held) {
    let old = state.withLock(held) { $0.complete(keepingWeakly: keepingWeakly) }
    _ = old
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
