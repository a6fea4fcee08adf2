#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The value of the environment variable `name`, or nil when it is not set (`package`:
/// InjectKitSwinject's `SWINJECT_LOGGING_ENABLED`, read without a pointer of its own).
///
/// Outside `Unsafe/` because it is a read of the C environment, not a primitive: its one unsafe
/// expression is marked here, with its proof.
package func environmentValue(_ name: String) -> String? {
  // Safety: getenv's result is nil or a NUL-terminated string in the environment block, valid
  // until the environment is next changed; it is copied into a `String` at once, and nothing
  // between the two calls changes the environment.
  guard let value = unsafe getenv(name) else { return nil }
  return unsafe String(cString: value)
}
