import InjectKit
import Testing

/// Issue 18, case 1: every missing dependency in one run. An autowired registration declares its
/// parameters, so each missing one is its own problem; a closure factory stops at its first
/// failure, and the report says what was not reached.
@Suite struct VerificationMissingTests {
  protocol Net: Sendable {}
  protocol Tracker: Sendable {}
  final class FeedPresenter: Sendable {
    init(store: any Store, net: any Net, tracker: any Tracker) {}
  }

  @Test func everyMissingParameterOfAnAutowiredTypeIsItsOwnProblem() {
    let deps = Dependencies()
    deps.add(Store.self) { _ in FileStore() }
    deps.autowire(FeedPresenter.self, FeedPresenter.init)

    let missing = deps.verificationReport().problems(of: .missingDependency)

    #expect(missing.map(\.path) == [["FeedPresenter", "Net"], ["FeedPresenter", "Tracker"]])
    #expect(missing.allSatisfy { $0.message.contains("To fix:") && !$0.message.contains("not reached") })
  }

  @Test func aParameterFailingDeeperIsOneProblemBesideTheOthers() {
    let deps = Dependencies()
    deps.autowire(Repository.self, Repository.init)
    deps.autowire(Presenter.self, Presenter.init)

    let missing = deps.verificationReport().problems(of: .missingDependency).map(\.path)

    #expect(missing == [["Repository", "Store"], ["Presenter", "Repository", "Store"], ["Presenter", "Leaf"]])
  }

  @Test func aCycleAndAMissingParameterAreBothReported() {
    let deps = Dependencies()
    deps.autowire(Ping.self, Ping.init)
    deps.autowire(Pong.self) { (ping: Ping, _: Leaf) in Pong(ping: ping) }

    let report = deps.verificationReport()

    #expect(report.problems(of: .cycle).map(\.path) == [["Ping", "Pong", "Ping"], ["Pong", "Ping", "Pong"]])
    #expect(report.problems(of: .missingDependency).map(\.path) == [["Pong", "Leaf"]])
  }

  @Test func aClosureFactorySaysWhatItDidNotReach() throws {
    let deps = Dependencies()
    deps.add(Presenter.self) { r in Presenter(repository: try r.resolve(), leaf: try r.resolve()) }

    let problems = deps.verificationReport().problems

    let problem = try #require(problems.first)
    #expect(problems.count == 1)
    #expect(problem.path == ["Presenter", "Repository"])
    #expect(
      problem.message.contains(
        "The factory for Presenter stopped at this failure: dependencies it resolves after it were not reached"))
    #expect(problem.message.contains("To fix:"))
  }
}
