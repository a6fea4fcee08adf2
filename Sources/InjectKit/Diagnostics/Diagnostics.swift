#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Every error message InjectKit writes, in one place so they stay consistent.
enum Diagnostics {
  // MARK: Names

  /// `Service`, `Service (name: "x")`, `DetailPresenter (name: "x") with arguments (Item, Int)`.
  static func describe(_ type: Any.Type, name: String?, arguments: Any.Type = Void.self, qualified: Bool = false)
    -> String
  {
    var text = qualified ? typeName(type) : shortName(type)
    if let name { text += " (name: \"\(name)\")" }
    if arguments != Void.self { text += " with arguments \(signature(arguments))" }
    return text
  }

  /// The type's name as written in Swift: `[Tracker]` for an array, not `Array<Tracker>`.
  static func shortName(_ type: Any.Type) -> String {
    if let element = (type as? any CollectionResolvable.Type)?.elementType { return "[\(shortName(element))]" }
    return String(describing: type)
  }

  /// The type's name as code that names it in its module writes it: `shortName`, with the types a
  /// nested type is declared in (`Chat.Client`, not `Client`, which may name another type). For the
  /// code a fix shows.
  static func writtenName(_ type: Any.Type) -> String {
    let name = shortName(type)
    // Nested: the reflected name is `Module.Outer.Inner`; generic and local types keep their name.
    let reflected = String(reflecting: type)
    guard !reflected.contains("<"), !reflected.contains("("), reflected.hasSuffix("." + name) else { return name }
    let path = reflected.split(separator: ".").dropFirst()
    return path.count > 1 ? path.joined(separator: ".") : name
  }

  /// The module-qualified type name without the noise of `Swift.`.
  static func typeName(_ type: Any.Type) -> String {
    String(reflecting: type).replacingAll("Swift.", with: "")
  }

  /// `(Item, Int)` for a tuple of arguments, `(Item)` for one, `()` for none.
  static func signature(_ arguments: Any.Type) -> String {
    if arguments == Void.self { return "()" }
    let text = String(describing: arguments)
    return text.hasPrefix("(") ? text : "(\(text))"
  }

  // MARK: Errors

  static func notRegistered(
    _ type: Any.Type, arguments: Any.Type, name: String?, container: Dependencies, parent: Frame?
  ) -> ResolutionError {
    // `Wrapped?` falls back to `Wrapped`, and is nil only when nothing in reach registers
    // `Wrapped`: one that fails names `Wrapped` and its fixes (never "register `Optional<…>`").
    if let wrapped = (type as? any OptionalResolvable.Type)?.wrappedType {
      var error = notRegistered(wrapped, arguments: arguments, name: name, container: container, parent: parent)
      error.message +=
        " It was asked for as an optional, which is nil only when no container in reach registers "
        + "\(shortName(wrapped)) at all."
      return error
    }
    let key = DependencyKey(type, arguments: arguments, name: name)
    let candidates = container.visibleEntries
    // Other argument signatures only: an exact match can appear here when it was added after
    // the lookup failed (a registration racing the resolve), which is still "not registered".
    let sameTypeAndName = candidates.filter {
      $0.key.type == key.type && $0.key.name == name && $0.key.arguments != key.arguments && $0.extras.element == nil
    }
    if !sameTypeAndName.isEmpty {
      let registered = sameTypeAndName.map { signature($0.arguments) }.joined(separator: ", ")
      var error = make(
        .argumentMismatch, type: type, name: name, arguments: arguments, container: container, parent: parent,
        message: "\(describe(type, name: name)) is registered with arguments \(registered), "
          + "but was resolved with \(signature(arguments)).",
        fix: "pass arguments of the registered types in the same order, e.g. "
          + "`resolve(\(String(describing: type)).self, arguments: …)` matching \(registered), "
          + "or register a factory taking \(signature(arguments)).")
      error.suggestions = sameTypeAndName.map {
        "\(describe($0.service, name: $0.key.name, arguments: $0.arguments, qualified: true))  added at \($0.site)"
      }
      return error
    }
    var fix =
      fixForOtherName(type, name: name, arguments: arguments, among: candidates)
      ?? fixForValueParameter(type, name: name, parent: parent)
      ?? fixForConcreteType(type, name: name, arguments: arguments, among: candidates)
      ?? fixForMissing(type, name: name, parent: parent)
    var message =
      "no registration for \(describe(type, name: name, arguments: arguments, qualified: true)) in container "
      + "\(container.label) or its parents."
    // Nothing in reach at all: the composition did not run into this container (a test's
    // `.dependencies` trait that composed nothing), whatever the key.
    if candidates.isEmpty, parent == nil, !container.holdsAnything {
      message =
        "no registration for \(describe(type, name: name, arguments: arguments, qualified: true)): container "
        + "\(container.label) has no registrations at all, nor has any parent of it, so composition has not run "
        + "into it (a test's `.dependencies` trait or a `withRoot` block that composed nothing, or composers that "
        + "registered into another container)."
      fix =
        "run the composition into this container before resolving, `Dependencies.withRoot(deps) { "
        + "RootComposer().register() }` (in a Swift Testing suite, `.dependencies { _ in RootComposer().register() }`); "
        + "then, if \(shortName(type)) is still missing, " + fix
    }
    var error = make(
      .notRegistered, type: type, name: name, arguments: arguments, container: container, parent: parent,
      message: message, fix: fix)
    error.suggestions = nearest(to: type, name: name, among: candidates)
    return error
  }

  /// The same type registered under other names: a typo, or the wrong name. "Did you mean" the
  /// nearest, never "register" the name asked for when one is close.
  private static func fixForOtherName(
    _ type: Any.Type, name: String?, arguments: Any.Type, among entries: [RegistryEntry]
  )
    -> String?
  {
    let others = namesByDistance(of: type, to: name, arguments: arguments, among: entries)
    guard let nearest = others.first else { return nil }
    let short = String(describing: type)
    let listed = others.map { $0.name.map { "\"\($0)\"" } ?? "no name" }.joined(separator: ", ")
    let use = nearest.name.map { "`resolve(\(short).self, name: \"\($0)\")`" } ?? "`resolve(\(short).self)` (no name)"
    let meant = nearest.name.map { "\"\($0)\"" } ?? "the unnamed registration"
    if let name, nearest.distance > max(2, name.count / 3) {
      return "resolve one of the names \(short) is registered under (\(listed)), or, if \"\(name)\" is a new "
        + "variant, register it: `add(\(short).self, name: \"\(name)\") { r in … }`."
    }
    return "did you mean \(meant)? Resolve it as \(use) (\(short) is registered under \(listed), nearest first)."
  }

  /// The registrations of `type` with `arguments` under other names than `name`, nearest first.
  static func namesByDistance(of type: Any.Type, to name: String?, arguments: Any.Type, among entries: [RegistryEntry])
    -> [(name: String?, distance: Int)]
  {
    var seen: Set<String?> = []
    return entries.filter {
      $0.key.type == ObjectIdentifier(type) && $0.key.arguments == ObjectIdentifier(arguments) && $0.key.name != name
        && $0.extras.element == nil && seen.insert($0.key.name).inserted
    }.map { ($0.key.name, editDistance($0.key.name ?? "", name ?? "")) }.sorted { $0.distance < $1.distance }
  }

  /// Types that are values to pass, not services to register: an autowired initializer asking
  /// for one wants a runtime argument or a closure registration.
  static let valueTypes: Set<String> = [
    "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
    "UInt32", "UInt64", "Double", "Float", "URL", "Date", "UUID", "Data", "TimeInterval", "Decimal",
  ]

  private static func fixForValueParameter(_ type: Any.Type, name: String?, parent: Frame?) -> String? {
    guard let parent else { return nil }
    return fixForValueParameter(type, name: name, neededBy: parent.entry)
  }

  /// `fixForValueParameter` when verification, not a frame, knows who needs the value.
  static func fixForValueParameter(_ type: Any.Type, name: String?, neededBy needer: RegistryEntry) -> String? {
    guard name == nil, valueTypes.contains(typeName(type).replacingAll("Foundation.", with: "")) else { return nil }
    let service = String(describing: needer.service)
    let value = String(describing: type)
    return "\(value) is a value, not a service: do not register \(value) for the whole app. \(needer.displayName) "
      + "(added at \(needer.site)) asks for one; pass it when resolving, as a runtime argument "
      + "(`add(\(service).self) { (r: any Resolver, value: \(value)) in \(service)(…) }`, then "
      + "`resolve(\(service).self, arguments: value)`), or register \(service) with a closure that supplies it "
      + "instead of autowiring: `add(\(service).self) { r in \(service)(…, \(value.lowercased()): …) }`."
  }

  /// A registered type whose name is close to the one asked for (`HomePresenter` for
  /// `HomePresenterDelegate`, `RemoteFeedRepository` for `FeedRepository`, `FileStore` for
  /// `ItemStore`): usually a concrete type registered and its protocol resolved.
  private static func fixForConcreteType(
    _ type: Any.Type, name: String?, arguments: Any.Type, among entries: [RegistryEntry]
  )
    -> String?
  {
    guard let candidate = concreteCandidates(for: type, name: name, arguments: arguments, among: entries).first
    else { return nil }
    let wanted = shortName(type)
    let concrete = shortName(candidate.service)
    // An optional of the type: the factory returns `T?`, which never stands for `T`.
    if concrete == "Optional<\(wanted)>" {
      return "\(wanted)? is registered (added at \(candidate.site)), not \(wanted): its factory returns an optional. "
        + "Register \(wanted) itself, its factory returning a \(wanted) (unwrap, or throw when there is none): "
        + "`add(\(wanted).self) { r in … }`. A resolve of `\(wanted)?` finds that registration too."
    }
    // Another instantiation of the same generic type, which can never conform to this one.
    if let open = wanted.firstIndex(of: "<"), concrete.hasPrefix(wanted[..<open] + "<") {
      return "\(concrete) is registered (added at \(candidate.site)), not \(wanted): another instantiation of the "
        + "same generic type, which cannot stand for this one. Register \(wanted) itself: "
        + "`add(\(wanted).self) { r in … }`."
    }
    return "\(concrete) is registered (added at \(candidate.site)), not \(wanted). If \(concrete) conforms to "
      + "\(wanted), make that registration also answer \(wanted): chain `.implements(\(wanted).self)` onto it, or "
      + "register it as the protocol, `add({ \(concrete)(…) as \(wanted) })`. Otherwise register \(wanted) itself: "
      + "`add(\(wanted).self) { r in … }`."
  }

  /// Registrations under `name` whose type's name is close to `type`'s: one contains the other,
  /// or they share a word of three letters or more (`FileStore`, `ItemStore`); closest first.
  static func concreteCandidates(for type: Any.Type, name: String?, arguments: Any.Type, among entries: [RegistryEntry])
    -> [RegistryEntry]
  {
    let wanted = String(describing: type)
    let wantedWords = words(of: wanted)
    let scored: [(score: Int, entry: RegistryEntry)] = entries.compactMap { entry in
      let candidate = String(describing: entry.service)
      guard entry.key.type != ObjectIdentifier(type), entry.key.name == name,
        entry.key.arguments == ObjectIdentifier(arguments), entry.extras.element == nil,
        candidate.lowercased() != wanted.lowercased()
      else { return nil }
      let shared = words(of: candidate).filter { wantedWords.contains($0) }.count
      let (lowerCandidate, lowerWanted) = (candidate.lowercased(), wanted.lowercased())
      let contains = lowerCandidate.containsText(lowerWanted) || lowerWanted.containsText(lowerCandidate)
      guard contains || shared > 0 else { return nil }
      // Containment first, then more shared words, then the smaller difference in length.
      return ((contains ? 0 : 1_000) - shared * 100 + abs(candidate.count - wanted.count), entry)
    }
    return scored.sorted { $0.score < $1.score }.map(\.entry)
  }

  /// The lowercased words of a type name of three letters or more: `APIClient` is `api`, `client`.
  static func words(of typeName: String) -> [String] {
    let characters = Array(typeName)
    var words: [String] = []
    var current = ""
    for (index, character) in characters.enumerated() {
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let previous = index > 0 ? characters[index - 1] : nil
      let startsWord =
        character.isUppercase
        && (previous?.isLowercase == true || (previous?.isUppercase == true && next?.isLowercase == true))
      if !character.isLetter || startsWord {
        if current.count >= 3 { words.append(current.lowercased()) }
        current = character.isLetter ? String(character) : ""
      } else {
        current.append(character)
      }
    }
    if current.count >= 3 { words.append(current.lowercased()) }
    return words
  }

  static func argumentMismatch(
    _ entry: RegistryEntry, calledWith: Any.Type, container: Dependencies, parent: Frame?
  )
    -> ResolutionError
  {
    make(
      .argumentMismatch, type: entry.service, name: entry.key.name, arguments: calledWith, container: container,
      parent: parent,
      message:
        "\(entry.displayName) registered with \(signature(entry.arguments)), called with \(signature(calledWith)).",
      fix: "resolve it with arguments of types \(signature(entry.arguments)).")
  }

  static func cycle(_ entry: RegistryEntry, container: Dependencies, parent: Frame?) -> ResolutionError {
    make(
      .cycle, type: entry.service, name: entry.key.name, arguments: entry.arguments, container: container,
      parent: parent,
      message: "dependency cycle: \(entry.displayName) depends on itself.",
      fix: "break the cycle: inject one side later with `.onResolved { r, instance in instance.x = try r.resolve() }` "
        + "(both sides `graph` or `singleton`), or pass a factory/closure instead of the instance.")
  }

  /// What a factory threw: a `ResolutionError` from deeper in the graph as it is, anything else
  /// wrapped as `factoryFailed`.
  static func factoryFailed(
    _ entry: RegistryEntry, error: any Error, container: Dependencies?, parent: Frame?
  )
    -> ResolutionError
  {
    thrown(
      error, by: entry, container: container, parent: parent,
      message: "the factory for \(entry.displayName) (added at \(entry.site)) threw: \(error)",
      fix: "make the factory succeed for this configuration, or handle the error where it is thrown.")
  }

  /// `error`, thrown by code `entry` runs (its factory, a decorator): a `ResolutionError` from
  /// deeper in the graph as it is, anything else wrapped as `factoryFailed` with `message`.
  private static func thrown(
    _ error: any Error, by entry: RegistryEntry, container: Dependencies?, parent: Frame?,
    message: @autoclosure () -> String, fix: String
  ) -> ResolutionError {
    if let error = error as? ResolutionError { return error }
    var failure = make(
      .factoryFailed, type: entry.service, name: entry.key.name, arguments: entry.arguments, container: container,
      parent: parent, message: message(), fix: fix)
    failure.underlying = error
    return failure
  }

  static func isolationViolation(_ entry: RegistryEntry, container: Dependencies, parent: Frame?)
    -> ResolutionError
  {
    if entry.flags.options.contains(.actor) {
      return actorIsolationViolation(entry, container: container, parent: parent)
    }
    if entry.flags.inheritsIsolation {
      return make(
        .isolationViolation, type: entry.service, name: entry.key.name, arguments: entry.arguments,
        container: container, parent: parent,
        message: "\(entry.displayName) is built on the main actor because the closure that registers it (added at "
          + "\(entry.site)) inherited the main actor from the code around it (a `@MainActor` composer, or a module "
          + "built with `.defaultIsolation(MainActor.self)`): its registration does not say \"main actor\". It was "
          + "resolved on \(threadDescription()).",
        fix: inheritedIsolationFix(entry, actor: "the main actor") + " If it must be built on the main actor, resolve "
          + "and use it there: from `@MainActor` code, `deps.resolve(\(String(describing: entry.service)).self)`; "
          + "from other async code, `await MainActor.run { … }` with the code that uses it inside the closure.")
    }
    return make(
      .isolationViolation, type: entry.service, name: entry.key.name, arguments: entry.arguments,
      container: container, parent: parent,
      message: "\(entry.displayName) is registered to be built on the main actor (added at \(entry.site)), "
        + "but was resolved on \(threadDescription()).",
      // The instance stays where it was built: a non-Sendable one (a view, a protocol existential)
      // cannot be returned out of `MainActor.run`, so the fix keeps its use inside.
      fix: "resolve and use it on the main actor: from `@MainActor` code (a view, a presenter, a `@MainActor` "
        + "function), `deps.resolve(\(String(describing: entry.service)).self)`; from other async code, "
        + "`await MainActor.run { let instance = deps.resolve(\(String(describing: entry.service)).self) … }` "
        + "with the code that uses `instance` inside the closure (a value that is not `Sendable` cannot be returned "
        + "from it).")
  }

  /// `isolationViolation` for a registration isolated to an actor other than the main actor.
  private static func actorIsolationViolation(
    _ entry: RegistryEntry, container: Dependencies, parent: Frame?
  )
    -> ResolutionError
  {
    let actor = Isolation.actorName(of: entry)
    let service = "deps.resolve(\(String(describing: entry.service)).self)"
    let isolatedCode =
      Isolation.isGlobal(entry)
      ? "code isolated to \(actor) (a `@\(actor)` function or type)"
      : "a method of that actor, or a function taking it as an `isolated` parameter"
    let inherited =
      entry.flags.inheritsIsolation
      ? "is built on \(actor) because the closure that registers it (added at \(entry.site)) inherited \(actor) "
        + "from the code around it (a composer isolated to it): its registration does not name \(actor)"
      : "is registered to be built on \(actor) (added at \(entry.site))"
    return make(
      .isolationViolation, type: entry.service, name: entry.key.name, arguments: entry.arguments,
      container: container, parent: parent,
      message: "\(entry.displayName) \(inherited), but was resolved from code not proven to run on it (thread "
        + "\(ThreadIdentity.current)).",
      fix: (entry.flags.inheritsIsolation ? inheritedIsolationFix(entry, actor: actor) + " Otherwise, " : "")
        + "resolve and use it on \(actor): from \(isolatedCode), `\(service)`, which passes the caller's "
        + "isolation along; from other async code, `await` such a function. `@Inject` and the Swinject-style API "
        + "carry no isolation, so resolve it with `resolve` or `tryResolve` instead.")
  }

  /// The first fix for a registration whose closure inherited its actor: most such registrations
  /// are services any thread may use, registered from an isolated composer by accident.
  static func inheritedIsolationFix(_ entry: RegistryEntry, actor: String) -> String {
    let type = String(describing: entry.service)
    return "if \(type) is a service any thread may use, register it from a `nonisolated` composer "
      + "(`nonisolated struct ServicesComposer: Composer { func register() { … } }`), and make the type it builds "
      + "`nonisolated` too if its module defaults to the main actor: the closure then inherits no actor, and "
      + "\(type) resolves anywhere."
  }

  static func requiresAsync(_ entry: RegistryEntry, container: Dependencies, parent: Frame?)
    -> ResolutionError
  {
    make(
      .requiresAsync, type: entry.service, name: entry.key.name, arguments: entry.arguments, container: container,
      parent: parent,
      message:
        "\(entry.displayName) has an async factory (addAsync at \(entry.site)) and cannot be built synchronously.",
      fix: requiresAsyncFix(entry, asker: parent))
  }

  /// The fix for `requiresAsync`: where the synchronous code waiting for the async factory is.
  /// A synchronous factory asking cannot wait whoever resolves it, `resolveAsync` included: it must
  /// become async itself. A top-level resolve must be `resolveAsync`.
  static func requiresAsyncFix(_ entry: RegistryEntry, asker parent: Frame?) -> String {
    let type = String(describing: entry.service)
    guard let asker = parent, asker.entry.flags.kind != .asyncFactory else {
      return "use `try await deps.resolveAsync(\(type).self)` (or `try await r.resolveAsync(…)` inside an async "
        + "factory)."
    }
    let what: String
    switch asker.role {
    case .factory: what = "the factory of \(asker.entry.displayName) (added at \(asker.entry.site))"
    case .hook: what = "an `onResolved` hook of \(asker.entry.displayName)"
    default: what = "a decorator of \(asker.entry.displayName)"
    }
    guard asker.role == .factory else {
      return "\(what) is synchronous and cannot wait for \(type), whoever resolves it (`resolveAsync` included): "
        + "resolve \(type) before, with `try await deps.resolveAsync(\(type).self)`, and pass it in."
    }
    let service = String(describing: asker.entry.service)
    return "\(what) is synchronous and cannot wait for \(type), whoever resolves it (`resolveAsync` included): "
      + "register \(service) with `addAsync`, its factory resolving `try await r.resolveAsync(\(type).self)`, and "
      + "resolve \(service) with `resolveAsync`."
  }

  static func typeMismatch(
    _ entry: RegistryEntry, instance: Any.Type, container: Dependencies, parent: Frame?
  )
    -> ResolutionError
  {
    make(
      .typeMismatch, type: entry.service, name: entry.key.name, arguments: entry.arguments, container: container,
      parent: parent,
      message: "\(entry.displayName) forwards to an instance of \(typeName(instance)), "
        + "which does not conform to \(typeName(entry.service)) (implements added at \(entry.site)).",
      fix: "make \(String(describing: instance)) conform to \(String(describing: entry.service)), "
        + "or remove it from `implements(…)`.")
  }

  static func tooDeep(_ entry: RegistryEntry, container: Dependencies, parent: Frame?) -> ResolutionError {
    make(
      .tooDeep, type: entry.service, name: entry.key.name, arguments: entry.arguments, container: container,
      parent: parent,
      message:
        "resolution nested \(parent?.depth ?? 0) levels deep and stopped before the thread ran out of stack.",
      fix: "look for a recursion through runtime arguments or nested containers; flatten the graph "
        + "or resolve from a thread with a larger stack.")
  }

  static func containerReleased(_ type: Any.Type, name: String?) -> ResolutionError {
    make(
      .containerReleased, type: type, name: name, arguments: Void.self, container: nil, parent: nil,
      message: "a Resolver kept after its factory returned was used to resolve \(describe(type, name: name)), "
        + "but the container it came from has been released.",
      fix: "resolve what the object needs in its factory and pass it in, or keep the container alive "
        + "for as long as the object that keeps the resolver.")
  }

  static func hookFailed(_ entry: RegistryEntry, hook: CallSite, error: any Error, container: Dependencies)
    -> ResolutionError
  {
    var failure = make(
      .factoryFailed, type: entry.service, name: entry.key.name, arguments: entry.arguments, container: container,
      parent: nil,
      message: "the onResolved hook of \(entry.displayName) (added at \(hook)) threw: \(error)",
      fix: "make the hook succeed for this configuration, or handle the error inside it.")
    failure.underlying = error
    failure.path = ["\(entry.displayName) (onResolved)"]
    return failure
  }

  /// What a decorator's body threw: a `ResolutionError` from deeper in the graph as it is,
  /// anything else wrapped as `factoryFailed`, attributed to the decorator.
  static func decoratorFailed(_ entry: RegistryEntry, decorator index: Int, error: any Error, _ request: Request)
    -> ResolutionError
  {
    if let error = error as? ResolutionError { return error }
    let site = entry.extras.decorators[index].site
    var failure = thrown(
      error, by: entry, container: request.container, parent: request.parent,
      message: "the decorator of \(entry.displayName) declared at \(site) threw: \(error)",
      fix: "make the decorator succeed for this configuration, or handle the error inside it.")
    failure.path[failure.path.count - 1] = decoratedName(entry, site: site)
    return failure
  }

  /// Resolving a key that only has decorators in the container: nothing to decorate.
  static func nothingToDecorate(_ entry: RegistryEntry, container: Dependencies, parent: Frame?)
    -> ResolutionError
  {
    let sites = entry.extras.decorators.map(\.site.description)
    let short = String(describing: entry.service)
    let nameArgument = entry.key.name.map { ", name: \"\($0)\"" } ?? ""
    return make(
      .notRegistered, type: entry.service, name: entry.key.name, arguments: entry.arguments, container: container,
      parent: parent,
      message: "nothing to decorate: \(entry.displayName) has decorators (declared at "
        + "\(sites.joined(separator: ", "))) but no registration in container \(container.label). A decorator "
        + "applies to the registration of its key in its own container, never to a parent's.",
      fix: "add a registration for \(short) in that container, e.g. `add(\(short).self\(nameArgument)) { r in … }`, "
        + "or remove the decorator at \(sites.joined(separator: " and ")).")
  }

  /// A decorated key whose registration forwards (`implements`): decorators wrap what a
  /// factory builds, and a forwarding key builds nothing of its own.
  static func decoratedForward(_ entry: RegistryEntry, container: Dependencies, parent: Frame?)
    -> ResolutionError
  {
    let sites = entry.extras.decorators.map(\.site.description).joined(separator: ", ")
    let target = entry.forwardTarget.map { describe($0.service, name: $0.key.name) } ?? "another registration"
    return make(
      .factoryFailed, type: entry.service, name: entry.key.name, arguments: entry.arguments, container: container,
      parent: parent,
      message: "\(entry.displayName) is decorated (at \(sites)), but its registration forwards to \(target) "
        + "(implements added at \(entry.site)): decorators wrap what a factory builds, and a forwarding key builds "
        + "nothing of its own.",
      fix: "decorate \(target) instead, or register \(entry.displayName) with a factory of its own.")
  }

  /// `Service (decorated at File.swift:12)`: a decorator's frame in a path.
  static func decoratedName(_ entry: RegistryEntry, site: CallSite) -> String {
    "\(entry.displayName) (decorated at \(site))"
  }

  /// `Tracker (element 2 of [Tracker])`.
  static func describeElement(_ service: Any.Type, _ element: CollectionElement) -> String {
    let named = element.collectionName.map { " (name: \"\($0)\")" } ?? ""
    return "\(String(describing: service)) (element \(element.number) of [\(String(describing: service))]\(named))"
  }

  static func hookCycle(_ entry: RegistryEntry, chain: [DependencyKey], container: Dependencies) -> ResolutionError {
    var error = make(
      .cycle, type: entry.service, name: entry.key.name, arguments: entry.arguments, container: container,
      parent: nil,
      message: "onResolved hooks keep building new instances of \(entry.displayName): its hook resolves something "
        + "that builds another \(entry.displayName), whose hook does the same, forever.",
      fix: "give \(entry.displayName) (or what its hook resolves) a `graph` or `singleton` scope, so the hook "
        + "finds the instance already built, or pass the other side explicitly.")
    error.path = [entry.displayName + " (onResolved)", "…", entry.displayName]
    return error
  }

  /// An `@Inject` property whose key is not registered when it is first read: often read before
  /// composition ran (it is registered a moment later). Says so, and where it was read.
  static func injectNotRegistered(_ error: ResolutionError, container: Dependencies, file: StaticString, line: UInt)
    -> ResolutionError
  {
    guard error.code == .notRegistered, error.path.count == 1 else { return error }
    var error = error
    let registrations = container.visibleEntries.count
    // With nothing registered, `notRegistered`'s message says so.
    let composition =
      registrations == 0
      ? ""
      : "Container \(container.label) has \(registrations) registration\(registrations == 1 ? "" : "s"), none for "
        + "\(error.key): if its composer registers it, that composer has not run yet. "
    let thread = CurrentThread.isOnMainActor ? "on the main thread" : "on \(threadDescription())"
    error.message =
      "the @Inject property declared at \(file):\(line) was first read \(thread), outside any factory (the "
      + "line that read it is in the backtrace, just below the property's getter), before \(error.key) was "
      + "registered. \(composition)\(error.message.prefix(1).uppercased())\(error.message.dropFirst())"
    error.fix =
      registrations == 0
      ? "run composition into \(container.label) before the first read of this property: call your composition root "
        + "(e.g. `RootComposer().register()`) at launch, before creating and using the object that declares it (in a "
        + "Swift Testing suite, `.dependencies { _ in RootComposer().register() }`)."
      : "run composition before the first read of this property: call your composition root (e.g. "
        + "`RootComposer().register()`) at launch, before creating and using the object that declares it; if "
        + "composition already runs first, register \(error.key) in it. " + error.fix.prefix(1).uppercased()
        + error.fix.dropFirst()
    return error
  }

  /// Warnings already written to standard error (`repeatedRegistration`, `cachedScopeWithArguments`):
  /// each once.
  private static let reportedRepeats = Protected(Set<String>())

  /// The registration at `entry.site` ran again on `container` and replaced its own earlier
  /// registration (a composer called twice): reported now, to `Dependencies.onWarning` or else
  /// on standard error once per line; `verify()` reports it as a duplicate too.
  static func repeatedRegistration(_ entry: RegistryEntry, container: Dependencies) {
    let warning = RegistrationWarning(
      key: entry.displayName, site: entry.site.description, container: container.label,
      message: "InjectKit: \(entry.displayName) was added at \(entry.site) again in container \(container.label), "
        + "replacing the registration that same line made before: the code registering it ran twice (a composer "
        + "called again?), so anything cached by the first is dropped and a second singleton is built. To fix: "
        + "run the composer once (at launch, or once per container), or mark the replacement with `.asOverride()` "
        + "if you meant it.")
    warn(warning)
  }

  /// Delivers `warning` to `Dependencies.onWarning`, or else to standard error once per site.
  static func warn(_ warning: RegistrationWarning) {
    if let handler = Dependencies.onWarning {
      handler(warning)
      return
    }
    guard reportedRepeats.withLock({ $0.insert(warning.message).inserted }) else { return }
    CurrentThread.writeToStandardError(warning.message + "\n")
  }

  // MARK: Building

  private static func make(
    _ code: ResolutionError.Code, type: Any.Type, name: String?, arguments: Any.Type, container: Dependencies?,
    parent: Frame?, message: String, fix: String
  ) -> ResolutionError {
    let key = describe(type, name: name, arguments: arguments)
    var error = ResolutionError(code: code, key: key, message: message, fix: fix)
    let chain = Frame.chain(parent)
    error.path = chain.map { pathName($0.entry, $0.role) } + [key]
    error.involved = chain.map { "\($0.entry.displayName) [\($0.entry.scope)]  added at \($0.entry.site)" }
    error.container = container?.label ?? ""
    return error
  }

  /// How a frame appears in a path: the entry, marked when a hook or a decorator of it runs.
  static func pathName(_ entry: RegistryEntry, _ role: Frame.Role) -> String {
    if role.isHook { return "\(entry.displayName) (onResolved)" }
    if let index = role.decoratorIndex, index < entry.extras.decorators.count {
      return decoratedName(entry, site: entry.extras.decorators[index].site)
    }
    return entry.displayName
  }

  private static func fixForMissing(_ type: Any.Type, name: String?, parent: Frame?) -> String {
    let short = String(describing: type)
    let nameArgument = name.map { ", name: \"\($0)\"" } ?? ""
    if let element = (type as? any CollectionResolvable.Type)?.elementType {
      let elementName = String(describing: element)
      var text =
        "add its elements with `addToCollection(\(elementName).self\(nameArgument)) { r in … }` (a resolve of "
        + "\(short) collects every element its container and their parents add), or register the array itself, "
        + "`add(\(short).self\(nameArgument)) { r in … }`"
      if let parent {
        let needer = parent.entry
        text += " (it is needed by \(needer.displayName), added at \(needer.site))"
      }
      return text + "."
    }
    var text =
      "register it in the composer of its module, e.g. `Dependencies.root.add(\(writtenName(type)).self\(nameArgument)) "
      + "{ r in … }`, before it is first resolved"
    if let parent {
      let needer = parent.entry
      text += " (it is needed by \(needer.displayName), added at \(needer.site))"
    }
    return text + "."
  }

  /// Up to five registered keys a user may have meant, best first.
  static func nearest(to type: Any.Type, name: String?, among entries: [RegistryEntry]) -> [String] {
    let wanted = String(describing: type).lowercased()
    let scored: [(Int, RegistryEntry, String)] = entries.compactMap { entry in
      let candidate = String(describing: entry.service).lowercased()
      if entry.key.type == ObjectIdentifier(type) {
        // Nearest name first: "lvie" lists "live" before "staging".
        let distance = editDistance(entry.key.name ?? "", name ?? "")
        return (min(distance, 9) * 100, entry, "same type, other name")
      }
      if candidate == wanted {
        // `Chat.Client` for `Payments.Client` in one module, or a type of another module.
        let (theirs, ours) = (String(reflecting: entry.service), String(reflecting: type))
        let sameModule = theirs.prefix { $0 != "." } == ours.prefix { $0 != "." }
        return (
          1_000, entry,
          sameModule
            ? "another type of the same name, \(writtenName(entry.service))" : "same type name in another module"
        )
      }
      if candidate.containsText(wanted) {
        return (
          1_100, entry,
          "a type whose name contains \(String(describing: type)): if it conforms, chain "
            + "`.implements(\(String(describing: type)).self)` onto its registration"
        )
      }
      if wanted.containsText(candidate) { return (1_200, entry, "similar type name") }
      let distance = editDistance(candidate, wanted)
      if distance <= max(2, wanted.count / 3) { return (1_200 + distance, entry, "similar type name") }
      if let name, entry.key.name == name { return (2_000, entry, "same name") }
      return nil
    }
    // Nothing looks alike: still list what is registered, the closest names first.
    let listed =
      scored.isEmpty
      ? entries.filter { $0.isRegistration }.map {
        (3_000 + editDistance(String(describing: $0.service).lowercased(), wanted), $0, "registered in reach")
      } : scored
    return listed.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.prefix(5).map {
      let (_, entry, reason) = $0.element
      let key =
        entry.extras.element != nil
        ? entry.displayName : describe(entry.service, name: entry.key.name, arguments: entry.arguments, qualified: true)
      return "\(key) [\(entry.scope)]"
        + "  added at \(entry.site) — \(reason)"
    }
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.utf8)
    let b = Array(b.utf8)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  private static func threadDescription() -> String {
    "a thread other than the main thread (not on the main actor; thread \(ThreadIdentity.current))"
  }

  // MARK: Live services in tests

  /// A live service built in a per-test container that did not override it.
  static func liveServiceInTest(_ entry: RegistryEntry, live: LiveMark, container: Dependencies) -> String {
    "\(entry.displayName) reaches \(live.reaches) (marked live at \(live.site)) and was built in the "
      + "per-test container \(container.label), which did not override it; it was registered at "
      + "\(entry.site). To fix: \(liveServiceFix(entry))"
  }

  /// `verify()` in a per-test container that still holds a live registration.
  static func liveServiceInVerification(_ entry: RegistryEntry, live: LiveMark, container: Dependencies) -> String {
    "\(entry.displayName) reaches \(live.reaches) (marked live at \(live.site)) and the per-test container "
      + "\(container.label) still holds it, registered at \(entry.site). To fix: \(liveServiceFix(entry))"
  }

  /// The override a test writes for a live registration.
  static func liveServiceFix(_ entry: RegistryEntry) -> String {
    let type = shortName(entry.service)
    let name = entry.key.name.map { ", name: \"\($0)\"" } ?? ""
    return "override it in the test's `.dependencies { deps in … }` (XCTest: `withTestDependencies`) with "
      + "`deps.add(\(type).self\(name)) { Stub\(type)() }.asOverride()`, Stub\(type) being a test double of yours."
  }
}

extension String {
  /// Whether `text` occurs in this string. Without Foundation, `contains(_:)` on a string binds to
  /// `_StringProcessing`'s, which needs macOS 13 / iOS 16: this is the standard library's `hasPrefix`
  /// at each index instead (names are short; quadratic is fine).
  func containsText(_ text: String) -> Bool {
    text.isEmpty || indices.contains { self[$0...].hasPrefix(text) }
  }

  /// `replacingOccurrences` without Foundation (and without `firstRange(of:)`, which needs macOS 13).
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var index = startIndex
    while index < endIndex {
      if self[index...].hasPrefix(target) {
        result += replacement
        index = self.index(index, offsetBy: target.count)
      } else {
        result.append(self[index])
        index = self.index(after: index)
      }
    }
    return result
  }
}
