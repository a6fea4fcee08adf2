import InjectKit
import Testing

/// Issue 29, item 6: top-level code (`main.swift`) ranks overloads as synchronous code does, so
/// `try await deps.verify()` there runs the synchronous verify(). The spelling that reaches the
/// async one is `verify(isolation: #isolation)`, and the synchronous one's unverified problems
/// name it.
@Suite struct VerificationTopLevelTests {
  final class Database: Sendable {}

  static func composed() -> Dependencies {
    let deps = Dependencies()
    deps.addAsync(Database.self, scope: .singleton) { _ in
      await Task.yield()
      return Database()
    }
    return deps
  }

  /// What top-level code's `try await deps.verify()` calls: the synchronous overload, from async code.
  static func synchronousVerify(_ deps: Dependencies) -> VerificationError? {
    do throws(VerificationError) {
      try deps.verify()
      return nil
    } catch {
      return error
    }
  }

  @Test func theSynchronousVerifyNamesTheSpellingThatReachesTheAsyncOne() async throws {
    let error = try #require(Self.synchronousVerify(Self.composed()))

    let unverified = error.report.problems(of: .unverified)
    #expect(unverified.count == 1)
    #expect(unverified.first?.message.contains("try await deps.verify(isolation: #isolation)") == true)
    #expect(unverified.first?.message.contains("top-level code") == true)
  }

  @Test func thatSpellingRunsTheAsyncVerification() async throws {
    let deps = Self.composed()
    try await deps.verify(isolation: #isolation)
  }
}
