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
    _ type: Any.Type, arguments: Any.Type, name: String?, container: Dependencies, parent: UnsafePointer<Frame>?
  ) -> ResolutionError {
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
    var error = make(
      .notRegistered, type: type, name: name, arguments: arguments, container: container, parent: parent,
      message: "no registration for \(describe(type, name: name, arguments: arguments, qualified: true)) "
        + "in container \(container.label) or its parents.",
      fix: fixForMissing(type, name: name, parent: parent))
    error.suggestions = nearest(to: type, name: name, among: candidates)
    return error
  }

  static func argumentMismatch(
    _ entry: Entry, calledWith: Any.Type, container: Dependencies, parent: UnsafePointer<Frame>?
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

  static func cycle(_ entry: Entry, container: Dependencies, parent: UnsafePointer<Frame>?) -> ResolutionError {
    make(
      .cycle, type: entry.service, name: entry.key.name, arguments: entry.arguments, container: container,
      parent: parent,
      message: "dependency cycle: \(entry.displayName) depends on itself.",
      fix: "break the cycle: inject one side later with `.onResolved { r, instance in instance.x = try r.resolve() }` "
        + "(both sides `graph` or `singleton`), or pass a factory/closure instead of the instance.")
  }

  /// What a factory threw: a `ResolutionError` from deeper in the graph as it is, anything else
  /// wrapped as `factoryFailed`.
  static func factoryFailed(_ entry: Entry, error: any Error, container: Dependencies?, parent: UnsafePointer<Frame>?)
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
    _ error: any Error, by entry: Entry, container: Dependencies?, parent: UnsafePointer<Frame>?,
    message: @autoclosure () -> String, fix: String
  ) -> ResolutionError {
    if let error = error as? ResolutionError { return error }
    var failure = make(
      .factoryFailed, type: entry.service, name: entry.key.name, arguments: entry.arguments, container: container,
      parent: parent, message: message(), fix: fix)
    failure.underlying = error
    return failure
  }

  static func isolationViolation(_ entry: Entry, container: Dependencies, parent: UnsafePointer<Frame>?)
    -> ResolutionError
  {
    make(
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

  static func requiresAsync(_ entry: Entry, container: Dependencies, parent: UnsafePointer<Frame>?) -> ResolutionError {
    make(
      .requiresAsync, type: entry.service, name: entry.key.name, arguments: entry.arguments, container: container,
      parent: parent,
      message:
        "\(entry.displayName) has an async factory (addAsync at \(entry.site)) and cannot be built synchronously.",
      fix: "use `try await deps.resolveAsync(\(String(describing: entry.service)).self)` "
        + "(or `try await r.resolveAsync(…)` inside an async factory).")
  }

  static func typeMismatch(_ entry: Entry, instance: Any.Type, container: Dependencies, parent: UnsafePointer<Frame>?)
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

  static func tooDeep(_ entry: Entry, container: Dependencies, parent: UnsafePointer<Frame>?) -> ResolutionError {
    make(
      .tooDeep, type: entry.service, name: entry.key.name, arguments: entry.arguments, container: container,
      parent: parent,
      message:
        "resolution nested \(parent?.pointee.depth ?? 0) levels deep and stopped before the thread ran out of stack.",
      fix: "look for a recursion through runtime arguments or nested containers; flatten the graph "
        + "or resolve from a thread with a larger stack.")
  }

  static func hookFailed(_ entry: Entry, hook: CallSite, error: any Error, container: Dependencies) -> ResolutionError {
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
  static func decoratorFailed(_ entry: Entry, decorator index: Int, error: any Error, _ request: Request)
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
  static func nothingToDecorate(_ entry: Entry, container: Dependencies, parent: UnsafePointer<Frame>?)
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
  static func decoratedForward(_ entry: Entry, container: Dependencies, parent: UnsafePointer<Frame>?)
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
  static func decoratedName(_ entry: Entry, site: CallSite) -> String {
    "\(entry.displayName) (decorated at \(site))"
  }

  /// `Tracker (element 2 of [Tracker])`.
  static func describeElement(_ service: Any.Type, _ element: CollectionElement) -> String {
    let named = element.collectionName.map { " (name: \"\($0)\")" } ?? ""
    return "\(String(describing: service)) (element \(element.number) of [\(String(describing: service))]\(named))"
  }

  static func hookCycle(_ entry: Entry, chain: [DependencyKey], container: Dependencies) -> ResolutionError {
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

  // MARK: Building

  private static func make(
    _ code: ResolutionError.Code, type: Any.Type, name: String?, arguments: Any.Type, container: Dependencies?,
    parent: UnsafePointer<Frame>?, message: String, fix: String
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
  static func pathName(_ entry: Entry, _ role: Frame.Role) -> String {
    if role.isHook { return "\(entry.displayName) (onResolved)" }
    if let index = role.decoratorIndex, index < entry.extras.decorators.count {
      return decoratedName(entry, site: entry.extras.decorators[index].site)
    }
    return entry.displayName
  }

  private static func fixForMissing(_ type: Any.Type, name: String?, parent: UnsafePointer<Frame>?) -> String {
    let short = String(describing: type)
    let nameArgument = name.map { ", name: \"\($0)\"" } ?? ""
    if let element = (type as? any CollectionResolvable.Type)?.elementType {
      let elementName = String(describing: element)
      var text =
        "add its elements with `addToCollection(\(elementName).self\(nameArgument)) { r in … }` (a resolve of "
        + "\(short) collects every element its container and their parents add), or register the array itself, "
        + "`add(\(short).self\(nameArgument)) { r in … }`"
      if let parent {
        let needer = parent.pointee.entry.takeUnretainedValue()
        text += " (it is needed by \(needer.displayName), added at \(needer.site))"
      }
      return text + "."
    }
    var text =
      "register it in the composer of its module, e.g. `Dependencies.root.add(\(short).self\(nameArgument)) "
      + "{ r in … }`, before it is first resolved"
    if let parent {
      let needer = parent.pointee.entry.takeUnretainedValue()
      text += " (it is needed by \(needer.displayName), added at \(needer.site))"
    }
    return text + "."
  }

  /// Up to five registered keys a user may have meant, best first.
  static func nearest(to type: Any.Type, name: String?, among entries: [Entry]) -> [String] {
    let wanted = String(describing: type).lowercased()
    let scored: [(Int, Entry, String)] = entries.compactMap { entry in
      let candidate = String(describing: entry.service).lowercased()
      if entry.key.type == ObjectIdentifier(type) { return (0, entry, "same type, other name") }
      if candidate == wanted { return (1, entry, "same type name in another module") }
      if candidate.contains(wanted) || wanted.contains(candidate) { return (2, entry, "similar type name") }
      let distance = editDistance(candidate, wanted)
      if distance <= max(2, wanted.count / 3) { return (2 + distance, entry, "similar type name") }
      if let name, entry.key.name == name { return (20, entry, "same name") }
      return nil
    }
    return scored.sorted { $0.0 < $1.0 }.prefix(5).map { _, entry, reason in
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
}

extension String {
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
