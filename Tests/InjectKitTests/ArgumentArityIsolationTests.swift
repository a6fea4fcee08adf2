import InjectKit
import Testing

// The runtime-argument `add` of one to six arguments (Dependencies+ArgumentArities.swift, the forms
// Apple platforms below iOS 17 / macOS 14 compile) and the parameter-pack form for seven: each
// factory written in main-actor code inherits the main actor, builds there, and is refused from a
// detached task; written in nonisolated code it runs anywhere.
@Suite struct ArgumentArityIsolationTests {
  /// Registers one factory per arity, 1 to 7, that returns the sum of its arguments and checks it
  /// runs on the main actor.
  @MainActor static func registerInMainActorCode(_ deps: Dependencies) {
    deps.add(Int.self) { (_, a: Int) in
      MainActor.preconditionIsolated("an inherited 1-argument factory run off the main actor")
      return a
    }
    deps.add(Int.self) { (_, a: Int, b: Int) in
      MainActor.preconditionIsolated("an inherited 2-argument factory run off the main actor")
      return a + b
    }
    deps.add(Int.self) { (_, a: Int, b: Int, c: Int) in
      MainActor.preconditionIsolated("an inherited 3-argument factory run off the main actor")
      return a + b + c
    }
    deps.add(Int.self) { (_, a: Int, b: Int, c: Int, d: Int) in
      MainActor.preconditionIsolated("an inherited 4-argument factory run off the main actor")
      return a + b + c + d
    }
    deps.add(Int.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int) in
      MainActor.preconditionIsolated("an inherited 5-argument factory run off the main actor")
      return a + b + c + d + e
    }
    deps.add(Int.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) in
      MainActor.preconditionIsolated("an inherited 6-argument factory run off the main actor")
      return a + b + c + d + e + f
    }
    deps.add(Int.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int) in
      MainActor.preconditionIsolated("an inherited 7-argument factory run off the main actor")
      return a + b + c + d + e + f + g
    }
  }

  /// The same factories, written in nonisolated code.
  static func registerInNonisolatedCode(_ deps: Dependencies) {
    deps.add(Int.self) { (_, a: Int) in a }
    deps.add(Int.self) { (_, a: Int, b: Int) in a + b }
    deps.add(Int.self) { (_, a: Int, b: Int, c: Int) in a + b + c }
    deps.add(Int.self) { (_, a: Int, b: Int, c: Int, d: Int) in a + b + c + d }
    deps.add(Int.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int) in a + b + c + d + e }
    deps.add(Int.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) in a + b + c + d + e + f }
    deps.add(Int.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int) in a + b + c + d + e + f + g }
  }

  /// Resolves the registration of `arity` arguments with the arguments 1, 2, … `arity`.
  static func resolve(arity: Int, from deps: Dependencies) throws(ResolutionError) -> Int {
    switch arity {
    case 1: try deps.tryResolve(Int.self, arguments: 1)
    case 2: try deps.tryResolve(Int.self, arguments: 1, 2)
    case 3: try deps.tryResolve(Int.self, arguments: 1, 2, 3)
    case 4: try deps.tryResolve(Int.self, arguments: 1, 2, 3, 4)
    case 5: try deps.tryResolve(Int.self, arguments: 1, 2, 3, 4, 5)
    case 6: try deps.tryResolve(Int.self, arguments: 1, 2, 3, 4, 5, 6)
    default: try deps.tryResolve(Int.self, arguments: 1, 2, 3, 4, 5, 6, 7)
    }
  }

  @Test(arguments: 1...7)
  func aFactoryOfAnyArityFromMainActorCodeBuildsOnTheMainActorOnly(arity: Int) async throws {
    let deps = Dependencies()
    await MainActor.run { Self.registerInMainActorCode(deps) }

    let onMain = await MainActor.run { try? Self.resolve(arity: arity, from: deps) }
    let error = await offMainError { () throws(ResolutionError) in _ = try Self.resolve(arity: arity, from: deps) }

    #expect(onMain == (1...arity).reduce(0, +))
    #expect(error?.code == .isolationViolation)
  }

  @Test(arguments: 1...7)
  func aFactoryOfAnyArityFromNonisolatedCodeRunsAnywhere(arity: Int) async throws {
    let deps = Dependencies()
    Self.registerInNonisolatedCode(deps)

    let offMainResult = await offMain { try? Self.resolve(arity: arity, from: deps) }

    #expect(offMainResult == (1...arity).reduce(0, +))
    #expect(deps.description.contains("main actor") == false)
  }
}
