#if !canImport(UIKit) || os(watchOS)
  import Foundation

  /// Standard input and output for the terminal views.
  enum Console {
    /// Prints one line.
    static func write(_ line: String) {
      print(line)
    }

    /// Shows `prompt`, then reads one command, trimmed.
    ///
    /// - Returns: The command, or nil at end of input.
    static func readCommand(prompt: String) -> String? {
      print(prompt, terminator: "")
      fflush(nil)  // the prompt has no newline; flush all streams (`stdout` is not concurrency-safe to name)
      guard let line = readLine() else { return nil }
      // Piped input is not echoed by a terminal: echo it so transcripts read like a session.
      if isatty(STDIN_FILENO) == 0 { print(line) }
      return line.trimmingCharacters(in: .whitespacesAndNewlines)  // also a CRLF script's \r
    }
  }
#endif
