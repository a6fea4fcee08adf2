import InjectKit
import InjectKitTesting
import StrictImportsApp
import XCTest

/// The XCTest side of InjectKitTesting, from a module with strict imports.
final class XCTestCaseTests: XCTestCase {
  override func invokeTest() {
    withTestDependencies { _ in
      AppComposer().register()
    } operation: {
      super.invokeTest()
    }
  }

  func testTheAppsGreeterIsDecorated() throws {
    let greeting = try Dependencies.root.tryResolve(Greeting.self, arguments: "Ada")

    XCTAssertEqual(greeting.text, "Hello, Ada!")
  }
}
