#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The value of the environment variable `name`, or nil when it is not set (`package`:
/// InjectKitSwinject's `SWINJECT_LOGGING_ENABLED`, read without a pointer of its own).
package func environmentValue(_ name: String) -> String? {
  guard let value = getenv(name) else { return nil }
  return String(cString: value)
}
