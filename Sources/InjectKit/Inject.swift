/// A property resolved from a container on first access, then kept for the owner's lifetime.
///
/// ```swift
/// final class HomeViewController: UIViewController, HomeViewDelegate {
///   @Inject var presenter: HomePresenterDelegate
/// }
/// ```
///
/// The owner may be created before registration: nothing is resolved until the property is
/// first read. Concurrent first reads from several threads resolve exactly once. If resolution
/// fails, the process stops with the full explanation, naming the declaring line.
@propertyWrapper
public struct Inject<Value> {
  @usableFromInline let box: InjectBox<Value>

  /// Declares an injected property.
  ///
  /// - Parameters:
  ///   - name: The registration's name, or nil for the unnamed one.
  ///   - from: The container to resolve from; `nil` means `Dependencies.root` at first access.
  ///   - file: The declaration, named if resolution fails. Leave the default.
  ///   - line: The declaration's line. Leave the default.
  public init(name: String? = nil, from: Dependencies? = nil, file: StaticString = #fileID, line: UInt = #line) {
    box = InjectBox(name: name, container: from, site: CallSite(file: file, line: line))
  }

  /// The injected instance, resolved on first access.
  @inlinable public var wrappedValue: Value { box.value }
}

/// An `@Inject` property may live in a `Sendable` type when its value is `Sendable`: the
/// storage behind it is thread-safe.
extension Inject: Sendable where Value: Sendable {}

/// The shared, once-resolved storage behind an `@Inject` property.
///
/// Its read path is inlinable so that, specialised in the caller's module, a second read is a
/// lock and a load rather than generic code looking up type metadata at run time.
@usableFromInline
final class InjectBox<Value>: @unchecked Sendable {
  // Safety: `resolved` is only read or written with `lock` held; the other stored properties
  // are immutable.
  @usableFromInline let lock = Lock()
  @usableFromInline var resolved: Value?
  private let name: String?
  private let container: Dependencies?
  private let site: CallSite
  private let once = InstanceCache(weakly: false)

  init(name: String?, container: Dependencies?, site: CallSite) {
    self.name = name
    self.container = container
    self.site = site
  }

  @inlinable var value: Value {
    lock.lock()
    if let resolved {
      lock.unlock()
      return resolved
    }
    lock.unlock()
    return resolveOnce()
  }

  /// The first read: resolves exactly once however many threads ask together.
  @usableFromInline func resolveOnce() -> Value {
    do {
      let value = try once.value(deadlockError: { self.reentryError() }) { () throws(ResolutionError) -> Any in
        try (container ?? Dependencies.root).resolveTopLevel(Value.self, name: name, arguments: ())
      }
      // `once` only ever holds the `Value` stored by the closure above.
      let typed = value as! Value
      lock.withLock { resolved = typed }
      return typed
    } catch {
      Dependencies.trap(error, file: site.file, line: site.line)
    }
  }

  private func reentryError() -> ResolutionError {
    ResolutionError(
      code: .cycle, key: Diagnostics.describe(Value.self, name: name),
      message: "@Inject property declared at \(site) was read again while its own value was being resolved.",
      fix: "the factory for \(Diagnostics.describe(Value.self, name: name)) reads the object that declares this "
        + "property; inject one side later (`onResolved`) or pass it explicitly.")
  }
}
