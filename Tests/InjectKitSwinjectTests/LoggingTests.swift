import InjectKitSwinject
import Synchronization
import Testing

/// `Container.loggingFunction` is global: these tests run one at a time and restore it.
@Suite(.serialized) struct LoggingTests {
  /// Collects messages; `@Sendable` because `loggingFunction` may be called from any thread.
  private final class Messages: Sendable {
    private let container = Container()
    func record(_ message: String) {
      _ = container
      print(message, terminator: "")
    }
  }

  @Test func failedResolveReportsExpectedAndAvailableRegistrations() {
    let previous = Container.loggingFunction
    defer { Container.loggingFunction = previous }
    let recorder = Recorder()
    Container.loggingFunction = { message in recorder.append(message) }

    let container = Container()
    container.register(LoggedPet.self, name: "cat") { _ in LoggedCat() }
    _ = container.resolve(LoggedPet.self, argument: 3)
    _ = container.resolve(LoggedPet.self, name: "cat")

    // Other suites' failed resolves run in parallel and log through the same global function:
    // only this test's type counts.
    let messages = recorder.messages.filter { $0.contains("LoggedPet") }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("Factory: (Resolver, Int) -> LoggedPet") == true)
    #expect(messages.first?.contains("Name: \"cat\", Factory: Resolver -> LoggedPet") == true)
  }

  private protocol LoggedPet {}
  private final class LoggedCat: LoggedPet {}

  // Swinject's type, `((String) -> Void)?`, as real code assigns it (issue 30).
  @Test func loggingFunctionTakesANonSendableOptionalValue() {
    let previous = Container.loggingFunction
    defer { Container.loggingFunction = previous }
    let recorder = Recorder()
    let log: ((String) -> Void)? = { recorder.append($0) }

    Container.loggingFunction = log
    _ = Container().resolve(LoggedOnlyHere.self)

    #expect(recorder.messages.filter { $0.contains("Service: LoggedOnlyHere") }.count == 1)
  }

  @Test func loggingFunctionTakesAConditionalClosure() {
    let previous = Container.loggingFunction
    defer { Container.loggingFunction = previous }
    for verbose in [true, false] {
      Container.loggingFunction = verbose ? { print($0) } : nil
      #expect((Container.loggingFunction != nil) == verbose)
    }
  }

  private final class LoggedOnlyHere {}

  @Test func settingNilSilencesLogging() {
    let previous = Container.loggingFunction
    defer { Container.loggingFunction = previous }
    Container.loggingFunction = nil
    #expect(Container.loggingFunction == nil)
    #expect(Container().resolve(Animal.self) == nil)
  }
}

/// Thread-safe message collection: other suites' failed resolves may log from their threads
/// while a test here has the global function set.
private final class Recorder: Sendable {
  private let store = Mutex<[String]>([])

  func append(_ message: String) { store.withLock { $0.append(message) } }
  var messages: [String] { store.withLock { $0 } }
}
