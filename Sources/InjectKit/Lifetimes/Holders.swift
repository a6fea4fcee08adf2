/// Who, among the instances a container cached, holds an object: named by `survivors(of:)` (what
/// keeps a session alive after its reset) and by InjectKitTesting's check of a per-test container
/// that outlives its test (what keeps the container).
///
/// Found by reflection (`Mirror`) over the cached instances' stored properties, through values
/// (structs, enums, optionals, collections) and other objects a few steps deep, and through an
/// `@Inject` property not read yet, which holds its container until its first read. Runs only when
/// a report is asked for: nothing here is on a resolve's road.
enum Holders {
  /// How many steps below a cached instance the search looks.
  static let depth = 4
  /// How many values one search reflects at most: a cached instance holding a large collection
  /// is searched in part, not for seconds.
  static let budget = 20_000

  /// The cached instances of `containers` whose stored properties reach `target`, each with the
  /// path to it; `target` itself is not its own holder.
  static func holding(_ target: AnyObject, amongInstancesOf containers: [Dependencies]) -> [Holding] {
    let id = ObjectIdentifier(target)
    var holdings: [Holding] = []
    for container in containers {
      for (entry, instance) in container.inspectedCachedInstances {
        if let object = object(in: instance), ObjectIdentifier(object) == id { continue }
        var search = Search(target: id)
        if let path = search.path(in: instance, depth: depth) {
          holdings.append(
            Holding(
              entry: entry, typeName: String(describing: type(of: instance)), path: path,
              isUnreadInject: search.foundInUnreadInject))
        }
      }
    }
    return holdings
  }

  /// `value` as an object when it is an instance of a class, else nil.
  static func object(in value: Any) -> AnyObject? {
    guard type(of: value) is AnyObject.Type else { return nil }
    return value as AnyObject
  }

  /// One search for `target`: the objects met so far (each searched once) and what is left of
  /// the budget.
  private struct Search {
    let target: ObjectIdentifier
    var seen: Set<ObjectIdentifier> = []
    var left = Holders.budget
    /// Whether the path ends at an `@Inject` property not read yet.
    var foundInUnreadInject = false

    /// The path of stored properties from `value` to `target` (`session`, `state.session`,
    /// `sessions[2]`), or nil when none within `depth` steps.
    mutating func path(in value: Any, depth: Int) -> String? {
      var mirror: Mirror? = Mirror(reflecting: value)
      while let current = mirror {
        for (index, child) in current.children.enumerated() {
          left -= 1
          guard left > 0 else { return nil }
          let step = Self.step(child.label, index: index, style: current.displayStyle)
          if let holder = child.value as? any PendingContainerHolder, let pending = holder.pendingContainer,
            ObjectIdentifier(pending) == target
          {
            foundInUnreadInject = true
            // The wrapper's storage is `_name`; the reader wrote `name`.
            return step.hasPrefix("_") ? String(step.dropFirst()) : step
          }
          if let object = Holders.object(in: child.value) {
            if ObjectIdentifier(object) == target { return step }
            guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
          }
          if depth > 0, let rest = path(in: child.value, depth: depth - 1) { return Self.join(step, rest) }
        }
        mirror = current.superclassMirror
      }
      return nil
    }

    /// A child's step in a path: its label, `[index]` in a collection, nothing for an optional's
    /// wrapped value.
    private static func step(_ label: String?, index: Int, style: Mirror.DisplayStyle?) -> String {
      switch style {
      case .optional: ""
      case .collection, .set, .dictionary: "[\(index)]"
      default: label ?? "[\(index)]"
      }
    }

    private static func join(_ step: String, _ rest: String) -> String {
      if step.isEmpty { return rest }
      if rest.isEmpty { return step }
      return rest.hasPrefix("[") ? step + rest : step + "." + rest
    }
  }
}

/// A cached instance that holds an object in its stored properties.
struct Holding: CustomStringConvertible {
  /// The registration that built the holder.
  let entry: RegistryEntry
  /// The holder's type.
  let typeName: String
  /// The stored property (or path of them) that holds the object.
  let path: String
  /// The path ends at an `@Inject` property not read yet, which holds its container until then.
  let isUnreadInject: Bool

  /// "AccountViewModel [singleton], added at App/Account.swift:40, in `session`".
  var description: String { Diagnostics.holding(self) }
}

/// A value that holds a container it has not used yet: an `@Inject` property before its first
/// read. `Holders` asks it, since its storage is out of reflection's sight.
protocol PendingContainerHolder {
  /// The container it holds, if any.
  var pendingContainer: Dependencies? { get }
}

extension Dependencies {
  /// Every instance this container's caches hold now, its own instances of its parents'
  /// registrations included, untyped: for the lifetime reports only.
  var inspectedCachedInstances: [(entry: RegistryEntry, instance: Any)] {
    var instances: [(entry: RegistryEntry, instance: Any)] = []
    for entry in registry.made {
      if let instance = entry.inspectedInstance { instances.append((entry, instance)) }
    }
    for own in registry.ownInstancesIfMade?.all ?? [] {
      if let instance = own.entry.inspectedInstance(in: own.storage) { instances.append((own.entry, instance)) }
    }
    return instances
  }

  /// This container and its parents, nearest first.
  var selfAndAncestors: [Dependencies] {
    var chain: [Dependencies] = []
    var next: Dependencies? = self
    while let container = next {
      chain.append(container)
      next = container.parent
    }
    return chain
  }
}
