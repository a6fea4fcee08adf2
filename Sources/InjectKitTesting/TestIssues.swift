import InjectKit

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Records a failure against the test running, in either library: a Swift Testing issue when a
/// Swift Testing test runs, else an XCTest failure.
enum TestIssues {
  /// Where a caller of InjectKitTesting's API stands, to record an issue there.
  struct Location {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: Int
  }

  /// Records `message`, at `location`, or at the test when nil (the library's own line would say
  /// nothing to its reader).
  static func record(_ message: String, at location: Location? = nil) {
    #if canImport(Testing)
      if let test = Test.current {
        let sourceLocation =
          location.map {
            SourceLocation(
              fileID: $0.fileID, filePath: String(describing: $0.filePath), line: Int($0.line), column: $0.column)
          } ?? test.sourceLocation
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        return
      }
    #endif
    #if canImport(XCTest)
      if let location {
        XCTFail(message, file: location.filePath, line: location.line)
      } else {
        XCTFail(message)
      }
    #endif
  }
}
