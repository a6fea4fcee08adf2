/// A frame of an async resolution. Unlike a synchronous `Frame`, it lives on the heap: an
/// async factory may suspend and resume on another thread, and a shared creation may outlive
/// the caller that started it. It keeps its parent (the path) and the session alive.
// Safety: `pointer`'s memory is initialised in `init`, never written again, and freed in
// `deinit`; the other properties are immutable.
final class AsyncFrame: @unchecked Sendable {
  let pointer: UnsafeMutablePointer<Frame>
  let parent: AsyncFrame?
  let slot: AsyncResolutionState

  init(_ entry: RegistryEntry, parent: AsyncFrame?, slot: AsyncResolutionState) {
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: Frame(entry, parent: parent.map { UnsafePointer($0.pointer) }, session: slot.pointer))
    self.parent = parent
    self.slot = slot
  }

  deinit {
    pointer.deinitialize(count: 1)
    pointer.deallocate()
  }
}

/// An async resolution's session, in a slot frames can point to; it holds the session (+1)
/// for as long as any frame or resolver of the resolution exists.
// Safety: `pointer` and its contents are written once, in `init`, and only read afterwards
// (until `deinit`); the session locks its own state.
final class AsyncResolutionState: @unchecked Sendable {
  let pointer: SessionSlot
  var session: ResolutionState { pointer.pointee.session!.takeUnretainedValue() }

  init(_ session: ResolutionState) {
    pointer = .allocate(capacity: 1)
    // Isolated to no actor: its synchronous parts say theirs (`AsyncRequest.withSync`).
    pointer.initialize(to: ResolutionSlot(session: .passRetained(session), isolation: nil))
  }

  deinit {
    pointer.pointee.session?.release()
    pointer.deinitialize(count: 1)
    pointer.deallocate()
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
    return unsafeDowncast(try await Resolution.resolveAsync(request, isolation: nil), to: ValueBox<T>.self).value
  }

  private func resolve<T, Arguments>(name: String?, arguments: Arguments) throws(ResolutionError) -> T {
    guard let container else { throw Diagnostics.containerReleased(T.self, name: name) }
    guard !frame.slot.session.isFinished else {
      return try Resolution.resolve(from: container, name: name, arguments: arguments, isolation: nil)
    }
    return try withExtendedLifetime((self, container)) { () throws(ResolutionError) -> T in
      try withUnsafePointer(to: DependencyKey(T.self, arguments: Arguments.self, name: name)) {
        (key) throws(ResolutionError) -> T in
        let request = Request(
          key: key, container: .passUnretained(container), parent: UnsafePointer(frame.pointer),
          session: frame.slot.pointer)
        return try Resolution.resolve(request, arguments)
      }
    }
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

  /// The frame of the factory asking, as a synchronous frame pointer (for errors).
  var parentFrame: UnsafePointer<Frame>? { parent.map { UnsafePointer($0.pointer) } }

  /// Runs `body` with the synchronous request for the same key (synchronous registrations,
  /// the shared path check), made by code isolated to `isolation` (nil: not known). The request's
  /// slot is a copy of the async one (the same session, which it holds) with that isolation.
  func withSync<R, E: Error>(isolation: ObjectIdentifier? = nil, _ body: (Request) throws(E) -> R) throws(E) -> R {
    var local = ResolutionSlot(session: slot.pointer.pointee.session, isolation: isolation)
    return try withUnsafePointer(to: key) { (key) throws(E) -> R in
      try withUnsafeMutablePointer(to: &local) { (local) throws(E) -> R in
        try withExtendedLifetime(self) { () throws(E) -> R in
          try body(Request(key: key, container: .passUnretained(container), parent: parentFrame, session: local))
        }
      }
    }
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
