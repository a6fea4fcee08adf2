import InjectKit

/// Registers what both modules share: the configuration and the one `ItemStore`.
///
/// Nonisolated, so its plain closures (the configuration's) register factories any thread may
/// resolve; the store says `isolation: MainActor.shared` because it must be built on the main actor.
struct ServicesComposer: Composer {
  func register() {
    Dependencies.root.add(AppConfiguration.self, scope: .singleton) { AppConfiguration.fromEnvironment() }
    // `.singleton`: Home and Detail must see the same favourites.
    Dependencies.root.add(ItemStore.self, scope: .singleton, isolation: MainActor.shared) { r in
      let configuration = try r.resolve(AppConfiguration.self)
      return FileItemStore(catalog: .bundled, file: FavouritesFile(directory: configuration.dataDirectory))
    }
  }
}
