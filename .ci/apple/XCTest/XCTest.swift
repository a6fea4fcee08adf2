// Stand-in for Apple's XCTest, for type-checking on Linux (.ci/apple/check): only what
// InjectKitTesting uses, in the shape Apple's XCTest.framework gives it to Swift, which differs
// from swift-corelibs-xctest (Linux): its classes are NSObjects, XCTestObservation is an
// Objective-C protocol refining NSObject whose methods are optional, and (Xcode 16 and later)
// XCTestObservationCenter is main-actor isolated. Declarations that exist only to type-check.
//
// Sources: XCTestCase.h / XCTest.h (`@interface XCTestCase : XCTest`, `-invokeTest`, `name`),
// XCTestObservation.h, XCTestObservationCenter.h, XCTestAssertions.swift (`XCTFail`).
@_exported import Foundation  // XCTest.h imports Foundation

/// `@interface XCTest : NSObject`.
open class XCTest: NSObject {
  open var name: String { "" }
}

/// `@interface XCTestCase : XCTest`.
open class XCTestCase: XCTest {
  override public init() {}
  open func invokeTest() {}
}

/// `@protocol XCTestObservation <NSObject>`: every method `@optional` (an Objective-C optional
/// requirement; here a requirement with an empty default, which a conforming type may implement).
public protocol XCTestObservation: NSObjectProtocol {
  func testCaseWillStart(_ testCase: XCTestCase)
  func testCaseDidFinish(_ testCase: XCTestCase)
}

extension XCTestObservation {
  public func testCaseWillStart(_ testCase: XCTestCase) {}
  public func testCaseDidFinish(_ testCase: XCTestCase) {}
}

/// `@interface XCTestObservationCenter : NSObject`, `XCT_SWIFT_MAIN_ACTOR` since Xcode 16.
@MainActor open class XCTestObservationCenter: NSObject {
  open class var shared: XCTestObservationCenter { XCTestObservationCenter() }
  open func addTestObserver(_ testObserver: any XCTestObservation) {}
}

/// `XCTFail` (XCTestAssertions.swift).
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

/// `XCTAssertEqual` (XCTestAssertions.swift).
public func XCTAssertEqual<T: Equatable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}
