/// `[T]`'s own key in a container that added elements of `T` and registered no `[T]` itself: an
/// entry that forwards to the collection (step 2 of `Resolution`), so resolving `[T]` finds its
/// collection with the one lookup every resolve makes, where the collection's own key (`[T]`
/// with `CollectionMarker`) would take a failed lookup and a second one. The collection stays
/// the record of the elements; listings and verification never see the alias
/// (`Registry.all`), and a registration of `[T]` replaces it (`Registry.State.storeCollection`).
extension CollectionBody {
  /// The alias of `collection`, this body's entry: a `ForwardingBody` that builds it.
  func alias(of collection: RegistryEntry) -> RegistryEntry? {
    let body = ForwardingBody<[T], Void>(
      forward: { (_, request, _, _) throws(ResolutionError) -> [T] in try self.collect(collection, request) },
      forwardAsync: { (_, request, owner, isolation) async throws(ResolutionError) -> AnyObject in
        try await collection.resolveAsync(
          request.retargeted(to: collection.key, service: request.service), owner: owner, isolation: isolation)
      },
      target: nil, collection: collection)
    return RegistryEntry(
      key: DependencyKey([T].self, name: collection.key.name), site: collection.site, scope: .transient,
      kind: .collectionAlias, options: [], extras: nil, slot: nil, service: [T].self, arguments: Void.self, body: body)
  }
}
