import Testing

@testable import MVPDemoApp

@MainActor
@Suite struct HomePresenterTests {
  @Test func showsNumberedRowsWithFavourites() {
    let presenter = HomePresenter(store: InMemoryItemStore(favourites: ["b"]))
    let view = SpyHomeView()
    presenter.attach(view: view)
    presenter.viewWillAppear()
    #expect(
      view.rows == [
        [
          HomeRow(number: 1, title: "Alpha", isFavourite: false),
          HomeRow(number: 2, title: "Beta", isFavourite: true),
          HomeRow(number: 3, title: "Gamma", isFavourite: false),
        ]
      ])
  }

  @Test func forwardsStoreNoticesBeforeTheList() {
    let presenter = HomePresenter(store: InMemoryItemStore(notices: ["file set aside"]))
    let view = SpyHomeView()
    presenter.attach(view: view)
    presenter.viewWillAppear()
    presenter.viewWillAppear()
    #expect(view.notices == ["file set aside"])  // once, not on every appearance
    #expect(view.rows.count == 2)
  }

  @Test func selectingANumberOpensThatItem() {
    let presenter = HomePresenter(store: InMemoryItemStore())
    let view = SpyHomeView()
    presenter.attach(view: view)
    presenter.didSelectItem(number: 3)
    #expect(view.openedDetails == [sampleItems[2]])
    #expect(view.notices.isEmpty)
  }

  @Test(arguments: [0, -1, 4, Int.max])
  func outOfRangeNumbersExplainTheRange(number: Int) {
    let presenter = HomePresenter(store: InMemoryItemStore())
    let view = SpyHomeView()
    presenter.attach(view: view)
    presenter.didSelectItem(number: number)
    #expect(view.openedDetails.isEmpty)
    #expect(view.notices == ["There is no item \(number): choose 1–3."])
  }

  @Test(arguments: ["99999999999999999999", "9223372036854775808", "4", "0"])
  func typedNumbersOutOfRangeSayNoItemHoweverLarge(digits: String) {
    let presenter = HomePresenter(store: InMemoryItemStore())
    let view = SpyHomeView()
    presenter.attach(view: view)
    presenter.didSelectItem(typed: digits)
    #expect(view.openedDetails.isEmpty)
    #expect(view.notices == ["There is no item \(digits): choose 1–3."])
  }

  @Test func aTypedNumberInRangeOpensThatItem() {
    let presenter = HomePresenter(store: InMemoryItemStore())
    let view = SpyHomeView()
    presenter.attach(view: view)
    presenter.didSelectItem(typed: "2")
    #expect(view.openedDetails == [sampleItems[1]])
  }

  @Test func anEmptyCatalogueSaysSo() {
    let presenter = HomePresenter(store: InMemoryItemStore(items: []))
    let view = SpyHomeView()
    presenter.attach(view: view)
    presenter.didSelectItem(number: 1)
    #expect(view.notices == ["There are no items to open."])
  }

  @Test func holdsItsViewWeakly() {
    let presenter = HomePresenter(store: InMemoryItemStore())
    var view: SpyHomeView? = SpyHomeView()
    weak let released = view
    presenter.attach(view: view!)
    view = nil
    #expect(released == nil)
    presenter.didSelectItem(number: 1)  // no view: nothing to tell, and no crash
  }
}
