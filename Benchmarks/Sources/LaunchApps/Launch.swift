// What one launch of each app does, in two parts the instruction count tells apart: registering
// (a new `Assembler` applying the app's assemblies) and opening the first screens. The same code
// on both sides: this directory is compiled into LaunchOnSwinject (`@_exported import Swinject`)
// and into LaunchOnDropIn (`@_exported import InjectKitSwinject`).

/// The wallet app registered: its `Assembler`, its 14 assemblies (54 entries) applied.
public func registerWallet() -> AnyObject {
  Assembler(walletAssemblies())
}

/// The wallet's first five screens, as its routers open them: 10 top-level resolves (the app
/// coordinator, four routers, five screens), every `.container` service on the way built once.
///
/// - Parameter app: What `registerWallet()` returned.
/// - Returns: The navigation stack holding the screens.
public func openWalletScreens(_ app: AnyObject) -> AnyObject {
  let resolver = unsafeDowncast(app, to: Assembler.self).resolver
  let coordinator = resolver.resolve(AppCoordinator.self)!
  let wallet = resolver.resolve(WalletRouter.self)!
  wallet.showWallet()
  wallet.showToken("ETH")
  resolver.resolve(SendRouter.self)!.showSend()
  resolver.resolve(ReceiveRouter.self)!.showReceive()
  resolver.resolve(SettingsRouter.self)!.showSettings()
  return coordinator.tabs.navigation
}

/// The desktop app registered: its `Assembler`, 5 assemblies (25 entries) applied.
public func registerDesktop() -> AnyObject {
  Assembler(desktopAssemblies())
}

/// The desktop app's main window: three named root views, each a transient chain, through the
/// `InstanceProvider` facade (4 top-level resolves through the facade, 1 for the facade).
///
/// - Parameter app: What `registerDesktop()` returned.
/// - Returns: The window.
public func openDesktopWindow(_ app: AnyObject) -> AnyObject {
  let provider = unsafeDowncast(app, to: Assembler.self).resolver.resolve(InstanceProvider.self)!
  return MainWindow(provider: provider)
}

/// The messenger registered: its app assembler, 3 assemblies (10 `.container` services) applied.
public func registerMessenger() -> AnyObject {
  Assembler(messengerAssemblies())
}

/// Three screens of the messenger, each opened through a new child `Assembler(…, parent:)` that
/// registers the screen's objects and resolves the app's services through the child; the
/// coordinator keeps each screen's assembler while the screen is shown.
///
/// - Parameter app: What `registerMessenger()` returned.
/// - Returns: The navigation stack holding the screens and their assemblers.
public func openMessengerScreens(_ app: AnyObject) -> AnyObject {
  let parent = unsafeDowncast(app, to: Assembler.self)
  let stack = NavigationStack()
  let list = Assembler([ChatListScreenAssembly()], parent: parent)
  stack.push(list.resolver.resolve(ChatListViewController.self)!)
  stack.push(list)
  let chat = Assembler([ChatScreenAssembly()], parent: parent)
  stack.push(chat.resolver.resolve(ChatViewController.self)!)
  stack.push(chat)
  let profile = Assembler([ProfileScreenAssembly()], parent: parent)
  stack.push(profile.resolver.resolve(ProfileViewController.self)!)
  stack.push(profile)
  return stack
}

/// The clipboard manager registered: its `Assembler`, 10 assemblies (53 entries, 41 of them
/// `autoregister` of generic types) applied.
public func registerClipboard() -> AnyObject {
  Assembler(clipboardAssemblies())
}

/// The clipboard manager's app delegate: its status menu, one top-level resolve that builds every
/// feature's menu item, controller, view, view model and list (transient chains over `.container`
/// services).
///
/// - Parameter app: What `registerClipboard()` returned.
/// - Returns: The menu.
public func openClipboardMenu(_ app: AnyObject) -> AnyObject {
  unsafeDowncast(app, to: Assembler.self).resolver.resolve(ClipStatusMenu.self)!
}
