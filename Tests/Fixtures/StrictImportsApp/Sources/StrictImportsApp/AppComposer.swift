// `public import`: `AppComposer` is public and conforms to InjectKit's `Composer`.
public import InjectKit

/// The app's Composition Root, public so that a test target or another module can call it.
public struct AppComposer: Composer {
  /// Creates the composer; it has no state.
  public init() {}

  /// Registers the greeter, its decorator and the argument-taking factories.
  public func register() {
    let deps = Dependencies.root
    deps.add(Greeter.self, scope: .singleton) { PlainGreeter() }
    deps.decorate(Greeter.self) { _, inner in LoudGreeter(inner: inner) }
    deps.add(Greeting.self) { (r, name: String) in Greeting(text: try r.resolve(Greeter.self).greet(name)) }
      .verifying(with: "sample")
    deps.add(Report.self) { (_, title: String, count: Int) in Report(lines: [title, "\(count)"]) }
      .verifying(with: ("sample", 1))
    deps.add(Report.self) { (_, a: String, b: String, c: String) in Report(lines: [a, b, c]) }
      .verifying(with: ("a", "b", "c"))
    deps.add(Report.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) in
      Report(lines: [a, b, c, d, e, f].map(String.init))
    }
    .verifying(with: (1, 2, 3, 4, 5, 6))
    deps.addToCollection(Greeter.self) { PlainGreeter() }
    // The zero-argument closure that throws, the form users write first (issue 46, item 11).
    deps.add(Report.self, name: "settings", scope: .singleton) { try Report(parsing: "title,1") }
    deps.autowire(GreetingScreen.self, name: "autowired", GreetingScreen.init(greeter:))
  }
}
