import InjectKit

@MainActor final class HomePresenter: HomePresenterDelegate {
  @Inject var items: ItemRepository
  @Inject var detail: DetailPresenterDelegate
  private weak var view: HomeViewDelegate?

  func attach(_ view: HomeViewDelegate) { self.view = view }

  func viewDidLoad() { view?.show(title: "\(items.all().count) items") }

  func didSelect(row: Int) { detail.show(item: items.all()[row]) }
}
