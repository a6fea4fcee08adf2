#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension Dependencies {
  /// Closes this container to registrations once composition is done, so nothing added later
  /// (a test helper, a plugin, a stray composer) silently replaces a production registration.
  ///
  /// ```swift
  /// func application(_ app: UIApplication, didFinishLaunchingWithOptions …) -> Bool {
  ///   RootComposer().register()
  ///   Dependencies.root.seal()
  ///   return true
  /// }
  /// ```
  ///
  /// After sealing, `add`, `autowire`, `addAsync`, `implements`, `onResolved`, `onReset` and
  /// `asOverride` on this container are refused: in a debug build the process stops with a
  /// message naming the key, where it was added and where the container was sealed; in a
  /// release build the change is ignored and the same message is written to standard error.
  /// Inside a per-test container (InjectKitTesting), the test gets an issue with that message
  /// instead and goes on: an override is refused there too, since tests override in a child
  /// container (`withOverrides`). Resolving, `reset(_:)` and child containers
  /// (`Dependencies(parent:)`, which is how tests override) keep working. Containers start
  /// unsealed, including those `withRoot` binds.
  ///
  /// - Parameters:
  ///   - file: Where the container is sealed, for the message. Leave the default.
  ///   - line: Where the container is sealed. Leave the default.
  public func seal(file: StaticString = #fileID, line: UInt = #line) {
    // Registrations made before sealing, deferred (`deferRegistration`), are stored first.
    registry.storeDeferred()
    registry.markSealed(at: CallSite(file: file, line: line))
  }

  /// Whether `seal()` has been called on this container.
  public var isSealed: Bool { registry.isSealed }

  /// True when the container is open; otherwise reports the refused change and returns false.
  func admitsChange(to key: @autoclosure () -> String, at site: CallSite) -> Bool {
    guard let sealed = registry.sealedAt else { return true }
    reportRefusedChange(to: key(), at: site, sealedAt: sealed)
    return false
  }

  /// Reports a change refused because the container was sealed at `sealed`.
  func reportRefusedChange(to key: @autoclosure () -> String, at site: CallSite, sealedAt sealed: CallSite) {
    // In a per-test container the test is told, and the run goes on.
    if let observer = Dependencies.testObserver, observer.isInPerTestContainer() {
      observer.recordFailure(Diagnostics.refusedInTest(key(), at: site, container: self, sealedAt: sealed))
      return
    }
    let message =
      "InjectKit: \(key()), added at \(site), was refused: container \(label) was sealed at \(sealed). "
      + "To fix: register it before `seal()` (in a composer), or in a child container, "
      + "`Dependencies(parent: …)`, which is how tests and previews override."
    assertionFailure(message)
    var line = message + "\n"
    line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
  }
}
