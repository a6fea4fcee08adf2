import InjectKit
import InjectKitTesting
import Testing

/// PerTestContainers.md's logout block, with the app code it assumes.
@Suite struct PerTestContainersLifetimesDocs {
  final class Session: Sendable {}
  final class AccountViewModel: Sendable {
    let session: Session
    init(session: Session) { self.session = session }
  }
  struct SessionComposer: Composer {
    func register() {
      Dependencies.root.add(Session.self, scope: .custom("session")) { Session() }
      Dependencies.root.add(AccountViewModel.self, scope: .custom("session")) { r in
        AccountViewModel(session: try r.resolve())
      }
    }
  }
  func logOut() { Dependencies.root.reset(.custom("session")) }

  // snippet: InjectKitTesting.docc/PerTestContainers.md
  @Test(.dependencies { _ in SessionComposer().register() })
  func logOutReleasesTheSession() {
    _ = Dependencies.root.resolve(AccountViewModel.self)
    logOut()
    expectNoSurvivors(of: .custom("session"))
  }
  // end snippet
}
