// A desktop-like app's DI layer: one facade, `InstanceProvider`, through which the app asks for
// everything, and three named root views (library, editor, inspector), each a chain of transient
// controllers, view models and interactors over a few `.container` services.

// MARK: Services (shared)

final class DocumentStore {}
final class FileWatcher {
  let store: DocumentStore
  init(store: DocumentStore) { self.store = store }
}
final class UndoManagerService {}
final class ThemeProvider {}
final class CommandBus {
  let undo: UndoManagerService
  init(undo: UndoManagerService) { self.undo = undo }
}
final class SearchIndex {
  let store: DocumentStore
  init(store: DocumentStore) { self.store = store }
}

// MARK: The views' chains (transient: a new instance per resolve, as Swinject's default scope)

/// What the three root views have in common, as the facade hands them out.
class RootView {
  let title: String
  init(title: String) { self.title = title }
}

final class LibraryInteractor {
  let store: DocumentStore
  let index: SearchIndex
  init(store: DocumentStore, index: SearchIndex) {
    self.store = store
    self.index = index
  }
}
final class LibraryViewModel {
  let interactor: LibraryInteractor
  let theme: ThemeProvider
  init(interactor: LibraryInteractor, theme: ThemeProvider) {
    self.interactor = interactor
    self.theme = theme
  }
}
final class LibraryToolbar {
  let commands: CommandBus
  init(commands: CommandBus) { self.commands = commands }
}
final class LibraryController {
  let viewModel: LibraryViewModel
  let toolbar: LibraryToolbar
  init(viewModel: LibraryViewModel, toolbar: LibraryToolbar) {
    self.viewModel = viewModel
    self.toolbar = toolbar
  }
}
final class LibraryView: RootView {
  let controller: LibraryController
  init(controller: LibraryController) {
    self.controller = controller
    super.init(title: "Library")
  }
}

final class EditorInteractor {
  let store: DocumentStore
  let commands: CommandBus
  let watcher: FileWatcher
  init(store: DocumentStore, commands: CommandBus, watcher: FileWatcher) {
    self.store = store
    self.commands = commands
    self.watcher = watcher
  }
}
final class SyntaxHighlighter {
  let theme: ThemeProvider
  init(theme: ThemeProvider) { self.theme = theme }
}
final class EditorViewModel {
  let interactor: EditorInteractor
  let highlighter: SyntaxHighlighter
  init(interactor: EditorInteractor, highlighter: SyntaxHighlighter) {
    self.interactor = interactor
    self.highlighter = highlighter
  }
}
final class Gutter {
  let theme: ThemeProvider
  init(theme: ThemeProvider) { self.theme = theme }
}
final class EditorController {
  let viewModel: EditorViewModel
  let gutter: Gutter
  init(viewModel: EditorViewModel, gutter: Gutter) {
    self.viewModel = viewModel
    self.gutter = gutter
  }
}
final class EditorView: RootView {
  let controller: EditorController
  init(controller: EditorController) {
    self.controller = controller
    super.init(title: "Editor")
  }
}

final class InspectorInteractor {
  let store: DocumentStore
  let undo: UndoManagerService
  init(store: DocumentStore, undo: UndoManagerService) {
    self.store = store
    self.undo = undo
  }
}
final class InspectorViewModel {
  let interactor: InspectorInteractor
  init(interactor: InspectorInteractor) { self.interactor = interactor }
}
final class PropertyList {
  let viewModel: InspectorViewModel
  let theme: ThemeProvider
  init(viewModel: InspectorViewModel, theme: ThemeProvider) {
    self.viewModel = viewModel
    self.theme = theme
  }
}
final class InspectorController {
  let properties: PropertyList
  let commands: CommandBus
  init(properties: PropertyList, commands: CommandBus) {
    self.properties = properties
    self.commands = commands
  }
}
final class InspectorView: RootView {
  let controller: InspectorController
  init(controller: InspectorController) {
    self.controller = controller
    super.init(title: "Inspector")
  }
}

// MARK: The facade

/// The app's one way to its objects: the window controller asks it for root views by name.
final class InstanceProvider {
  private let resolver: Resolver
  init(resolver: Resolver) { self.resolver = resolver }

  func rootView(named name: String) -> RootView { resolver.resolve(RootView.self, name: name)! }
  func instance<T>(of type: T.Type) -> T { resolver.resolve(T.self)! }
}

/// The main window: what launch builds through the facade.
final class MainWindow {
  let views: [RootView]
  let commands: CommandBus
  init(provider: InstanceProvider) {
    views = ["library", "editor", "inspector"].map { provider.rootView(named: $0) }
    commands = provider.instance(of: CommandBus.self)
  }
}

// MARK: Assemblies

struct DocumentsAssembly: Assembly {
  func assemble(container: Container) {
    container.register(DocumentStore.self) { _ in DocumentStore() }.inObjectScope(.container)
    container.register(FileWatcher.self) { r in FileWatcher(store: r.resolve(DocumentStore.self)!) }
      .inObjectScope(.container)
    container.register(SearchIndex.self) { r in SearchIndex(store: r.resolve(DocumentStore.self)!) }
      .inObjectScope(.container)
  }
}

struct WorkspaceAssembly: Assembly {
  func assemble(container: Container) {
    container.register(UndoManagerService.self) { _ in UndoManagerService() }.inObjectScope(.container)
    container.register(ThemeProvider.self) { _ in ThemeProvider() }.inObjectScope(.container)
    container.register(CommandBus.self) { r in CommandBus(undo: r.resolve(UndoManagerService.self)!) }
      .inObjectScope(.container)
    container.register(InstanceProvider.self) { r in InstanceProvider(resolver: r) }.inObjectScope(.container)
  }
}

struct LibraryAssembly: Assembly {
  func assemble(container: Container) {
    container.register(LibraryInteractor.self) { r in
      LibraryInteractor(store: r.resolve(DocumentStore.self)!, index: r.resolve(SearchIndex.self)!)
    }
    container.register(LibraryViewModel.self) { r in
      LibraryViewModel(interactor: r.resolve(LibraryInteractor.self)!, theme: r.resolve(ThemeProvider.self)!)
    }
    container.register(LibraryToolbar.self) { r in LibraryToolbar(commands: r.resolve(CommandBus.self)!) }
    container.register(LibraryController.self) { r in
      LibraryController(viewModel: r.resolve(LibraryViewModel.self)!, toolbar: r.resolve(LibraryToolbar.self)!)
    }
    container.register(RootView.self, name: "library") { r in
      LibraryView(controller: r.resolve(LibraryController.self)!)
    }
  }
}

struct EditorAssembly: Assembly {
  func assemble(container: Container) {
    container.register(EditorInteractor.self) { r in
      EditorInteractor(
        store: r.resolve(DocumentStore.self)!, commands: r.resolve(CommandBus.self)!,
        watcher: r.resolve(FileWatcher.self)!)
    }
    container.register(SyntaxHighlighter.self) { r in SyntaxHighlighter(theme: r.resolve(ThemeProvider.self)!) }
    container.register(EditorViewModel.self) { r in
      EditorViewModel(interactor: r.resolve(EditorInteractor.self)!, highlighter: r.resolve(SyntaxHighlighter.self)!)
    }
    container.register(Gutter.self) { r in Gutter(theme: r.resolve(ThemeProvider.self)!) }
    container.register(EditorController.self) { r in
      EditorController(viewModel: r.resolve(EditorViewModel.self)!, gutter: r.resolve(Gutter.self)!)
    }
    container.register(RootView.self, name: "editor") { r in EditorView(controller: r.resolve(EditorController.self)!) }
  }
}

struct InspectorAssembly: Assembly {
  func assemble(container: Container) {
    container.register(InspectorInteractor.self) { r in
      InspectorInteractor(store: r.resolve(DocumentStore.self)!, undo: r.resolve(UndoManagerService.self)!)
    }
    container.register(InspectorViewModel.self) { r in
      InspectorViewModel(interactor: r.resolve(InspectorInteractor.self)!)
    }
    container.register(PropertyList.self) { r in
      PropertyList(viewModel: r.resolve(InspectorViewModel.self)!, theme: r.resolve(ThemeProvider.self)!)
    }
    container.register(InspectorController.self) { r in
      InspectorController(properties: r.resolve(PropertyList.self)!, commands: r.resolve(CommandBus.self)!)
    }
    container.register(RootView.self, name: "inspector") { r in
      InspectorView(controller: r.resolve(InspectorController.self)!)
    }
  }
}

/// The desktop app's assemblies.
func desktopAssemblies() -> [any Assembly] {
  [DocumentsAssembly(), WorkspaceAssembly(), LibraryAssembly(), EditorAssembly(), InspectorAssembly()]
}
