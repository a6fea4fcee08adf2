#if !canImport(SwiftUI)
  // Stand-ins for the SwiftUI names SwiftUI.md uses, so its blocks compile in CI on Linux (where
  // Apple platforms have SwiftUI, the docs' copies import it instead). Only those names, with the
  // signatures and isolation of the real ones: `View`, `App` and `Scene` are `@MainActor`, so the
  // article's views and app are main-actor types here as they are there. Nothing is drawn:
  // containers build their content when they are built, modifiers hand back the view unchanged.

  /// A piece of user interface; `body` is what it is made of.
  @MainActor protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
  }

  /// The app's entry point.
  @MainActor protocol App {
    associatedtype Body: Scene
    var body: Body { get }
    init()
  }

  /// A part of the app's user interface with a life cycle the system manages.
  @MainActor protocol Scene {}

  /// Builds a view from the closure's statements: one view, or an `if` without an `else`.
  @resultBuilder enum ViewBuilder {
    static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  }

  /// Views made of no other view: their `body` is never read.
  extension Never: View {
    var body: Never { fatalError("a primitive view has no body") }
  }

  extension Optional: View where Wrapped: View {
    var body: Never { fatalError("a primitive view has no body") }
  }

  /// A value a view owns, kept across re-evaluations of its `body` (here: for as long as the view).
  @propertyWrapper struct State<Value> {
    private final class Storage {
      var value: Value
      init(_ value: Value) { self.value = value }
    }
    private let storage: Storage

    init(wrappedValue: Value) { storage = Storage(wrappedValue) }
    init(initialValue: Value) { storage = Storage(initialValue) }

    var wrappedValue: Value {
      get { storage.value }
      nonmutating set { storage.value = newValue }
    }

    var projectedValue: Binding<Value> {
      Binding(get: { storage.value }, set: { storage.value = $0 })
    }
  }

  /// Reads and writes a value another view owns.
  struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
  }

  /// The app's window, showing `content`.
  struct WindowGroup<Content: View>: Scene {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
  }

  /// A stack of views whose pushed values `path` holds.
  struct NavigationStack<Data, Root: View>: View {
    let path: Binding<Data>
    let root: Root
    init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
      self.path = path
      self.root = root()
    }
    var body: Never { fatalError("a primitive view has no body") }
  }

  /// Rows built from the elements of `data`.
  struct List<Data: RandomAccessCollection, Row: View>: View where Data.Element: Identifiable {
    let data: Data
    let row: (Data.Element) -> Row
    init(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row) {
      self.data = data
      self.row = rowContent
    }
    var body: Never { fatalError("a primitive view has no body") }
  }

  /// A line of text.
  struct Text: View {
    let content: String
    init(_ content: String) { self.content = content }
    var body: Never { fatalError("a primitive view has no body") }
  }

  /// A control that runs `action` when tapped.
  struct Button<Label: View>: View {
    let title: String
    let action: @MainActor () -> Void
    init(_ title: String, action: @escaping @MainActor () -> Void) where Label == Text {
      self.title = title
      self.action = action
    }
    var body: Never { fatalError("a primitive view has no body") }
  }

  extension View {
    /// Shows the view `destination` builds for a value of `data` pushed on the stack.
    func navigationDestination<D: Hashable, Destination: View>(
      for data: D.Type, @ViewBuilder destination: @escaping (D) -> Destination
    ) -> some View { self }

    /// Layers `content` in front of this view.
    func overlay<Overlay: View>(@ViewBuilder content: () -> Overlay) -> some View { self }

    /// Runs `action` when the view appears, cancelling it when the view disappears.
    func task(@_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View { self }

    /// The title shown while this view is at the top of a navigation stack.
    func navigationTitle(_ title: String) -> some View { self }
  }
#endif
