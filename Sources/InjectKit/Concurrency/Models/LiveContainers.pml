/*
 * LiveContainers' borrow and deinit (LiveContainers.swift): a resolver kept past its factory
 * borrows its container (counted and retained) while the container's owner drops it.
 *
 * Invariants (the assertions, and SPIN's end-state check):
 * - nothing touches the container once it is freed (a retain, a release, a use);
 * - it is freed with no retain outstanding (Swift stops the process otherwise: "deallocated with
 *   non-zero retain count");
 * - nothing waits for ever, and the container is freed in the end.
 *
 * The reference count is Swift's: atomic, with `extra` the references beyond the first; the
 * release that would take it below zero begins the deinit instead, and a retain during the deinit
 * is allowed if it is released before the object is freed. Every other shared access is made
 * under the table's lock, so there is no store buffer to write in here: interleavings are the
 * whole story. The lock's condition variable wakes every sleeper on broadcast; spurious wake-ups
 * are left out (the code re-checks after every wake-up, and with them a sleeper could never be
 * left asleep for SPIN to see).
 *
 * The container starts listed (`listed = true`): it is listed when its first resolver is made
 * (`LiveContainers.add`, from `FactoryResolver.init`, while a resolution holds it), so no borrow
 * exists before; one never listed has no resolver to borrow it, and its `remove` finds nothing.
 *
 * The scene: the owner drops the container's one outside reference while two resolvers kept past
 * their factories each borrow it once. A borrow's factory may itself drop the owner's reference
 * (then the owner has nothing to drop). A borrow may begin after the last release, before the
 * deinit reaches `remove` (the record still offers the container): the window of issue 39.
 *
 * As shipped: must pass. Weakened variants, each must fail:
 * - `-DWEAKENED`: `leave` uncounts, then releases (the code before issue 39): the deinit can go
 *   on and free the container between the two, with the borrow's retain outstanding;
 * - `-DWEAKENED_NO_RETAIN`: a borrow is pinned by its count alone, without a retain: a factory that
 *   drops the owner's reference runs the deinit inside the borrow, which waits for itself.
 *
 * Each step, and the line it models (.ci/models checks that each line still holds the code quoted):
 * step  line                                                                code
 * G     Sources/InjectKit/Concurrency/LiveContainers.swift:52            `records[index].going = true`
 * I     Sources/InjectKit/Concurrency/LiveContainers.swift:57            `records.withLock(when: idle) { records in`
 * Q     Sources/InjectKit/Concurrency/LiveContainers.swift:60            `records.removeLast()`
 * N     Sources/InjectKit/Concurrency/LiveContainers.swift:83            `records[index].users += 1`
 * T     Sources/InjectKit/Concurrency/LiveContainers.swift:87            `_ = container.retain()`
 * U     Sources/InjectKit/Concurrency/LiveContainers.swift:99            `records[index].releasing.append(me)`
 * L     Sources/InjectKit/Concurrency/LiveContainers.swift:104            `container.release()`
 * M     Sources/InjectKit/Concurrency/LiveContainers.swift:109            `records[index].releasing.remove(at: mark)`
 * D     Sources/InjectKit/Dependencies.swift:64                          `LiveContainers.remove(identity: identity)`
 */

#define THREADS 3
#define OWNER 0

byte extra;                  /* references beyond the first */
bool deiniting, freed;
bool ownerHolds = true;      /* the owner's reference, not yet dropped */
bool listed = true;          /* the container's record */
bool going;
byte users;
bool releasing[THREADS];
byte mutex;                  /* the table's lock: 0, or its holder + 1 */
bool asleep[THREADS];

inline lock(me) { atomic { mutex == 0 -> mutex = me + 1 } }
inline unlock() { mutex = 0 }
inline broadcast() { byte k; for (k : 0 .. THREADS - 1) { asleep[k] = false } }
inline sleep(me) {
  atomic { asleep[me] = true; mutex = 0 };
  atomic { !asleep[me] && mutex == 0 -> mutex = me + 1 }
}

#define idle(me) (users == 0 && (me == 0 || !releasing[0]) && (me == 1 || !releasing[1]) && (me == 2 || !releasing[2]))

inline retain() { atomic { assert(!freed); extra++ } }

/* Swift's release; the last one runs the deinit on this thread: LiveContainers.remove, then free. */
inline release(me) {
  bool last;
  atomic {
    assert(!freed);
    if
    :: extra > 0 -> extra--; last = false
    :: else -> assert(!deiniting); deiniting = true; last = true
    fi
  };
  if
  :: last ->                                                          /* D */
     lock(me);
     going = listed;                                                  /* G */
     unlock();
     lock(me);
     do                                                               /* I */
     :: idle(me) -> break
     :: else -> sleep(me)
     od;
     listed = false;                                                  /* Q */
     unlock();
     atomic { assert(extra == 0); freed = true }
  :: else -> skip
  fi
}

inline dropOwnersReference(me) {
  bool mine;
  atomic {
    if
    :: ownerHolds -> ownerHolds = false; mine = true
    :: else -> mine = false
    fi
  };
  if
  :: mine -> release(me)
  :: else -> skip
  fi
}

proctype Owner() { dropOwnersReference(OWNER) }

proctype Borrower(byte me) {
  bool offered;
  lock(me);
  offered = listed && !going;
  if
  :: offered -> users++                                               /* N */
  :: else -> skip
  fi;
  unlock();
  if
  :: offered ->
#ifndef WEAKENED_NO_RETAIN
     retain();                                                        /* T */
#endif
     atomic { assert(!freed) };                                       /* the resolve */
     if
     :: dropOwnersReference(me)                                       /* its factory drops the owner's reference */
     :: skip
     fi;
     atomic { assert(!freed) };
#if defined(WEAKENED)
     lock(me); users--; broadcast(); unlock();
     release(me)
#elif defined(WEAKENED_NO_RETAIN)
     lock(me); users--; broadcast(); unlock()
#else
     lock(me); users--; releasing[me] = true; unlock();               /* U */
     release(me);                                                     /* L */
     lock(me); releasing[me] = false; broadcast(); unlock()           /* M */
#endif
  :: else -> skip
  fi
}

init {
  atomic { run Owner(); run Borrower(1); run Borrower(2) };
  _nr_pr == 1 -> assert(freed)
}
