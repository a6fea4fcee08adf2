/*
 * Read sections (atomics.c, include/CInjectKitAtomics.h): a writer unpublishes a pointer, waits
 * for every read section open at that moment, then frees what the pointer pointed to.
 *
 * Invariant: no reader dereferences what it loaded after the writer freed it
 * (the assertion in Reader, step D).
 *
 * What the hardware may do, written in: every thread has a store buffer, so a store becomes
 * visible to the others some time after it is issued (process Drain, in program order). A
 * sequentially consistent or release store is `stlr` on arm64. A sequentially consistent load is
 * `ldar`, which is not satisfied before this thread's earlier `stlr`s are visible (it waits for its
 * buffer to drain); an acquire load is `ldapr` on Apple Silicon macOS and arm64e (clang), which may
 * be satisfied before them (it reads memory while they wait in the buffer). A read-modify-write
 * (the push's compare-and-swap) drains the buffer and is atomic. Loads stay in program order
 * (every load here is acquire or stronger).
 *
 * The scene: the writer resets a cached instance (`InstanceSlot.take`; or releases a dead weak
 * box: the same protocol; the map quotes the reset), while two readers each run two read sections: reader 0 on a
 * thread whose record is listed already, reader 1 on a new thread, whose first section pushes its
 * record on the list.
 *
 * As shipped: must pass. Weakened variants, each must fail:
 * - `-DWEAKENED`: the writer's head load is acquire (the code before issue 39): SPIN finds the
 *   writer missing reader 1, which then probes the freed table (the issue's 13 steps).
 *
 * Each step, and the line it models (.ci/models checks that each line still holds the code quoted):
 * step  line                                                             code
 * P     Sources/CInjectKitAtomics/atomics.c:89                         `__atomic_compare_exchange_n(&readers, &head, reader, true, __ATOMIC_SEQ_CST`
 * Sr    Sources/CInjectKitAtomics/include/CInjectKitAtomics.h:183      `__atomic_store_n(&reader->sequence, sequence + 1, __ATOMIC_SEQ_CST)`
 * L     Sources/InjectKit/Lifetimes/InstanceSlot.swift:87              `AtomicWord.loadSequentiallyConsistent(&header.pointee.state.word)`
 * E     Sources/CInjectKitAtomics/atomics.c:101                        `__atomic_store_n(&reader->sequence, sequence + 1, __ATOMIC_RELEASE)`
 * U     Sources/InjectKit/Lifetimes/InstanceSlot.swift:192             `AtomicWord.compareExchange(&header.pointee.state.word, expected: word, desired: 0)`
 * H     Sources/CInjectKitAtomics/atomics.c:113                        `__atomic_load_n(&readers, __ATOMIC_SEQ_CST)`
 * S     Sources/CInjectKitAtomics/atomics.c:114                        `__atomic_load_n(&r->sequence, __ATOMIC_SEQ_CST)`
 * A     Sources/CInjectKitAtomics/atomics.c:118                        `while (__atomic_load_n(&r->sequence, __ATOMIC_ACQUIRE) == sequence)`
 * F     Sources/InjectKit/Lifetimes/InstanceSlot.swift:194             `Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: word)!).takeRetainedValue()`
 */

#define READERS 2
#define WRITER READERS
#define OLD 1
#define NEW 2
#define TABLE 0
#define SEQUENCE(i) (1 + (i))
#define UNLISTED 255

byte memory[1 + READERS];                   /* what every thread sees: the table, each record's sequence */
chan buffer[READERS + 1] = [2] of { byte, byte };   /* each thread's stores not yet visible: (location, value) */
byte head;                                  /* the list: records pushed so far */
byte listedAt[READERS];                     /* where record i was pushed: listed at head h iff listedAt[i] < h */
bool oldFreed;                              /* the writer has freed the old table */

proctype Drain(byte thread) {
  byte location, value;
end:
  do
  :: atomic { buffer[thread]?location, value -> memory[location] = value }
  od
}

proctype Reader(byte i; bool listed) {
  byte sequence, table, section;
  if
  :: listed -> skip
  :: else -> atomic { empty(buffer[i]) -> listedAt[i] = head; head++ }          /* P */
  fi;
  for (section : 1 .. 2) {
    sequence++;
    buffer[i]!SEQUENCE(i), sequence;                                             /* Sr */
    atomic { empty(buffer[i]) -> table = memory[TABLE] };                        /* L */
    assert(!(table == OLD && oldFreed));                                         /* D */
    sequence++;
    buffer[i]!SEQUENCE(i), sequence                                              /* E */
  }
}

proctype Writer() {
  byte h, i, sequence;
  buffer[WRITER]!TABLE, NEW;                                                     /* U */
#ifdef WEAKENED
  h = head;                                                                      /* H: ldapr */
#else
  atomic { empty(buffer[WRITER]) -> h = head };                                  /* H: ldar */
#endif
  for (i : 0 .. READERS - 1) {
    if
    :: listedAt[i] < h ->
       atomic { empty(buffer[WRITER]) -> sequence = memory[SEQUENCE(i)] };       /* S */
       if
       :: sequence % 2 == 1 -> memory[SEQUENCE(i)] != sequence                   /* A */
       :: else -> skip
       fi
    :: else -> skip
    fi
  }
  oldFreed = true                                                                /* F */
}

init {
  atomic {
    memory[TABLE] = OLD;
    listedAt[0] = 0;
    listedAt[1] = UNLISTED;
    head = 1;
    run Drain(0); run Drain(1); run Drain(WRITER);
    run Writer(); run Reader(0, true); run Reader(1, false)
  }
}
