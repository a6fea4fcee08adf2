// Runs the executable with Foundation's `Process`, which only macOS and Linux have.
#if os(macOS) || os(Linux)
  import Foundation
  import Testing

  /// Runs the built `MVPDemo` executable with scripted input, as a user or a script would.
  @Suite struct EndToEndTests {
    /// The `MVPDemo` executable next to this test bundle in the build directory.
    private static func executable() throws -> URL {
      var directories = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
      directories += Bundle.allBundles.filter { $0.bundleURL.pathExtension == "xctest" }
        .map { $0.bundleURL.deletingLastPathComponent() }
      let found = directories.map { $0.appendingPathComponent("MVPDemo") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
      return try #require(found, "MVPDemo not found near \(directories.map(\.path)); build with --build-tests")
    }

    private static func run(_ arguments: [String] = [], input: String, dataDirectory: URL) throws
      -> (output: String, status: Int32)
    {
      let process = Process()
      process.executableURL = try executable()
      process.arguments = arguments
      var environment = ProcessInfo.processInfo.environment
      environment["MVPDEMO_DATA_DIR"] = dataDirectory.path
      process.environment = environment
      let stdin = Pipe()
      let stdout = Pipe()
      process.standardInput = stdin
      process.standardOutput = stdout
      try process.run()
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try stdin.fileHandleForWriting.close()
      let output = stdout.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (String(decoding: output, as: UTF8.self), process.terminationStatus)
    }

    @Test func aScriptedSessionSavesAFavouriteThatSurvivesARestart() throws {
      let temp = try TemporaryDirectory()
      defer { temp.remove() }
      let data = temp.url.appendingPathComponent("fresh/data")  // does not exist yet

      let first = try Self.run(
        input: "3\nf\nwat\nb\nb\n9\n99999999999999999999\nnine\nq\nnot read\n", dataDirectory: data)
      #expect(first.status == 0)
      for expected in [
        "! Created the data directory \(data.path).",
        "Cortado\n  Espresso cut with an equal amount of warm milk.",
        "★ Cortado is now a favourite.",
        "Unknown command 'wat'. Type f to toggle the favourite, b to go back, q to quit.",
        "  3. ★ Cortado",
        "Already at the first screen. Type q to quit.",
        "! There is no item 9: choose 1–5.",
        "! There is no item 99999999999999999999: choose 1–5.",
        "Unknown command 'nine'. Type an item's number, or q to quit.",
        "Bye.",
      ] {
        #expect(first.output.contains(expected), "missing \(expected.debugDescription) in:\n\(first.output)")
      }
      #expect(!first.output.contains("not read"))
      let saved = try String(contentsOf: data.appendingPathComponent("favourites.json"), encoding: .utf8)
      #expect(saved.contains("\"cortado\""))

      let second = try Self.run(input: "", dataDirectory: data)  // end of input at once
      #expect(second.status == 0)
      #expect(second.output.contains("  3. ★ Cortado"))
      #expect(second.output.hasSuffix("End of input. Bye.\n"))
      #expect(!second.output.contains("Created the data directory"))
    }

    @Test func verifyAndGraphTogetherPrintTheReportThenTheGraph() throws {
      let temp = try TemporaryDirectory()
      defer { temp.remove() }

      let run = try Self.run(["--graph", "--verify"], input: "", dataDirectory: temp.url)

      #expect(run.status == 0)
      let report = try #require(run.output.range(of: "Verified container"), "no report in:\n\(run.output)")
      let graph = try #require(run.output.range(of: "graph LR"), "no graph in:\n\(run.output)")
      #expect(report.upperBound < graph.lowerBound)
    }

    @Test func aCorruptFavouritesFileIsBackedUpAndReported() throws {
      let temp = try TemporaryDirectory()
      defer { temp.remove() }
      let favourites = temp.url.appendingPathComponent("favourites.json")
      try Data("[oops".utf8).write(to: favourites)

      let run = try Self.run(input: "1\nf\n", dataDirectory: temp.url)
      #expect(run.status == 0)
      #expect(run.output.contains("could not be read (it is not a valid favourites file). It was kept as"))
      let backup = temp.url.appendingPathComponent("favourites.json.broken")
      #expect(try String(contentsOf: backup, encoding: .utf8) == "[oops")
      #expect(try String(contentsOf: favourites, encoding: .utf8).contains("\"espresso\""))
    }
  }
#endif
