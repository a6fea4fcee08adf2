import InjectKitSwinject
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
    container.register(Animal.self, name: "cat") { _ in Cat() }
    _ = container.resolve(Animal.self, argument: 3)
    _ = container.resolve(Animal.self, name: "cat")

    let messages = recorder.messages
    #expect(messages.count == 1)
    #expect(messages.first?.contains("Factory: (Resolver, Int) -> Animal") == true)
    #expect(messages.first?.contains("Name: \"cat\", Factory: Resolver -> Animal") == true)
  }

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

/// Thread-safe message collection through a container registered value: no unchecked code.
private final class Recorder: Sendable {
  private let store = Container()

  init() {
    let box = Box()
    store.register(Box.self) { _ in box }.inObjectScope(.container)
  }

  func append(_ message: String) { store.resolve(Box.self)!.messages.append(message) }
  var messages: [String] { store.resolve(Box.self)!.messages }

  private final class Box {
    var messages: [String] = []
  }
}
