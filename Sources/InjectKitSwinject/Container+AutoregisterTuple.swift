// SwinjectAutoregistration 2.x declares its initializers as one tuple parameter, `((A, B)) -> Service`,
// for 2 to 20 dependencies (`(()) -> Service` for none). Code that wraps `autoregister` with those
// types passes such a function on; these overloads take it (the parameter-pack `autoregister`
// cannot: swiftc 6.3 crashes in SILGen converting it). They differ only in their arity.

extension Container {
  /// Registers `service`, built by an initializer without dependencies written in
  /// SwinjectAutoregistration's declared shape, `(()) -> Service`.
  ///
  /// ```swift
  /// extension Container {
  ///   func register0<T>(_ initializer: @escaping (()) -> T) -> ServiceEntry<T> {
  ///     autoregister(T.self, initializer: initializer)
  ///   }
  /// }
  /// ```
  ///
  /// The `()` is no dependency: nothing is resolved for it.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance from the empty tuple.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service>(
    _ service: Service.Type, name: String? = nil, initializer: @escaping (()) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name) { initializer(()) }
  }

  /// Registers `service`, built by an initializer of two dependencies written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter:
  /// `((A, B)) -> Service`.
  /// Each dependency is resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance from the resolved dependencies.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B>(
    _ service: Service.Type, name: String? = nil, initializer: @escaping ((A, B)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name) { (a: A, b: B) in initializer((a, b)) }
  }

  /// Registers `service`, built by an initializer of three dependencies written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter:
  /// `((A, B, C)) -> Service`.
  /// Each dependency is resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance from the resolved dependencies.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C>(
    _ service: Service.Type, name: String? = nil, initializer: @escaping ((A, B, C)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name) { (a: A, b: B, c: C) in initializer((a, b, c)) }
  }

  /// Registers `service`, built by an initializer of four dependencies written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter:
  /// `((A, B, C, D)) -> Service`.
  /// Each dependency is resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance from the resolved dependencies.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D>(
    _ service: Service.Type, name: String? = nil, initializer: @escaping ((A, B, C, D)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name) { (a: A, b: B, c: C, d: D) in initializer((a, b, c, d)) }
  }

  /// Registers `service`, built by an initializer of five dependencies written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter:
  /// `((A, B, C, D, E)) -> Service`.
  /// Each dependency is resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance from the resolved dependencies.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E>(
    _ service: Service.Type, name: String? = nil, initializer: @escaping ((A, B, C, D, E)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name) { (a: A, b: B, c: C, d: D, e: E) in initializer((a, b, c, d, e)) }
  }

  /// Registers `service`, built by an initializer of 6 dependencies written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter:
  /// `((A, B, C, D, E, F)) -> Service`.
  /// Each dependency is resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance from the resolved dependencies.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F>(
    _ service: Service.Type, name: String? = nil, initializer: @escaping ((A, B, C, D, E, F)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name) {
      (a: A, b: B, c: C, d: D, e: E, f: F) in
      initializer((a, b, c, d, e, f))
    }
  }

  /// Registers `service`, built by an initializer of 7 dependencies written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter:
  /// `((A, B, C, D, E, F, G)) -> Service`.
  /// Each dependency is resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance from the resolved dependencies.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G>(
    _ service: Service.Type, name: String? = nil, initializer: @escaping ((A, B, C, D, E, F, G)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G) in
      initializer((a, b, c, d, e, f, g))
    }
  }

  /// Registers `service`, built by an initializer of 8 dependencies written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter:
  /// `((A, B, C, D, E, F, G, H)) -> Service`.
  /// Each dependency is resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance from the resolved dependencies.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H>(
    _ service: Service.Type, name: String? = nil, initializer: @escaping ((A, B, C, D, E, F, G, H)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H) in
      initializer((a, b, c, d, e, f, g, h))
    }
  }

  /// Registers `service`, built by an initializer of 9 dependencies written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter:
  /// `((A, B, C, D, E, F, G, H, I)) -> Service`.
  /// Each dependency is resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance from the resolved dependencies.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I>(
    _ service: Service.Type, name: String? = nil, initializer: @escaping ((A, B, C, D, E, F, G, H, I)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I) in
      initializer((a, b, c, d, e, f, g, h, i))
    }
  }

  /// Registers `service`, built by an initializer of 10 dependencies written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter:
  /// `((A, B, C, D, E, F, G, H, I, J)) -> Service`.
  /// Each dependency is resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance from the resolved dependencies.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J>(
    _ service: Service.Type, name: String? = nil, initializer: @escaping ((A, B, C, D, E, F, G, H, I, J)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J) in
      initializer((a, b, c, d, e, f, g, h, i, j))
    }
  }

  /// Registers `service`, built by an initializer of 11 dependencies written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter:
  /// `((A, B, C, D, E, F, G, H, I, J, K)) -> Service`.
  /// Each dependency is resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance from the resolved dependencies.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K>(
    _ service: Service.Type, name: String? = nil, initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K) in
      initializer((a, b, c, d, e, f, g, h, i, j, k))
    }
  }

  /// Registers `service`, built by an initializer of 12 dependencies written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter:
  /// `((A, B, C, D, E, F, G, H, I, J, K, L)) -> Service`.
  /// Each dependency is resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance from the resolved dependencies.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L>(
    _ service: Service.Type, name: String? = nil,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l))
    }
  }

  /// Registers `service`, built by an initializer of 13 dependencies written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter:
  /// `((A, B, C, D, E, F, G, H, I, J, K, L, M)) -> Service`.
  /// Each dependency is resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance from the resolved dependencies.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M>(
    _ service: Service.Type, name: String? = nil,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m))
    }
  }

  /// Registers `service`, built by an initializer of 14 dependencies written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter:
  /// `((A, B, C, D, E, F, G, H, I, J, K, L, M, N)) -> Service`.
  /// Each dependency is resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance from the resolved dependencies.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N>(
    _ service: Service.Type, name: String? = nil,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n))
    }
  }

  /// Registers `service`, built by an initializer of 15 dependencies written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter:
  /// `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O)) -> Service`.
  /// Each dependency is resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance from the resolved dependencies.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O>(
    _ service: Service.Type, name: String? = nil,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o))
    }
  }

  /// Registers `service`, built by an initializer of 16 dependencies written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter:
  /// `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P)) -> Service`.
  /// Each dependency is resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance from the resolved dependencies.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P>(
    _ service: Service.Type, name: String? = nil,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p))
    }
  }

  /// Registers `service`, built by an initializer of 17 dependencies written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter:
  /// `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q)) -> Service`.
  /// Each dependency is resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance from the resolved dependencies.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q>(
    _ service: Service.Type, name: String? = nil,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name) {
      (
        a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P,
        q: Q
      ) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q))
    }
  }

  /// Registers `service`, built by an initializer of 18 dependencies written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter:
  /// `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R)) -> Service`.
  /// Each dependency is resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance from the resolved dependencies.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R>(
    _ service: Service.Type, name: String? = nil,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name) {
      (
        a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P, q: Q,
        r: R
      ) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r))
    }
  }

  /// Registers `service`, built by an initializer of 19 dependencies written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter:
  /// `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S)) -> Service`.
  /// Each dependency is resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance from the resolved dependencies.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S>(
    _ service: Service.Type, name: String? = nil,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name) {
      (
        a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P, q: Q,
        r: R, s: S
      ) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s))
    }
  }

  /// Registers `service`, built by an initializer of 20 dependencies written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter:
  /// `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T)) -> Service`.
  /// Each dependency is resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - initializer: Builds the instance from the resolved dependencies.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T>(
    _ service: Service.Type, name: String? = nil,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name) {
      (
        a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P, q: Q,
        r: R, s: S, t: T
      ) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t))
    }
  }
}
