import InjectKit
import Testing

@testable import DefaultIsolationApp

// `@MainActor` by default, like the app: each test runs on the main actor.
@Suite struct DefaultIsolationAppTests {
  @Test func launchComposesAndShowsTheHomeScreen() throws {
    try Dependencies.withRoot(Dependencies()) {
      let app = AppDelegate()
      app.didFinishLaunching()
      let home = try #require(app.rootViewController as? HomeViewController)
      #expect(home.title == "3 items")
      #expect(home.presenter is HomePresenter)
      #expect(home.presenter === home.presenter)  // injected once
    }
  }

  @Test func selectingARowShowsItInTheSingleDetailPresenter() throws {
    try Dependencies.withRoot(Dependencies()) {
      RootComposer().register()
      let home = try #require(Dependencies.root.resolve(HomeViewDelegate.self) as? HomeViewController)
      home.viewDidLoad()
      home.presenter.didSelect(row: 1)
      let detail = Dependencies.root.resolve(DetailPresenterDelegate.self)
      #expect(detail.shownItem == "bread")
    }
  }

  @Test func viewsResolveOnlyOnTheMainActorButServicesAnywhere() async {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }
    let (viewError, serviceCount) = await Task.detached { () -> (ResolutionError.Code?, Int) in
      var viewError: ResolutionError.Code?
      do throws(ResolutionError) {
        _ = try deps.tryResolve(HomeViewDelegate.self)
      } catch {
        viewError = error.code
      }
      return (viewError, deps.resolve(ItemRepository.self).all().count)
    }.value
    #expect(viewError == .isolationViolation)
    #expect(serviceCount == 3)
  }

  @Test func theDetailScreenIsBuiltForThePickedItemOnTheMainActorOnly() async throws {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }

    let screen = deps.resolve(DetailViewController.self, arguments: "coffee")
    let error = await Task.detached { () -> ResolutionError.Code? in
      do throws(ResolutionError) {
        _ = try deps.tryResolve(DetailViewController.self, arguments: "bread")
        return nil
      } catch {
        return error.code
      }
    }.value

    #expect(screen.item == "coffee")
    #expect(screen.presenter === deps.resolve(DetailPresenterDelegate.self))
    #expect(error == .isolationViolation)
  }

  @Test func theExplicitTypeResolverFormIsAMainActorFactory() async {
    let deps = Dependencies()
    Dependencies.withRoot(deps) { RootComposer().register() }

    let header = deps.resolve(DetailHeaderView.self)
    let error = await Task.detached { () -> ResolutionError.Code? in
      do throws(ResolutionError) {
        _ = try deps.tryResolve(DetailHeaderView.self)
        return nil
      } catch {
        return error.code
      }
    }.value

    #expect(header.presenter === deps.resolve(DetailPresenterDelegate.self))
    #expect(error == .isolationViolation)
  }
}
