#if !canImport(UIKit) || os(watchOS)
  /// The terminal's `UIViewController`: a screen with the same life cycle, fed typed commands
  /// instead of touches.
  @MainActor
  class TerminalViewController {
    /// The navigation controller showing this screen, set when pushed.
    weak var navigationController: TerminalNavigationController?
    /// Shown in the prompt.
    var title = ""

    init() {}

    /// Called once, before the screen first appears.
    func viewDidLoad() {}

    /// Called each time the screen becomes the visible one.
    func viewWillAppear() {}

    /// Handles one typed line that is not a global command (`b`, `q`, `?`).
    ///
    /// - Parameter command: The line, trimmed and not empty.
    func handle(command: String) {}
  }
#endif
