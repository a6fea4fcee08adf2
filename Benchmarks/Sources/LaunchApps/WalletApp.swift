// A wallet-like app's DI layer, as real apps write it with Swinject: 54 entries in 14 Assemblies,
// most services `.container`-scoped, screens built by routers that keep the resolver they were
// given. The same file is compiled against Swinject 2.10.0 (LaunchOnSwinject) and against the
// drop-in (LaunchOnDropIn); Launch.swift says what one launch does.

// MARK: Services

final class AppConfig {
  let environment = "production"
}
final class Logger {
  let config: AppConfig
  init(config: AppConfig) { self.config = config }
}
final class Analytics {
  let logger: Logger
  init(logger: Logger) { self.logger = logger }
}
final class KeychainStore {}
final class PreferencesStore {}
final class Database {
  let logger: Logger
  init(logger: Logger) { self.logger = logger }
}
final class ImageCache {}
final class HTTPClient {
  let baseURL: String
  let logger: Logger
  init(baseURL: String, logger: Logger) {
    self.baseURL = baseURL
    self.logger = logger
  }
}
final class RPCClient {
  let http: HTTPClient
  init(http: HTTPClient) { self.http = http }
}
final class WebSocketClient {
  let logger: Logger
  init(logger: Logger) { self.logger = logger }
}
final class KeyStore {
  let keychain: KeychainStore
  init(keychain: KeychainStore) { self.keychain = keychain }
}
final class WalletStore {
  let keyStore: KeyStore
  let database: Database
  init(keyStore: KeyStore, database: Database) {
    self.keyStore = keyStore
    self.database = database
  }
}
final class TransactionSigner {
  let keyStore: KeyStore
  init(keyStore: KeyStore) { self.keyStore = keyStore }
}
final class BiometryGuard {
  let preferences: PreferencesStore
  init(preferences: PreferencesStore) { self.preferences = preferences }
}
final class TokenRepository {
  let database: Database
  let rpc: RPCClient
  init(database: Database, rpc: RPCClient) {
    self.database = database
    self.rpc = rpc
  }
}
final class TokenService {
  let repository: TokenRepository
  let wallets: WalletStore
  init(repository: TokenRepository, wallets: WalletStore) {
    self.repository = repository
    self.wallets = wallets
  }
}
final class TokenIconProvider {
  let cache: ImageCache
  let http: HTTPClient
  init(cache: ImageCache, http: HTTPClient) {
    self.cache = cache
    self.http = http
  }
}
final class PriceProvider {
  let http: HTTPClient
  init(http: HTTPClient) { self.http = http }
}
final class PriceService {
  let provider: PriceProvider
  let socket: WebSocketClient
  init(provider: PriceProvider, socket: WebSocketClient) {
    self.provider = provider
    self.socket = socket
  }
}
final class CurrencyFormatter {
  let preferences: PreferencesStore
  init(preferences: PreferencesStore) { self.preferences = preferences }
}
final class BalanceFetcher {
  let rpc: RPCClient
  init(rpc: RPCClient) { self.rpc = rpc }
}
final class BalanceService {
  let fetcher: BalanceFetcher
  let tokens: TokenService
  let prices: PriceService
  init(fetcher: BalanceFetcher, tokens: TokenService, prices: PriceService) {
    self.fetcher = fetcher
    self.tokens = tokens
    self.prices = prices
  }
}
final class TransactionRepository {
  let database: Database
  init(database: Database) { self.database = database }
}
final class FeeEstimator {
  let rpc: RPCClient
  init(rpc: RPCClient) { self.rpc = rpc }
}
final class TransactionBuilder {
  let fees: FeeEstimator
  init(fees: FeeEstimator) { self.fees = fees }
}
final class TransactionService {
  let repository: TransactionRepository
  let rpc: RPCClient
  let signer: TransactionSigner
  init(repository: TransactionRepository, rpc: RPCClient, signer: TransactionSigner) {
    self.repository = repository
    self.rpc = rpc
    self.signer = signer
  }
}
final class NFTRepository {
  let database: Database
  init(database: Database) { self.database = database }
}
final class NFTService {
  let repository: NFTRepository
  let http: HTTPClient
  init(repository: NFTRepository, http: HTTPClient) {
    self.repository = repository
    self.http = http
  }
}
final class SettingsService {
  let preferences: PreferencesStore
  init(preferences: PreferencesStore) { self.preferences = preferences }
}
final class NotificationService {
  let settings: SettingsService
  init(settings: SettingsService) { self.settings = settings }
}
final class QRCodeGenerator {}
final class AddressValidator {}

// MARK: Screens: a view model, a view controller, and the router that builds them

/// Where routers put the screens they open.
final class NavigationStack {
  var screens: [AnyObject] = []
  func push(_ screen: AnyObject) { screens.append(screen) }
}
final class TabRouter {
  let navigation: NavigationStack
  init(navigation: NavigationStack) { self.navigation = navigation }
}
final class AppCoordinator {
  let tabs: TabRouter
  let analytics: Analytics
  init(tabs: TabRouter, analytics: Analytics) {
    self.tabs = tabs
    self.analytics = analytics
  }
}
final class DeepLinkHandler {
  let coordinator: AppCoordinator
  init(coordinator: AppCoordinator) { self.coordinator = coordinator }
}

final class WalletViewModel {
  let balances: BalanceService
  let formatter: CurrencyFormatter
  init(balances: BalanceService, formatter: CurrencyFormatter) {
    self.balances = balances
    self.formatter = formatter
  }
}
final class WalletViewController {
  let viewModel: WalletViewModel
  weak var router: WalletRouter?
  init(viewModel: WalletViewModel) { self.viewModel = viewModel }
}
final class WalletRouter {
  let resolver: Resolver
  let navigation: NavigationStack
  init(resolver: Resolver, navigation: NavigationStack) {
    self.resolver = resolver
    self.navigation = navigation
  }
  func showWallet() {
    let screen = resolver.resolve(WalletViewController.self)!
    screen.router = self
    navigation.push(screen)
  }
  func showToken(_ symbol: String) {
    navigation.push(resolver.resolve(TokenDetailsViewController.self, argument: symbol)!)
  }
}
final class TokenDetailsViewModel {
  let symbol: String
  let tokens: TokenService
  let icons: TokenIconProvider
  let prices: PriceService
  init(symbol: String, tokens: TokenService, icons: TokenIconProvider, prices: PriceService) {
    self.symbol = symbol
    self.tokens = tokens
    self.icons = icons
    self.prices = prices
  }
}
final class TokenDetailsViewController {
  let viewModel: TokenDetailsViewModel
  init(viewModel: TokenDetailsViewModel) { self.viewModel = viewModel }
}

final class SendViewModel {
  let transactions: TransactionService
  let builder: TransactionBuilder
  let validator: AddressValidator
  let biometry: BiometryGuard
  init(
    transactions: TransactionService, builder: TransactionBuilder, validator: AddressValidator,
    biometry: BiometryGuard
  ) {
    self.transactions = transactions
    self.builder = builder
    self.validator = validator
    self.biometry = biometry
  }
}
final class SendViewController {
  let viewModel: SendViewModel
  init(viewModel: SendViewModel) { self.viewModel = viewModel }
}
final class SendRouter {
  let resolver: Resolver
  let navigation: NavigationStack
  init(resolver: Resolver, navigation: NavigationStack) {
    self.resolver = resolver
    self.navigation = navigation
  }
  func showSend() { navigation.push(resolver.resolve(SendViewController.self)!) }
}

final class ReceiveViewModel {
  let wallets: WalletStore
  let qrCodes: QRCodeGenerator
  init(wallets: WalletStore, qrCodes: QRCodeGenerator) {
    self.wallets = wallets
    self.qrCodes = qrCodes
  }
}
final class ReceiveViewController {
  let viewModel: ReceiveViewModel
  init(viewModel: ReceiveViewModel) { self.viewModel = viewModel }
}
final class ReceiveRouter {
  let resolver: Resolver
  let navigation: NavigationStack
  init(resolver: Resolver, navigation: NavigationStack) {
    self.resolver = resolver
    self.navigation = navigation
  }
  func showReceive() { navigation.push(resolver.resolve(ReceiveViewController.self)!) }
}

final class HistoryViewModel {
  let transactions: TransactionService
  let formatter: CurrencyFormatter
  init(transactions: TransactionService, formatter: CurrencyFormatter) {
    self.transactions = transactions
    self.formatter = formatter
  }
}
final class HistoryViewController {
  let viewModel: HistoryViewModel
  init(viewModel: HistoryViewModel) { self.viewModel = viewModel }
}

final class SettingsViewModel {
  let settings: SettingsService
  let biometry: BiometryGuard
  let notifications: NotificationService
  init(settings: SettingsService, biometry: BiometryGuard, notifications: NotificationService) {
    self.settings = settings
    self.biometry = biometry
    self.notifications = notifications
  }
}
final class SettingsViewController {
  let viewModel: SettingsViewModel
  init(viewModel: SettingsViewModel) { self.viewModel = viewModel }
}
final class SettingsRouter {
  let resolver: Resolver
  let navigation: NavigationStack
  init(resolver: Resolver, navigation: NavigationStack) {
    self.resolver = resolver
    self.navigation = navigation
  }
  func showSettings() { navigation.push(resolver.resolve(SettingsViewController.self)!) }
}

// MARK: Assemblies: 14, registering 54 entries

struct CoreAssembly: Assembly {
  func assemble(container: Container) {
    container.register(AppConfig.self) { _ in AppConfig() }.inObjectScope(.container)
    container.register(Logger.self) { r in Logger(config: r.resolve(AppConfig.self)!) }.inObjectScope(.container)
    container.register(Analytics.self) { r in Analytics(logger: r.resolve(Logger.self)!) }.inObjectScope(.container)
  }
}

struct StorageAssembly: Assembly {
  func assemble(container: Container) {
    container.register(KeychainStore.self) { _ in KeychainStore() }.inObjectScope(.container)
    container.register(PreferencesStore.self) { _ in PreferencesStore() }.inObjectScope(.container)
    container.register(Database.self) { r in Database(logger: r.resolve(Logger.self)!) }.inObjectScope(.container)
    container.register(ImageCache.self) { _ in ImageCache() }.inObjectScope(.container)
  }
}

struct NetworkAssembly: Assembly {
  func assemble(container: Container) {
    container.register(HTTPClient.self) { r in
      HTTPClient(baseURL: "https://api.wallet.example", logger: r.resolve(Logger.self)!)
    }.inObjectScope(.container)
    container.register(HTTPClient.self, name: "mainnet") { r in
      HTTPClient(baseURL: "https://mainnet.example", logger: r.resolve(Logger.self)!)
    }.inObjectScope(.container)
    container.register(HTTPClient.self, name: "testnet") { r in
      HTTPClient(baseURL: "https://testnet.example", logger: r.resolve(Logger.self)!)
    }.inObjectScope(.container)
    container.register(RPCClient.self) { r in RPCClient(http: r.resolve(HTTPClient.self, name: "mainnet")!) }
      .inObjectScope(.container)
    container.register(WebSocketClient.self) { r in WebSocketClient(logger: r.resolve(Logger.self)!) }
      .inObjectScope(.container)
  }
}

struct KeyStoreAssembly: Assembly {
  func assemble(container: Container) {
    container.register(KeyStore.self) { r in KeyStore(keychain: r.resolve(KeychainStore.self)!) }
      .inObjectScope(.container)
    container.register(WalletStore.self) { r in
      WalletStore(keyStore: r.resolve(KeyStore.self)!, database: r.resolve(Database.self)!)
    }.inObjectScope(.container)
    container.register(TransactionSigner.self) { r in TransactionSigner(keyStore: r.resolve(KeyStore.self)!) }
    container.register(BiometryGuard.self) { r in BiometryGuard(preferences: r.resolve(PreferencesStore.self)!) }
      .inObjectScope(.container)
  }
}

struct TokensAssembly: Assembly {
  func assemble(container: Container) {
    container.register(TokenRepository.self) { r in
      TokenRepository(database: r.resolve(Database.self)!, rpc: r.resolve(RPCClient.self)!)
    }.inObjectScope(.container)
    container.register(TokenService.self) { r in
      TokenService(repository: r.resolve(TokenRepository.self)!, wallets: r.resolve(WalletStore.self)!)
    }.inObjectScope(.container)
    container.register(TokenIconProvider.self) { r in
      TokenIconProvider(cache: r.resolve(ImageCache.self)!, http: r.resolve(HTTPClient.self)!)
    }.inObjectScope(.container)
  }
}

struct PricesAssembly: Assembly {
  func assemble(container: Container) {
    container.register(PriceProvider.self) { r in PriceProvider(http: r.resolve(HTTPClient.self)!) }
      .inObjectScope(.container)
    container.register(PriceService.self) { r in
      PriceService(provider: r.resolve(PriceProvider.self)!, socket: r.resolve(WebSocketClient.self)!)
    }.inObjectScope(.container)
    container.register(CurrencyFormatter.self) { r in
      CurrencyFormatter(preferences: r.resolve(PreferencesStore.self)!)
    }
  }
}

struct BalanceAssembly: Assembly {
  func assemble(container: Container) {
    container.register(BalanceFetcher.self) { r in BalanceFetcher(rpc: r.resolve(RPCClient.self)!) }
    container.register(BalanceService.self) { r in
      BalanceService(
        fetcher: r.resolve(BalanceFetcher.self)!, tokens: r.resolve(TokenService.self)!,
        prices: r.resolve(PriceService.self)!)
    }.inObjectScope(.container)
  }
}

struct TransactionsAssembly: Assembly {
  func assemble(container: Container) {
    container.register(TransactionRepository.self) { r in TransactionRepository(database: r.resolve(Database.self)!) }
      .inObjectScope(.container)
    container.register(FeeEstimator.self) { r in FeeEstimator(rpc: r.resolve(RPCClient.self)!) }
      .inObjectScope(.container)
    container.register(TransactionBuilder.self) { r in TransactionBuilder(fees: r.resolve(FeeEstimator.self)!) }
    container.register(TransactionService.self) { r in
      TransactionService(
        repository: r.resolve(TransactionRepository.self)!, rpc: r.resolve(RPCClient.self)!,
        signer: r.resolve(TransactionSigner.self)!)
    }.inObjectScope(.container)
  }
}

struct CollectiblesAssembly: Assembly {
  func assemble(container: Container) {
    container.register(NFTRepository.self) { r in NFTRepository(database: r.resolve(Database.self)!) }
      .inObjectScope(.container)
    container.register(NFTService.self) { r in
      NFTService(repository: r.resolve(NFTRepository.self)!, http: r.resolve(HTTPClient.self)!)
    }.inObjectScope(.container)
  }
}

struct PreferencesAssembly: Assembly {
  func assemble(container: Container) {
    container.register(SettingsService.self) { r in SettingsService(preferences: r.resolve(PreferencesStore.self)!) }
      .inObjectScope(.container)
    container.register(NotificationService.self) { r in
      NotificationService(settings: r.resolve(SettingsService.self)!)
    }.inObjectScope(.container)
    container.register(QRCodeGenerator.self) { _ in QRCodeGenerator() }
    container.register(AddressValidator.self) { _ in AddressValidator() }
  }
}

struct AppFlowAssembly: Assembly {
  func assemble(container: Container) {
    container.register(NavigationStack.self) { _ in NavigationStack() }.inObjectScope(.container)
    container.register(TabRouter.self) { r in TabRouter(navigation: r.resolve(NavigationStack.self)!) }
      .inObjectScope(.container)
    container.register(AppCoordinator.self) { r in
      AppCoordinator(tabs: r.resolve(TabRouter.self)!, analytics: r.resolve(Analytics.self)!)
    }.inObjectScope(.container)
    container.register(DeepLinkHandler.self) { r in DeepLinkHandler(coordinator: r.resolve(AppCoordinator.self)!) }
      .inObjectScope(.container)
  }
}

struct WalletScreenAssembly: Assembly {
  func assemble(container: Container) {
    container.register(WalletViewModel.self) { r in
      WalletViewModel(balances: r.resolve(BalanceService.self)!, formatter: r.resolve(CurrencyFormatter.self)!)
    }
    container.register(WalletViewController.self) { r in
      WalletViewController(viewModel: r.resolve(WalletViewModel.self)!)
    }
    container.register(WalletRouter.self) { r in
      WalletRouter(resolver: r, navigation: r.resolve(NavigationStack.self)!)
    }
    container.register(TokenDetailsViewModel.self) { (r, symbol: String) in
      TokenDetailsViewModel(
        symbol: symbol, tokens: r.resolve(TokenService.self)!, icons: r.resolve(TokenIconProvider.self)!,
        prices: r.resolve(PriceService.self)!)
    }
    container.register(TokenDetailsViewController.self) { (r, symbol: String) in
      TokenDetailsViewController(viewModel: r.resolve(TokenDetailsViewModel.self, argument: symbol)!)
    }
  }
}

struct TransferScreensAssembly: Assembly {
  func assemble(container: Container) {
    container.register(SendViewModel.self) { r in
      SendViewModel(
        transactions: r.resolve(TransactionService.self)!, builder: r.resolve(TransactionBuilder.self)!,
        validator: r.resolve(AddressValidator.self)!, biometry: r.resolve(BiometryGuard.self)!)
    }
    container.register(SendViewController.self) { r in SendViewController(viewModel: r.resolve(SendViewModel.self)!) }
    container.register(SendRouter.self) { r in SendRouter(resolver: r, navigation: r.resolve(NavigationStack.self)!) }
    container.register(ReceiveViewModel.self) { r in
      ReceiveViewModel(wallets: r.resolve(WalletStore.self)!, qrCodes: r.resolve(QRCodeGenerator.self)!)
    }
    container.register(ReceiveViewController.self) { r in
      ReceiveViewController(viewModel: r.resolve(ReceiveViewModel.self)!)
    }
    container.register(ReceiveRouter.self) { r in
      ReceiveRouter(resolver: r, navigation: r.resolve(NavigationStack.self)!)
    }
    container.register(HistoryViewModel.self) { r in
      HistoryViewModel(transactions: r.resolve(TransactionService.self)!, formatter: r.resolve(CurrencyFormatter.self)!)
    }
    container.register(HistoryViewController.self) { r in
      HistoryViewController(viewModel: r.resolve(HistoryViewModel.self)!)
    }
  }
}

struct SettingsScreenAssembly: Assembly {
  func assemble(container: Container) {
    container.register(SettingsViewModel.self) { r in
      SettingsViewModel(
        settings: r.resolve(SettingsService.self)!, biometry: r.resolve(BiometryGuard.self)!,
        notifications: r.resolve(NotificationService.self)!)
    }
    container.register(SettingsViewController.self) { r in
      SettingsViewController(viewModel: r.resolve(SettingsViewModel.self)!)
    }
    container.register(SettingsRouter.self) { r in
      SettingsRouter(resolver: r, navigation: r.resolve(NavigationStack.self)!)
    }
  }
}

/// The wallet's assemblies, in the order its app delegate applies them.
func walletAssemblies() -> [any Assembly] {
  [
    CoreAssembly(), StorageAssembly(), NetworkAssembly(), KeyStoreAssembly(), TokensAssembly(), PricesAssembly(),
    BalanceAssembly(), TransactionsAssembly(), CollectiblesAssembly(), PreferencesAssembly(), AppFlowAssembly(),
    WalletScreenAssembly(), TransferScreensAssembly(), SettingsScreenAssembly(),
  ]
}
