/// Where a `singleton`, `weak` or `custom` registration keeps its instance.
///
/// The instance sits in a box (`ValueBox`, or `WeakBox` for `weak`) kept in a `ReadMostly`: a
/// cached read locks only the reading thread's stripe, so two threads reading the same
/// singleton share no lock. Creation is once-only (`CreateOnce`): one thread builds, with no lock
/// held, while the others asking wait for this slot alone; a throwing factory leaves the slot
/// empty, so the next resolve retries. `take` (reset, re-registration) hands the box back, for
/// the caller to release at once.
final class InstanceSlot: Sendable {
  private struct Contents {
    /// The published instance's box, or nil.
    var box: InstanceBox?
    /// What the last build of the registration looked up (`Reach`), nil before the first.
    var reach: Reach?
  }

  /// `weak` scope: the box holds its object weakly (`WeakBox`).
  let holdsWeakly: Bool
  private let contents = ReadMostly(Contents())

  private init(holdsWeakly: Bool) { self.holdsWeakly = holdsWeakly }

  /// A new slot for a registration in `scope`, or nil when the scope caches nothing.
  @inline(__always) static func forScope(_ scope: Scope) -> InstanceSlot? {
    scope.isCached ? InstanceSlot(holdsWeakly: scope == .weak) : nil
  }

  /// What the last build of this slot's registration looked up, in this slot or in a child
  /// container's own slot for it; nil before the first build. Outlives `reset`.
  var reach: Reach? { contents.read { $0.reach } }

  /// Records what a build looked up; set before the instance is published, so whoever sees the
  /// instance sees it.
  func setReach(_ reach: Reach) {
    let old = contents.write { contents in
      defer { contents.reach = reach }
      return contents.reach
    }
    _ = old  // released outside the locks
  }

  /// The published instance, or what `otherwise` returns (it creates one): this thread's stripe
  /// locked for a check and a copy of the value. `weak` slots always take `otherwise`.
  ///
  /// The caller's registration of `T` made the slot, so what it publishes is a `ValueBox<T>`.
  @inline(__always)
  func value<T>(otherwise: () throws(ResolutionError) -> T) throws(ResolutionError) -> T {
    if !holdsWeakly {
      // No `T?`: generic code that is not specialised would fetch `Optional<T>`'s metadata on
      // every call. A miss throws instead.
      do throws(NoInstance) {
        return try contents.read { contents throws(NoInstance) -> T in
          guard let box = contents.box else { throw NoInstance() }
          return try box.instance(as: T.self)
        }
      } catch {}
    }
    return try otherwise()
  }

  /// The cached instance, or the result of `build`, run by one thread at a time; a box of what
  /// `build` returned is published.
  ///
  /// - Parameters:
  ///   - reentered: The error when this thread is already creating it, or waiting would deadlock.
  ///   - build: Creates the instance.
  func create<T>(reentered: () -> ResolutionError, build: () throws(ResolutionError) -> T) throws(ResolutionError)
    -> T
  {
    let me = ObjectIdentifier(self)
    while true {
      do throws(NoInstance) {
        return try contents.read { contents throws(NoInstance) -> T in try Self.live(contents.box, T.self) }
      } catch {}
      switch CreateOnce.claim(me, isPublished: { isPublished(T.self) }) {
      case .published: continue
      case .reentered: throw reentered()
      case .claimed: break
      }
      let value: T
      do throws(ResolutionError) {
        value = try build()
      } catch {
        CreateOnce.end(me)
        throw error
      }
      let box = Self.box(value, weakly: holdsWeakly)
      let old = contents.write { contents in
        defer { contents.box = box }
        return contents.box
      }
      CreateOnce.end(me)
      _ = old  // a dead `weak` box, released outside the locks
      return value
    }
  }

  /// Whether an instance of `T` is published and, for `weak`, still alive.
  private func isPublished<T>(_ type: T.Type) -> Bool {
    do throws(NoInstance) {
      _ = try contents.read { contents throws(NoInstance) -> T in try Self.live(contents.box, T.self) }
      return true
    } catch {
      return false
    }
  }

  /// The instance in `box`, if it holds a live one.
  @inline(__always)
  private static func live<T>(_ box: InstanceBox?, _ type: T.Type) throws(NoInstance) -> T {
    guard let box else { throw NoInstance() }
    return try box.instance(as: T.self)
  }

  /// The box that publishes `value`: a `ValueBox`, or a `WeakBox` for `weak`, or nil for a value
  /// type in the `weak` scope (which cannot be held weakly, so it behaves as `transient`).
  private static func box<T>(_ value: T, weakly: Bool) -> InstanceBox? {
    guard weakly else { return ValueBox(value) }
    guard type(of: value as Any) is AnyObject.Type else { return nil }
    return WeakBox(value as AnyObject)
  }

  /// Unpublishes the instance and returns its box: released by the caller, outside the locks.
  func take() -> InstanceBox? {
    contents.write { contents in
      defer { contents.box = nil }
      return contents.box
    }
  }
}
