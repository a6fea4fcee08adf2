// Canaries: each declaration below fails to compile at the oldest deployment targets, in Xcode as
// here. .ci/apple/check compiles this file for every platform and expects exactly these errors;
// if one compiles, the method has stopped checking what it claims to, and the check fails.

// An `@isolated(any)` function used as a generic argument: its metadata needs the runtime of
// iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2.
func isolatedAnyAsAGenericArgument(_ factory: @escaping @isolated(any) () -> Int) -> Any { factory }

// A generic type with a parameter pack: iOS 17, macOS 14, tvOS 17, watchOS 10.
struct PackGeneric<each Element> {}

// `String.contains(_:)` of a string without Foundation binds to _StringProcessing's: iOS 16, macOS 13.
func containsText(_ text: String) -> Bool { text.contains("needle") }

// The Darwin stand-in's pthread_key_create: its destructor's pointer is not optional on Darwin.
import Darwin

func makeKey() -> pthread_key_t {
  var key = pthread_key_t()
  pthread_key_create(&key) { raw in
    if let raw { _ = raw }
  }
  return key
}
