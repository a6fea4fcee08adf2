#if !canImport(UIKit)
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
      Usage: \(program) [--verify | --graph | --help]

      With no option, runs the MVP demo: a list of items (Home); type a number to open one
      (Detail), f to toggle it as a favourite, b to go back, q to quit. Reads commands from
      the terminal or from piped input; the end of input quits.

        --verify  compose the app, print the container's verification report; exit 1 on problems
        --graph   compose the app, print its dependency graph as a Mermaid diagram
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
      switch arguments {
      case []:
        return TerminalApplication(delegate: AppDelegate()).run()
      case ["--verify"]:
        RootComposer().register()
        let report = Dependencies.root.verificationReport()
        print(report)
        return report.problems.isEmpty ? 0 : 1
      case ["--graph"]:
        RootComposer().register()
        print(Dependencies.root.graph(format: .mermaid))
        return 0
      case ["--help"], ["-h"]:
        print(usage)
        return 0
      default:
        FileHandle.standardError.write(
          Data("Unknown arguments: \(arguments.joined(separator: " "))\n\n\(usage)\n".utf8))
        return 64
      }
    }
  }
#endif
