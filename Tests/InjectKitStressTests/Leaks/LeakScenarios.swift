import InjectKit

/// Each scenario builds containers and instances, watches them, and returns with no strong
/// reference left: whatever the probe still sees alive afterwards is leaked.
enum LeakScenario: String, CaseIterable, CustomStringConvertible {
  case containerReleasesSingletons, weakScopeReleases, graphScopeReleasedAfterResolve, childContainers
  case injectBoxes, replacedRegistration, resetCustomScope, failedResolve, verification, capturedByFactory

  var description: String { rawValue }

  func run(_ probe: LeakProbe) {
    switch self {
    case .containerReleasesSingletons:
      let deps = probe.watch(Dependencies(), "container")
      deps.add(Service.self, scope: .singleton) { Service(name: "singleton") }
      deps.add(SessionToken.self, scope: .custom("session")) { SessionToken() }
      probe.watch(deps.resolve(Service.self), "singleton")
      probe.watch(deps.resolve(SessionToken.self), "custom-scoped instance")
    case .weakScopeReleases:
      let deps = Dependencies()
      deps.add(Service.self, scope: .weak) { Service(name: "weak") }
      // The container stays alive: a weak instance must go as soon as its last holder does.
      withExtendedLifetime(deps) { weakInstance(deps, probe) }
    case .graphScopeReleasedAfterResolve:
      let deps = Dependencies()
      deps.add(Leaf.self) { Leaf() }
      deps.add(Service.self, name: "s0") { Service(name: "s0") }
      deps.add(Middle.self, scope: .graph) { r in Middle(leaf: try r.resolve(), service: try r.resolve(name: "s0")) }
      deps.add(Top.self) { r in Top(first: try r.resolve(), second: try r.resolve()) }
      _ = withExtendedLifetime(deps) { probe.watch(deps.resolve(Top.self).first, "graph-scoped Middle") }
    case .childContainers:
      let parent = probe.watch(Dependencies(), "parent")
      parent.add(Service.self, scope: .singleton) { Service(name: "parent") }
      let child = probe.watch(Dependencies(parent: parent), "child")
      child.add(Leaf.self, scope: .singleton) { Leaf() }
      probe.watch(child.resolve(Service.self), "parent singleton resolved through child")
      probe.watch(child.resolve(Leaf.self), "child singleton")
    case .injectBoxes:
      injectBoxes(probe)
    case .replacedRegistration:
      let deps = Dependencies()
      deps.add(Service.self, scope: .singleton) { Service(name: "first") }
      probe.watch(deps.resolve(Service.self), "singleton of a replaced registration")
      deps.add(Service.self, scope: .singleton) { Service(name: "second") }
      withExtendedLifetime(deps) {}
    case .resetCustomScope:
      let deps = Dependencies()
      deps.add(SessionToken.self, scope: .custom("session")) { SessionToken() }
      probe.watch(deps.resolve(SessionToken.self), "custom-scoped instance after reset")
      deps.reset(.custom("session"))
      withExtendedLifetime(deps) {}
    case .failedResolve:
      let deps = probe.watch(Dependencies(), "container of a failed resolve")
      let built = LeakProbeCell()
      deps.add(Leaf.self, scope: .graph) { [built] in built.keep(Leaf()) }
      deps.add(Middle.self) { r in Middle(leaf: try r.resolve(), service: try r.resolve(name: "missing")) }
      _ = try? deps.tryResolve(Middle.self)
      if let leaf = built.take() { probe.watch(leaf, "graph-scoped instance of a failed resolve") }
    case .verification:
      let deps = probe.watch(Dependencies(), "verified container")
      let built = LeakProbeCell()
      deps.add(Leaf.self, scope: .singleton) { [built] _ in built.keep(Leaf()) }
      _ = deps.verificationReport()
      _ = deps.graph()
      if let leaf = built.take() { probe.watch(leaf, "singleton made by a dry run") }
    case .capturedByFactory:
      let captured = probe.watch(Leaf(), "object captured by a factory")
      let deps = probe.watch(Dependencies(), "container")
      deps.add(Leaf.self) { captured }
      _ = deps.resolve(Leaf.self)
    }
  }

  private func weakInstance(_ deps: Dependencies, _ probe: LeakProbe) {
    let held = probe.watch(deps.resolve(Service.self), "weak-scoped instance")
    precondition(deps.resolve(Service.self) === held, "a held weak instance must be shared")
  }

  /// `@Inject` in an object the container builds, reading through `Dependencies.root` bound by
  /// `withRoot`: the box must not keep the container, or container → singleton → box → container.
  private func injectBoxes(_ probe: LeakProbe) {
    let deps = probe.watch(Dependencies(), "container behind @Inject")
    deps.add(Service.self, name: "s1", scope: .singleton) { Service(name: "s1") }
    deps.add(InjectingService.self, scope: .singleton) { InjectingService() }
    let owner = Dependencies.withRoot(deps) {
      let owner = deps.resolve(InjectingService.self)
      _ = owner.service  // the first read resolves, from the bound root
      return owner
    }
    probe.watch(owner, "singleton with an @Inject property")
    probe.watch(owner.service, "instance an @Inject property read")
    let explicit = Holder(container: deps)
    probe.watch(explicit.service, "instance read by an @Inject(from:) holder")
  }
}

/// A singleton that declares `@Inject` properties, as app objects do.
final class InjectingService {
  @Inject(name: "s1") var service: Service
}

/// Hands an instance a factory made back to the scenario, then lets go of it.
final class LeakProbeCell: Sendable {
  private let value = Locked<Leaf?>(nil)

  func keep(_ leaf: Leaf) -> Leaf {
    value.withLock { $0 = leaf }
    return leaf
  }

  func take() -> Leaf? {
    value.withLock { value in
      defer { value = nil }
      return value
    }
  }
}
