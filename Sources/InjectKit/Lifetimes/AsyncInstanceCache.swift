/// The cached instance of an async `singleton` or `custom` registration.
///
/// The first caller starts the creation in an unstructured task; every caller, first included,
/// awaits that task, so cancelling one waiter cancels nobody else's creation. A failed
/// creation empties the cache so the next caller retries.
final class AsyncInstanceCache<T: Sendable>: Sendable {
  private enum State {
    case empty
    case creating(Task<T, any Error>)
    case ready(T)
  }
  private let state = Protected(State.empty)
  /// What the last build looked up, whichever container built it (`Reach`).
  private let lastReach = Protected<Reach?>(nil)

  /// What the last build of the registration looked up; nil before the first.
  var reach: Reach? { lastReach.withLock { $0 } }

  /// Whether the instance is built: a trace records the next read as cached.
  var isReady: Bool {
    state.withLock { state in
      if case .ready = state { return true }
      return false
    }
  }

  /// Records what a build looked up, before its value is handed out.
  func setReach(_ reach: Reach) { lastReach.withLock { $0 = reach } }

  func value(create: @escaping @Sendable () async throws(ResolutionError) -> T) async throws(ResolutionError) -> T {
    let task: Task<T, any Error> = state.withLock { state in
      switch state {
      case .ready(let value): return Task { value }
      case .creating(let task): return task
      case .empty:
        let task = Task<T, any Error> { try await create() }
        state = .creating(task)
        return task
      }
    }
    do {
      let value = try await task.value
      state.withLock { if case .creating(let current) = $0, current == task { $0 = .ready(value) } }
      return value
    } catch {
      state.withLock { if case .creating(let current) = $0, current == task { $0 = .empty } }
      // `create` only throws ResolutionError; the task type erases it.
      throw error as? ResolutionError
        ?? ResolutionError(code: .factoryFailed, key: "", message: "\(error)", fix: "see the underlying error.")
    }
  }

  /// The instance, once created, untyped: for the lifetime reports (`Holders`).
  var inspectedValue: Any? {
    state.withLock { state in
      if case .ready(let value) = state { return value }
      return nil
    }
  }

  /// Empties the cache, returning the instance it held.
  func removeAll() -> T? {
    state.withLock { state in
      defer { state = .empty }
      if case .ready(let value) = state { return value }
      return nil
    }
  }
}
