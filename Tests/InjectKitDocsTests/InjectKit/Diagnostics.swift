import Foundation
import InjectKit
import Testing

/// Diagnostics.md's Swift block, and a test that the isolationViolation fix it shows compiles.
@Suite struct DiagnosticsDocs {
  protocol Analytics {}

  @Test func testsCheckTheCodeRatherThanTheWording() {
    let deps = Dependencies()
    // snippet: InjectKit.docc/Diagnostics.md
    #expect(throws: ResolutionError.self) { _ = try deps.tryResolve(Analytics.self) }
    do {
      _ = try deps.tryResolve(Analytics.self)
    } catch {
      #expect(error.code == .notRegistered)
    }
    // end snippet
  }

  // The isolationViolation "To fix", followed for a protocol-typed (not Sendable) registration.
  @MainActor protocol HomeViewDelegate: AnyObject {
    func show()
  }
  @MainActor final class HomeView: HomeViewDelegate {
    private(set) var shown = 0
    func show() { shown += 1 }
  }

  // fix: begin
  @MainActor static func fromMainActorCode(deps: Dependencies) {
    let view = deps.resolve(HomeViewDelegate.self)
    view.show()
  }

  static func fromOtherAsyncCode(deps: Dependencies) async {
    await MainActor.run {
      let instance = deps.resolve(HomeViewDelegate.self)
      instance.show()
    }
  }
  // fix: end

  @MainActor @Test func theIsolationViolationFixCompilesForAProtocolTypedRegistration() async throws {
    let deps = Dependencies()
    let view = HomeView()
    deps.add(HomeViewDelegate.self, scope: .singleton, isolation: MainActor.shared) { view }
    let error = await resolutionErrorOffTheMainActor { _ = try deps.tryResolve(HomeViewDelegate.self) }
    let fix = try #require(error?.fix)

    await Self.fromOtherAsyncCode(deps: deps)
    Self.fromMainActorCode(deps: deps)

    #expect(view.shown == 2)
    let code = try Self.compiledFix()
    let suggested = Self.codeSpans(in: fix).filter { $0.contains("(") }
    #expect(suggested.count == 2, "the fix suggests: \(fix)")
    for span in suggested {
      #expect(Self.isElided(span, in: code), "`\(span)` is not code that compiles here:\n\(code)")
    }
  }

  /// The code between `// fix: begin` and `// fix: end` above, whitespace collapsed.
  private static func compiledFix() throws -> String {
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let start = try #require(source.range(of: "// fix: begin"))
    let end = try #require(source.range(of: "// fix: end"))
    return collapse(String(source[start.upperBound..<end.lowerBound]))
  }

  /// The `code spans` of a message.
  private static func codeSpans(in text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { collapse(String($0.element)) }
  }

  /// True when `span`, whose `…` stands for any code, appears in `code`.
  private static func isElided(_ span: String, in code: String) -> Bool {
    var rest = Substring(code)
    for piece in span.components(separatedBy: "…").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      guard let found = rest.range(of: piece) else { return false }
      rest = rest[found.upperBound...]
    }
    return true
  }

  private static func collapse(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
