// A clipboard manager's DI layer, the shape of a macOS app whose launch issue 45 measured: 53
// registrations, 41 of them `autoregister` of generic view models, views and controllers
// (`ClipboardView<VM>.init`), in an app assembly and one generic assembly per clip source; the app
// delegate resolves its status menu, which pulls every feature's menu item.

// MARK: The app's services (closures, `.container`)

final class ClipPasteboard {}
final class ClipHistoryStore {
  let pasteboard: ClipPasteboard
  init(pasteboard: ClipPasteboard) { self.pasteboard = pasteboard }
}
final class ClipPinStore {}
final class ClipSearchIndex {
  let history: ClipHistoryStore
  init(history: ClipHistoryStore) { self.history = history }
}
final class ClipSettings {}
final class ClipHotKeys {
  let settings: ClipSettings
  init(settings: ClipSettings) { self.settings = settings }
}
final class ClipSounds {}
final class ClipAnalytics {}
final class ClipUpdater {
  let settings: ClipSettings
  init(settings: ClipSettings) { self.settings = settings }
}
final class ClipClock {}
final class ClipImageCache {}
final class ClipFormatter {
  let clock: ClipClock
  init(clock: ClipClock) { self.clock = clock }
}

/// The app's twelve services.
struct ClipboardServicesAssembly: Assembly {
  func assemble(container: Container) {
    container.register(ClipPasteboard.self) { _ in ClipPasteboard() }.inObjectScope(.container)
    container.register(ClipHistoryStore.self) { r in ClipHistoryStore(pasteboard: r.resolve(ClipPasteboard.self)!) }
      .inObjectScope(.container)
    container.register(ClipPinStore.self) { _ in ClipPinStore() }.inObjectScope(.container)
    container.register(ClipSearchIndex.self) { r in ClipSearchIndex(history: r.resolve(ClipHistoryStore.self)!) }
      .inObjectScope(.container)
    container.register(ClipSettings.self) { _ in ClipSettings() }.inObjectScope(.container)
    container.register(ClipHotKeys.self) { r in ClipHotKeys(settings: r.resolve(ClipSettings.self)!) }
      .inObjectScope(.container)
    container.register(ClipSounds.self) { _ in ClipSounds() }.inObjectScope(.container)
    container.register(ClipAnalytics.self) { _ in ClipAnalytics() }.inObjectScope(.container)
    container.register(ClipUpdater.self) { r in ClipUpdater(settings: r.resolve(ClipSettings.self)!) }
      .inObjectScope(.container)
    container.register(ClipClock.self) { _ in ClipClock() }.inObjectScope(.container)
    container.register(ClipImageCache.self) { _ in ClipImageCache() }.inObjectScope(.container)
    container.register(ClipFormatter.self) { r in ClipFormatter(clock: r.resolve(ClipClock.self)!) }
      .inObjectScope(.container)
  }
}

// MARK: A feature per clip source: five generic types, `autoregister`ed

/// Where a feature's clips come from (its metatype crosses into the registration closures).
protocol ClipSource: SendableMetatype {}
enum HistoryClips: ClipSource {}
enum PinnedClips: ClipSource {}
enum SnippetClips: ClipSource {}
enum ImageClips: ClipSource {}
enum LinkClips: ClipSource {}
enum ColorClips: ClipSource {}
enum FileClips: ClipSource {}
enum SearchClips: ClipSource {}

final class ClipList<Source: ClipSource> {
  let history: ClipHistoryStore
  let pins: ClipPinStore
  init(history: ClipHistoryStore, pins: ClipPinStore) {
    self.history = history
    self.pins = pins
  }
}
final class ClipViewModel<Source: ClipSource> {
  let list: ClipList<Source>
  let search: ClipSearchIndex
  let formatter: ClipFormatter
  init(list: ClipList<Source>, search: ClipSearchIndex, formatter: ClipFormatter) {
    self.list = list
    self.search = search
    self.formatter = formatter
  }
}
final class ClipboardView<Model> {
  let model: Model
  let images: ClipImageCache
  init(model: Model, images: ClipImageCache) {
    self.model = model
    self.images = images
  }
}
final class ClipController<View> {
  let view: View
  let sounds: ClipSounds
  let analytics: ClipAnalytics
  init(view: View, sounds: ClipSounds, analytics: ClipAnalytics) {
    self.view = view
    self.sounds = sounds
    self.analytics = analytics
  }
}
final class ClipMenuItem<Controller> {
  let controller: Controller
  let hotKeys: ClipHotKeys
  init(controller: Controller, hotKeys: ClipHotKeys) {
    self.controller = controller
    self.hotKeys = hotKeys
  }
}

/// A feature's menu item, with everything under it.
typealias FeatureItem<Source: ClipSource> = ClipMenuItem<ClipController<ClipboardView<ClipViewModel<Source>>>>

/// One feature's five registrations, all `autoregister` with the generic types' initializers.
struct ClipFeatureAssembly<Source: ClipSource>: Assembly {
  func assemble(container: Container) {
    typealias Model = ClipViewModel<Source>
    typealias View = ClipboardView<Model>
    typealias Controller = ClipController<View>
    container.autoregister(ClipList<Source>.self, initializer: ClipList<Source>.init).inObjectScope(.container)
    container.autoregister(Model.self, initializer: Model.init)
    container.autoregister(View.self, initializer: View.init)
    container.autoregister(Controller.self, initializer: Controller.init)
    container.autoregister(FeatureItem<Source>.self, initializer: FeatureItem<Source>.init)
  }
}

// MARK: What the app delegate resolves

final class ClipStatusMenu {
  let items: [AnyObject]
  let updater: ClipUpdater
  init(
    history: FeatureItem<HistoryClips>, pinned: FeatureItem<PinnedClips>, snippets: FeatureItem<SnippetClips>,
    images: FeatureItem<ImageClips>, links: FeatureItem<LinkClips>, colors: FeatureItem<ColorClips>,
    files: FeatureItem<FileClips>, search: FeatureItem<SearchClips>, updater: ClipUpdater
  ) {
    items = [history, pinned, snippets, images, links, colors, files, search]
    self.updater = updater
  }
}

/// The menu: the 41st `autoregister`.
struct StatusMenuAssembly: Assembly {
  func assemble(container: Container) {
    container.autoregister(ClipStatusMenu.self, initializer: ClipStatusMenu.init)
  }
}

func clipboardAssemblies() -> [Assembly] {
  [
    ClipboardServicesAssembly(), ClipFeatureAssembly<HistoryClips>(), ClipFeatureAssembly<PinnedClips>(),
    ClipFeatureAssembly<SnippetClips>(), ClipFeatureAssembly<ImageClips>(), ClipFeatureAssembly<LinkClips>(),
    ClipFeatureAssembly<ColorClips>(), ClipFeatureAssembly<FileClips>(), ClipFeatureAssembly<SearchClips>(),
    StatusMenuAssembly(),
  ]
}
