/*
 * Pending registrations (Registry+Pending.swift): a slot of the registry's table may hold a
 * pending record R (its address tagged with bit 0) instead of an entry. R holds the
 * registration's data and one atomic word, `R.made`, nil until some thread materialises R: it
 * builds an entry, installs it in `R.made` with a compare-and-swap (the loser releases its own,
 * never published), then swaps the slot from R to that entry, best effort. R lives as long as
 * the registry and owns the entry in `R.made`; a slot holding a materialised entry does not.
 *
 * Invariants (the assertions):
 * - U: every thread that gets an entry from R (from `R.made`, or from a slot R was swapped out
 *   of) gets the same one, and it is what `R.made` holds in the end;
 * - B: whoever dereferences an entry it got (from `R.made` or from a slot) sees it fully built,
 *   and not released;
 * - F: an entry that lost the compare-and-swap is seen by no other thread when its builder
 *   releases it (it is in no slot, in no `R.made`, obtained by nobody else).
 *
 * What the hardware may do, written in: as in read_section.pml, every thread has a store buffer,
 * drained in program order (process Drain); an acquire load reads memory (it may be satisfied
 * before this thread's earlier stores are visible); a sequentially consistent load waits for
 * this thread's buffer to drain; a read-modify-write (every compare-and-swap here) drains it and
 * is atomic. A thread sees its own buffered stores (store-to-load forwarding). An entry's fields
 * are one word, `FIELD(e)`, stored plainly through the builder's buffer. Memory is multi-copy
 * atomic (as arm64's is: a store in memory is seen by every other thread): so a relaxed slot swap,
 * or a failed compare-and-swap read without acquire, cannot be shown to go wrong here (the thread
 * swapping got the entry by an acquire load, after its fields reached memory); C11 would still
 * call it a race, and the code uses sequentially consistent operations for both. Step C reads
 * what it found inside the compare-and-swap, as `AtomicWord.compareExchange` returns it.
 *
 * The scene: two readers each look the key up twice (a read section each: the table by a
 * sequentially consistent load, its slot by an acquire load), while the lock holder (the writer)
 * may first grow the table (copies the slot's raw value, R or an entry, to the bigger table,
 * publishes it, waits for readers), then replaces the registration: it loads its table's slot,
 * materialises R if it finds it, and publishes a new, fully built entry X (release). What it
 * replaced is retired (never released while the registry lives). A reader still in the old table
 * may swap the old slot after the copy: the bigger table keeps R, and a later lookup there gets
 * the same entry through `R.made` (`-DWITNESS` asserts that this never happens, so SPIN prints
 * the interleaving; it is not a weakened variant and .ci/models does not run it). Freeing the
 * old table is read_section.pml's protocol and is left out (nothing here frees it).
 *
 * As shipped: must pass. Weakened variants, each must fail:
 * - `-DPLAIN_MADE`: step C checks `R.made` and then stores it (release) instead of a
 *   compare-and-swap: two readers each build and install their own entry (U);
 * - `-DRELAXED_MADE`: step C's compare-and-swap is relaxed (no release): it takes effect while
 *   the builder's field stores still wait in its buffer, and another reader dereferences the
 *   entry it loaded from `R.made` unbuilt (B);
 * - `-DRELAXED_SLOT`: the writer publishes X (step P) with a relaxed store, visible before X's
 *   fields: a reader that finds X in the slot dereferences it unbuilt (B);
 * - `-DSLOT_FIRST`: a reader swaps the slot to its entry before installing it in `R.made`: when
 *   it loses `R.made`, it releases an entry already published in the slot (F).
 *
 * Each step, and the line it models (.ci/models checks that each line still holds the code quoted):
 * step  line                                                             code
 * M     Sources/InjectKit/Registry/Registry+Pending.swift:87             `AtomicWord.loadAcquire(pointerIn: made)`
 * C     Sources/InjectKit/Registry/Registry+Pending.swift:89             `AtomicWord.compareExchange(pointerIn: made, expected: nil, desired: built)`
 * S     Sources/InjectKit/Registry/Registry+Pending.swift:102             `table.swap(index, from: raw, to: entry.toOpaque())`
 * P     Sources/InjectKit/Registry/Registry.swift:211                     `table.publish(index, Unmanaged.passRetained(entry).toOpaque())`
 */

#define READERS 2
#define WRITER READERS
#define LOOKUPS 2
#define TABLE 0                  /* the registry's current table: OLD or NEW */
#define OLD 1                    /* a table, named by the location of the key's slot in it */
#define NEW 2
#define MADE 3                   /* R.made */
#define FIELD(e) (3 + (e) / 2)   /* entry e's fields */
#define PENDING 1                /* R's address, tagged with bit 0 */
#define tagged(raw) ((raw) & 1)
#define ENTRY(t) (2 * (t) + 2)   /* the entry thread t builds when it materialises R: 2, 4, 6 */
#define X 8                      /* the writer's replacement */

byte memory[8];                                     /* what every thread sees */
chan buffer[READERS + 1] = [2] of { byte, byte };   /* each thread's stores not yet visible: (location, value) */
byte first;                      /* the entry first obtained from R: every other must equal it (U) */
bool freed[X + 1];               /* entry released (only a losing builder releases) */
byte seenBy[X + 1];              /* the threads that obtained each entry, one bit each */
#ifdef WITNESS
bool staleServed;                /* a lookup in the bigger table got R.made while the old slot held it */
#endif

proctype Drain(byte thread) {
  byte location, value;
end:
  do
  :: atomic { buffer[thread]?location, value -> memory[location] = value }
  od
}

/* Thread me dereferences entry e it obtained (from R.made or a slot). */
inline use(me, e) {
  atomic {
    seenBy[e] = seenBy[e] | (1 << me);
    if
    :: e == X -> skip
    :: e != X && first == 0 -> first = e
    :: e != X && first != 0 -> assert(e == first)                                 /* U */
    fi
  };
  assert(memory[FIELD(e)] == 1 || buffer[me]??[eval(FIELD(e)), 1]);             /* B: built */
  assert(!freed[e])                                                               /* B: not released */
}

/* Thread me releases its entry, which lost R.made. */
inline release(me, mine) {
  atomic {
    assert(seenBy[mine] == 0 && memory[OLD] != mine && memory[NEW] != mine && memory[MADE] != mine);  /* F */
    freed[mine] = true
  }
}

/* Thread me materialises R, found in the slot at location `slot`: e is the entry. */
inline materialise(me, slot, e) {
  e = memory[MADE];                                                               /* M: acquire */
  if
  :: e != 0 -> skip
  :: else ->
     buffer[me]!FIELD(ENTRY(me)), 1;                                              /* build */
#if defined(SLOT_FIRST)
     atomic { empty(buffer[me]) -> if :: memory[slot] == PENDING -> memory[slot] = ENTRY(me) :: else -> skip fi };
#endif
#if defined(PLAIN_MADE)
     buffer[me]!MADE, ENTRY(me);                                                  /* C: release store */
     e = ENTRY(me)
#elif defined(RELAXED_MADE)
     atomic {                                                                     /* C: relaxed */
       if
       :: memory[MADE] == 0 -> memory[MADE] = ENTRY(me); e = ENTRY(me)
       :: else -> e = memory[MADE]
       fi
     };
#else
     atomic {                                                                     /* C */
       empty(buffer[me]);
       if
       :: memory[MADE] == 0 -> memory[MADE] = ENTRY(me); e = ENTRY(me)
       :: else -> e = memory[MADE]
       fi
     };
#endif
     if
     :: e != ENTRY(me) -> release(me, ENTRY(me))
     :: else -> skip
     fi
  fi;
#if !defined(SLOT_FIRST)
  atomic { empty(buffer[me]) -> if :: memory[slot] == PENDING -> memory[slot] = e :: else -> skip fi };   /* S */
#endif
  skip
}

proctype Reader(byte me) {
  byte lookup, table, raw, e;
  for (lookup : 1 .. LOOKUPS) {
    atomic { empty(buffer[me]) -> table = memory[TABLE] };                        /* the read section's table */
    raw = memory[table];                                                          /* acquire */
    if
    :: tagged(raw) ->
       materialise(me, table, e);
#ifdef WITNESS
       staleServed = staleServed || (table == NEW && memory[OLD] == e);
#endif
       skip
    :: else -> e = raw
    fi;
    use(me, e)
  }
}

proctype Writer() {
  byte table = OLD, raw, e;
  if
  :: raw = memory[OLD];                                                           /* grow: copy the slot */
     buffer[WRITER]!NEW, raw;
     buffer[WRITER]!TABLE, NEW;                                                   /* publish the bigger table */
     empty(buffer[WRITER]);                                                       /* waitForReaders' loads */
     table = NEW
  :: skip
  fi;
  raw = memory[table];
  if
  :: tagged(raw) -> materialise(WRITER, table, e)
  :: else -> e = raw
  fi;
  use(WRITER, e);                                                                 /* make(previous); retired */
  buffer[WRITER]!FIELD(X), 1;
#ifdef RELAXED_SLOT
  memory[table] = X                                                               /* P: relaxed */
#else
  buffer[WRITER]!table, X                                                         /* P: release */
#endif
}

init {
  byte t;
  atomic {
    memory[TABLE] = OLD;
    memory[OLD] = PENDING;
    for (t : 0 .. READERS) { run Drain(t) }
    for (t : 0 .. READERS - 1) { run Reader(t) }
    run Writer()
  };
  /* U, in the end: what R.made holds is what every thread got from R. */
  _nr_pr == READERS + 2 && empty(buffer[0]) && empty(buffer[1]) && empty(buffer[WRITER]) ->
    assert(first == 0 || memory[MADE] == first);
#ifdef WITNESS
  assert(!staleServed)
#endif
  skip
}
