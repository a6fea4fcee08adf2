#if !canImport(UIKit) || os(watchOS)
  /// The terminal's `UINavigationController`: a stack of screens, with `b` for the back button.
  @MainActor
  final class TerminalNavigationController: TerminalViewController {
    private(set) var viewControllers: [TerminalViewController] = []
    private var loaded: Set<ObjectIdentifier> = []

    init(rootViewController: TerminalViewController) {
      super.init()
      viewControllers = [rootViewController]
      rootViewController.navigationController = self
    }

    /// The visible screen.
    var topViewController: TerminalViewController? { viewControllers.last }

    /// Shows `viewController` on top.
    func pushViewController(_ viewController: TerminalViewController) {
      viewController.navigationController = self
      viewControllers.append(viewController)
      appear(viewController)
    }

    /// Goes back to the previous screen, unless the root is showing.
    ///
    /// - Returns: The screen removed, or nil at the root.
    @discardableResult
    func popViewController() -> TerminalViewController? {
      guard viewControllers.count > 1 else { return nil }
      let popped = viewControllers.removeLast()
      loaded.remove(ObjectIdentifier(popped))
      if let top = topViewController { appear(top) }
      return popped
    }

    override func viewWillAppear() {
      if let top = topViewController { appear(top) }
    }

    override func handle(command: String) {
      switch command.lowercased() {
      case "b", "back":
        if popViewController() == nil { Console.write("Already at the first screen. Type q to quit.") }
      default:
        topViewController?.handle(command: command)
      }
    }

    private func appear(_ viewController: TerminalViewController) {
      if loaded.insert(ObjectIdentifier(viewController)).inserted { viewController.viewDidLoad() }
      viewController.viewWillAppear()
    }
  }
#endif
