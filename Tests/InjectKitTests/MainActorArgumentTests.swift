import InjectKit
import Testing

@Suite struct MainActorArgumentTests {
  @MainActor final class DetailScreen {
    let id: Int
    let leaf: Leaf
    init(id: Int, leaf: Leaf) {
      self.id = id
      self.leaf = leaf
    }
  }

  @MainActor @Test func mainActorFactoryWithArgumentsResolvesOnTheMainActor() {
    let deps = Dependencies()
    deps.add(Leaf.self) { Leaf(id: 7) }
    deps.add(DetailScreen.self, isolation: MainActor.shared) { (r, id: Int) in
      DetailScreen(id: id, leaf: try r.resolve())
    }
    let screen = deps.resolve(DetailScreen.self, arguments: 3)
    #expect(screen.id == 3)
    #expect(screen.leaf.id == 7)
  }

  @Test func mainActorFactoryWithArgumentsRefusesOtherThreads() async {
    let deps = Dependencies()
    deps.add(DetailScreen.self, isolation: MainActor.shared) { (_, id: Int) in DetailScreen(id: id, leaf: Leaf()) }
    let code = await offMainError { () throws(ResolutionError) in
      _ = try deps.tryResolve(DetailScreen.self, arguments: 3)
    }?.code
    #expect(code == .isolationViolation)
  }
}

@Suite struct MainActorHookTests {
  @MainActor final class Screen {
    var leaf: Leaf?
  }

  @MainActor @Test func mainActorHookSetsPropertiesOnTheMainActor() {
    let deps = Dependencies()
    deps.add(Leaf.self) { Leaf(id: 5) }
    deps.add(Screen.self, isolation: MainActor.shared) { Screen() }
      .onResolved(isolation: MainActor.shared) { r, screen in screen.leaf = try r.resolve() }
    #expect(deps.resolve(Screen.self).leaf?.id == 5)
  }

  @Test func mainActorHookOffTheMainActorFailsTheResolve() async {
    let deps = Dependencies()
    deps.add(Leaf.self) { Leaf() }
      .onResolved(isolation: MainActor.shared) { _, _ in }
    let code = await offMainError(deps, Leaf.self)?.code
    #expect(code == .isolationViolation)
  }
}

@Suite struct MainActorInferredFormTests {
  @MainActor final class Screen: Sendable {
    let leaf: Leaf
    init(leaf: Leaf) { self.leaf = leaf }
  }

  @MainActor @Test func inferredFormWithAResolverBuildsOnTheMainActor() {
    let deps = Dependencies()
    deps.add(Leaf.self) { Leaf(id: 9) }
    deps.add(isolation: MainActor.shared) { r in Screen(leaf: try r.resolve()) }
    #expect(deps.resolve(Screen.self).leaf.id == 9)
    #expect(deps.description.contains("main actor"))
  }
}

// Issue 28: the runtime-argument, collection and decorator closures inherit the caller's actor,
// as `add({ … })` does. The views subclass the `@MainActor` `UIViewController` stand-in of
// TutorialMainActorTests, whose initializer traps off the main actor.

/// A detail screen built for the item the user picked: a runtime argument.
final class InheritedDetailViewController: UIViewController {
  let item: String
  let leaf: Leaf
  init(item: String, leaf: Leaf) {
    self.item = item
    self.leaf = leaf
  }
}

/// The tutorial's composer shape, main-actor as an app's is.
@MainActor struct InheritedDetailComposer: @MainActor Composer {
  func register() {
    Dependencies.root.add(Leaf.self) { Leaf(id: 4) }
    Dependencies.root.add(InheritedDetailViewController.self) { (r, item: String) in
      InheritedDetailViewController(item: item, leaf: try r.resolve())
    }
  }
}

protocol InheritedTab: AnyObject {}
final class InheritedTabViewController: UIViewController, InheritedTab {}
/// Wraps a tab on the main actor, as a decorator adding a view would.
final class InheritedTrackedTab: UIViewController, InheritedTab {
  let inner: InheritedTab
  init(inner: InheritedTab) { self.inner = inner }
}

@Suite struct InheritedIsolationFormTests {
  @MainActor @Test func anArgumentFactoryFromAMainActorComposerBuildsItsViewOnTheMainActor() throws {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { InheritedDetailComposer().register() }

    let screen = deps.resolve(InheritedDetailViewController.self, arguments: "bread")
    let again = try deps.tryResolve(InheritedDetailViewController.self, arguments: "milk")

    #expect(screen.item == "bread")
    #expect(screen.leaf.id == 4)
    #expect(again.item == "milk")
    #expect(deps.description.contains("main actor"))
  }

  @Test func anInheritedArgumentFactoryIsRefusedFromADetachedTask() async {
    let deps = Dependencies()
    await MainActor.run { Dependencies.withRoot(deps) { InheritedDetailComposer().register() } }

    let error = await offMainError { () throws(ResolutionError) in
      _ = try deps.tryResolve(InheritedDetailViewController.self, arguments: "bread")
    }

    #expect(error?.code == .isolationViolation)
    #expect(error?.description.contains("InheritedDetailViewController") == true)
  }

  @Test func anArgumentFactoryFromNonisolatedCodeRunsAnywhere() async {
    let deps = Dependencies()
    deps.add(Leaf.self) { (_, id: Int) in Leaf(id: id) }

    let error = await offMainError { () throws(ResolutionError) in
      _ = try deps.tryResolve(Leaf.self, arguments: 6)
    }

    #expect(error == nil)
    #expect(await offMain { deps.resolve(Leaf.self, arguments: 6).id } == 6)
  }

  @MainActor @Test func anInheritedArgumentFactoryIsVerifiedWithItsSampleOnTheMainActor() throws {
    let deps = Dependencies()
    deps.add(Leaf.self) { Leaf() }
    deps.add(InheritedDetailViewController.self) { (r, item: String) in
      InheritedDetailViewController(item: item, leaf: try r.resolve())
    }
    .verifying(with: "sample")

    #expect(throws: Never.self) { try deps.verify() }
  }

  @Test func collectionElementsFromMainActorCodeAreBuiltOnTheMainActorOnly() async throws {
    let deps = Dependencies()
    await MainActor.run {
      deps.add(Leaf.self) { Leaf() }
      deps.addToCollection(InheritedTab.self) { InheritedTabViewController() }
      deps.addToCollection(InheritedTab.self) { r in
        _ = try r.resolve(Leaf.self)
        return InheritedTabViewController()
      }
    }

    let tabs = await MainActor.run { deps.resolve([InheritedTab].self).count }
    let error = await offMainError(deps, [InheritedTab].self)

    #expect(tabs == 2)
    #expect(error?.code == .isolationViolation)
  }

  @Test func aDecoratorFromMainActorCodeRunsOnTheMainActorOnly() async {
    let deps = Dependencies()
    deps.add(InheritedTab.self, isolation: MainActor.shared) { InheritedTabViewController() }
    await MainActor.run {
      _ = deps.decorate(InheritedTab.self) { _, inner in InheritedTrackedTab(inner: inner) }
    }

    let decorated = await MainActor.run { deps.resolve(InheritedTab.self) is InheritedTrackedTab }
    let error = await offMainError(deps, InheritedTab.self)

    #expect(decorated)
    #expect(error?.code == .isolationViolation)
  }

  @Test func aDecoratorFromMainActorCodeMakesAnAnyThreadRegistrationMainActorOnly() async {
    let deps = Dependencies()
    deps.add(Leaf.self) { Leaf(id: 1) }
    await MainActor.run {
      _ = deps.decorate(Leaf.self) { _, inner in
        MainActor.preconditionIsolated("an inherited decorator run off the main actor")
        return Leaf(id: inner.id + 1)
      }
    }

    let id = await MainActor.run { deps.resolve(Leaf.self).id }
    let error = await offMainError(deps, Leaf.self)

    #expect(id == 2)
    #expect(error?.code == .isolationViolation)
  }

  @Test func collectionAndDecoratorClosuresFromNonisolatedCodeRunAnywhere() async {
    let deps = Dependencies()
    deps.add(Leaf.self) { Leaf(id: 1) }
    deps.decorate(Leaf.self) { _, inner in Leaf(id: inner.id + 1) }
    deps.addToCollection(Leaf.self) { Leaf(id: 5) }
    deps.addToCollection(Leaf.self) { r in try r.resolve(Leaf.self) }

    let ids = await offMain { deps.resolve([Leaf].self).map(\.id) }

    #expect(ids == [5, 2])
  }
}
