import InjectKit
import InjectKitSwinject

/// A module still registered through the Swinject API, over the app's container.
public enum LegacyModule {
  /// Registers the legacy greeter's name into `Dependencies.root`, Swinject-style.
  public static func register() {
    let container = Container(dependencies: .root)
    container.register(String.self, name: "legacy") { _ in "legacy" }
    container.register(Greeting.self, name: "legacy") { r, name in
      Greeting(text: (r.resolve(String.self, name: "legacy") ?? "?") + " " + name)
    }
  }

  /// Resolves the legacy greeting through the Swinject API.
  public static func greeting(for name: String) -> Greeting? {
    Container(dependencies: .root).resolve(Greeting.self, name: "legacy", argument: name)
  }
}
