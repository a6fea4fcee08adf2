/// Weak references to objects a scenario made, checked once the scenario has returned and
/// dropped every reference it owned.
final class LeakProbe {
  private var watched: [(label: String, reference: () -> AnyObject?)] = []

  /// Watches `object`; returns it so a scenario can write `let x = probe.watch(make(), "x")`.
  @discardableResult func watch<T: AnyObject>(_ object: T, _ label: String) -> T {
    weak let reference = object
    watched.append((label, { reference }))
    return object
  }

  var count: Int { watched.count }
  /// The labels of watched objects still alive.
  var leaks: [String] { watched.filter { $0.reference() != nil }.map(\.label) }
}
