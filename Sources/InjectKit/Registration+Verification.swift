extension Registration {
  /// Leaves this registration out of `verify()`, for the reason given, which the report lists
  /// in ``VerificationReport/skipped``.
  ///
  /// ```swift
  /// deps.add(PaymentTerminal.self, scope: .singleton) { _ in PaymentTerminal.connect() }
  ///   .skipVerification(because: "connects to the card reader; covered by the device tests")
  /// ```
  ///
  /// For what a test cannot build: hardware, a live account. The registration is not dry-run on
  /// its own (it still runs when a checked registration resolves it). Prefer sample arguments,
  /// ``ArgumentRegistration/verifying(with:file:line:)``, wherever they can be made.
  ///
  /// - Parameters:
  ///   - reason: Why it is not checked; shown in the report.
  ///   - file: Where the opt-out is written, shown in the report. Leave the default.
  ///   - line: Where the opt-out is written. Leave the default.
  /// - Returns: This handle, for chaining.
  @discardableResult
  public func skipVerification(because reason: String, file: StaticString = #fileID, line: UInt = #line)
    -> Registration<T>
  {
    plan(.skipped(reason: reason, site: CallSite(file: file, line: line)))
  }

  /// Records how `verify()` treats this registration (the last plan wins).
  func plan(_ plan: VerificationPlan) -> Registration<T> {
    guard !wasRefused, let entry = container.registry.entry(for: key),
      container.admitsChange(to: entry.displayName, at: entry.site)
    else { return self }
    container.registry.update(key) { entry in entry.copy(extras: entry.extras.with(verification: plan)) }
    return self
  }
}
