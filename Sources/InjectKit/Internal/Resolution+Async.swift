extension Resolution {
  /// Like `resolve`, but runs async factories too; synchronous entries resolve as usual
  /// inside the async session, on the caller's actor (`isolation`), so a main-actor caller can
  /// build main-actor registrations.
  static func resolveAsync(
    _ entry: Entry, owner: Dependencies, start: Dependencies, parent: ResolutionContext?, session: Session,
    arguments: Any, isolation: isolated (any Actor)?
  ) async throws(ResolutionError) -> Any {
    switch entry.producer {
    case .factory:
      return try resolve(entry, owner: owner, start: start, parent: parent, session: session, arguments: arguments)
    case .forward(let target, let targetService, let cast):
      guard let (targetEntry, targetOwner) = owner.lookup(target) else {
        throw Diagnostics.notRegistered(
          targetService, arguments: entry.arguments, name: target.name,
          container: start, parent: parent)
      }
      let value = try await resolveAsync(
        targetEntry, owner: targetOwner, start: start, parent: parent,
        session: session, arguments: arguments, isolation: isolation)
      guard let forwarded = cast(value) else {
        throw Diagnostics.typeMismatch(entry, instance: type(of: value), container: start, parent: parent)
      }
      return forwarded
    case .asyncFactory(let make):
      if let parent { try checkPath(entry, parent: parent, start: start) }
      if let asyncCache = entry.asyncCache, !session.dryRun {
        // The creation runs in a session of its own, so one waiter's cancellation or hooks
        // never leak into the shared instance; the first waiter's path is kept for errors.
        return try await asyncCache.value { () async throws(ResolutionError) -> SendableValue in
          let creation = Session.async(recorder: session.recorder)
          let value = try await build(entry, make, container: owner, parent: parent, session: creation)
          try creation.finish()
          return SendableValue(value: value)
        }
      }
      if entry.isGraphScoped || (session.dryRun && entry.isCacheScoped), let shared = session.instance(for: entry.key) {
        return shared
      }
      return try await build(
        entry, make, container: entry.isCacheScoped ? owner : start, parent: parent,
        session: session)
    }
  }

  private static func build(
    _ entry: Entry, _ make: @Sendable (ResolutionContext) async throws -> Any, container: Dependencies,
    parent: ResolutionContext?, session: Session
  ) async throws(ResolutionError) -> Any {
    let context = ResolutionContext(container: container, entry: entry, parent: parent, session: session)
    let value: Any
    do {
      value = try await make(context)
    } catch let error as ResolutionError {
      throw error
    } catch {
      throw Diagnostics.factoryFailed(entry, error: error, container: container, parent: parent)
    }
    try finishBuilding(value, entry: entry, container: container, session: session)
    return value
  }
}
