import Foundation
import InjectKit

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Compares the dependency graph of `deps` with its snapshot, a text file committed beside the
/// test, and fails with what changed: registrations added, removed, or with another scope or
/// isolation, and edges added, removed or changed. Works in Swift Testing and XCTest.
///
/// ```swift
/// @MainActor @Test func compositionRootGraph() {
///   let deps = Dependencies(label: "app")
///   Dependencies.withRoot(deps) { RootComposer().register() }
///   assertGraphSnapshot(of: deps)
/// }
/// ```
///
/// The snapshot is `__Snapshots__/<test file>/<name>.txt` in the test file's folder (or `<name>.txt`
/// in `directory`): one line per
/// registration and per edge, sorted, with scopes and isolation, and nothing that churns (no line
/// numbers, no addresses), so a pull request that makes a singleton depend on a transient shows
/// up in review as one added line:
///
/// ```text
/// edge Cache [singleton] → Formatter [transient]
/// ```
///
/// The first run records the file and fails, asking you to review and commit it. When the graph
/// changes on purpose, re-record every snapshot with the environment variable
/// `INJECTKIT_RECORD_GRAPHS=1` (`INJECTKIT_RECORD_GRAPHS=1 swift test`); a recording run fails
/// too, so it is never left on by mistake. The graph is the one `verify()` records: call this
/// where `verify()` would run (from the main actor for main-actor registrations).
///
/// - Parameters:
///   - deps: The container whose graph to compare.
///   - name: The snapshot's name; by default the test function's, without its parentheses.
///   - directory: The folder holding the snapshot; by default `__Snapshots__/<test file>` beside
///     the test file.
///   - fileID: The test's file ID. Leave the default.
///   - filePath: The test's file path: the snapshot is stored beside it. Leave the default.
///   - function: The test function, which names the snapshot. Leave the default.
///   - line: The line a failure is reported at. Leave the default.
///   - column: The column a failure is reported at. Leave the default.
public func assertGraphSnapshot(
  of deps: Dependencies, named name: String? = nil, directory: String? = nil, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, function: StaticString = #function, line: UInt = #line,
  column: UInt = #column
) {
  let location = GraphSnapshot.Location(fileID: fileID, filePath: filePath, line: line, column: column)
  GraphSnapshot(lines: deps.graphSnapshotLines(), container: deps.label)
    .check(at: GraphSnapshot.file(named: name, directory: directory, function: function, at: location), location)
}

/// Like `assertGraphSnapshot(of:named:fileID:filePath:function:line:column:)`, with the graph
/// `try await deps.verify()` records: async factories, and main-actor registrations wherever it
/// is called from.
///
/// ```swift
/// @Test func compositionRootGraph() async {
///   await assertGraphSnapshot(of: deps)
/// }
/// ```
///
/// - Parameters:
///   - deps: The container whose graph to compare.
///   - name: The snapshot's name; by default the test function's, without its parentheses.
///   - directory: The folder holding the snapshot; by default `__Snapshots__/<test file>` beside
///     the test file.
///   - isolation: The caller's actor (see `Dependencies.verify(isolation:)`).
///   - fileID: The test's file ID. Leave the default.
///   - filePath: The test's file path: the snapshot is stored beside it. Leave the default.
///   - function: The test function, which names the snapshot. Leave the default.
///   - line: The line a failure is reported at. Leave the default.
///   - column: The column a failure is reported at. Leave the default.
public func assertGraphSnapshot(
  of deps: Dependencies, named name: String? = nil, directory: String? = nil,
  isolation: isolated (any Actor)? = #isolation, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) async {
  let location = GraphSnapshot.Location(fileID: fileID, filePath: filePath, line: line, column: column)
  GraphSnapshot(lines: await deps.graphSnapshotLines(), container: deps.label)
    .check(at: GraphSnapshot.file(named: name, directory: directory, function: function, at: location), location)
}

/// A container's graph as snapshot text, and its comparison with a recorded one.
struct GraphSnapshot {
  /// Where the assertion was written.
  struct Location {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
  }

  /// The environment variable that re-records snapshots.
  static let recordVariable = "INJECTKIT_RECORD_GRAPHS"

  /// The graph's lines (`Dependencies.graphSnapshotLines()`).
  let lines: [String]
  /// The container's label, as messages print it.
  let container: String

  /// The file's text: a header, then the lines.
  var text: String {
    // A generated label (`#3`) depends on how many containers were made before: left out.
    let named = container.hasPrefix("\"") ? " of container \(container)" : ""
    let registrations = lines.filter { $0.hasPrefix("registration ") }.count
    let edges = lines.count - registrations
    return "# Dependency graph\(named): \(registrations) registration\(registrations == 1 ? "" : "s"), \(edges) "
      + "edge\(edges == 1 ? "" : "s"), one per line, sorted (InjectKitTesting).\n"
      + "# Re-record: \(Self.recordVariable)=1 swift test\n" + lines.map { $0 + "\n" }.joined()
  }

  /// The snapshot's file: `<name>.txt` in `directory`, by default `__Snapshots__/<test file>`
  /// beside the test file; `name` defaults to the test function's without its parameter list
  /// (`compositionRootGraph()` → `compositionRootGraph`).
  static func file(named name: String?, directory: String?, function: StaticString, at location: Location) -> URL {
    let test = URL(fileURLWithPath: "\(location.filePath)")
    let folder =
      directory.map { URL(fileURLWithPath: $0) }
      ?? test.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
    let function = "\(function)"
    return folder.appendingPathComponent("\(name ?? String(function.prefix { $0 != "(" })).txt")
  }

  /// Compares with the snapshot in `file`, records it when missing or asked to, and reports a
  /// failure to the test running.
  func check(at file: URL, _ location: Location) {
    let recording = ProcessInfo.processInfo.environment[Self.recordVariable].map {
      !["", "0", "false", "no"].contains($0)
    }
    let recorded = try? String(contentsOf: file, encoding: .utf8)
    if let recorded, recording != true {
      if let change = Self.difference(from: Self.lines(of: recorded), to: lines) {
        Self.report(
          "The dependency graph changed from its snapshot \(file.path):\n\(change)\nIf the change is intended, "
            + "re-record it (\(Self.recordVariable)=1 swift test) and commit the file.", at: location)
      }
      return
    }
    do {
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    } catch {
      Self.report("Could not write the graph snapshot \(file.path): \(error)", at: location)
      return
    }
    Self.report(
      recorded == nil
        ? "No graph snapshot at \(file.path) yet: recorded the graph there. Review it and commit it; the test "
          + "compares against it from the next run."
        : "Re-recorded the graph snapshot \(file.path) (\(Self.recordVariable) is set): review the change and commit "
          + "it, then run without \(Self.recordVariable).", at: location)
  }

  /// The snapshot lines of a recorded file: its comments and blank lines left out.
  static func lines(of text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init).filter { !$0.hasPrefix("#") }
  }

  // MARK: The difference

  /// What changed from `old` to `new`, grouped, one line per change; nil when nothing did.
  static func difference(from old: [String], to new: [String]) -> String? {
    let (oldRegistrations, oldEdges) = split(old)
    let (newRegistrations, newEdges) = split(new)
    var groups: [(String, [String])] = []
    let oldTraits = traitsByKey(oldRegistrations)
    let newTraits = traitsByKey(newRegistrations)
    groups.append(("registrations added", newRegistrations.filter { oldTraits[key(of: $0)] == nil }.map { "+ " + $0 }))
    groups.append(
      ("registrations removed", oldRegistrations.filter { newTraits[key(of: $0)] == nil }.map { "- " + $0 }))
    groups.append(
      (
        "scope or isolation changed",
        newRegistrations.compactMap { line in
          let key = key(of: line)
          guard let before = oldTraits[key], let after = newTraits[key], before != after else { return nil }
          return "~ \(key): \(before) → \(after)"
        }
      ))
    let oldByEnds = Dictionary(oldEdges.map { (ends(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
    let newByEnds = Dictionary(newEdges.map { (ends(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
    groups.append(("edges added", newEdges.filter { oldByEnds[ends(of: $0)] == nil }.map { "+ " + $0 }))
    groups.append(("edges removed", oldEdges.filter { newByEnds[ends(of: $0)] == nil }.map { "- " + $0 }))
    groups.append(
      (
        "edges changed",
        newEdges.compactMap { line in
          guard let before = oldByEnds[ends(of: line)], before != line else { return nil }
          return "~ \(before)\n      → \(line)"
        }
      ))
    let changes = groups.filter { !$0.1.isEmpty }
    guard !changes.isEmpty else { return nil }
    return changes.map { title, lines in "  \(title):" + lines.map { "\n    \($0)" }.joined() }.joined(separator: "\n")
  }

  /// The registration lines and the edge lines, each without its leading word.
  private static func split(_ lines: [String]) -> (registrations: [String], edges: [String]) {
    (
      lines.filter { $0.hasPrefix("registration ") }.map { String($0.dropFirst("registration ".count)) },
      lines.filter { $0.hasPrefix("edge ") }.map { String($0.dropFirst("edge ".count)) }
    )
  }

  /// `Service (name: "x")` of `Service (name: "x") [singleton, main actor]`.
  private static func key(of registration: String) -> String {
    var index = registration.endIndex
    while index > registration.startIndex {
      index = registration.index(before: index)
      if registration[index...].hasPrefix(" [") { return String(registration[..<index]) }
    }
    return registration
  }

  /// `text` cut at each `separator` (Foundation's `components(separatedBy:)`, in the standard library).
  private static func pieces(of text: String, separatedBy separator: String) -> [String] {
    var pieces: [String] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      if text[index...].hasPrefix(separator) {
        pieces.append(String(text[start..<index]))
        index = text.index(index, offsetBy: separator.count)
        start = index
      } else {
        index = text.index(after: index)
      }
    }
    pieces.append(String(text[start...]))
    return pieces
  }

  private static func traitsByKey(_ registrations: [String]) -> [String: String] {
    Dictionary(
      registrations.map { line in (key(of: line), String(line.dropFirst(key(of: line).count + 1))) },
      uniquingKeysWith: { first, _ in first })
  }

  /// An edge's two keys, without their traits: what stays the same when only a scope changes.
  private static func ends(of edge: String) -> String {
    let parts = pieces(of: edge, separatedBy: " → ")
    return parts.map { part in
      var part = part
      for marker in [" (onResolved)", " (missing)"] where part.hasSuffix(marker) {
        part = String(part.dropLast(marker.count))
      }
      return key(of: part)
    }.joined(separator: " → ")
  }

  /// Records `message` against the test running: a Swift Testing issue, or an XCTest failure.
  private static func report(_ message: String, at location: Location) {
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: "\(location.fileID)", filePath: "\(location.filePath)", line: Int(location.line),
            column: Int(location.column)))
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: location.filePath, line: location.line)
    #endif
  }
}
