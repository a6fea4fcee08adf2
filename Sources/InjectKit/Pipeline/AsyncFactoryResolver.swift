/// A frame of an async resolution: its synchronous `Frame` (what the path checks and errors
/// read), with the async parent and the resolution's state, which an async factory keeps across
/// suspensions and threads.
final class AsyncFrame: Sendable {
  let frame: Frame
  let parent: AsyncFrame?
  let slot: AsyncResolutionState

  init(_ entry: RegistryEntry, parent: AsyncFrame?, slot: AsyncResolutionState) {
    frame = Frame(entry, parent: parent?.frame, context: slot.context)
    self.parent = parent
    self.slot = slot
  }
}

/// An async resolution's session, in a context frames can share; it holds the session for as
/// long as any frame or resolver of the resolution exists.
final class AsyncResolutionState: Sendable {
  let context: ResolutionContext
  let session: ResolutionState

  init(_ session: ResolutionState) {
    self.session = session
    // Isolated to no actor: its synchronous parts say theirs (`AsyncRequest.withSync`).
    context = ResolutionContext(session: session, isolation: nil)
  }

  /// Runs the resolution's queued hooks; afterwards its resolvers start new resolutions.
  func finish() throws(ResolutionError) {
    defer { session.markFinished() }
    try session.runHooks()
  }
}

/// The `Resolver` an async factory receives. A class, unlike `FactoryResolver`: it must outlive
/// suspensions. Used after its resolution has finished, it resolves as a new top-level call.
///
/// It holds its container weakly: while the factory runs, the resolution's request holds it;
/// kept past the factory, it fails with `containerReleased` once the container is gone, as a
/// synchronous factory's `Resolver` does.
final class AsyncFactoryResolver: Resolver {
  weak let container: Dependencies?
  let frame: AsyncFrame

  init(container: Dependencies, frame: AsyncFrame) {
    self.container = container
    self.frame = frame
  }

  func resolve<T>(_ type: T.Type, name: String?) throws(ResolutionError) -> T {
    try resolve(name: name, arguments: ())
  }

  func resolve<T, each A>(_ type: T.Type, name: String?, arguments: repeat each A) throws(ResolutionError) -> T {
    try resolve(name: name, arguments: (repeat each arguments))
  }

  func resolveAsync<T: Sendable>(_ type: T.Type, name: String?) async throws(ResolutionError) -> T {
    guard let container else { throw Diagnostics.containerReleased(T.self, name: name) }
    guard !frame.slot.session.isFinished else {
      return try await container.resolveAsync(T.self, name: name, isolation: nil)
    }
    let request = AsyncRequest(
      container: container, key: DependencyKey(T.self, name: name), service: T.self, argumentsType: Void.self,
      arguments: (), parent: frame, slot: frame.slot)
    return (try await Resolution.resolveAsync(request, isolation: nil) as! ValueBox<T>).value
  }

  private func resolve<T, Arguments>(name: String?, arguments: Arguments) throws(ResolutionError) -> T {
    guard let container else { throw Diagnostics.containerReleased(T.self, name: name) }
    guard !frame.slot.session.isFinished else {
      return try Resolution.resolve(from: container, name: name, arguments: arguments, isolation: nil)
    }
    let request = Request(
      key: DependencyKey(T.self, arguments: Arguments.self, name: name), container: container, parent: frame.frame,
      context: frame.slot.context)
    return try Resolution.resolve(request, arguments)
  }
}

/// What one step of an async resolution asks for; it holds its frame and session, so it may
/// cross suspension points and be captured by a shared creation task. Async resolves take no
/// runtime arguments.
struct AsyncRequest: Sendable {
  let container: Dependencies
  let key: DependencyKey
  let service: Any.Type
  let argumentsType: Any.Type
  let parent: AsyncFrame?
  let slot: AsyncResolutionState

  init(
    container: Dependencies, key: DependencyKey, service: Any.Type, argumentsType: Any.Type, arguments: Void,
    parent: AsyncFrame?, slot: AsyncResolutionState
  ) {
    self.container = container
    self.key = key
    self.service = service
    self.argumentsType = argumentsType
    self.parent = parent
    self.slot = slot
  }

  /// The frame of the factory asking, as a synchronous frame (for errors).
  var parentFrame: Frame? { parent?.frame }

  /// Runs `body` with the synchronous request for the same key (synchronous registrations,
  /// the shared path check), made by code isolated to `isolation` (nil: not known). The request's
  /// slot is a copy of the async one (the same session, which it holds) with that isolation.
  func withSync<R, E: Error>(isolation: ObjectIdentifier? = nil, _ body: (Request) throws(E) -> R) throws(E) -> R {
    let local = ResolutionContext(session: slot.session, isolation: isolation)
    return try body(Request(key: key, container: container, parent: parentFrame, context: local))
  }

  func retargeted(to key: DependencyKey, service: Any.Type) -> AsyncRequest {
    AsyncRequest(
      container: container, key: key, service: service, argumentsType: argumentsType, arguments: (), parent: parent,
      slot: slot)
  }

  func with(slot: AsyncResolutionState) -> AsyncRequest {
    AsyncRequest(
      container: container, key: key, service: service, argumentsType: argumentsType, arguments: (), parent: parent,
      slot: slot)
  }
}
