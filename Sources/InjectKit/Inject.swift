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
///
/// The container is the one given with `from:`; otherwise the one `Dependencies.withRoot`
/// binds where the owner is created (a preview or a test composing its own container), or else
/// `Dependencies.root` when the property is first read. The property holds that container until
/// its first read, then lets it go.
@propertyWrapper
public struct Inject<Value> {
  /// The storage: the declaration until the first read, then the value. Read through the
  /// handle's address, so a read costs no reference counting of the storage.
  @usableFromInline let box: OnceCellHandle<InjectDeclaration, Value>

  /// Declares an injected property.
  ///
  /// - Parameters:
  ///   - name: The registration's name, or nil for the unnamed one.
  ///   - from: The container to resolve from; `nil` means the container bound by
  ///     `Dependencies.withRoot` where the owner is created, or else `Dependencies.root` at first access.
  ///   - file: The declaration, named if resolution fails. Leave the default.
  ///   - line: The declaration's line. Leave the default.
  @inlinable
  public init(name: String? = nil, from: Dependencies? = nil, file: StaticString = #fileID, line: UInt = #line) {
    // Inlined, so the owner's code names `InjectBox<Value>` with its concrete `Value` (its
    // metadata cached at the site): made in the library, each new property would look it up in
    // the runtime's generic metadata cache.
    box = InjectBox.make(name: name, from: from, file: file, line: line).handle
  }

  /// The injected instance, resolved on first access.
  ///
  /// InjectKit's one inlinable read: a later read is a load, a compare and the value, which
  /// costs less inline than a call; the first read calls into the library.
  @inlinable public var wrappedValue: Value {
    _read {
      box.publishIfNeeded { InjectBox.resolveOnce($0) }
      yield box.published
    }
  }
}

/// An `@Inject` property may live in a `Sendable` type when its value is `Sendable`: the
/// storage behind it is thread-safe.
extension Inject: Sendable where Value: Sendable {}

/// An `@Inject` property's storage: its declaration until the first read, then its value, read
/// without a lock (`OnceCell`).
@usableFromInline typealias InjectBox<Value> = OnceCell<InjectDeclaration, Value>

/// What an `@Inject` property knows before its first read.
@usableFromInline struct InjectDeclaration: Sendable {
  let name: String?
  /// Where to resolve from; nil once resolved (the value no longer needs it) or for `root`.
  var container: Dependencies?
  /// The declaration, named if resolution fails.
  let file: StaticString
  let line: UInt
}

extension OnceCell where Context == InjectDeclaration {
  /// A new box, resolving from `from`, or else the container `Dependencies.withRoot` binds here,
  /// or else the root at the first read.
  @usableFromInline static func make(name: String?, from: Dependencies?, file: StaticString, line: UInt)
    -> OnceCell<InjectDeclaration, Value>
  {
    OnceCell(context: InjectDeclaration(name: name, container: from ?? Dependencies.boundRoot, file: file, line: line))
  }

  /// The first read: resolves once however many threads ask together (`CreateOnce`).
  @usableFromInline @inline(never) static func resolveOnce(_ box: OnceCell<InjectDeclaration, Value>) {
    let me = ObjectIdentifier(box)
    switch CreateOnce.claim(me, isPublished: { box.isPublished }) {
    case .published: return
    case .reentered:
      let declaration = box.withContext { $0 }
      Dependencies.trap(reentryError(declaration), file: declaration.file, line: declaration.line)
    case .claimed: break
    }
    let declaration = box.withContext { $0 }
    let container = declaration.container ?? Dependencies.root
    do throws(ResolutionError) {
      let value: Value = try Resolution.resolve(from: container, name: declaration.name, arguments: (), isolation: nil)
      // Lets the container go, so that an instance the container itself holds does not keep the
      // container alive through this property: taken out under the cells' lock, released after
      // it, as the reference that goes last may run the container's deinit (user code).
      var released: Dependencies?
      box.publish(value) { swap(&released, &$0.container) }
      CreateOnce.end(me)
      withExtendedLifetime(released) {}
    } catch {
      CreateOnce.end(me)
      Dependencies.trap(
        Diagnostics.injectNotRegistered(error, container: container, file: declaration.file, line: declaration.line),
        file: declaration.file, line: declaration.line)
    }
  }

  static func reentryError(_ declaration: InjectDeclaration) -> ResolutionError {
    ResolutionError(
      code: .cycle, key: Diagnostics.describe(Value.self, name: declaration.name),
      message: "@Inject property declared at \(declaration.file):\(declaration.line) was read again while its own "
        + "value was being resolved.",
      fix: "the factory for \(Diagnostics.describe(Value.self, name: declaration.name)) reads the object that "
        + "declares this property; inject one side later (`onResolved`) or pass it explicitly.")
  }
}

extension Inject: PendingContainerHolder {
  /// The container this property will resolve from at its first read, held until then.
  var pendingContainer: Dependencies? { box.cell.withContext { $0.container } }
}
