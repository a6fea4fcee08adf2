import CInjectKitAtomics

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

/// An `@Inject` value once resolved: immutable, so any thread may read it without a lock.
// Safety: `value` is a `let` set in `init`; the object is published with a release store
// and read after an acquire load (see `InjectBox`).
@usableFromInline final class ResolvedValue<Value>: @unchecked Sendable {
  @usableFromInline let value: Value
  init(_ value: Value) { self.value = value }
}

/// An `@Inject` property may live in a `Sendable` type when its value is `Sendable`: the
/// storage behind it is thread-safe.
extension Inject: Sendable where Value: Sendable {}

/// The shared, once-resolved storage behind an `@Inject` property.
///
/// After the first read, the value sits in an immutable `ResolvedValue` published with a
/// release store; later reads are one acquire load and a copy, with no lock and no reference
/// counting of the box. The read path is inlinable so it is specialised in the caller's module.
// Safety: `published` is written once, by `resolveOnce` with a release store, and only read
// with acquire loads; the `ResolvedValue` it points to is immutable and retained by the box
// until `deinit`. The other stored properties are immutable.
@usableFromInline final class InjectBox<Value>: @unchecked Sendable {
  @usableFromInline let published: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  private let name: String?
  private let container: Dependencies?
  private let site: CallSite
  private let once = InstanceCache(weakly: false)

  init(name: String?, container: Dependencies?, site: CallSite) {
    self.name = name
    self.container = container
    self.site = site
    published = .allocate(capacity: 1)
    published.initialize(to: nil)
  }

  deinit {
    if let raw = published.pointee { Unmanaged<ResolvedValue<Value>>.fromOpaque(raw).release() }
    published.deallocate()
  }

  @inlinable var value: Value {
    if let raw = cinjectkit_load_acquire(published) {
      return Unmanaged<ResolvedValue<Value>>.fromOpaque(raw)._withUnsafeGuaranteedRef { $0.value }
    }
    return resolveOnce()
  }

  /// The first read: resolves exactly once however many threads ask together.
  @usableFromInline func resolveOnce() -> Value {
    do {
      let value = try once.value(
        deadlockError: { self.reentryError() },
        create: { () throws(ResolutionError) -> Any in
          let typed = try (container ?? Dependencies.root).resolveTopLevel(Value.self, name: name, arguments: ())
          cinjectkit_store_release(published, Unmanaged.passRetained(ResolvedValue(typed)).toOpaque())
          return typed
        })
      // `once` only ever holds the `Value` stored by the closure above.
      return value as! Value
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
