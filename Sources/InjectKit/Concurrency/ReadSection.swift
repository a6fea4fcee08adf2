import CInjectKitAtomics

/// A read section: lets a reader copy what a writer may retire (a registry's old table, a
/// cached instance being reset) without a lock. Readers mark a per-thread sequence number on
/// the way in and out; a writer that retires memory first waits until every section open
/// when it unpublished the memory has closed (`waitForReaders`).
struct ReadSection {
  private let reader: UnsafeMutablePointer<cinjectkit_reader>

  /// Opens a section on this thread.
  @inline(__always) static func begin() -> ReadSection { ReadSection(reader: cinjectkit_read_begin()) }

  /// Closes the section.
  @inline(__always) func end() { cinjectkit_read_end(reader) }

  /// Closes the section, ordered after its loads only (what a probe that copies nothing needs).
  @inline(__always) func endAfterLoads() { cinjectkit_read_end_after_loads(reader) }

  /// Waits until every section open now has closed: memory unpublished before the call can
  /// then be freed.
  static func waitForReaders() { cinjectkit_wait_for_readers() }
}
