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
  private let box: InjectBox<Value>

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
  public var wrappedValue: Value { box.value }
}

/// An `@Inject` property may live in a `Sendable` type when its value is `Sendable`: the
/// storage behind it is thread-safe.
extension Inject: Sendable where Value: Sendable {}

/// The shared, once-resolved storage behind an `@Inject` property.
final class InjectBox<Value>: Sendable {
  private let name: String?
  private let container: Dependencies?
  private let site: CallSite
  private let cache = InstanceCache<Value>.make(for: .singleton)!

  init(name: String?, container: Dependencies?, site: CallSite) {
    self.name = name
    self.container = container
    self.site = site
  }

  var value: Value {
    do {
      return try cache.value(deadlockError: { self.reentryError() }) { () throws(ResolutionError) -> Value in
        try (container ?? Dependencies.root).resolveTopLevel(Value.self, name: name, arguments: ())
      }
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
