import InjectKit

/// A screen that reads its greeter through `@Inject`, or takes it in its initializer.
public final class GreetingScreen {
  @Inject private var injected: any Greeter
  private let given: (any Greeter)?

  init() { given = nil }

  init(greeter: any Greeter) { given = greeter }

  /// The greeting shown for `name`.
  public func title(for name: String) -> String { (given ?? injected).greet(name) }
}
