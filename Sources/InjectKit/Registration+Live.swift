extension Registration {
  /// Marks this registration live: what it builds reaches outside the process (the network, the
  /// disk, the clock), so tests must replace it.
  ///
  /// ```swift
  /// deps.add(Network.self, scope: .singleton) { URLSessionNetwork() }
  ///   .live(reaching: "the network")
  /// ```
  ///
  /// Building it inside a per-test container (InjectKitTesting's `.dependencies` trait,
  /// `withTestDependencies`) that did not override it records a test failure naming the key,
  /// where it was registered, and the override to write; `verify()` run there lists it as a
  /// ``VerificationProblem/Kind/liveService`` problem. In an app, and in tests without a
  /// per-test container, nothing changes. Resolving an unmarked registration costs nothing more.
  ///
  /// - Parameters:
  ///   - reaches: What it reaches, for the messages: "the network", "the disk", "the clock".
  ///   - file: Where it is marked, for the messages. Leave the default.
  ///   - line: Where it is marked. Leave the default.
  /// - Returns: This handle, for chaining.
  @discardableResult
  public func live(reaching reaches: String, file: StaticString = #fileID, line: UInt = #line) -> Registration<T> {
    let mark = LiveMark(reaches: reaches, site: CallSite(file: file, line: line))
    return modifyExtras { $0.with(live: mark) }
  }
}
