/// Whether the code resolving a registration runs isolated to the actor its factory needs,
/// answered from public facts only.
///
/// A resolution keeps the actor its caller is proven to run on (`ResolutionContext.isolation`): the
/// public resolves take the caller's `#isolation` as an `isolated` parameter (so the compiler
/// rejects a claim the caller could not make synchronously), and a factory's own resolves run on
/// its registration's actor, or where its caller runs (`Request.isolation`). The main actor is
/// also recognised by the thread: the main thread, or on Linux the main dispatch queue its
/// executor drains (see `CurrentThread.isOnMainActor`), so
/// `@Inject` reads and Swinject-style resolves, which carry no isolation, still work there.
enum Isolation {
  /// How a request names the actor its caller is isolated to.
  @inline(__always) static func identity(_ actor: (any Actor)?) -> ObjectIdentifier? {
    guard let actor else { return nil }
    return ObjectIdentifier(actor)
  }

  /// Whether a caller isolated to `proven` (nil: not known) may build and receive `entry`.
  /// `proven` is asked for only when the thread does not already answer.
  static func holds(_ entry: RegistryEntry, proven: () -> ObjectIdentifier?) -> Bool {
    if entry.flags.options.contains(.actor) {
      guard let actor = entry.someExtras?.actor, proven() == ObjectIdentifier(actor) else { return false }
    }
    if entry.flags.needsMainActor { return isOnMainActor(proven: proven) }
    return true
  }

  /// Whether a caller isolated to `proven` runs on the main actor: the main thread first, the
  /// cheap answer where apps resolve.
  static func isOnMainActor(proven: () -> ObjectIdentifier?) -> Bool {
    CurrentThread.isOnMainActor || proven() == ObjectIdentifier(MainActor.shared)
  }

  /// Where the factory of an isolated `entry` runs once step 5 let it: on its actor.
  static func context(of entry: RegistryEntry) -> ObjectIdentifier? {
    if entry.flags.options.contains(.actor) { return entry.someExtras?.actor.map { ObjectIdentifier($0) } }
    return ObjectIdentifier(MainActor.shared)
  }

  /// The actor `entry` is built on, as messages name it: "the main actor", "DatabaseActor", "the
  /// ImageCache actor instance" (without "the" when `article` is false, as listings show it).
  static func actorName(of entry: RegistryEntry, article: Bool = true) -> String {
    let the = article ? "the " : ""
    guard entry.flags.options.contains(.actor), let actor = entry.someExtras?.actor else { return the + "main actor" }
    let type = String(describing: Swift.type(of: actor))
    if let global = Swift.type(of: actor) as? any GlobalActor.Type, global.isShared(actor) { return type }
    return the + type + " actor instance"
  }

  /// Whether `entry` is isolated to a global actor (its code can be marked `@That`), not an instance.
  static func isGlobal(_ entry: RegistryEntry) -> Bool {
    guard let actor = entry.someExtras?.actor else { return entry.flags.needsMainActor }
    return (Swift.type(of: actor) as? any GlobalActor.Type)?.isShared(actor) ?? false
  }
}

extension GlobalActor {
  /// Whether `actor` is this global actor's shared instance.
  fileprivate static func isShared(_ actor: any Actor) -> Bool {
    ObjectIdentifier(shared) == ObjectIdentifier(actor)
  }
}
