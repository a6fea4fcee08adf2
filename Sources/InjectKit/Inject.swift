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
///
/// The container is the one given with `from:`; otherwise the one `Dependencies.withRoot`
/// binds where the owner is created (a preview or a test composing its own container), or else
/// `Dependencies.root` when the property is first read. The property holds that container until
/// its first read, then lets it go.
@propertyWrapper
public struct Inject<Value> {
  /// Owns the storage.
  @usableFromInline let box: InjectBox<Value>
  /// The same storage, unretained: reads go through it, so a read costs no reference counting
  /// of the storage (the owner holds `box` for as long as a read takes).
  @usableFromInline let storage: Unmanaged<InjectBox<Value>>

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
    // metadata cached at the site): made in the library, each new property looked it up in the
    // runtime's generic metadata cache (~280 instructions).
    box = InjectBox.make(name: name, from: from, file: file, line: line)
    storage = Unmanaged.passUnretained(box)
  }

  /// The injected instance, resolved on first access.
  ///
  /// InjectKit's one inlinable read: a later read is a load, a compare and a pointer, which
  /// costs less inline than a call; the first read calls into the library.
  @inlinable public var wrappedValue: Value {
    // Lent in place from the storage, which the owner holds for as long as the read takes.
    _read { yield storage._withUnsafeGuaranteedRef { $0.resolved }.pointee }
  }
}

/// An `@Inject` property may live in a `Sendable` type when its value is `Sendable`: the
/// storage behind it is thread-safe.
// Safety: `box` is immutable, and `InjectBox` is read and written only through the
// exactly-once protocol described there (`ManagedBuffer` subclasses cannot state `Sendable`).
extension Inject: @unchecked Sendable where Value: Sendable {}

/// What an `@Inject` property knows before its first read.
@usableFromInline struct InjectHeader {
  @usableFromInline var state = CreationState()
  let name: String?
  /// Where to resolve from; nil once resolved (the value no longer needs it) or for `root`.
  var container: Dependencies?
  /// The declaration, named if resolution fails.
  let file: StaticString
  let line: UInt

  init(name: String?, container: Dependencies?, file: StaticString, line: UInt) {
    self.name = name
    self.container = container
    self.file = file
    self.line = line
  }
}

/// The storage behind an `@Inject` property: one allocation holding the header and, once
/// resolved, the value itself.
///
/// The first read resolves under `CreateOnce`'s exactly-once protocol and publishes
/// `CreateOnce.ready` with a release; later reads are an acquire load, a compare and a pointer
/// to the value — no lock, no copy. That read is inlined into the owner; the first read is not.
// Thread safety: the value is written once, by the thread that claimed the creation, before it
// publishes `ready`; it is read only after an acquire load has seen `ready`, and never written
// again. Everything else in the header is immutable after `make`.
@usableFromInline final class InjectBox<Value>: ManagedBuffer<InjectHeader, Value> {
  /// A new box, resolving from `from`, or else the container `Dependencies.withRoot` binds here,
  /// or else the root at the first read.
  @usableFromInline static func make(name: String?, from: Dependencies?, file: StaticString, line: UInt)
    -> InjectBox<Value>
  {
    let container = from ?? Dependencies.boundRoot
    let buffer = create(minimumCapacity: 1) { _ in
      InjectHeader(name: name, container: container, file: file, line: line)
    }
    return unsafeDowncast(buffer, to: InjectBox<Value>.self)
  }

  deinit {
    withUnsafeMutablePointers { header, value in
      // `move` destroys one value; `deinitialize(count:)` would go through the array path.
      if header.pointee.state.word == CreateOnce.ready { _ = value.move() }
    }
  }

  /// The resolved value, in place; resolved first if needed.
  @inlinable var resolved: UnsafeMutablePointer<Value> {
    withUnsafeMutablePointers { header, value in
      if cinjectkit_word_load_acquire(&header.pointee.state.word) != CreateOnce.ready { resolveOnce(header, value) }
      return value
    }
  }

  /// The first read: resolves exactly once however many threads ask together.
  @usableFromInline @inline(never) func resolveOnce(
    _ header: UnsafeMutablePointer<InjectHeader>, _ value: UnsafeMutablePointer<Value>
  ) {
    let state = CreateOnce.state(in: header)
    let me = ThreadIdentity.current
    while true {
      let word = AtomicWord.loadAcquire(&state.pointee.word)
      if word == CreateOnce.ready { return }
      if CreateOnce.isCreating(word) {
        if CreateOnce.creator(state) == me || !CreationCoordinator.shared.wait(for: state, thread: me) {
          Dependencies.trap(Self.reentryError(header.pointee), file: header.pointee.file, line: header.pointee.line)
        }
        continue
      }
      if CreateOnce.claim(state, from: word, by: me) { break }
    }
    let container = header.pointee.container ?? Dependencies.root
    do throws(ResolutionError) {
      // Resolved into the storage itself: through a local, the value was copied in and the
      // local destroyed (a retain, a release and three value-witness calls).
      value.initialize(
        to: try Resolution.resolve(from: container, name: header.pointee.name, arguments: (), isolation: nil))
      // Only this thread reads `container`, and only until `ready`: let it go, so that an
      // instance the container itself holds does not keep the container alive through it.
      header.pointee.container = nil
      CreateOnce.publish(state, CreateOnce.ready)
    } catch {
      CreateOnce.publish(state, 0)
      let file = header.pointee.file
      let line = header.pointee.line
      Dependencies.trap(
        Diagnostics.injectNotRegistered(error, container: container, file: file, line: line), file: file, line: line)
    }
  }

  static func reentryError(_ header: InjectHeader) -> ResolutionError {
    ResolutionError(
      code: .cycle, key: Diagnostics.describe(Value.self, name: header.name),
      message: "@Inject property declared at \(header.file):\(header.line) was read again while its own value was "
        + "being resolved.",
      fix: "the factory for \(Diagnostics.describe(Value.self, name: header.name)) reads the object that declares this "
        + "property; inject one side later (`onResolved`) or pass it explicitly.")
  }
}
