/// `[T]`'s own key in a container that added elements of `T` and registered no `[T]` itself:
/// it forwards to the collection (step 2 of `Resolution`), so resolving `[T]` finds its
/// collection with the one lookup every resolve makes, where the collection's own key (`[T]`
/// with `CollectionMarker`) would take a failed lookup and a second one. The collection stays
/// the record of the elements; listings and verification never see the alias
/// (`Registry.all`), and a registration of `[T]` replaces it (`Registry.unlockedStoreCollection`).
// Safety: as `RegistryEntry`: every stored property is a `let` of a Sendable type.
final class CollectionAlias<T>: TypedEntry<[T], Void>, @unchecked Sendable {
  let collection: CollectionEntry<T>

  init(_ collection: CollectionEntry<T>) {
    self.collection = collection
    super.init(
      key: DependencyKey([T].self, name: collection.key.name), site: collection.site, scope: .transient,
      kind: .collectionAlias, options: [], extras: nil, slot: nil)
  }

  override func copy(extras: RegistrationDetails) -> RegistryEntry { self }
  override var aliasedCollection: RegistryEntry? { collection }
  override var displayName: String { collection.displayName }

  override func forward(_ request: Request, owner: Dependencies, _: Void) throws(ResolutionError) -> [T] {
    try collection.collect(request)
  }

  override func resolveAsync(_ request: AsyncRequest, owner: Dependencies, isolation: isolated (any Actor)?)
    async throws(ResolutionError) -> AnyObject
  {
    try await collection.resolveAsync(
      request.retargeted(to: collection.key, service: request.service), owner: owner, isolation: isolation)
  }
}
