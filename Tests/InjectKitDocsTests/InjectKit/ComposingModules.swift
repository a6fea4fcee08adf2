import InjectKit
import Testing

/// ComposingModules.md's Swift blocks, the types they assume, and tests of what its text says.
@Suite struct ComposingModulesDocs {
  protocol HomePresenterDelegate: AnyObject {}
  final class HomePresenter: HomePresenterDelegate {}
  protocol DetailRouting {}
  final class DetailRouter: DetailRouting {}
  protocol HomeRouting {}
  final class HomeRouter: HomeRouting {
    let detail: DetailRouting
    init(detail: DetailRouting) { self.detail = detail }
  }
  protocol Analytics: Sendable {}
  struct LiveAnalytics: Analytics {}
  struct StubAnalytics: Analytics {}

  struct NetworkComposer: Composer {
    func register() { Dependencies.root.add(Analytics.self, scope: .singleton) { LiveAnalytics() } }
  }
  struct DetailComposer: Composer {
    func register() { Dependencies.root.add(DetailRouting.self) { DetailRouter() } }
  }

  // snippet: InjectKit.docc/ComposingModules.md
  // Home/HomeComposer.swift
  struct HomeComposer: Composer {
    func register() {
      Dependencies.root.add({ HomePresenter() as HomePresenterDelegate })
      Dependencies.root.add(HomeRouting.self) { r in HomeRouter(detail: try r.resolve()) }
    }
  }
  // end snippet

  // snippet: InjectKit.docc/ComposingModules.md
  struct RootComposer: Composer {
    func register() {
      NetworkComposer().register()
      HomeComposer().register()
      DetailComposer().register()
    }
  }
  // end snippet

  @Test func theRootComposesEveryModule() throws {
    let deps = Dependencies()

    Dependencies.withRoot(deps) { RootComposer().register() }

    let router = try #require(try deps.tryResolve(HomeRouting.self) as? HomeRouter)
    #expect(router.detail is DetailRouter)
    #expect(try deps.tryResolve(HomePresenterDelegate.self) is HomePresenter)
    try deps.verify()
  }

  static func previewContainer() -> Dependencies {
    // snippet: InjectKit.docc/ComposingModules.md
    let preview = Dependencies()
    Dependencies.withRoot(preview) {
      RootComposer().register()
      preview.add({ StubAnalytics() as Analytics }).asOverride()
    }
    // end snippet
    return preview
  }

  @Test func thePreviewContainerHoldsTheSameCompositionWithItsOverride() throws {
    let preview = Self.previewContainer()

    #expect(try preview.tryResolve(Analytics.self) is StubAnalytics)
    #expect(try preview.tryResolve(HomeRouting.self) is HomeRouter)
    try preview.verify()  // `asOverride()`: an intended replacement, not a duplicate
  }

  @Test func aChildContainerReplacesWithoutTouchingItsParent() throws {
    let production = Dependencies()
    Dependencies.withRoot(production) { RootComposer().register() }
    let child = Dependencies(parent: production)

    child.add({ StubAnalytics() as Analytics })

    #expect(try child.tryResolve(Analytics.self) is StubAnalytics)
    #expect(try child.tryResolve(HomeRouting.self) is HomeRouter)
    #expect(try production.tryResolve(Analytics.self) is LiveAnalytics)
  }
}
