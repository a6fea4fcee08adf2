#if !canImport(UIKit) || os(watchOS)
  import Foundation
  import InjectKit

  /// The command line shared by `swift run MVPDemo` (in Examples/MVPDemo) and
  /// `swift run InjectKitExample` (at the repository root).
  ///
  /// ```swift
  /// // main.swift
  /// exit(DemoCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))
  /// ```
  @MainActor
  public enum DemoCommandLine {
    /// What `--help` prints.
    public static var usage: String {
      """
      Usage: \(program) [--verify] [--graph] | --help

      With no option, runs the MVP demo: a list of items (Home); type a number to open one
      (Detail), f to toggle it as a favourite, b to go back, ? to show the screen again, q to
      quit. Reads commands from the terminal or from piped input; the end of input quits.

        --verify  compose the app, print the container's verification report; exit 1 on problems
        --graph   compose the app, print its dependency graph as a Mermaid diagram
                  (both: the report, then the graph)
        --help    print this help

      Favourites are saved in $MVPDEMO_DATA_DIR (default: ~/.local/share/mvpdemo on Linux,
      Application Support/MVPDemo on Apple platforms).
      """
    }

    private static var program: String {
      CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "MVPDemo"
    }

    /// Runs the app or the option given.
    ///
    /// - Parameter arguments: The command-line arguments, without the program name.
    /// - Returns: The exit status: 0 on success, 1 if verification found problems, 64 on bad usage.
    public static func main(arguments: [String]) -> Int32 {
      let reports: Set = ["--verify", "--graph"]
      switch arguments {
      case []:
        return TerminalApplication(delegate: AppDelegate()).run()
      case ["--help"], ["-h"]:
        print(usage)
        return 0
      case _ where Set(arguments).count == arguments.count && reports.isSuperset(of: arguments):
        return printReports(verify: arguments.contains("--verify"), graph: arguments.contains("--graph"))
      default:
        FileHandle.standardError.write(
          Data("Unknown arguments: \(arguments.joined(separator: " "))\n\n\(usage)\n".utf8))
        return 64
      }
    }

    /// Composes the app, then prints its verification report, its graph, or both (in that order).
    private static func printReports(verify: Bool, graph: Bool) -> Int32 {
      RootComposer().register()
      var status: Int32 = 0
      if verify {
        let report = Dependencies.root.verificationReport()
        print(report)
        status = report.problems.isEmpty ? 0 : 1
      }
      if verify && graph { print() }
      if graph { print(Dependencies.root.graph(format: .mermaid)) }
      return status
    }
  }
#endif
