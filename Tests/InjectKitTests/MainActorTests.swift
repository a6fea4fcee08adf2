import InjectKit
import Testing

// Main-actor types as UIKit apps have them: views and presenters that may only be built and
// used on the main actor. Prefixed so they do not clash with the tutorial's types.
@MainActor protocol MainActorScreen: AnyObject { var title: String { get } }

@MainActor final class MainActorView: MainActorScreen {
  let title = "home"
}

@MainActor final class MainActorPresenter {
  let leaf: Leaf
  init(leaf: Leaf) { self.leaf = leaf }
}

@MainActor final class MainActorController {
  let view: MainActorView
  let presenter: MainActorPresenter
  init(view: MainActorView, presenter: MainActorPresenter) {
    self.view = view
    self.presenter = presenter
  }
}

/// A main-actor owner of injected properties, like a view controller.
@MainActor final class InjectedScreen {
  @Inject var presenter: MainActorPresenter
  init(from deps: Dependencies) { _presenter = Inject(from: deps) }
}

/// A nonisolated service whose factory needs a main-actor dependency.
final class NeedsView: Sendable {
  let view: MainActorView
  init(view: MainActorView) { self.view = view }
}

/// Runs `body` on a detached task: never the main thread, never the main actor.
func offMain<R: Sendable>(_ body: @escaping @Sendable () -> R) async -> R {
  await Task.detached(operation: body).value
}

/// The error `body` throws on a detached task, or nil when it succeeds.
func offMainError(_ body: @escaping @Sendable () throws(ResolutionError) -> Void) async -> ResolutionError? {
  await offMain { () -> ResolutionError? in
    do throws(ResolutionError) {
      try body()
      return nil
    } catch {
      return error
    }
  }
}

/// The error a detached `tryResolve` of `type` throws, or nil when it succeeds.
func offMainError<T>(_ deps: Dependencies, _ type: T.Type, name: String? = nil) async -> ResolutionError? {
  await offMainError { () throws(ResolutionError) in _ = try deps.tryResolve(T.self, name: name) }
}

@Suite struct MainActorTests {
  @MainActor @Test func mainActorFactoryResolvesSynchronouslyOnTheMainActor() throws {
    let deps = Dependencies()
    let built = Counter()
    deps.add(MainActorView.self, isolation: MainActor.shared) {
      built.increment()
      return MainActorView()
    }
    let first = deps.resolve(MainActorView.self)
    let second = try deps.tryResolve(MainActorView.self)
    #expect(first.title == "home")
    #expect(first !== second)  // transient by default
    #expect(built.value == 2)
  }

  @MainActor @Test func inferredAndResolverFormsBuildOnTheMainActor() throws {
    let deps = Dependencies()
    deps.add(Leaf.self) { Leaf(id: 7) }
    deps.add(isolation: MainActor.shared) { MainActorView() as MainActorScreen }
    deps.add(MainActorPresenter.self, name: "main", isolation: MainActor.shared) { r in
      MainActorPresenter(leaf: try r.resolve())
    }
    #expect(try deps.tryResolve(MainActorScreen.self).title == "home")
    // A main-actor factory resolves a nonisolated dependency through its resolver.
    #expect(try deps.tryResolve(MainActorPresenter.self, name: "main").leaf.id == 7)
  }

  @MainActor @Test func mainActorGraphsNestOnTheMainActor() throws {
    let deps = Dependencies()
    deps.add(Leaf.self) { Leaf(id: 3) }
    deps.add(MainActorView.self, isolation: MainActor.shared) { MainActorView() }
    deps.add(MainActorPresenter.self, isolation: MainActor.shared) { r in MainActorPresenter(leaf: try r.resolve()) }
    deps.add(MainActorController.self, isolation: MainActor.shared) { r in
      MainActorController(view: try r.resolve(), presenter: try r.resolve())
    }
    // A nonisolated factory may use a main-actor dependency when the resolve runs on main.
    deps.add(NeedsView.self) { r in NeedsView(view: try r.resolve()) }
    let controller = try deps.tryResolve(MainActorController.self)
    #expect(controller.presenter.leaf.id == 3)
    #expect(controller.view.title == "home")
    #expect(try deps.tryResolve(NeedsView.self).view.title == "home")
  }

  // `resolveAsync` runs on the caller's executor (the InjectKit target is compiled with
  // `NonisolatedNonsendingByDefault`), so from the main actor it can build main-actor registrations.
  @MainActor @Test func resolveAsyncFromTheMainActorBuildsAMainActorRegistration() async throws {
    let deps = Dependencies()
    deps.add(MainActorView.self, isolation: MainActor.shared) { MainActorView() }
    let view = try await deps.resolveAsync(MainActorView.self)
    #expect(view.title == "home")
  }

  @Test func detachedTryResolveThrowsIsolationViolationNamingKeyAndThread() async {
    let deps = Dependencies(label: "isolation")
    let built = Counter()
    deps.add(MainActorView.self, isolation: MainActor.shared) {
      built.increment()
      return MainActorView()
    }
    let error = await offMainError(deps, MainActorView.self)
    #expect(error?.code == .isolationViolation)
    #expect(error?.key == "MainActorView")
    #expect(error?.message.contains("MainActorView") == true)
    #expect(error?.message.contains("main actor") == true)
    #expect(error?.message.contains("thread") == true)
    #expect(error?.description.contains("MainActorTests.swift:") == true)  // where it was added
    #expect(error?.container == "\"isolation\"")
    #expect(built.value == 0)  // the factory never ran off the main actor
  }

  @Test func offMainErrorsCoverNestedForwardedAndCachedMainActorEntries() async {
    let deps = Dependencies()
    deps.add(MainActorView.self, scope: .singleton, isolation: MainActor.shared) { MainActorView() }
      .implements(MainActorScreen.self)
    deps.add(NeedsView.self) { r in NeedsView(view: try r.resolve()) }
    // Built on main first: the cached instance is still not handed to another thread.
    let onMain = await MainActor.run { deps.resolve(MainActorView.self).title }
    #expect(onMain == "home")
    #expect(await offMainError(deps, MainActorView.self)?.code == .isolationViolation)
    #expect(await offMainError(deps, MainActorScreen.self)?.code == .isolationViolation)
    let nested = await offMainError(deps, NeedsView.self)
    #expect(nested?.code == .isolationViolation)
    #expect(nested?.path == ["NeedsView", "MainActorView"])
  }

  @Test func isRegisteredAndDescriptionWorkFromAnyThread() async {
    let deps = Dependencies()
    deps.add(MainActorView.self, isolation: MainActor.shared) { MainActorView() }
    let registered = await offMain { deps.isRegistered(MainActorView.self) }
    let named = await offMain { deps.isRegistered(MainActorView.self, name: "other") }
    #expect(registered)
    #expect(!named)
    #expect(deps.description.contains("main actor"))
  }

  @MainActor @Test func injectInAMainActorClassResolvesOnceOnFirstRead() {
    let deps = Dependencies()
    let built = Counter()
    deps.add(Leaf.self) { Leaf(id: 5) }
    deps.add(MainActorPresenter.self, isolation: MainActor.shared) { r in
      built.increment()
      return MainActorPresenter(leaf: try r.resolve())
    }
    let screen = InjectedScreen(from: deps)
    #expect(built.value == 0)  // nothing resolved before the first read
    let first = screen.presenter
    #expect(first.leaf.id == 5)
    #expect(screen.presenter === first)
    #expect(built.value == 1)
  }

  @MainActor @Test func singletonFromConcurrentMainActorTasksIsBuiltOnce() async {
    let deps = Dependencies()
    let built = Counter()
    deps.add(MainActorView.self, scope: .singleton, isolation: MainActor.shared) {
      built.increment()
      return MainActorView()
    }
    // Off-main tasks race the main-actor ones: they must fail, never build or share the instance.
    let (views, offMainCodes) = await withTaskGroup(of: (MainActorView?, ResolutionError.Code?).self) { group in
      for index in 0..<16 {
        if index.isMultiple(of: 2) {
          group.addTask { @MainActor in (deps.resolve(MainActorView.self), nil) }
        } else {
          group.addTask { (nil, await offMainError(deps, MainActorView.self)?.code) }
        }
      }
      var views: [MainActorView] = []
      var codes: [ResolutionError.Code?] = []
      for await (view, code) in group {
        if let view { views.append(view) } else { codes.append(code) }
      }
      return (views, codes)
    }
    #expect(views.count == 8)
    #expect(views.allSatisfy { $0 === views[0] })
    #expect(offMainCodes == Array(repeating: .isolationViolation, count: 8))
    #expect(built.value == 1)
  }

  @Test func resolveOffMainTrapsWithTheIsolationDiagnostic() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let deps = Dependencies(label: "exit-isolation")
      deps.add(MainActorView.self, isolation: MainActor.shared) { MainActorView() }
      await Task.detached { _ = deps.resolve(MainActorView.self) }.value
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("MainActorView is registered to be built on the main actor"))
    #expect(stderr.contains("thread"))
    #expect(stderr.contains("\"exit-isolation\""))
    #expect(stderr.contains("Resolved at: InjectKitTests/MainActorTests.swift:"))
  }

  @Test func injectReadOffMainTrapsNamingTheDeclaration() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      struct Holder: Sendable {
        @Inject var view: MainActorView
        init(_ deps: Dependencies) { _view = Inject(from: deps) }
      }
      let deps = Dependencies()
      deps.add(MainActorView.self, isolation: MainActor.shared) { MainActorView() }
      let holder = Holder(deps)
      await Task.detached { _ = holder.view }.value
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("registered to be built on the main actor"))
    #expect(stderr.contains("MainActorTests.swift:"))
  }
}
