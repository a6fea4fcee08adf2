// A messenger-like app's DI layer: an app assembler of `.container` services, and a child
// `Assembler(…, parent:)` made for each screen it opens, registering that screen's objects into
// the child and resolving the app's services through it.

// MARK: The app's services (the parent assembler's, `.container`)

final class SessionStore {}
final class APIClient {
  let session: SessionStore
  init(session: SessionStore) { self.session = session }
}
final class MessageSocket {
  let session: SessionStore
  init(session: SessionStore) { self.session = session }
}
final class MessageDatabase {}
final class MessageRepository {
  let database: MessageDatabase
  let socket: MessageSocket
  let api: APIClient
  init(database: MessageDatabase, socket: MessageSocket, api: APIClient) {
    self.database = database
    self.socket = socket
    self.api = api
  }
}
final class ContactsRepository {
  let database: MessageDatabase
  let api: APIClient
  init(database: MessageDatabase, api: APIClient) {
    self.database = database
    self.api = api
  }
}
final class AvatarLoader {
  let api: APIClient
  init(api: APIClient) { self.api = api }
}
final class PresenceService {
  let socket: MessageSocket
  init(socket: MessageSocket) { self.socket = socket }
}
final class MessengerAnalytics {}
final class DateFormatting {}

// MARK: Screens (each registered into its own child assembler)

final class ScreenRouter {
  let resolver: Resolver
  init(resolver: Resolver) { self.resolver = resolver }
}

final class ChatListViewModel {
  let messages: MessageRepository
  let contacts: ContactsRepository
  let presence: PresenceService
  init(messages: MessageRepository, contacts: ContactsRepository, presence: PresenceService) {
    self.messages = messages
    self.contacts = contacts
    self.presence = presence
  }
}
final class ChatListViewController {
  let viewModel: ChatListViewModel
  let avatars: AvatarLoader
  let router: ScreenRouter
  init(viewModel: ChatListViewModel, avatars: AvatarLoader, router: ScreenRouter) {
    self.viewModel = viewModel
    self.avatars = avatars
    self.router = router
  }
}

final class ComposerViewModel {
  let messages: MessageRepository
  init(messages: MessageRepository) { self.messages = messages }
}
final class ChatViewModel {
  let messages: MessageRepository
  let presence: PresenceService
  let dates: DateFormatting
  init(messages: MessageRepository, presence: PresenceService, dates: DateFormatting) {
    self.messages = messages
    self.presence = presence
    self.dates = dates
  }
}
final class ChatViewController {
  let viewModel: ChatViewModel
  let composer: ComposerViewModel
  let router: ScreenRouter
  init(viewModel: ChatViewModel, composer: ComposerViewModel, router: ScreenRouter) {
    self.viewModel = viewModel
    self.composer = composer
    self.router = router
  }
}

final class ProfileViewModel {
  let contacts: ContactsRepository
  let avatars: AvatarLoader
  init(contacts: ContactsRepository, avatars: AvatarLoader) {
    self.contacts = contacts
    self.avatars = avatars
  }
}
final class ProfileViewController {
  let viewModel: ProfileViewModel
  let analytics: MessengerAnalytics
  init(viewModel: ProfileViewModel, analytics: MessengerAnalytics) {
    self.viewModel = viewModel
    self.analytics = analytics
  }
}

// MARK: Assemblies

struct MessagingAssembly: Assembly {
  func assemble(container: Container) {
    container.register(SessionStore.self) { _ in SessionStore() }.inObjectScope(.container)
    container.register(APIClient.self) { r in APIClient(session: r.resolve(SessionStore.self)!) }
      .inObjectScope(.container)
    container.register(MessageSocket.self) { r in MessageSocket(session: r.resolve(SessionStore.self)!) }
      .inObjectScope(.container)
    container.register(MessageDatabase.self) { _ in MessageDatabase() }.inObjectScope(.container)
    container.register(MessageRepository.self) { r in
      MessageRepository(
        database: r.resolve(MessageDatabase.self)!, socket: r.resolve(MessageSocket.self)!,
        api: r.resolve(APIClient.self)!)
    }.inObjectScope(.container)
  }
}

struct PeopleAssembly: Assembly {
  func assemble(container: Container) {
    container.register(ContactsRepository.self) { r in
      ContactsRepository(database: r.resolve(MessageDatabase.self)!, api: r.resolve(APIClient.self)!)
    }.inObjectScope(.container)
    container.register(AvatarLoader.self) { r in AvatarLoader(api: r.resolve(APIClient.self)!) }
      .inObjectScope(.container)
    container.register(PresenceService.self) { r in PresenceService(socket: r.resolve(MessageSocket.self)!) }
      .inObjectScope(.container)
  }
}

struct SupportAssembly: Assembly {
  func assemble(container: Container) {
    container.register(MessengerAnalytics.self) { _ in MessengerAnalytics() }.inObjectScope(.container)
    container.register(DateFormatting.self) { _ in DateFormatting() }.inObjectScope(.container)
  }
}

struct ChatListScreenAssembly: Assembly {
  func assemble(container: Container) {
    container.register(ScreenRouter.self) { r in ScreenRouter(resolver: r) }
    container.register(ChatListViewModel.self) { r in
      ChatListViewModel(
        messages: r.resolve(MessageRepository.self)!, contacts: r.resolve(ContactsRepository.self)!,
        presence: r.resolve(PresenceService.self)!)
    }
    container.register(ChatListViewController.self) { r in
      ChatListViewController(
        viewModel: r.resolve(ChatListViewModel.self)!, avatars: r.resolve(AvatarLoader.self)!,
        router: r.resolve(ScreenRouter.self)!)
    }
  }
}

struct ChatScreenAssembly: Assembly {
  func assemble(container: Container) {
    container.register(ScreenRouter.self) { r in ScreenRouter(resolver: r) }
    container.register(ChatViewModel.self) { r in
      ChatViewModel(
        messages: r.resolve(MessageRepository.self)!, presence: r.resolve(PresenceService.self)!,
        dates: r.resolve(DateFormatting.self)!)
    }
    container.register(ComposerViewModel.self) { r in ComposerViewModel(messages: r.resolve(MessageRepository.self)!) }
    container.register(ChatViewController.self) { r in
      ChatViewController(
        viewModel: r.resolve(ChatViewModel.self)!, composer: r.resolve(ComposerViewModel.self)!,
        router: r.resolve(ScreenRouter.self)!)
    }
  }
}

struct ProfileScreenAssembly: Assembly {
  func assemble(container: Container) {
    container.register(ProfileViewModel.self) { r in
      ProfileViewModel(contacts: r.resolve(ContactsRepository.self)!, avatars: r.resolve(AvatarLoader.self)!)
    }
    container.register(ProfileViewController.self) { r in
      ProfileViewController(
        viewModel: r.resolve(ProfileViewModel.self)!, analytics: r.resolve(MessengerAnalytics.self)!)
    }
  }
}

/// The messenger's app-wide assemblies.
func messengerAssemblies() -> [any Assembly] {
  [MessagingAssembly(), PeopleAssembly(), SupportAssembly()]
}
