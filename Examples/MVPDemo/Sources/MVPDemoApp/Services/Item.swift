/// One entry of the catalogue shown on Home and opened on Detail.
struct Item: Codable, Hashable, Sendable {
  /// Stable across releases: favourites are saved by id.
  let id: String
  let title: String
  let summary: String
}
