#if canImport(XCTest)
  import XCTest

  /// An `XCTestCase` that keeps the failures `captures(_:)` picks instead of failing the test,
  /// so a test can check them; every other failure (an assertion quoting one included) goes
  /// through to XCTest.
  class FailureCapturingTestCase: XCTestCase {
    /// The failures kept, in the order they were recorded.
    private(set) var capturedFailures: [String] = []

    /// Whether a failure with this description is kept instead of failing the test.
    func captures(_ description: String) -> Bool { false }

    private func captured(_ description: String) -> Bool {
      guard captures(description) else { return false }
      capturedFailures.append(description)
      return true
    }

    #if canImport(ObjectiveC)
      override func record(_ issue: XCTIssue) {
        if !captured(issue.compactDescription) { super.record(issue) }
      }
    #else
      override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
      ) {
        if !captured(description) {
          super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
      }
    #endif
  }
#endif
