/// Where a `singleton`, `weak` or `custom` registration keeps its instance.
///
/// The instance sits in a box (`ValueBox`, or `WeakBox` for `weak`) kept in a `ReadMostly`: a
/// cached read locks only the reading thread's stripe, so two threads reading the same
/// singleton share no lock. Creation is once-only (`CreateOnce`): one thread builds, with no lock
/// held, while the others asking wait for this slot alone; a throwing factory leaves the slot
/// empty, so the next resolve retries. `take` (reset, re-registration) hands the box back, for
/// the caller to release at once.
final class InstanceSlot: Sendable {
  /// `weak` scope: the box holds its object weakly (`WeakBox`).
  let holdsWeakly: Bool
  /// The published instance's box, or nil.
  private let published = ReadMostly<UserInstance<InstanceBox>?>(nil)
  /// What the last build of the registration looked up (`Reach`), nil before the first.
  private let lastReach = ReadMostly<Reach?>(nil)

  private init(holdsWeakly: Bool) { self.holdsWeakly = holdsWeakly }

  /// A new slot for a registration in `scope`, or nil when the scope caches nothing.
  @inline(__always) static func forScope(_ scope: Scope) -> InstanceSlot? {
    scope.isCached ? InstanceSlot(holdsWeakly: scope == .weak) : nil
  }

  /// What the last build of this slot's registration looked up, in this slot or in a child
  /// container's own slot for it; nil before the first build. Outlives `reset`.
  var reach: Reach? { lastReach.read { $0 } }

  /// Records what a build looked up; set before the instance is published, so whoever sees the
  /// instance sees it.
  func setReach(_ reach: Reach) {
    let old = lastReach.write { last in
      defer { last = reach }
      return last
    }
    _ = old  // released outside the locks
  }

  /// The published instance, or what `otherwise` returns (it creates one): this thread's stripe
  /// locked for a check and a copy of the value. `weak` slots always take `otherwise`.
  ///
  /// The caller's registration of `T` made the slot, so what it publishes is a `ValueBox<T>`.
  @inline(__always)
  func value<T>(otherwise: () throws(ResolutionError) -> T) throws(ResolutionError) -> T {
    do throws(NoInstance) {
      return try cachedValue(T.self)
    } catch {
      return try otherwise()
    }
  }

  /// The published instance, read with this thread's stripe locked: the box is borrowed, only
  /// the value is copied. Throws on a miss, and always for `weak` (`create` reads those).
  ///
  /// No `T?`: generic code that is not specialised would fetch `Optional<T>`'s metadata on
  /// every call.
  @inline(__always)
  func cachedValue<T>(_ type: T.Type) throws(NoInstance) -> T {
    guard !holdsWeakly else { throw NoInstance() }
    return try published.readObject(
      { box throws(NoInstance) -> T in try box.instance(as: T.self) }, missing: { NoInstance() })
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
        return try published.readObject(
          { box throws(NoInstance) -> T in try box.instance(as: T.self) }, missing: { NoInstance() })
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
      let box = Self.box(value, weakly: holdsWeakly).map(UserInstance.init)
      let old = published.write { published in
        defer { published = box }
        return published
      }
      CreateOnce.end(me)
      _ = old  // a dead `weak` box, released outside the locks
      return value
    }
  }

  /// Whether an instance of `T` is published and, for `weak`, still alive.
  private func isPublished<T>(_ type: T.Type) -> Bool {
    do throws(NoInstance) {
      _ = try published.readObject(
        { box throws(NoInstance) -> T in try box.instance(as: T.self) }, missing: { NoInstance() })
      return true
    } catch {
      return false
    }
  }

  /// The box that publishes `value`: a `ValueBox`, or a `WeakBox` for `weak`, or nil for a value
  /// type in the `weak` scope (which cannot be held weakly, so it behaves as `transient`).
  private static func box<T>(_ value: T, weakly: Bool) -> InstanceBox? {
    guard weakly else { return ValueBox(value) }
    guard type(of: value as Any) is AnyObject.Type else { return nil }
    return WeakBox(value as AnyObject)
  }

  /// Whether an instance is published and alive.
  var holdsInstance: Bool { published.read { $0?.object.isAlive ?? false } }

  /// The published instance, if alive, untyped: for the lifetime reports (`Holders`).
  var inspectedValue: Any? { published.read { $0?.object.inspectedValue } }

  /// Unpublishes the instance and returns its box: released by the caller, outside the locks.
  func take() -> InstanceBox? {
    published.write { published in
      defer { published = nil }
      return published?.object
    }
  }
}
