/// The registry from the tutorial InjectKit replaces (`shared/seeds/002_*`), re-implemented as
/// the tutorial describes it: keys are `String(describing: T.self)`, values a dictionary of
/// closures, no lock, a new instance on every resolve and on every `@Inject` read.
// Safety: this reproduces the tutorial's unsynchronised registry on purpose. The benchmarks
// add every factory before the first resolve, and the multi-thread scenarios only read the
// dictionary, which Swift's copy-on-write `Dictionary` allows from several threads.
final class TutorialDependencies: @unchecked Sendable {
  static let root = TutorialDependencies()
  private var factories = [String: () -> Any]()

  func add<T>(_ factory: @escaping () -> T) {
    let key = String(describing: T.self)
    factories[key] = factory
  }

  func resolve<T>() -> T {
    let key = String(describing: T.self)
    guard let component: T = factories[key]?() as? T else {
      fatalError("Dependency '\(T.self)' not resolved!")
    }
    return component
  }
}

/// The tutorial's property wrapper: it resolves on every read.
@propertyWrapper
struct TutorialInject<Value> {
  var wrappedValue: Value { TutorialDependencies.root.resolve() }
  init() {}
}
