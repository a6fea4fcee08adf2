/// Applies assemblies to a container it owns, then lets them know loading finished.
///
/// ```swift
/// let assembler = Assembler([ServiceAssembly(), ManagerAssembly()])
/// let manager = assembler.resolver.resolve(FooManager.self)!
/// assembler.apply(assembly: LoggerAssembly())
/// ```
///
/// Keep the assembler (or its resolver) alive for as long as you resolve from it.
public final class Assembler: Sendable {
  private let container: Container

  /// The assembled container, for resolving only; `Sendable` (Swinject's type says `Resolver`,
  /// which this converts to).
  public var resolver: any Resolver & Sendable { container }

  /// Creates an assembler over `container`, or a new container.
  ///
  /// - Parameter container: The container to assemble into.
  public init(container: Container? = Container()) {
    self.container = container ?? Container()
  }

  /// Creates an assembler whose new container is a child of `parentAssembler`'s.
  ///
  /// - Parameters:
  ///   - parentAssembler: The assembler whose container to fall back to, or nil.
  ///   - defaultObjectScope: The scope of registrations that do not set one.
  ///   - behaviors: Told about every registration.
  public init(parentAssembler: Assembler?, defaultObjectScope: ObjectScope = .graph, behaviors: [any Behavior] = []) {
    container = Container(
      parent: parentAssembler?.container, defaultObjectScope: defaultObjectScope, behaviors: behaviors)
  }

  /// Creates an assembler and applies `assemblies` to `container`.
  ///
  /// - Parameters:
  ///   - assemblies: Applied in order; then each one's `loaded(resolver:)` is called.
  ///   - container: The container to assemble into.
  public init(_ assemblies: [any Assembly], container: Container = Container()) {
    self.container = container
    run(assemblies)
  }

  /// Creates an assembler whose new container is a child of `parent`'s, and applies `assemblies`.
  ///
  /// - Parameters:
  ///   - assemblies: Applied in order; then each one's `loaded(resolver:)` is called.
  ///   - parent: The assembler whose container to fall back to, or nil.
  ///   - defaultObjectScope: The scope of registrations that do not set one.
  ///   - behaviors: Told about every registration, including the assemblies'.
  public init(
    _ assemblies: [any Assembly], parent: Assembler?, defaultObjectScope: ObjectScope = .graph,
    behaviors: [any Behavior] = []
  ) {
    container = Container(parent: parent?.container, defaultObjectScope: defaultObjectScope, behaviors: behaviors)
    run(assemblies)
  }

  /// Creates an assembler and applies `assemblies`; Swinject's older, throwing form.
  ///
  /// - Parameters:
  ///   - assemblies: Applied in order.
  ///   - container: The container to assemble into, or nil for a new one.
  /// - Throws: Never.
  @available(*, deprecated, message: "Use not throwing alternative: init(_:, container:)")
  public convenience init(assemblies: [any Assembly], container: Container? = Container()) throws {
    self.init(assemblies, container: container ?? Container())
  }

  /// Creates a child assembler and applies `assemblies`; Swinject's older, throwing form.
  ///
  /// - Parameters:
  ///   - assemblies: Applied in order.
  ///   - parentAssembler: The assembler whose container to fall back to, or nil.
  /// - Throws: Never.
  @available(*, deprecated, message: "Use not throwing alternative: init(_:, parent:)")
  public convenience init(assemblies: [any Assembly], parentAssembler: Assembler?) throws {
    self.init(assemblies, parent: parentAssembler)
  }

  /// Applies one more assembly, then calls its `loaded(resolver:)`.
  ///
  /// - Parameter assembly: The assembly to apply.
  public func apply(assembly: any Assembly) {
    run([assembly])
  }

  /// Applies more assemblies, then calls each one's `loaded(resolver:)`.
  ///
  /// - Parameter assemblies: Applied in order.
  public func apply(assemblies: [any Assembly]) {
    run(assemblies)
  }

  private func run(_ assemblies: [any Assembly]) {
    for assembly in assemblies { assembly.assemble(container: container) }
    for assembly in assemblies { assembly.loaded(resolver: resolver) }
  }
}
