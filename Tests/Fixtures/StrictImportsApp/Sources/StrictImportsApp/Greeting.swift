/// Says hello: the service the app registers and its tests replace.
public protocol Greeter: Sendable {
  func greet(_ name: String) -> String
}

struct PlainGreeter: Greeter {
  func greet(_ name: String) -> String { "Hello, \(name)" }
}

/// Wraps another greeter: what a decorator stacks on the registered one.
struct LoudGreeter: Greeter {
  let inner: any Greeter
  func greet(_ name: String) -> String { inner.greet(name) + "!" }
}

/// A greeting built for a name given at resolve time.
public struct Greeting: Sendable {
  public let text: String
}

/// A report built from several runtime arguments.
public struct Report: Sendable {
  public let lines: [String]

  /// A report of the comma-separated fields of `text`; throws when there are none.
  public init(parsing text: String) throws {
    lines = text.split(separator: ",").map(String.init)
    if lines.isEmpty { throw ReportError.empty }
  }

  init(lines: [String]) { self.lines = lines }
}

/// Why a report could not be made.
public enum ReportError: Error {
  /// The text held no field.
  case empty
}
