/*
 * CreateOnce's claim and wait (CreateOnce.swift, InstanceSlot.create): the first thread to find a
 * slot empty claims it and builds; the others wait for it, under the coordinator's lock, and read
 * what it published.
 *
 * Invariants (the assertions, and SPIN's end-state check):
 * - at most one thread builds at a time, and one build succeeds (nothing resets the slot here);
 * - a thread that reads a published instance sees it fully built;
 * - no wake-up is lost: every thread finishes (a waiter left asleep is an invalid end state).
 *
 * What the hardware may do, written in: as in read_section.pml, a store becomes visible through
 * a store buffer (process Drain); a sequentially consistent load (`ldar`) waits for this thread's
 * buffer to drain; a read-modify-write (the claim's compare-and-swap, the publishing exchange,
 * the waiter's compare-and-swap) drains it and is atomic. The lock is a mutex (its operations
 * drain the buffer: acquire and release), its condition variable wakes every sleeper on
 * broadcast. Spurious wake-ups are left out: the code re-checks its word after every wake-up
 * anyway, and with them no lost wake-up could show as a sleeper that never wakes.
 *
 * A build may fail once (the factory throws): the slot goes back to empty and a waiter claims it.
 *
 * As shipped: must pass. Weakened variants, each must fail:
 * - `-DWEAKENED`: the creator publishes with a load and a store instead of an exchange, so a
 *   waiter's bit set in between is overwritten and nobody wakes it (lost wake-up);
 * - `-DWEAKENED_CLAIM`: a thread claims with a load and a store instead of a compare-and-swap,
 *   so two threads build.
 *
 * Each step, and the line it models (.ci/models checks that each line still holds the code quoted):
 * step  line                                                              code
 * R     Sources/InjectKit/Lifetimes/InstanceSlot.swift:151              `let word = AtomicWord.loadSequentiallyConsistent(&state.pointee.word)`
 * C     Sources/InjectKit/Lifetimes/CreateOnce.swift:53                 `AtomicWord.compareExchange(&state.pointee.word, expected: expected, desired: creating)`
 * B     Sources/InjectKit/Lifetimes/InstanceSlot.swift:124              `value = try build()`
 * X     Sources/InjectKit/Lifetimes/InstanceSlot.swift:126              `CreateOnce.publish(state, 0)`
 * V     Sources/InjectKit/Lifetimes/InstanceSlot.swift:129              `CreateOnce.publish(state, Self.box(value, weakly: weakly))`
 * P     Sources/InjectKit/Lifetimes/CreateOnce.swift:61                 `let previous = AtomicWord.exchange(&state.pointee.word, word)`
 * K     Sources/InjectKit/Lifetimes/CreateOnce.swift:62                 `if previous & waiters != 0 { CreationCoordinator.shared.wakeAll() }`
 * WL    Sources/InjectKit/Lifetimes/CreateOnce.swift:86                 `lock.lock()`
 * WR    Sources/InjectKit/Lifetimes/CreateOnce.swift:92                 `let word = AtomicWord.loadAcquire(&state.pointee.word)`
 * WB    Sources/InjectKit/Lifetimes/CreateOnce.swift:97                 `AtomicWord.compareExchange(&state.pointee.word, expected: word, desired: word | CreateOnce.waiters)`
 * WS    Sources/InjectKit/Lifetimes/CreateOnce.swift:99                 `lock.wait()`
 */

#define THREADS 3
#define EMPTY 0
#define CREATING 1
#define WAITERS 2
#define PUBLISHED 4
#define WORD 0
#define CONTENT 1

byte memory[2];                                  /* the slot's word, the published instance's content */
chan buffer[THREADS] = [1] of { byte, byte };    /* each thread's stores not yet visible */
byte mutex;                                      /* the coordinator's lock: 0, or its holder + 1 */
bool asleep[THREADS];                            /* in `lock.wait()`, not yet woken */
byte building, built, failures;

proctype Drain(byte thread) {
  byte location, value;
end:
  do
  :: atomic { buffer[thread]?location, value -> memory[location] = value }
  od
}

inline lock(me) { atomic { empty(buffer[me]) && mutex == 0 -> mutex = me + 1 } }
inline unlock(me) { atomic { empty(buffer[me]) -> mutex = 0 } }
inline broadcast() { byte k; for (k : 0 .. THREADS - 1) { asleep[k] = false } }
inline sleep(me) {
  atomic { asleep[me] = true; mutex = 0 };
  atomic { !asleep[me] && mutex == 0 -> mutex = me + 1 }
}

inline publish(me, value) {
#ifdef WEAKENED
  atomic { empty(buffer[me]) -> previous = memory[WORD] };
  memory[WORD] = value;
#else
  atomic { empty(buffer[me]) -> previous = memory[WORD]; memory[WORD] = value };    /* P */
#endif
  if                                                                                /* K */
  :: previous & WAITERS -> lock(me); broadcast(); unlock(me)
  :: else -> skip
  fi
}

proctype Thread(byte me) {
  byte word, previous, content;
  bool claimed;
  do
  :: atomic { empty(buffer[me]) -> word = memory[WORD] };                           /* R */
     if
     :: word == PUBLISHED ->
        content = memory[CONTENT];
        assert(content == 1);
        break
     :: word & CREATING ->
        lock(me);                                                                   /* WL */
        do
        :: word = memory[WORD];                                                     /* WR */
           if
           :: !(word & CREATING) -> break
           :: word & WAITERS -> sleep(me)                                           /* WS */
           :: else ->
              atomic {                                                              /* WB */
                if
                :: memory[WORD] == word -> memory[WORD] = word | WAITERS; claimed = true
                :: else -> claimed = false
                fi
              };
              if
              :: claimed -> sleep(me)                                               /* WS */
              :: else -> skip
              fi
           fi
        od;
        unlock(me)
     :: word == EMPTY ->
#ifdef WEAKENED_CLAIM
        claimed = (memory[WORD] == EMPTY);
        if :: claimed -> memory[WORD] = CREATING :: else -> skip fi;
#else
        atomic {                                                                    /* C */
          empty(buffer[me]);
          if
          :: memory[WORD] == EMPTY -> memory[WORD] = CREATING; claimed = true
          :: else -> claimed = false
          fi
        };
#endif
        if
        :: claimed ->
           building++;                                                              /* B */
           assert(building == 1);
           if
           :: failures == 0 ->
              failures++;
              building--;
              publish(me, EMPTY);                                                   /* X */
              break
           :: true ->
              buffer[me]!CONTENT, 1;
              built++;
              assert(built == 1);
              building--;
              publish(me, PUBLISHED);                                               /* V */
              break
           fi
        :: else -> skip
        fi
     fi
  od
}

init {
  atomic {
    byte t;
    for (t : 0 .. THREADS - 1) { run Drain(t) }
    for (t : 0 .. THREADS - 1) { run Thread(t) }
  }
}
