import InjectKit
import InjectKitSwinject
import Testing

/// MigratingFromSwinject.md, step 2: a container backed by `Dependencies.root` shares one registry.
@Suite struct MigratingInteropDocs {
  @Test func assembliesOnTheRootContainerResolveThroughDependencies() throws {
    try Dependencies.withRoot(Dependencies()) {
      let assembler = MigratingBeforeDocs.assemble()

      let service = try Dependencies.root.tryResolve(MigratingBeforeDocs.HomeService.self)
      let presenter = MigratingBeforeDocs.presenter(assembler: assembler, userID: "u1")

      #expect(type(of: service) == MigratingBeforeDocs.HomeService.self)
      #expect(presenter.userID == "u1")
    }
  }
}
