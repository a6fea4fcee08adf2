import InjectKit

#if canImport(UIKit) && !os(watchOS)  // watchOS's UIKit has no views
  import UIKit

  /// The Detail screen on iOS: the item's summary and a star button that toggles the favourite.
  final class DetailViewController: UIViewController, DetailViewDelegate {
    private let presenter: DetailPresenterDelegate
    private let summaryLabel = UILabel()

    init(item: Item) {
      presenter = Dependencies.root.resolve(DetailPresenterDelegate.self, arguments: item)
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "DetailViewController is created in code, with its item")
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      #if os(tvOS)
        view.backgroundColor = .black  // tvOS has no systemBackground
      #else
        view.backgroundColor = .systemBackground
      #endif
      summaryLabel.numberOfLines = 0
      summaryLabel.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(summaryLabel)
      NSLayoutConstraint.activate([
        summaryLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        summaryLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        summaryLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      ])
      presenter.attach(view: self)
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      presenter.viewWillAppear()
    }

    func show(content: DetailContent) {
      title = content.title
      summaryLabel.text = content.summary
      showFavouriteChanged(isFavourite: content.isFavourite)
    }

    func showFavouriteChanged(isFavourite: Bool) {
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: isFavourite ? "★" : "☆", style: .plain, target: self, action: #selector(toggleFavourite))
    }

    func show(notice: String) {
      let alert = UIAlertController(title: nil, message: notice, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      present(alert, animated: true)
    }

    @objc private func toggleFavourite() {
      presenter.didToggleFavourite()
    }
  }

#else

  /// The Detail screen in a terminal: the item, then `f` toggles the favourite and `b` goes back.
  final class DetailViewController: TerminalViewController, DetailViewDelegate {
    private let presenter: DetailPresenterDelegate

    init(item: Item) {
      presenter = Dependencies.root.resolve(DetailPresenterDelegate.self, arguments: item)
      super.init()
    }

    override func viewDidLoad() {
      presenter.attach(view: self)
    }

    override func viewWillAppear() {
      presenter.viewWillAppear()
    }

    override func handle(command: String) {
      switch command.lowercased() {
      case "f", "fav", "favourite", "favorite":
        presenter.didToggleFavourite()
      default:
        Console.write("Unknown command '\(command)'. Type f to toggle the favourite, b to go back, q to quit.")
      }
    }

    func show(content: DetailContent) {
      title = content.title
      Console.write("\n\(content.title)\(content.isFavourite ? " ★" : "")")
      Console.write("  \(content.summary)")
      Console.write("Type f to toggle the favourite, b to go back, q to quit.")
    }

    func showFavouriteChanged(isFavourite: Bool) {
      Console.write(isFavourite ? "★ \(title) is now a favourite." : "☆ \(title) is no longer a favourite.")
    }

    func show(notice: String) {
      Console.write("! \(notice)")
    }
  }

#endif
