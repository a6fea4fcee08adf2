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
    box = InjectBox.make(name: name, container: from, site: CallSite(file: file, line: line))
  }

  /// The injected instance, resolved on first access.
  @inlinable public var wrappedValue: Value { box.value }
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
  let container: Dependencies?
  let site: CallSite
}

/// The storage behind an `@Inject` property: one allocation holding the header and, once
/// resolved, the value itself.
///
/// The first read resolves under `Creation`'s exactly-once protocol and publishes
/// `Creation.ready` with a release; later reads are an acquire load, a compare and a copy of
/// the value — no lock, no reference counting of the storage. The read is inlinable, so it is
/// specialised in the owner's module.
// Thread safety: the value is written once, by the thread that claimed the creation, before it
// publishes `ready`; it is read only after an acquire load has seen `ready`, and never written
// again. Everything else in the header is immutable after `make`.
@usableFromInline final class InjectBox<Value>: ManagedBuffer<InjectHeader, Value> {
  static func make(name: String?, container: Dependencies?, site: CallSite) -> InjectBox<Value> {
    let buffer = create(minimumCapacity: 1) { _ in InjectHeader(name: name, container: container, site: site) }
    return unsafeDowncast(buffer, to: InjectBox<Value>.self)
  }

  deinit {
    withUnsafeMutablePointers { header, value in
      if header.pointee.state.word == Creation.ready { _ = value.deinitialize(count: 1) }
    }
  }

  @inlinable var value: Value {
    withUnsafeMutablePointers { header, value in
      if cinjectkit_word_load_acquire(&header.pointee.state.word) == Creation.ready { return value.pointee }
      return resolveOnce()
    }
  }

  /// The first read: resolves exactly once however many threads ask together.
  @usableFromInline func resolveOnce() -> Value {
    withUnsafeMutablePointers { header, value in
      let state = UnsafeMutableRawPointer(header).advanced(by: MemoryLayout<InjectHeader>.offset(of: \.state)!)
        .assumingMemoryBound(to: CreationState.self)
      let me = ThreadIdentity.current
      while true {
        let word = cinjectkit_word_load_acquire(&state.pointee.word)
        if word == Creation.ready { return value.pointee }
        if Creation.isCreating(word) {
          if Creation.creator(state) == me || !CreationCoordinator.shared.wait(for: state, thread: me) {
            Dependencies.trap(reentryError(header.pointee), file: header.pointee.site.file, line: UInt(header.pointee.site.line))
          }
          continue
        }
        if Creation.claim(state, from: word, by: me) { break }
      }
      do throws(ResolutionError) {
        let resolved: Value = try Resolution.resolve(
          from: header.pointee.container ?? Dependencies.root, name: header.pointee.name, arguments: ())
        value.initialize(to: resolved)
        Creation.publish(state, Creation.ready)
        return resolved
      } catch {
        Creation.publish(state, 0)
        Dependencies.trap(error, file: header.pointee.site.file, line: UInt(header.pointee.site.line))
      }
    }
  }

  private func reentryError(_ header: InjectHeader) -> ResolutionError {
    ResolutionError(
      code: .cycle, key: Diagnostics.describe(Value.self, name: header.name),
      message: "@Inject property declared at \(header.site) was read again while its own value was being resolved.",
      fix: "the factory for \(Diagnostics.describe(Value.self, name: header.name)) reads the object that declares this "
        + "property; inject one side later (`onResolved`) or pass it explicitly.")
  }
}
