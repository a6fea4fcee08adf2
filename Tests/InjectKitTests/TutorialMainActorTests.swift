import InjectKit
import Testing

// The tutorial's code (seed 002) in the app it is written for: `HomeViewController` subclasses
// `UIViewController`, which is `@MainActor`. The registration lines are the tutorial's, verbatim;
// the composers run on the main actor, as an app's launch code does.

/// UIKit's `UIViewController` as far as isolation goes: `@MainActor`, so are its subclasses. Its
/// initializer checks at run time that it really runs on the main actor (a factory stripped of
/// its isolation and called elsewhere would pass the compiler, not this).
@MainActor open class UIViewController {
  public init() { MainActor.preconditionIsolated("a view controller built off the main actor") }
}

protocol TutorialHomeViewDelegate: AnyObject {}
protocol TutorialHomePresenterDelegate: AnyObject {}
protocol TutorialDetailPresenterDelegate: AnyObject {}

final class TutorialHomeViewController: UIViewController, TutorialHomeViewDelegate {
  @Inject var myPresenter: TutorialHomePresenterDelegate
}
final class TutorialHomePresenter: TutorialHomePresenterDelegate {}
final class TutorialDetailPresenter: TutorialDetailPresenterDelegate {}

@MainActor struct TutorialHomeComposer: @MainActor Composer {
  func register() {
    Dependencies.root.add({ TutorialHomeViewController() as TutorialHomeViewDelegate })
    Dependencies.root.add({ TutorialHomePresenter() as TutorialHomePresenterDelegate })
  }
}

@MainActor struct TutorialDetailComposer: @MainActor Composer {
  func register() {
    Dependencies.root.add({ TutorialDetailPresenter() as TutorialDetailPresenterDelegate })
  }
}

@MainActor struct TutorialRootComposer: @MainActor Composer {
  func register() {
    TutorialHomeComposer().register()
    TutorialDetailComposer().register()
  }
}

@Suite struct TutorialMainActorTests {
  @MainActor @Test func tutorialLinesRegisterMainActorViewsAndResolveOnTheMainActor() {
    Dependencies.withRoot(Dependencies()) {
      TutorialRootComposer().register()
      let view = Dependencies.root.resolve() as TutorialHomeViewDelegate
      let controller = view as? TutorialHomeViewController
      #expect(controller != nil)
      let presenter = controller?.myPresenter
      #expect(presenter is TutorialHomePresenter)
      #expect(controller?.myPresenter === presenter)
      #expect(Dependencies.root.resolve() as TutorialDetailPresenterDelegate is TutorialDetailPresenter)
      #expect(throws: Never.self) { try Dependencies.root.verify() }
    }
  }

  @Test func theirFactoriesAreMainActorOnesAndRefusedFromADetachedTask() async {
    let deps = Dependencies()
    await MainActor.run {
      Dependencies.withRoot(deps) { TutorialRootComposer().register() }
    }
    let error = await offMainError(deps, TutorialHomeViewDelegate.self)
    #expect(error?.code == .isolationViolation)
    #expect(error?.description.contains("TutorialHomeViewDelegate") == true)
    // The presenter is a plain class, but it was registered from main-actor code: its factory
    // inherited the main actor too, and is refused off it the same way.
    #expect(await offMainError(deps, TutorialHomePresenterDelegate.self)?.code == .isolationViolation)
  }
}

/// A service meant for any thread, registered the documented way from a main-actor app: in a
/// nonisolated composer (`nonisolated struct` in a module whose default isolation is the main
/// actor), where the closure is `@Sendable` and checked as such.
final class TutorialClock: Sendable {}
struct TutorialServicesComposer: Composer {
  func register() {
    Dependencies.root.add({ TutorialClock() })
  }
}

@Suite struct TutorialIsolationChoiceTests {
  @Test func aNonisolatedComposerCalledFromTheMainActorRegistersForAnyThread() async {
    let deps = Dependencies()
    await MainActor.run {
      Dependencies.withRoot(deps) { TutorialServicesComposer().register() }
    }
    #expect(await offMainError(deps, TutorialClock.self) == nil)
  }

  @Test func verifyReportsAnAnyThreadFactoryNeedingAnInheritedMainActorOne() async {
    let deps = Dependencies()
    await MainActor.run {
      Dependencies.withRoot(deps) { TutorialHomeComposer().register() }  // main-actor: inherited
    }
    deps.add { r in  // nonisolated: any thread, yet it needs the main-actor view
      _ = try r.resolve(TutorialHomeViewDelegate.self)
      return TutorialClock()
    }
    let report = await MainActor.run { deps.verificationReport() }
    #expect(report.problems(of: .isolation).map(\.path) == [["TutorialClock", "TutorialHomeViewDelegate"]])
  }

  @Test func aNonisolatedFunctionPassedFromTheMainActorRunsAnywhere() async {
    let deps = Dependencies()
    await MainActor.run {
      deps.add(TutorialClock.init)  // a function reference carries no isolation
      deps.add(name: "inherited") { TutorialClock() }  // a closure literal inherits the main actor
    }
    #expect(await offMainError(deps, TutorialClock.self) == nil)
    #expect(await offMainError(deps, TutorialClock.self, name: "inherited")?.code == .isolationViolation)
    #expect(await MainActor.run { (try? deps.tryResolve(TutorialClock.self, name: "inherited")) != nil })
  }
}

/// `add(T.self) { r in … }` binds to the `Resolver` closure form, not to the runtime-argument
/// form with no arguments: there the closure would be `@Sendable`, non-isolated, and a main-actor
/// composer could not build its views in it.
@MainActor struct TypedResolverFormComposer: @MainActor Composer {
  let deps: Dependencies

  func register() {
    deps.add(TutorialHomeViewController.self) { _ in TutorialHomeViewController() }
    deps.add(TutorialHomePresenter.self) { r in
      _ = try r.resolve(TutorialHomeViewController.self)
      return TutorialHomePresenter()
    }
  }
}

@Suite struct TypedResolverFormTests {
  @Test func typedResolverClosureRegistersWithoutArguments() {
    let deps = Dependencies()
    let registration = deps.add(Int.self) { _ in 42 }
    #expect(type(of: registration) == Registration<Int>.self)
    #expect(deps.resolve(Int.self) == 42)
  }

  @Test @MainActor func typedResolverClosureInheritsTheMainActor() throws {
    let deps = Dependencies()
    TypedResolverFormComposer(deps: deps).register()
    _ = try deps.tryResolve(TutorialHomePresenter.self)
    try deps.verify()
  }

  @Test @MainActor func typedResolverClosureIsRefusedOffTheMainActor() async {
    let deps = Dependencies()
    TypedResolverFormComposer(deps: deps).register()
    let failure = await Task.detached { () -> ResolutionError? in
      do throws(ResolutionError) {
        _ = try deps.tryResolve(TutorialHomePresenter.self)
        return nil
      } catch { return error }
    }.value
    #expect(failure?.code == .isolationViolation)
  }
}
