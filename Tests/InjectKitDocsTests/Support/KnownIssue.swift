import Testing

/// Expects every test of a suite to fail for a known reason, with `withKnownIssue`: for a doc's own
/// `@Test` function, whose compiled copy must stay verbatim, when the library does not yet do what
/// the doc says. Remove the trait when the fix lands (the test then fails: "known issue was not
/// recorded").
struct KnownIssueTrait: SuiteTrait, TestTrait, TestScoping {
  let comment: Comment

  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    guard !test.isSuite else { return try await function() }
    await withKnownIssue(comment) { try await function() }
  }
}

extension Trait where Self == KnownIssueTrait {
  /// Every test of the suite is expected to fail, for the reason `comment` gives.
  static func knownIssue(_ comment: Comment) -> Self { KnownIssueTrait(comment: comment) }
}
