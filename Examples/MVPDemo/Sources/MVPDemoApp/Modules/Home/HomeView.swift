import InjectKit

#if canImport(UIKit) && !os(watchOS)  // watchOS's UIKit has no views
  import UIKit

  /// The Home screen on iOS: a table of items; tapping one opens Detail.
  final class HomeViewController: UITableViewController, HomeViewDelegate {
    @Inject var presenter: HomePresenterDelegate
    private var rows: [HomeRow] = []
    private var pendingNotices: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Items"
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
      presenter.attach(view: self)
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      presenter.viewWillAppear()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
      let row = rows[indexPath.row]
      cell.textLabel?.text = row.isFavourite ? "★ \(row.title)" : row.title
      cell.accessoryType = .disclosureIndicator
      return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      presenter.didSelectItem(number: indexPath.row + 1)
    }

    func show(rows: [HomeRow]) {
      self.rows = rows
      tableView.reloadData()
    }

    // Launch notices arrive from viewWillAppear, before the view is in a window: queue them until
    // viewDidAppear, and show one alert at a time.
    func show(notice: String) {
      pendingNotices.append(notice)
      presentNextNotice()
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      presentNextNotice()
    }

    private func presentNextNotice() {
      guard view.window != nil, presentedViewController == nil, !pendingNotices.isEmpty else { return }
      let alert = UIAlertController(title: nil, message: pendingNotices.removeFirst(), preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak self] _ in self?.presentNextNotice() })
      present(alert, animated: true)
    }

    func showDetail(for item: Item) {
      navigationController?.pushViewController(DetailViewController(item: item), animated: true)
    }
  }

#else

  /// The Home screen in a terminal: a numbered list; typing a number opens Detail.
  final class HomeViewController: TerminalViewController, HomeViewDelegate {
    @Inject var presenter: HomePresenterDelegate

    override func viewDidLoad() {
      title = "Items"
      presenter.attach(view: self)
    }

    override func viewWillAppear() {
      presenter.viewWillAppear()
    }

    override func handle(command: String) {
      guard command.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        Console.write("Unknown command '\(command)'. Type an item's number, or q to quit.")
        return
      }
      presenter.didSelectItem(typed: command)  // the presenter knows which numbers are items
    }

    func show(rows: [HomeRow]) {
      Console.write("\n\(title)")
      for row in rows {
        Console.write("  \(row.number). \(row.isFavourite ? "★" : " ") \(row.title)")
      }
      Console.write("Type a number to open an item, q to quit.")
    }

    func show(notice: String) {
      Console.write("! \(notice)")
    }

    func showDetail(for item: Item) {
      navigationController?.pushViewController(DetailViewController(item: item))
    }
  }

#endif
