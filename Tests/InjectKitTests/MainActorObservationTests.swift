import InjectKit
import Observation
import Testing

// Seed 004's UI composer with `@Observable` view models, on stand-in views: a feature's composer is
// built from dependencies obtained once, and composes a view with its view model on the main actor.

protocol ChatStore: Sendable { func messages() -> [String] }
protocol ChatEngine: Sendable { func reply(to text: String) -> String }
final class InMemoryChatStore: ChatStore {
  func messages() -> [String] { ["hello"] }
}
final class EchoEngine: ChatEngine {
  func reply(to text: String) -> String { "echo: \(text)" }
}

/// A view model with its dependencies passed in: the seed's "dependency hub".
@MainActor @Observable final class ChatViewModel {
  var messages: [String]
  private let engine: ChatEngine
  init(store: ChatStore, engine: ChatEngine) {
    messages = store.messages()
    self.engine = engine
  }
  func send(_ text: String) { messages += [text, engine.reply(to: text)] }
}

/// A view model that reads a dependency with `@Inject`: inside `@Observable` a property wrapper
/// must be `@ObservationIgnored` (the macro cannot track a wrapped property); the injected
/// service is not state to observe anyway.
@MainActor @Observable final class ChatSettingsViewModel {
  @ObservationIgnored @Inject var store: ChatStore
  var title = "Settings"
}

/// Stands in for a SwiftUI view: main-actor, holding its view model.
@MainActor struct ChatView {
  let viewModel: ChatViewModel
}

/// The feature's UI composer (seed 004): built from pre-obtained dependencies, it composes the
/// view and its view model on the main actor; the call site knows none of the dependencies.
struct ChatUIComposer: Sendable {
  let store: ChatStore
  let engine: ChatEngine
  @MainActor func composeChatView() -> ChatView {
    ChatView(viewModel: ChatViewModel(store: store, engine: engine))
  }
}

/// Services for any thread: a nonisolated composer.
struct ChatServicesComposer: Composer {
  func register() {
    Dependencies.root.add(ChatStore.self, scope: .singleton) { InMemoryChatStore() }
    Dependencies.root.add(ChatEngine.self, scope: .singleton) { EchoEngine() }
    Dependencies.root.add { r in ChatUIComposer(store: try r.resolve(), engine: try r.resolve()) }
  }
}

/// The feature's main-actor registrations, in the tutorial's form.
@MainActor struct ChatFeatureComposer: @MainActor Composer {
  func register() {
    Dependencies.root.add({ ChatSettingsViewModel() })
  }
}

/// Set by an observation's `onChange` (a `@Sendable` closure, called here during the main-actor mutation).
@MainActor final class ChangeFlag {
  var isSet = false
}

@Suite struct MainActorObservationTests {
  @MainActor @Test func theUIComposerComposesAnObservableViewModelWithItsDependencies() {
    Dependencies.withRoot(Dependencies()) {
      ChatServicesComposer().register()
      let view = Dependencies.root.resolve(ChatUIComposer.self).composeChatView()
      #expect(view.viewModel.messages == ["hello"])

      let changed = ChangeFlag()
      withObservationTracking {
        _ = view.viewModel.messages
      } onChange: {
        MainActor.assumeIsolated { changed.isSet = true }
      }
      view.viewModel.send("hi")
      #expect(changed.isSet)
      #expect(view.viewModel.messages == ["hello", "hi", "echo: hi"])
    }
  }

  @MainActor @Test func injectInsideAnObservableViewModelResolvesOnFirstRead() {
    Dependencies.withRoot(Dependencies()) {
      ChatServicesComposer().register()
      ChatFeatureComposer().register()
      let settings = Dependencies.root.resolve(ChatSettingsViewModel.self)
      #expect(settings.store.messages() == ["hello"])
      #expect(settings.store as AnyObject === Dependencies.root.resolve(ChatStore.self) as AnyObject)
    }
  }

  @Test func theUIComposerIsObtainedAnywhereButTheViewModelOnlyOnTheMainActor() async {
    let deps = Dependencies()
    await MainActor.run {
      Dependencies.withRoot(deps) {
        ChatServicesComposer().register()
        ChatFeatureComposer().register()
      }
    }
    #expect(await offMainError(deps, ChatUIComposer.self) == nil)
    #expect(await offMainError(deps, ChatSettingsViewModel.self)?.code == .isolationViolation)
  }
}
