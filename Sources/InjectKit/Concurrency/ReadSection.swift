import CInjectKitAtomics

/// A read section: lets a reader copy what a writer may retire (a registry's old table, a
/// cached instance being reset) without a lock. Readers mark a per-thread sequence number on
/// the way in and out; a writer that retires memory first waits until every section open
/// when it unpublished the memory has closed (`waitForReaders`).
struct ReadSection {
  private let reader: UnsafeMutablePointer<cinjectkit_reader>

  /// Opens a section on this thread. Sections never nest: a nested one would close the outer one
  /// for writers while it is still reading (checked in debug builds).
  @inline(__always) static func begin() -> ReadSection {
    assert(!cinjectkit_in_read_section(), "InjectKit: a read section opened inside another")
    return ReadSection(reader: cinjectkit_read_begin())
  }

  /// Closes the section.
  @inline(__always) func end() { cinjectkit_read_end(reader) }

  /// Closes the section, ordered after its loads only (what a probe that copies nothing needs).
  @inline(__always) func endAfterLoads() { cinjectkit_read_end_after_loads(reader) }

  /// Waits until every section open now has closed: memory unpublished before the call (by a
  /// sequentially consistent store or exchange) can then be freed. Never inside a section of this
  /// thread's (it would wait for itself; debug builds stop with a message).
  static func waitForReaders() { cinjectkit_wait_for_readers() }
}

#if DEBUG
  /// Debug builds only: the two misuses of read sections the debug checks stop, for their tests.
  package enum ReadSectionMisuse {
    /// Opens a section inside another.
    package static func nest() {
      let outer = ReadSection.begin()
      ReadSection.begin().end()
      outer.end()
    }

    /// Waits for readers inside a section.
    package static func waitInside() {
      let section = ReadSection.begin()
      ReadSection.waitForReaders()
      section.end()
    }
  }
#endif
