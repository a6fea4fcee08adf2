// Stand-in for Apple's ObjectiveC module, for type-checking on Linux (.ci/apple/check): only what
// the code we check uses, with the signatures Swift gives it on Apple platforms. Declarations
// that exist only to type-check; nothing here runs.
//
// Sources: <objc/NSObject.h> (`@protocol NSObject`, `@interface NSObject`), as Swift imports them
// (NSObjectProtocol; NSObject is neither Sendable nor isolated), and the ObjectiveC Swift overlay
// (`ObjCBool`, `Selector`). NSObject and NSObjectProtocol exist since the first SDKs: no
// availability attributes.

/// `@protocol NSObject`, imported as `NSObjectProtocol`.
public protocol NSObjectProtocol: AnyObject {
  func isEqual(_ object: Any?) -> Bool
  var hash: Int { get }
  var description: String { get }
}

/// `@interface NSObject <NSObject>`.
open class NSObject: NSObjectProtocol {
  public init() {}
  open func isEqual(_ object: Any?) -> Bool { self === object as AnyObject? }
  open var hash: Int { ObjectIdentifier(self).hashValue }
  open var description: String { "" }
}

/// The ObjectiveC overlay's `ObjCBool` (Objective-C's `BOOL`).
@frozen public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
  private var value: Bool
  public init(_ value: Bool) { self.value = value }
  public init(booleanLiteral value: Bool) { self.value = value }
  public var boolValue: Bool { value }
}

/// The ObjectiveC overlay's `Selector` (`SEL`); `#selector` makes one where Objective-C interop is on.
@frozen public struct Selector: Hashable, Sendable {
  private var name: String
  public init(_ name: String) { self.name = name }
}
