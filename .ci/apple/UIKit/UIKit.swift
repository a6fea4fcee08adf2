// Stand-in for Apple's UIKit (iOS, tvOS), for type-checking on Linux (.ci/apple/check): only what
// the example app (Examples/MVPDemo) and the tutorial's code use, with the signatures,
// availability and isolation of the Swift interface Xcode 26 shows for it. Declarations that
// exist only to type-check; nothing here runs.
//
// Isolation: UIKit's classes are `NS_SWIFT_UI_ACTOR` (imported `@MainActor`), UIColor is not.
// Availability: every declaration here exists on iOS and tvOS since before iOS 13 / tvOS 13, the
// oldest targets InjectKit supports, except where an `@available` says otherwise, copied from the
// header (UIColor.h, UIView.h, UITableView.h, …). watchOS has a UIKit without views or view
// controllers, which this stand-in does not model: the example compiles no UIKit views there.
@_exported import Foundation

// MARK: CoreGraphics, which UIKit re-exports (CGGeometry.h, CGBase.h)

/// `CGFloat` (64-bit platforms).
@frozen public struct CGFloat: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Hashable, Sendable {
  public var native: Double
  public init(integerLiteral value: Int) { native = Double(value) }
  public init(floatLiteral value: Double) { native = value }
}

/// `struct CGRect`.
@frozen public struct CGRect: Hashable, Sendable {
  public init() {}
}

// MARK: Application (UIResponder.h, UIApplication.h, UIWindow.h, UIScreen.h)

/// `UIResponder : NSObject`.
@MainActor open class UIResponder: NSObject {}

/// `UIApplication : UIResponder`.
@MainActor open class UIApplication: UIResponder {
  /// `UIApplicationLaunchOptionsKey`.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

/// `@protocol UIApplicationDelegate <NSObject>`: its methods are `@optional` (modelled as
/// requirements with defaults); the UIKit overlay gives it the `main()` that `@main` calls.
@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
}

extension UIApplicationDelegate {
  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// The overlay's entry point for `@main`.
  public static func main() {}
}

/// `UIScreen : NSObject`.
@MainActor open class UIScreen: NSObject {
  /// `mainScreen`: deprecated with `API_TO_BE_DEPRECATED` (no warning yet).
  open class var main: UIScreen { UIScreen() }
  open var bounds: CGRect { CGRect() }
}

/// `UIWindow : UIView`.
@MainActor open class UIWindow: UIView {
  open var rootViewController: UIViewController?
  open func makeKeyAndVisible() {}
}

// MARK: Views (UIView.h, UILabel.h, UIColor.h, UILayoutGuide.h, NSLayoutAnchor.h, NSLayoutConstraint.h)

/// `UIView : UIResponder`.
@MainActor open class UIView: UIResponder {
  public init(frame: CGRect) {}
  public required init?(coder: NSCoder) {}
  public convenience override init() { self.init(frame: CGRect()) }
  open var backgroundColor: UIColor?
  open var window: UIWindow? { nil }
  open var translatesAutoresizingMaskIntoConstraints: Bool = true
  open func addSubview(_ view: UIView) {}
  open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
  @available(iOS 11.0, tvOS 11.0, *)
  open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
}

/// `UILabel : UIView`.
@MainActor open class UILabel: UIView {
  open var text: String?
  open var numberOfLines: Int = 1
}

/// `UIColor : NSObject`: not main-actor isolated.
open class UIColor: NSObject {
  open class var black: UIColor { UIColor() }
  /// `systemBackgroundColor`: `API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos)`.
  @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
  open class var systemBackground: UIColor { UIColor() }
}

/// `UILayoutGuide : NSObject`.
@MainActor open class UILayoutGuide: NSObject {
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
}

/// `NSLayoutAnchor<AnchorType> : NSObject`.
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
}

/// `NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor *>`.
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// `NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor *>`.
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// `NSLayoutConstraint : NSObject`.
@MainActor open class NSLayoutConstraint: NSObject {
  open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

// MARK: View controllers (UIViewController.h, UINavigationController.h, UITableViewController.h, UIAlertController.h)

/// `UIViewController : UIResponder`. Its `-init` (NSObject's) is imported as a convenience
/// initializer, since the class marks `initWithNibName:bundle:` and `initWithCoder:` designated.
@MainActor open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  public required init?(coder: NSCoder) {}
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  open var view: UIView! { nil }
  open var title: String?
  open var navigationItem: UINavigationItem { UINavigationItem() }
  open var navigationController: UINavigationController? { nil }
  open var presentedViewController: UIViewController? { nil }
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
}

/// `UINavigationController : UIViewController`.
@MainActor open class UINavigationController: UIViewController {
  public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
}

/// `UINavigationItem : NSObject`.
@MainActor open class UINavigationItem: NSObject {
  open var rightBarButtonItem: UIBarButtonItem?
}

/// `UIBarItem : NSObject`.
@MainActor open class UIBarItem: NSObject {}

/// `UIBarButtonItem : UIBarItem`.
@MainActor open class UIBarButtonItem: UIBarItem {
  /// `UIBarButtonItemStyle`.
  public enum Style: Int, Sendable {
    case plain = 0
  }

  public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) { self.init() }
}

/// `UIAlertController : UIViewController`.
@MainActor open class UIAlertController: UIViewController {
  /// `UIAlertControllerStyle`.
  public enum Style: Int, Sendable {
    case alert = 1
  }

  public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
    self.init(nibName: nil, bundle: nil)
  }
  open func addAction(_ action: UIAlertAction) {}
}

/// `UIAlertAction : NSObject`.
@MainActor open class UIAlertAction: NSObject {
  /// `UIAlertActionStyle`.
  public enum Style: Int, Sendable {
    case `default` = 0
  }

  public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.init()
  }
}

// MARK: Tables (UITableView.h, UITableViewCell.h, UITableViewController.h; UIKit's NSIndexPath additions)

/// `UIScrollView : UIView`.
@MainActor open class UIScrollView: UIView {}

/// `UITableView : UIScrollView`.
@MainActor open class UITableView: UIScrollView {
  /// `UITableViewStyle`.
  public enum Style: Int, Sendable {
    case plain = 0
  }

  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell()
  }
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
  open func reloadData() {}
}

/// `UITableViewCell : UIView`.
@MainActor open class UITableViewCell: UIView {
  /// `UITableViewCellAccessoryType`.
  public enum AccessoryType: Int, Sendable {
    case none = 0
    case disclosureIndicator = 1
  }

  /// `textLabel`: deprecated with `API_TO_BE_DEPRECATED` (no warning yet).
  open var textLabel: UILabel? { nil }
  open var accessoryType: UITableViewCell.AccessoryType = .none
}

/// `UITableViewController : UIViewController <UITableViewDelegate, UITableViewDataSource>`: the
/// protocols' methods it implements are what subclasses override.
@MainActor open class UITableViewController: UIViewController {
  public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var tableView: UITableView! { nil }
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell()
  }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

extension IndexPath {
  /// UIKit's `row` (UITableView.h, `NSIndexPath (UITableView)`).
  public var row: Int { 0 }
}
