@_spi(InjectKitSkins) import InjectKit

/// Decides how instances of a registration are shared, by making the storage that keeps them.
///
/// ```swift
/// final class TenantScope: ObjectScopeProtocol {
///   func makeStorage() -> InstanceStorage { PermanentStorage() }
/// }
/// container.register(Cache.self) { _ in Cache() }.inObjectScope(TenantScope())
/// ```
///
/// Scopes compare by identity: `Container.resetObjectScope(_:)` empties the storages of
/// registrations whose scope is that very object.
public protocol ObjectScopeProtocol: AnyObject {
  /// Makes the storage for one registration; called once per registration, on first use.
  ///
  /// - Returns: A new storage.
  func makeStorage() -> any InstanceStorage
}

/// The built-in object scopes, and custom ones made from a storage factory.
///
/// ```swift
/// extension ObjectScope {
///   static let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
/// }
/// container.register(User.self) { _ in User() }.inObjectScope(.session)
/// container.resetObjectScope(.session)   // at logout
/// ```
///
/// Scopes are ignored for value types in the sense that every resolve returns a copy.
// `storageFactory`, which may capture non-Sendable state, and `parent` are kept under
// `SwinjectLock.shared`; `description` is immutable.
public final class ObjectScope: ObjectScopeProtocol, CustomStringConvertible, Sendable {
  /// What makes the scope's storages. A struct, not a tuple: `Guarded` of a tuple holding a
  /// function type has its metadata built by demangling at the first scope's use, at an app's
  /// launch.
  private struct Making {
    let storageFactory: () -> any InstanceStorage
    let parent: (any ObjectScopeProtocol)?
  }
  private let made: Guarded<Making>

  /// The scope's name, as printed in `Container.description`.
  public let description: String

  /// Creates a scope.
  ///
  /// - Parameters:
  ///   - storageFactory: Makes a storage for each registration in the scope.
  ///   - description: The scope's name, for descriptions.
  ///   - parent: A scope whose storage is combined with this one's (see `CompositeStorage`).
  public init(
    storageFactory: @escaping () -> any InstanceStorage, description: String = "",
    parent: (any ObjectScopeProtocol)? = nil
  ) {
    self.description = description
    made = guarded(Making(storageFactory: storageFactory, parent: parent))
  }

  /// Makes the storage for one registration, combined with the parent scope's if there is one.
  ///
  /// - Returns: A new storage.
  public func makeStorage() -> any InstanceStorage {
    SwinjectLock.shared.withLock { _ in
      let making = made.withLock { $0 }
      guard let parent = making.parent else { return making.storageFactory() }
      return CompositeStorage([making.storageFactory(), parent.makeStorage()])
    }
  }

  /// A new instance for every resolve, even within one object graph.
  public static let transient = ObjectScope(storageFactory: TransientStorage.init, description: "transient")

  /// One instance per object graph: shared by everything a single top-level `resolve` builds.
  /// The default.
  public static let graph = ObjectScope(storageFactory: GraphStorage.init, description: "graph")

  /// One instance per registration, shared with child containers until reset (a singleton).
  public static let container = ObjectScope(storageFactory: PermanentStorage.init, description: "container")

  /// One shared instance for as long as something else holds it strongly; within a graph it is
  /// held until the graph is built.
  public static let weak = ObjectScope(storageFactory: WeakStorage.init, description: "weak", parent: ObjectScope.graph)
}
