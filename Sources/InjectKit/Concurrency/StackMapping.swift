/// Where a thread's stack ends, read from Linux's `/proc/self/maps`.
///
/// A spawned thread's stack is one fixed mapping. The main thread's (`[stack]`) is mapped only as
/// far as it has been used and grows on demand, so its current mapping is not its limit: it may
/// grow down to the stack size limit (`RLIMIT_STACK`) below its top, and never into the kernel's
/// guard gap above the mapping below it.
enum StackMapping {
  /// The kernel keeps this much (`stack_guard_gap`, 256 pages by default) between a growing
  /// stack and the mapping below it.
  static let guardGap: UInt = 1 << 20

  /// The lowest address the stack holding `address` can use, or 0 when no mapping holds it.
  ///
  /// - Parameters:
  ///   - maps: The lines of `/proc/self/maps` (`low-high perms offset dev inode [name]`).
  ///   - address: An address in the caller's frame.
  ///   - growLimit: `RLIMIT_STACK`'s soft limit, or nil when unlimited.
  static func lowestUsableAddress(maps: [String], holding address: UInt, growLimit: UInt?) -> UInt {
    var below: UInt = 0
    for line in maps {
      let bounds = line.prefix { $0 != " " }.split(separator: "-")
      guard bounds.count == 2, let low = UInt(bounds[0], radix: 16), let high = UInt(bounds[1], radix: 16) else {
        continue
      }
      guard low <= address && address < high else {
        if high <= address { below = max(below, high) }
        continue
      }
      guard line.hasSuffix("[stack]") || line.hasSuffix("[stack]\n") else { return low }
      // The main thread's stack: as far down as it may grow.
      var lowest = below == 0 ? 0 : below + guardGap
      if let growLimit, growLimit < high { lowest = max(lowest, high - growLimit) }
      return min(lowest, low)
    }
    return 0
  }
}
