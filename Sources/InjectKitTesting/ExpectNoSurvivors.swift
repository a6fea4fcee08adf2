import InjectKit

/// Records a test issue for each instance `scope` built in `dependencies` that a reset dropped
/// and that is still alive: a logout that leaves the old session in memory fails its test,
/// naming what holds it.
///
/// ```swift
/// @Test(.dependencies { deps in AppComposer().register() })
/// func logoutReleasesTheSession() {
///   let account: AccountViewModel = Dependencies.root.resolve()
///   account.logOut()                       // calls Dependencies.root.reset(.custom("session"))
///   expectNoSurvivors(of: .custom("session"))
/// }
/// ```
///
/// Works in Swift Testing (an issue at the call) and XCTest (a failure at the call). Each issue is
/// a `Survivor`'s description: the instance, its registration's site, the cached instances that
/// hold it (in which property), and the fix. Locals of the test that still hold an instance keep
/// it alive too: check after they are gone.
///
/// - Parameters:
///   - scope: The scope that was reset.
///   - dependencies: The container that reset it; `Dependencies.root` by default.
///   - fileID: The caller's file, where the issue is recorded. Leave the default.
///   - filePath: The caller's file path. Leave the default.
///   - line: The caller's line. Leave the default.
///   - column: The caller's column. Leave the default.
public func expectNoSurvivors(
  of scope: Scope, in dependencies: Dependencies = .root, fileID: String = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column
) {
  let location = TestIssues.Location(fileID: fileID, filePath: filePath, line: line, column: column)
  for survivor in dependencies.survivors(of: scope) {
    TestIssues.record(survivor.description, at: location)
  }
}
