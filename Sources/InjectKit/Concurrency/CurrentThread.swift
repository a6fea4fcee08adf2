#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
  import Dispatch
#elseif canImport(Musl)
  import Musl
  import Dispatch
#endif

/// Facts about the calling thread, computed once per thread and kept in thread-local storage.
final class CurrentThread {
  /// Whether this is the process's main thread (the one the main actor runs on).
  let isMain: Bool
  /// Lowest usable address of this thread's stack, or 0 when the platform does not say.
  let stackLimit: UInt
  private init() {
    isMain = Self.detectMainThread()
    stackLimit = Self.detectStackLimit()
  }

  /// Whether the caller runs on the main actor, by the thread alone: the main thread, or on Linux
  /// a block of the main dispatch queue, which the main actor's executor drains there (under `swift
  /// test` on another thread than the main one). Asked through libdispatch's public queue-specific
  /// values: no Swift runtime entry point, and a toolchain whose main executor stops using that
  /// queue makes the answer false (a refused resolve), never a wrong true. Code that carries its
  /// isolation (`#isolation`) is recognised without it: see `Isolation`.
  static var isOnMainActor: Bool {
    #if canImport(Darwin)
      current.isMain
    #else
      current.isMain || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    #endif
  }

  #if !canImport(Darwin)
    /// The main queue's marker: set once, read by `DispatchQueue.getSpecific`.
    private static let mainQueueKey: DispatchSpecificKey<UInt8> = {
      let key = DispatchSpecificKey<UInt8>()
      DispatchQueue.main.setSpecific(key: key, value: 1)
      return key
    }()
  #endif

  /// Stack headroom kept free when recursing; deep graphs fail with `tooDeep` past this point.
  static let reservedStack: UInt = 96 * 1024

  /// The calling thread's record.
  static var current: CurrentThread {
    let key = threadKey
    if let raw = pthread_getspecific(key) {
      return Unmanaged<CurrentThread>.fromOpaque(raw).takeUnretainedValue()
    }
    let info = CurrentThread()
    pthread_setspecific(key, Unmanaged.passRetained(info).toOpaque())
    return info
  }

  /// True while at least `reservedStack` bytes remain below the caller's frame.
  func hasStackRoom() -> Bool {
    guard stackLimit != 0 else { return true }
    var marker: UInt8 = 0
    let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    return here > stackLimit && here - stackLimit > Self.reservedStack
  }

  // A global `let` is initialised once, thread-safely, by the Swift runtime.
  private static let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { raw in
      #if canImport(Darwin)
        Unmanaged<CurrentThread>.fromOpaque(raw).release()
      #else
        if let raw { Unmanaged<CurrentThread>.fromOpaque(raw).release() }
      #endif
    }
    return key
  }()

  private static func detectMainThread() -> Bool {
    #if canImport(Darwin)
      return pthread_main_np() != 0
    #else
      // Linux: the main thread's id equals the process id; /proc/thread-self -> "<pid>/task/<tid>".
      var buffer = [CChar](repeating: 0, count: 64)
      let count = readlink("/proc/thread-self", &buffer, buffer.count - 1)
      guard count > 0 else { return false }
      let link = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let parts = link.split(separator: "/")
      guard parts.count == 3, let pid = Int32(parts[0]), let tid = Int32(parts[2]) else { return false }
      return pid == tid
    #endif
  }

  private static func detectStackLimit() -> UInt {
    #if canImport(Darwin)
      let thread = pthread_self()
      let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
      let size = UInt(pthread_get_stacksize_np(thread))
      return top > size ? top - size : 0
    #else
      // Glibc's module hides pthread_getattr_np; the mapping that holds our stack frame says the same.
      var marker: UInt8 = 0
      let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
      guard let maps = fopen("/proc/self/maps", "r") else { return 0 }
      defer { fclose(maps) }
      var lines: [String] = []
      var line = [CChar](repeating: 0, count: 512)
      while fgets(&line, Int32(line.count), maps) != nil {
        lines.append(String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
      }
      var limit = rlimit()
      #if canImport(Glibc)
        let resource = Int32(RLIMIT_STACK.rawValue)
      #else
        let resource = RLIMIT_STACK
      #endif
      let growLimit: UInt? =
        getrlimit(resource, &limit) == 0 && limit.rlim_cur != rlim_t.max ? UInt(limit.rlim_cur) : nil
      return StackMapping.lowestUsableAddress(maps: lines, holding: here, growLimit: growLimit)
    #endif
  }
}
