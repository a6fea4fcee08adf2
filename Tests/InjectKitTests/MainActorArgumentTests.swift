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
