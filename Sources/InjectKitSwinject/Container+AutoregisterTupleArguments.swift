// SwinjectAutoregistration 2.x's `autoregister` with runtime arguments also takes one tuple
// parameter, `((A, B)) -> Service`, for 2 to 20 parameters; the arguments are matched to them by
// type. Wrappers typed like those pass such a function on; these overloads take it (the
// parameter-pack forms cannot: swiftc 6.3 crashes in SILGen converting it). They differ only in
// their arity and number of arguments.

extension Container {
  /// Registers `service`, built by an initializer of 2 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 1 runtime argument matched to a parameter by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - argument: The type of the argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, Arg1>(
    _ service: Service.Type, name: String? = nil, argument: Arg1.Type,
    initializer: @escaping ((A, B)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, argument: Arg1.self) {
      (a: A, b: B) in
      initializer((a, b))
    }
  }

  /// Registers `service`, built by an initializer of 3 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 1 runtime argument matched to a parameter by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - argument: The type of the argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, Arg1>(
    _ service: Service.Type, name: String? = nil, argument: Arg1.Type,
    initializer: @escaping ((A, B, C)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, argument: Arg1.self) {
      (a: A, b: B, c: C) in
      initializer((a, b, c))
    }
  }

  /// Registers `service`, built by an initializer of 4 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 1 runtime argument matched to a parameter by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - argument: The type of the argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, Arg1>(
    _ service: Service.Type, name: String? = nil, argument: Arg1.Type,
    initializer: @escaping ((A, B, C, D)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, argument: Arg1.self) {
      (a: A, b: B, c: C, d: D) in
      initializer((a, b, c, d))
    }
  }

  /// Registers `service`, built by an initializer of 5 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 1 runtime argument matched to a parameter by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - argument: The type of the argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, Arg1>(
    _ service: Service.Type, name: String? = nil, argument: Arg1.Type,
    initializer: @escaping ((A, B, C, D, E)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, argument: Arg1.self) {
      (a: A, b: B, c: C, d: D, e: E) in
      initializer((a, b, c, d, e))
    }
  }

  /// Registers `service`, built by an initializer of 6 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 1 runtime argument matched to a parameter by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - argument: The type of the argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, Arg1>(
    _ service: Service.Type, name: String? = nil, argument: Arg1.Type,
    initializer: @escaping ((A, B, C, D, E, F)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, argument: Arg1.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F) in
      initializer((a, b, c, d, e, f))
    }
  }

  /// Registers `service`, built by an initializer of 7 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 1 runtime argument matched to a parameter by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - argument: The type of the argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, Arg1>(
    _ service: Service.Type, name: String? = nil, argument: Arg1.Type,
    initializer: @escaping ((A, B, C, D, E, F, G)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, argument: Arg1.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G) in
      initializer((a, b, c, d, e, f, g))
    }
  }

  /// Registers `service`, built by an initializer of 8 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 1 runtime argument matched to a parameter by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - argument: The type of the argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, Arg1>(
    _ service: Service.Type, name: String? = nil, argument: Arg1.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, argument: Arg1.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H) in
      initializer((a, b, c, d, e, f, g, h))
    }
  }

  /// Registers `service`, built by an initializer of 9 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 1 runtime argument matched to a parameter by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - argument: The type of the argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, Arg1>(
    _ service: Service.Type, name: String? = nil, argument: Arg1.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, argument: Arg1.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I) in
      initializer((a, b, c, d, e, f, g, h, i))
    }
  }

  /// Registers `service`, built by an initializer of 10 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 1 runtime argument matched to a parameter by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - argument: The type of the argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, Arg1>(
    _ service: Service.Type, name: String? = nil, argument: Arg1.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, argument: Arg1.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J) in
      initializer((a, b, c, d, e, f, g, h, i, j))
    }
  }

  /// Registers `service`, built by an initializer of 11 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 1 runtime argument matched to a parameter by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - argument: The type of the argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, Arg1>(
    _ service: Service.Type, name: String? = nil, argument: Arg1.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, argument: Arg1.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K) in
      initializer((a, b, c, d, e, f, g, h, i, j, k))
    }
  }

  /// Registers `service`, built by an initializer of 12 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 1 runtime argument matched to a parameter by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - argument: The type of the argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, Arg1>(
    _ service: Service.Type, name: String? = nil, argument: Arg1.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, argument: Arg1.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l))
    }
  }

  /// Registers `service`, built by an initializer of 13 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 1 runtime argument matched to a parameter by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - argument: The type of the argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, Arg1>(
    _ service: Service.Type, name: String? = nil, argument: Arg1.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, argument: Arg1.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m))
    }
  }

  /// Registers `service`, built by an initializer of 14 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 1 runtime argument matched to a parameter by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - argument: The type of the argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, Arg1>(
    _ service: Service.Type, name: String? = nil, argument: Arg1.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, argument: Arg1.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n))
    }
  }

  /// Registers `service`, built by an initializer of 15 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 1 runtime argument matched to a parameter by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - argument: The type of the argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, Arg1>(
    _ service: Service.Type, name: String? = nil, argument: Arg1.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, argument: Arg1.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o))
    }
  }

  /// Registers `service`, built by an initializer of 16 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 1 runtime argument matched to a parameter by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - argument: The type of the argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Arg1>(
    _ service: Service.Type, name: String? = nil, argument: Arg1.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, argument: Arg1.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p))
    }
  }

  /// Registers `service`, built by an initializer of 17 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 1 runtime argument matched to a parameter by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - argument: The type of the argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, Arg1>(
    _ service: Service.Type, name: String? = nil, argument: Arg1.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, argument: Arg1.self) {
      (
        a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P,
        q: Q
      ) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q))
    }
  }

  /// Registers `service`, built by an initializer of 18 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 1 runtime argument matched to a parameter by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - argument: The type of the argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, Arg1>(
    _ service: Service.Type, name: String? = nil, argument: Arg1.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, argument: Arg1.self) {
      (
        a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P, q: Q,
        r: R
      ) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r))
    }
  }

  /// Registers `service`, built by an initializer of 19 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 1 runtime argument matched to a parameter by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - argument: The type of the argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, Arg1>(
    _ service: Service.Type, name: String? = nil, argument: Arg1.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, argument: Arg1.self) {
      (
        a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P, q: Q,
        r: R, s: S
      ) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s))
    }
  }

  /// Registers `service`, built by an initializer of 20 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 1 runtime argument matched to a parameter by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - argument: The type of the argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, Arg1>(
    _ service: Service.Type, name: String? = nil, argument: Arg1.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, argument: Arg1.self) {
      (
        a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P, q: Q,
        r: R, s: S, t: T
      ) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t))
    }
  }

  /// Registers `service`, built by an initializer of 2 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 2 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, Arg1, Arg2>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping ((A, B)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self) {
      (a: A, b: B) in
      initializer((a, b))
    }
  }

  /// Registers `service`, built by an initializer of 3 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 2 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, Arg1, Arg2>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping ((A, B, C)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self) {
      (a: A, b: B, c: C) in
      initializer((a, b, c))
    }
  }

  /// Registers `service`, built by an initializer of 4 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 2 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, Arg1, Arg2>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping ((A, B, C, D)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self) {
      (a: A, b: B, c: C, d: D) in
      initializer((a, b, c, d))
    }
  }

  /// Registers `service`, built by an initializer of 5 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 2 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, Arg1, Arg2>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping ((A, B, C, D, E)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self) {
      (a: A, b: B, c: C, d: D, e: E) in
      initializer((a, b, c, d, e))
    }
  }

  /// Registers `service`, built by an initializer of 6 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 2 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, Arg1, Arg2>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping ((A, B, C, D, E, F)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F) in
      initializer((a, b, c, d, e, f))
    }
  }

  /// Registers `service`, built by an initializer of 7 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 2 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, Arg1, Arg2>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping ((A, B, C, D, E, F, G)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G) in
      initializer((a, b, c, d, e, f, g))
    }
  }

  /// Registers `service`, built by an initializer of 8 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 2 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, Arg1, Arg2>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H) in
      initializer((a, b, c, d, e, f, g, h))
    }
  }

  /// Registers `service`, built by an initializer of 9 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 2 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, Arg1, Arg2>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I) in
      initializer((a, b, c, d, e, f, g, h, i))
    }
  }

  /// Registers `service`, built by an initializer of 10 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 2 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, Arg1, Arg2>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J) in
      initializer((a, b, c, d, e, f, g, h, i, j))
    }
  }

  /// Registers `service`, built by an initializer of 11 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 2 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, Arg1, Arg2>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K) in
      initializer((a, b, c, d, e, f, g, h, i, j, k))
    }
  }

  /// Registers `service`, built by an initializer of 12 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 2 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, Arg1, Arg2>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l))
    }
  }

  /// Registers `service`, built by an initializer of 13 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 2 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, Arg1, Arg2>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m))
    }
  }

  /// Registers `service`, built by an initializer of 14 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 2 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, Arg1, Arg2>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n))
    }
  }

  /// Registers `service`, built by an initializer of 15 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 2 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, Arg1, Arg2>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o))
    }
  }

  /// Registers `service`, built by an initializer of 16 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 2 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Arg1, Arg2>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p))
    }
  }

  /// Registers `service`, built by an initializer of 17 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 2 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, Arg1, Arg2>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self) {
      (
        a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P,
        q: Q
      ) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q))
    }
  }

  /// Registers `service`, built by an initializer of 18 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 2 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, Arg1, Arg2>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self) {
      (
        a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P, q: Q,
        r: R
      ) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r))
    }
  }

  /// Registers `service`, built by an initializer of 19 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 2 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, Arg1, Arg2>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self) {
      (
        a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P, q: Q,
        r: R, s: S
      ) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s))
    }
  }

  /// Registers `service`, built by an initializer of 20 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 2 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, Arg1, Arg2>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self) {
      (
        a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P, q: Q,
        r: R, s: S, t: T
      ) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t))
    }
  }

  /// Registers `service`, built by an initializer of 2 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 3 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - arg3: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, Arg1, Arg2, Arg3>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping ((A, B)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self, Arg3.self) {
      (a: A, b: B) in
      initializer((a, b))
    }
  }

  /// Registers `service`, built by an initializer of 3 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 3 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - arg3: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, Arg1, Arg2, Arg3>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping ((A, B, C)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self, Arg3.self) {
      (a: A, b: B, c: C) in
      initializer((a, b, c))
    }
  }

  /// Registers `service`, built by an initializer of 4 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 3 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - arg3: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, Arg1, Arg2, Arg3>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping ((A, B, C, D)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self, Arg3.self) {
      (a: A, b: B, c: C, d: D) in
      initializer((a, b, c, d))
    }
  }

  /// Registers `service`, built by an initializer of 5 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 3 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - arg3: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, Arg1, Arg2, Arg3>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping ((A, B, C, D, E)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self, Arg3.self) {
      (a: A, b: B, c: C, d: D, e: E) in
      initializer((a, b, c, d, e))
    }
  }

  /// Registers `service`, built by an initializer of 6 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 3 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - arg3: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, Arg1, Arg2, Arg3>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping ((A, B, C, D, E, F)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self, Arg3.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F) in
      initializer((a, b, c, d, e, f))
    }
  }

  /// Registers `service`, built by an initializer of 7 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 3 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - arg3: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, Arg1, Arg2, Arg3>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping ((A, B, C, D, E, F, G)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self, Arg3.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G) in
      initializer((a, b, c, d, e, f, g))
    }
  }

  /// Registers `service`, built by an initializer of 8 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 3 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - arg3: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, Arg1, Arg2, Arg3>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self, Arg3.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H) in
      initializer((a, b, c, d, e, f, g, h))
    }
  }

  /// Registers `service`, built by an initializer of 9 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 3 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - arg3: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, Arg1, Arg2, Arg3>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self, Arg3.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I) in
      initializer((a, b, c, d, e, f, g, h, i))
    }
  }

  /// Registers `service`, built by an initializer of 10 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 3 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - arg3: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, Arg1, Arg2, Arg3>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self, Arg3.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J) in
      initializer((a, b, c, d, e, f, g, h, i, j))
    }
  }

  /// Registers `service`, built by an initializer of 11 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 3 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - arg3: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, Arg1, Arg2, Arg3>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self, Arg3.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K) in
      initializer((a, b, c, d, e, f, g, h, i, j, k))
    }
  }

  /// Registers `service`, built by an initializer of 12 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 3 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - arg3: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, Arg1, Arg2, Arg3>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self, Arg3.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l))
    }
  }

  /// Registers `service`, built by an initializer of 13 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 3 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - arg3: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, Arg1, Arg2, Arg3>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self, Arg3.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m))
    }
  }

  /// Registers `service`, built by an initializer of 14 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 3 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - arg3: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, Arg1, Arg2, Arg3>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self, Arg3.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n))
    }
  }

  /// Registers `service`, built by an initializer of 15 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 3 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - arg3: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, Arg1, Arg2, Arg3>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self, Arg3.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o))
    }
  }

  /// Registers `service`, built by an initializer of 16 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 3 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - arg3: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Arg1, Arg2, Arg3>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self, Arg3.self) {
      (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p))
    }
  }

  /// Registers `service`, built by an initializer of 17 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 3 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - arg3: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, Arg1, Arg2, Arg3>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self, Arg3.self) {
      (
        a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P,
        q: Q
      ) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q))
    }
  }

  /// Registers `service`, built by an initializer of 18 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 3 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - arg3: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, Arg1, Arg2, Arg3>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self, Arg3.self) {
      (
        a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P, q: Q,
        r: R
      ) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r))
    }
  }

  /// Registers `service`, built by an initializer of 19 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 3 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - arg3: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, Arg1, Arg2, Arg3>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self, Arg3.self) {
      (
        a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P, q: Q,
        r: R, s: S
      ) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s))
    }
  }

  /// Registers `service`, built by an initializer of 20 parameters written in
  /// SwinjectAutoregistration's declared shape, one tuple parameter, and 3 runtime arguments matched to parameters by
  /// type; the other parameters are resolved from the container.
  ///
  /// - Parameters:
  ///   - service: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - arg1: The type of the first argument passed to `resolve`.
  ///   - arg2: The type of another argument passed to `resolve`.
  ///   - arg3: The type of another argument passed to `resolve`.
  ///   - initializer: Builds the instance: `((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T)) -> Service`.
  /// - Returns: The entry, to configure its scope, `initCompleted` and forwarding.
  @discardableResult
  public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, Arg1, Arg2, Arg3>(
    _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
    initializer: @escaping ((A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T)) -> Service
  ) -> ServiceEntry<Service> {
    autoregisterResolving(Service.self, name: name, arguments: Arg1.self, Arg2.self, Arg3.self) {
      (
        a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K, l: L, m: M, n: N, o: O, p: P, q: Q,
        r: R, s: S, t: T
      ) in
      initializer((a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t))
    }
  }
}
