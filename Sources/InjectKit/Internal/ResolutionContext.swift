/// The `Resolver` a factory receives: one step of a resolution in progress.
///
/// Contexts form a linked list back to the top-level resolve, which is the path printed in
/// errors and walked to detect cycles. The list is immutable, so it is safe to read from any
/// thread and costs no bookkeeping to unwind.
// Safety: all stored properties are immutable; `Session` guards its own state.
final class ResolutionContext: Resolver, @unchecked Sendable {
  /// Where nested resolves start: the registering container for cached scopes, else the caller's.
  let container: Dependencies
  /// The registration whose factory this context was handed to.
  let entry: Entry
  let parent: ResolutionContext?
  let session: Session
  let depth: Int
  /// One bit per key on the path (by `quickHash`): a key whose bit is clear cannot be on the
  /// path, so most cycle checks finish without walking it.
  let pathKeys: UInt64

  init(container: Dependencies, entry: Entry, parent: ResolutionContext?, session: Session) {
    self.container = container
    self.entry = entry
    self.parent = parent
    self.session = session
    self.depth = (parent?.depth ?? 0) + 1
    self.pathKeys = (parent?.pathKeys ?? 0) | entry.key.pathBit
  }

  /// The entries from the top-level resolve down to this one.
  var chain: [Entry] {
    var entries: [Entry] = []
    var node: ResolutionContext? = self
    while let current = node {
      entries.append(current.entry)
      node = current.parent
    }
    return entries.reversed()
  }

  func resolve<T>(_ type: T.Type, name: String?) throws(ResolutionError) -> T {
    guard session.isUsable else { return try container.resolveTopLevel(T.self, name: name, arguments: ()) }
    // See `Dependencies.resolveTopLevel` for why the cast cannot fail.
    return try container.resolveNested(T.self, Void.self, (), name: name, parent: self) as! T
  }

  func resolve<T, each A>(_ type: T.Type, name: String?, arguments: repeat each A) throws(ResolutionError) -> T {
    guard session.isUsable else {
      return try container.resolveTopLevel(T.self, name: name, arguments: (repeat each arguments))
    }
    return try container.resolveValue(
      T.self, name: name, arguments: (repeat each arguments), parent: self, session: session)
  }

  func resolveAsync<T: Sendable>(_ type: T.Type, name: String?) async throws(ResolutionError) -> T {
    guard session.isUsable else { return try await container.resolveAsync(T.self, name: name, isolation: nil) }
    return try await container.resolveValueAsync(T.self, name: name, parent: self, session: session, isolation: nil)
  }
}
