// Stand-in for Apple's Dispatch, for type-checking on Linux (.ci/apple/check): only what the code
// we check uses, with the signatures of the Swift interface Xcode shows for it (the Dispatch
// overlay's Time.swift over dispatch/time.h). Declarations that exist only to type-check; nothing
// here runs. Introduced before every deployment target InjectKit supports (macOS 10.10, iOS 8),
// so no availability is written.

/// `struct DispatchTime`: a point in time relative to the system's uptime clock.
public struct DispatchTime: Comparable {
  private let nanoseconds: UInt64

  /// `DispatchTime.now()`.
  public static func now() -> DispatchTime { DispatchTime(uptimeNanoseconds: 0) }

  /// `init(uptimeNanoseconds:)`.
  public init(uptimeNanoseconds: UInt64) { nanoseconds = uptimeNanoseconds }

  /// `var uptimeNanoseconds: UInt64 { get }`.
  public var uptimeNanoseconds: UInt64 { nanoseconds }

  public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.nanoseconds < b.nanoseconds }
}
