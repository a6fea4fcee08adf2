import Testing

@testable import MVPDemoApp

@MainActor
@Suite struct DetailPresenterTests {
  @Test func showsTheItemItWasGiven() {
    let presenter = DetailPresenter(item: sampleItems[1], store: InMemoryItemStore(favourites: ["b"]))
    let view = SpyDetailView()
    presenter.attach(view: view)
    presenter.viewWillAppear()
    #expect(view.contents == [DetailContent(title: "Beta", summary: "The second.", isFavourite: true)])
  }

  @Test func togglingUpdatesTheSharedStoreAndTheView() {
    let store = InMemoryItemStore()
    let presenter = DetailPresenter(item: sampleItems[0], store: store)
    let view = SpyDetailView()
    presenter.attach(view: view)
    presenter.didToggleFavourite()
    #expect(store.favourites == ["a"])
    presenter.didToggleFavourite()
    #expect(store.favourites.isEmpty)
    #expect(view.favouriteChanges == [true, false])
  }

  @Test func reportsNoticesRaisedBySaving() {
    let store = InMemoryItemStore()
    let presenter = DetailPresenter(item: sampleItems[0], store: store)
    let view = SpyDetailView()
    presenter.attach(view: view)
    store.pendingNotices = ["could not save"]
    presenter.didToggleFavourite()
    #expect(view.notices == ["could not save"])
  }

  @Test func holdsItsViewWeakly() {
    let presenter = DetailPresenter(item: sampleItems[0], store: InMemoryItemStore())
    var view: SpyDetailView? = SpyDetailView()
    weak let released = view
    presenter.attach(view: view!)
    view = nil
    #expect(released == nil)
  }
}
