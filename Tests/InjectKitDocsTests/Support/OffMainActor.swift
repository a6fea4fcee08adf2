import InjectKit

/// The `ResolutionError` that `resolve` throws on a thread that is not the main actor's (in a
/// detached task), or nil if it throws none.
func resolutionErrorOffTheMainActor(_ resolve: @escaping @Sendable () throws -> Void) async -> ResolutionError? {
  await Task.detached { () -> ResolutionError? in
    do {
      try resolve()
      return nil
    } catch {
      return error as? ResolutionError
    }
  }.value
}
