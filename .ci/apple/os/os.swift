// Stand-in for Apple's os module, for type-checking on Linux (.ci/apple/check): only what the code
// we check uses, with the signatures of the Swift interface Xcode shows for it (the os overlay's
// OSLog over os/log.h, and its signpost API over os/signpost.h). Declarations that exist only to
// type-check; nothing here runs. `OSLog` (macOS 10.12, iOS 10) and the signpost API (macOS 10.14,
// iOS 12, tvOS 12, watchOS 5) are older than every deployment target InjectKit supports, so no
// availability is written. Neither `OSLog` nor `OSSignpostID` is `Sendable` here: stricter than the
// newest SDKs, so code that keeps one in a global fails here rather than in an older Xcode.

/// `class OSLog` (an `NSObject` in the SDK): a log handle.
public class OSLog {
  /// `convenience init(subsystem: String, category: String)` (os_log_create).
  public init(subsystem: String, category: String) {}
}

/// `enum OSSignpostType` (os_signpost_type_t): what an `os_signpost` call marks.
public enum OSSignpostType {
  case event
  case begin
  case end
}

/// `struct OSSignpostID` (os_signpost_id_t): matches an interval's begin with its end.
public struct OSSignpostID {
  /// `let rawValue: os_signpost_id_t`.
  public let rawValue: UInt64
  /// `static let exclusive`: for intervals that never overlap on one log.
  public static var exclusive: OSSignpostID { OSSignpostID(0xEEEE_B0B5_B2B2_EEEE) }
  /// `init(_ value: os_signpost_id_t)`.
  public init(_ value: UInt64) { rawValue = value }
  /// `init(log: OSLog)` (os_signpost_id_generate): a new id, unique for `log`.
  public init(log: OSLog) { rawValue = 1 }
  /// `init(log: OSLog, object: AnyObject)` (os_signpost_id_make_with_pointer).
  public init(log: OSLog, object: AnyObject) { rawValue = 1 }
}

/// `func os_signpost(_:dso:log:name:signpostID:)`: marks a point or an interval's begin or end.
public func os_signpost(
  _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
  signpostID: OSSignpostID = .exclusive
) {}
