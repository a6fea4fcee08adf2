// Stand-in for Apple's Foundation, for type-checking on Linux (.ci/apple/check): only what the
// code we check uses, with the signatures and availability of the Swift interface Xcode shows
// for it (the Foundation overlay over NSURL.h, NSFileManager.h, NSBundle.h, NSProcessInfo.h,
// NSThread.h, NSError.h, NSCoder.h). Declarations that exist only to type-check; nothing here runs.
// An introduction older than every deployment target InjectKit supports (macOS 10.15, iOS 13,
// tvOS 13, watchOS 6) is left out; newer ones are written as in the SDK. Where the SDKs differ on
// `Sendable` (some classes became Sendable in later SDKs), the stand-in is not: stricter, so a
// missing conformance fails here rather than passing here and failing in an older Xcode.
@_exported import Darwin  // Foundation re-exports it (through CoreFoundation)
@_exported import ObjectiveC

// MARK: Value types (the Swift overlay's)

/// `struct UUID` (macOS 10.8, iOS 6).
public struct UUID: Hashable, Sendable, CustomStringConvertible {
  private var bytes: (UInt64, UInt64) = (0, 0)
  public init() {}
  public var description: String { "" }
  public static func == (lhs: UUID, rhs: UUID) -> Bool { lhs.bytes == rhs.bytes }
  public func hash(into hasher: inout Hasher) { hasher.combine(bytes.0) }
}

/// `struct URL`: the members of NSURL (macOS 10.6, iOS 4) that we use.
public struct URL: Hashable, Sendable, CustomStringConvertible {
  private var string: String
  public init(fileURLWithPath path: String) { string = path }
  public init(fileURLWithPath path: String, isDirectory: Bool) { string = path }
  public var path: String { string }
  public var description: String { string }
  public func appendingPathComponent(_ pathComponent: String) -> URL { self }
  public func appendingPathComponent(_ pathComponent: String, isDirectory: Bool) -> URL { self }
  public var lastPathComponent: String { string }
  public func deletingLastPathComponent() -> URL { self }
  public func deletingPathExtension() -> URL { self }
}

/// The Foundation overlay's `String` file I/O (NSString.h: `initWithContentsOfURL:encoding:error:`,
/// `writeToURL:atomically:encoding:error:`, macOS 10.4, iOS 2) and `String.Encoding`.
extension String {
  /// `NSStringEncoding`.
  public struct Encoding: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let utf8 = Encoding(rawValue: 4)
  }
  public init(contentsOf url: URL, encoding enc: String.Encoding) throws { self = "" }
}

extension StringProtocol {
  public func write(to url: URL, atomically useAuxiliaryFile: Bool, encoding enc: String.Encoding) throws {}
}

/// `struct Data`.
public struct Data: Hashable, Sendable {
  private var bytes: [UInt8] = []
  public init() {}
  public init(contentsOf url: URL, options: Data.ReadingOptions = []) throws {}
  public func write(to url: URL, options: Data.WritingOptions = []) throws {}

  /// `NSDataReadingOptions`.
  public struct ReadingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }

  /// `NSDataWritingOptions`.
  public struct WritingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let atomic = WritingOptions(rawValue: 1)
  }
}

/// `struct IndexPath` (UIKit adds `row` and `section`).
public struct IndexPath: Hashable, Sendable {
  private var indexes: [Int] = []
}

// MARK: Coding (the Swift overlay's JSONEncoder.swift and JSONDecoder.swift)

/// `open class JSONDecoder` (the overlay's JSONDecoder.swift).
open class JSONDecoder {
  public init() {}
  open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { fatalError() }
}

/// `open class JSONEncoder` (the overlay's JSONEncoder.swift).
open class JSONEncoder {
  public init() {}
  open var outputFormatting: JSONEncoder.OutputFormatting = []
  open func encode<T: Encodable>(_ value: T) throws -> Data { Data() }

  /// `JSONEncoder.OutputFormatting`.
  public struct OutputFormatting: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let prettyPrinted = OutputFormatting(rawValue: 1)
    @available(macOS 10.13, iOS 11.0, watchOS 4.0, tvOS 11.0, *)
    public static let sortedKeys = OutputFormatting(rawValue: 2)
  }
}

// MARK: Classes (NS… headers, as Swift imports them)

/// `@interface NSCoder : NSObject`.
open class NSCoder: NSObject {}

/// `@interface NSError : NSObject <NSCopying, NSSecureCoding>`, `@unchecked Sendable` in the
/// overlay; every Swift `Error` bridges to it (`error as NSError`) where Objective-C interop is on.
open class NSError: NSObject, Error, @unchecked Sendable {
  open var localizedDescription: String { "" }
}

/// The overlay's (NSError.swift) function the compiler calls for `error as NSError`.
public func _convertErrorToNSError(_ error: any Error) -> NSError { NSError() }

/// `struct CocoaError` (the Swift overlay's, for NSCocoaErrorDomain).
public struct CocoaError: Error, Sendable {
  public let code: Code
  public init(_ code: Code, userInfo: [String: any Sendable] = [:]) { self.code = code }

  /// `CocoaError.Code`.
  public struct Code: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let fileNoSuchFile = Code(rawValue: 4)
  }
}

/// `@interface NSBundle : NSObject`.
open class Bundle: NSObject {
  open class var main: Bundle { Bundle() }
  open func url(forResource name: String?, withExtension ext: String?) -> URL? { nil }
}

/// `@interface NSProcessInfo : NSObject`.
open class ProcessInfo: NSObject {
  open class var processInfo: ProcessInfo { ProcessInfo() }
  open var environment: [String: String] { [:] }
}

/// `@interface NSThread : NSObject`.
open class Thread: NSObject {
  open class var isMainThread: Bool { true }
}

/// `@interface NSFileManager : NSObject`.
open class FileManager: NSObject {
  open class var `default`: FileManager { FileManager() }

  open func urls(for directory: FileManager.SearchPathDirectory, in domainMask: FileManager.SearchPathDomainMask)
    -> [URL]
  { [] }
  @available(macOS 10.12, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
  open var temporaryDirectory: URL { URL(fileURLWithPath: "") }
  open func fileExists(atPath path: String) -> Bool { false }
  open func fileExists(atPath path: String, isDirectory: UnsafeMutablePointer<ObjCBool>?) -> Bool { false }
  open func createDirectory(
    at url: URL, withIntermediateDirectories createIntermediates: Bool, attributes: [FileAttributeKey: Any]? = nil
  ) throws {}
  open func moveItem(at srcURL: URL, to dstURL: URL) throws {}

  /// `NSSearchPathDirectory`.
  public enum SearchPathDirectory: UInt, Sendable {
    case applicationSupportDirectory = 14
  }

  /// `NSSearchPathDomainMask`.
  public struct SearchPathDomainMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let userDomainMask = SearchPathDomainMask(rawValue: 1)
  }
}

/// `NSFileAttributeKey`.
public struct FileAttributeKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
}
