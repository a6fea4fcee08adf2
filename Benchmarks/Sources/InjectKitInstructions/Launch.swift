import LaunchOnDropIn
import LaunchOnSwinject

/// A launch of one of the four apps written against Swinject's API (Sources/LaunchApps), on
/// Swinject 2.10.0 or on the drop-in. The raw value is its name on the command line.
///
/// Registering and opening the first screens are separate scenarios; `instructions.py` reports
/// a screens row as its launch less the registration.
enum LaunchScenario: String, CaseIterable {
  /// The wallet app: a new `Assembler` applying its 14 assemblies, 54 entries.
  case walletRegister = "wallet-register"
  /// The same, then its first five screens opened through its routers.
  case walletScreens = "wallet-screens"
  /// The desktop app: its `Assembler`, 5 assemblies, 25 entries.
  case desktopRegister = "desktop-register"
  /// The same, then its main window: three named root views through its `InstanceProvider` facade.
  case desktopWindow = "desktop-window"
  /// The messenger: its app `Assembler`, 3 assemblies, 10 services.
  case messengerRegister = "messenger-register"
  /// The same, then three screens, each through a new child `Assembler(…, parent:)`.
  case messengerScreens = "messenger-screens"
  /// The clipboard manager: its `Assembler`, 10 assemblies, 53 entries (41 `autoregister`).
  case clipboardRegister = "clipboard-register"
  /// The same, then its app delegate's status menu: every feature's objects built.
  case clipboardMenu = "clipboard-menu"
}

/// Runs `operations` launches of `scenario`'s app on Swinject (`onSwinject`) or on the drop-in.
/// Everything a launch makes stays alive to the end of the process, as an app's container does,
/// so no teardown is counted.
func runLaunch(_ scenario: LaunchScenario, onSwinject: Bool, operations: Int) {
  for _ in 0..<operations {
    switch scenario {
    case .walletRegister:
      keepAlive(onSwinject ? LaunchOnSwinject.registerWallet() : LaunchOnDropIn.registerWallet())
    case .walletScreens:
      if onSwinject {
        let app = keepAlive(LaunchOnSwinject.registerWallet())
        keepAlive(LaunchOnSwinject.openWalletScreens(app))
      } else {
        let app = keepAlive(LaunchOnDropIn.registerWallet())
        keepAlive(LaunchOnDropIn.openWalletScreens(app))
      }
    case .desktopRegister:
      keepAlive(onSwinject ? LaunchOnSwinject.registerDesktop() : LaunchOnDropIn.registerDesktop())
    case .desktopWindow:
      if onSwinject {
        let app = keepAlive(LaunchOnSwinject.registerDesktop())
        keepAlive(LaunchOnSwinject.openDesktopWindow(app))
      } else {
        let app = keepAlive(LaunchOnDropIn.registerDesktop())
        keepAlive(LaunchOnDropIn.openDesktopWindow(app))
      }
    case .messengerRegister:
      keepAlive(onSwinject ? LaunchOnSwinject.registerMessenger() : LaunchOnDropIn.registerMessenger())
    case .messengerScreens:
      if onSwinject {
        let app = keepAlive(LaunchOnSwinject.registerMessenger())
        keepAlive(LaunchOnSwinject.openMessengerScreens(app))
      } else {
        let app = keepAlive(LaunchOnDropIn.registerMessenger())
        keepAlive(LaunchOnDropIn.openMessengerScreens(app))
      }
    case .clipboardRegister:
      keepAlive(onSwinject ? LaunchOnSwinject.registerClipboard() : LaunchOnDropIn.registerClipboard())
    case .clipboardMenu:
      if onSwinject {
        let app = keepAlive(LaunchOnSwinject.registerClipboard())
        keepAlive(LaunchOnSwinject.openClipboardMenu(app))
      } else {
        let app = keepAlive(LaunchOnDropIn.registerClipboard())
        keepAlive(LaunchOnDropIn.openClipboardMenu(app))
      }
    }
  }
}
