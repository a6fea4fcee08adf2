/// The terminal stand-in for UIKit's `UIViewController` (as in Examples/MVPDemo), so the docs'
/// view controllers compile and run on Linux.
@MainActor
class UIViewController {
  init() {}

  /// Called once, before the view first appears.
  func viewDidLoad() {}
}
