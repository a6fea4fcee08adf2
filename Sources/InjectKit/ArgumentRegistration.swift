/// A handle to a registration that takes runtime arguments: what ``Registration`` offers, plus
/// sample arguments, so `verify()` can dry-run it.
///
/// ```swift
/// deps.add(DetailPresenter.self) { (r, item: Item) in
///   DetailPresenter(item: item, store: try r.resolve())
/// }
/// .verifying(with: Item(id: 1, title: "Sample"))
/// ```
///
/// `Arguments` is the factory's argument list: `Item` for one argument, `(URL, Int)` for two.
/// It types the samples, so samples of other types do not compile.
public struct ArgumentRegistration<T, Arguments>: Sendable {
  /// The registration's ordinary handle.
  public let registration: Registration<T>

  init(_ registration: Registration<T>) { self.registration = registration }

  /// The container holding the registration.
  public var container: Dependencies { registration.container }

  /// Gives `verify()` arguments to dry-run this registration with, so it checks the factory and
  /// the dependencies it resolves (and `graph()` draws them).
  ///
  /// ```swift
  /// deps.add(ImageLoader.self) { (r, url: URL, size: Int) in
  ///   ImageLoader(url: url, size: size, cache: try r.resolve())
  /// }
  /// .verifying(with: (URL(fileURLWithPath: "/tmp/sample.png"), 64))
  /// ```
  ///
  /// The samples are made each time verification runs, never when the app resolves. Without
  /// samples, `verify()` reports the registration as ``VerificationProblem/Kind/unverified``;
  /// when no sample can be made in a test, state why with
  /// ``skipVerification(because:file:line:)``.
  ///
  /// - Parameters:
  ///   - samples: Arguments of the factory's types, in order: a value for one argument, a tuple
  ///     for several.
  ///   - file: Where the samples are given. Leave the default.
  ///   - line: Where the samples are given. Leave the default.
  /// - Returns: This handle, for chaining.
  @discardableResult
  public func verifying(
    with samples: @autoclosure @escaping @Sendable () -> Arguments, file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    _ = registration.plan(.samples(SampleArguments(samples), site: CallSite(file: file, line: line)))
    return self
  }

  /// Leaves this registration out of `verify()`, for the reason given, which the report lists
  /// in ``VerificationReport/skipped``.
  ///
  /// ```swift
  /// deps.add(Camera.self) { (_, device: CaptureDevice) in Camera(device: device) }
  ///   .skipVerification(because: "needs a real capture device; covered by the UI tests")
  /// ```
  ///
  /// - Parameters:
  ///   - reason: Why it is not checked; shown in the report.
  ///   - file: Where the opt-out is written, shown in the report. Leave the default.
  ///   - line: Where the opt-out is written. Leave the default.
  /// - Returns: This handle, for chaining.
  @discardableResult
  public func skipVerification(because reason: String, file: StaticString = #fileID, line: UInt = #line) -> Self {
    registration.skipVerification(because: reason, file: file, line: line)
    return self
  }

  // MARK: What `Registration` offers

  /// Makes the registration resolvable as each of `types` too; see
  /// ``Registration/implements(_:file:line:)``.
  ///
  /// ```swift
  /// deps.add(DetailPresenter.self) { (r, item: Item) in DetailPresenter(item: item) }
  ///   .implements(DetailPresenterDelegate.self)
  /// ```
  ///
  /// - Parameters:
  ///   - types: Protocols (or superclasses) the instance conforms to.
  ///   - file: Where the forwarding is declared, for diagnostics. Leave the default.
  ///   - line: Where the forwarding is declared. Leave the default.
  /// - Returns: This handle, for chaining.
  @discardableResult
  public func implements<each P>(_ types: repeat (each P).Type, file: StaticString = #fileID, line: UInt = #line)
    -> Self
  {
    registration.implements(repeat each types, file: file, line: line)
    return self
  }

  /// Runs `body` on each newly built instance once its graph is built; see
  /// ``Registration/onResolved(file:line:_:)``.
  ///
  /// ```swift
  /// deps.add(DetailPresenter.self) { (_, item: Item) in DetailPresenter(item: item) }
  ///   .onResolved { r, presenter in presenter.analytics = try r.resolve() }
  /// ```
  ///
  /// - Parameters:
  ///   - file: Where the hook is attached, named if it throws. Leave the default.
  ///   - line: Where the hook is attached. Leave the default.
  ///   - body: Receives a resolver and the instance.
  /// - Returns: This handle, for chaining.
  @discardableResult
  public func onResolved(
    file: StaticString = #fileID, line: UInt = #line, _ body: @escaping @Sendable (any Resolver, T) throws -> Void
  ) -> Self {
    registration.onResolved(file: file, line: line, body)
    return self
  }

  /// Like ``onResolved(file:line:_:)``, for main-actor instances; see
  /// ``Registration/onResolved(isolation:file:line:_:)``.
  ///
  /// ```swift
  /// deps.add(DetailViewController.self, isolation: MainActor.shared) { (_, item: Item) in DetailViewController(item: item) }
  ///   .onResolved(isolation: MainActor.shared) { r, view in view.presenter = try r.resolve() }
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: `MainActor.shared`; states where the hook runs.
  ///   - file: Where the hook is attached, named if it throws. Leave the default.
  ///   - line: Where the hook is attached. Leave the default.
  ///   - body: Receives a resolver and the instance, on the main actor.
  /// - Returns: This handle, for chaining.
  @discardableResult
  public func onResolved(
    isolation: MainActor, file: StaticString = #fileID, line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (any Resolver, T) throws -> Void
  ) -> Self {
    registration.onResolved(isolation: isolation, file: file, line: line, body)
    return self
  }

  /// Runs `body` when a cached instance is dropped; see ``Registration/onReset(_:)``.
  ///
  /// ```swift
  /// deps.add(Session.self, scope: .custom("user")) { (_, token: String) in Session(token: token) }
  ///   .onReset { $0.close() }
  /// ```
  ///
  /// - Parameter body: Receives the instance being dropped.
  /// - Returns: This handle, for chaining.
  @discardableResult
  public func onReset(_ body: @escaping @Sendable (T) -> Void) -> Self {
    registration.onReset(body)
    return self
  }

  /// Declares that this registration replaces an earlier one on purpose; see
  /// ``Registration/asOverride()``.
  ///
  /// ```swift
  /// preview.add(DetailPresenter.self) { (_, item: Item) in StubDetailPresenter(item: item) }.asOverride()
  /// ```
  ///
  /// - Returns: This handle, for chaining.
  @discardableResult
  public func asOverride() -> Self {
    registration.asOverride()
    return self
  }
}
