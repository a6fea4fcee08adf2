#if !canImport(UIKit) || os(watchOS)
  /// What the terminal app tells its delegate; mirrors `UIApplicationDelegate`.
  @MainActor
  protocol TerminalApplicationDelegate: AnyObject {
    /// The screen shown, like `UIApplicationDelegate.window`.
    var window: TerminalWindow? { get }

    /// Composes the app and shows its first screen.
    ///
    /// - Returns: False to stop before the first screen.
    func application(_ application: TerminalApplication, didFinishLaunchingWithOptions launchOptions: [String: String]?)
      -> Bool
  }

  /// The terminal's `UIWindow`: shows a root screen.
  @MainActor
  final class TerminalWindow {
    var rootViewController: TerminalViewController?
    private(set) var isVisible = false

    /// Shows the root screen, like `UIWindow.makeKeyAndVisible()`.
    func makeKeyAndVisible() {
      isVisible = true
      rootViewController?.viewDidLoad()
      rootViewController?.viewWillAppear()
    }
  }

  /// The terminal's `UIApplication`: launches the delegate, then feeds typed lines to the visible
  /// screen until `q` or the end of input.
  @MainActor
  final class TerminalApplication {
    private let delegate: TerminalApplicationDelegate

    init(delegate: TerminalApplicationDelegate) {
      self.delegate = delegate
    }

    /// Runs the app to completion.
    ///
    /// - Returns: The process exit status: 0 when the user quits or input ends.
    func run() -> Int32 {
      guard delegate.application(self, didFinishLaunchingWithOptions: nil),
        let window = delegate.window, window.isVisible, let screen = window.rootViewController
      else {
        Console.write("The app did not show a screen.")
        return 1
      }
      while true {
        guard let command = Console.readCommand(prompt: "\(promptTitle(screen))> ") else {
          Console.write("\nEnd of input. Bye.")
          return 0
        }
        switch command.lowercased() {
        case "":
          continue
        case "q", "quit", "exit":
          Console.write("Bye.")
          return 0
        case "?", "h", "help":
          screen.viewWillAppear()  // redraws the screen, which lists its commands
        default:
          screen.handle(command: command)
        }
      }
    }

    private func promptTitle(_ screen: TerminalViewController) -> String {
      (screen as? TerminalNavigationController)?.topViewController?.title ?? screen.title
    }
  }
#endif
