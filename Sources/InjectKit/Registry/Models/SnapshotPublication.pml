/*
 * The registry's snapshot (Registry.swift, Registry+Deferred.swift): writers change the state under
 * the lock and withdraw the published snapshot; a lookup reads the published snapshot without a
 * lock, or, finding none, stores deferred registrations and builds one under the lock; no snapshot
 * is published while deferred registrations wait or are being stored by another thread.
 *
 * Invariant: a lookup that begins after a registration returned finds it — whether the
 * registration was added at once (`change`) or deferred by a skin (`deferRegistration`) and stored
 * by whichever reader gets there first (the assertion in Reader, step F).
 *
 * Memory: sequentially consistent. Every write here is made with the registry's lock held, and the
 * one lock-free read (L) loads a reference published with release order (Publication.swift) whose
 * object is immutable and kept alive as long as the registry (K): what a lookup needs from the
 * hardware is the message-passing guarantee of release/acquire, which the model assumes.
 *
 * As shipped: must pass. Weakened variants, each must fail:
 * - `-DWEAKENED_NO_WITHDRAW`: a change does not withdraw the snapshot: a reader keeps reading the
 *   one built before the registration.
 * - `-DWEAKENED_IGNORE_STORING`: a reader builds a snapshot while another thread is storing a
 *   deferred batch: the snapshot lacks the registration being stored, and a later lookup reads it.
 *
 * Each step, and the line it models (.ci/models checks that each line still holds the code quoted):
 * step  line                                                   code
 * L     Sources/InjectKit/Registry/Registry.swift:146          `try published.read(body, otherwise:`
 * G     Sources/InjectKit/Registry/Registry.swift:157          `if !state.deferred.isEmpty || (state.storingThread != nil && state.storingThread != ThreadIdentity.current) {`
 * Q     Sources/InjectKit/Registry/Registry.swift:160          `if let current = published.read({ $0 }) { return current }`
 * P     Sources/InjectKit/Registry/Registry.swift:162          `published.publish(snapshot)`
 * C     Sources/InjectKit/Registry/Registry.swift:175          `if !state.deferred.isEmpty, state.storingThread != ThreadIdentity.current { return nil }`
 * W     Sources/InjectKit/Registry/Registry.swift:176          `defer { published.withdrawAdvancingEpoch() }`
 * D     Sources/InjectKit/Registry/Registry+Deferred.swift:31  `state.deferred.append(DeferredItem(registration: registration, name: name))`
 * B     Sources/InjectKit/Registry/Registry+Deferred.swift:49  `state.storingThread = state.deferred.isEmpty ? nil : me`
 * K     Sources/InjectKit/Unsafe/Publication.swift:76          `kept.withLock { $0.append(object) }`
 */

#define NONE 255
#define READERS 2
#define REGISTRAR READERS
#define DEFERRER (READERS + 1)

byte mutex = NONE;            /* the registry's lock: its holder, or NONE */
byte storingLock = NONE;      /* DeferredStoring.lock */
bool stateA, stateD;          /* the state holds key A (added at once) and key D (deferred, once stored) */
byte deferred;                /* deferred registrations waiting */
byte storing = NONE;          /* the thread storing a deferred batch */
byte published;               /* the published snapshot, 0 for none */
byte snapshots;               /* snapshots built so far */
bool snapA[12], snapD[12];      /* what each snapshot holds */
bool addedA, deferredD;       /* the registration of A returned; the deferral of D returned */

inline lock(me) { atomic { mutex == NONE -> mutex = me } }
inline unlock(me) { mutex = NONE }

/* Registry.change: stores deferred registrations first unless this thread stores them. */
inline changeAddingA(me) {
  do
  :: lock(me);
     if
     :: deferred > 0 && storing != me -> unlock(me); storeDeferred(me)             /* C */
     :: else ->
        stateA = true;
#ifndef WEAKENED_NO_WITHDRAW
        published = 0;                                                             /* W */
#endif
        unlock(me);
        break
     fi
  od
}

/* Registry.storeDeferred: the batch is taken under the lock, added outside it (each addition a
 * change made by the storing thread), then `storing` is cleared when nothing is left. */
inline storeDeferred(me) {
  bool waiting;
  byte batch;
  lock(me); waiting = (deferred > 0 || storing != NONE); unlock(me);
  if
  :: waiting && storing != me ->
     atomic { storingLock == NONE -> storingLock = me };
     do
     :: lock(me);
        batch = deferred; deferred = 0;
        storing = (batch > 0 -> me : NONE);                                        /* B */
        unlock(me);
        if
        :: batch == 0 -> break
        :: else ->
           lock(me);
           stateD = true;
#ifndef WEAKENED_NO_WITHDRAW
           published = 0;                                                          /* W */
#endif
           unlock(me)
        fi
     od;
     storingLock = NONE
  :: else -> skip
  fi
}

/* Registry.withSnapshot: the published snapshot, or one built now. */
inline lookup(me, found, wantA) {
  byte snapshot;
  snapshot = published;                                                            /* L */
  do
  :: snapshot != 0 -> break
  :: else ->
     storeDeferred(me);
     lock(me);
     if
#ifndef WEAKENED_IGNORE_STORING
     :: deferred > 0 || (storing != NONE && storing != me) -> skip                  /* G */
#else
     :: deferred > 0 -> skip
#endif
     :: else ->
        if
        :: published != 0 -> snapshot = published                                 /* Q */
        :: else ->
           snapshots++;
           snapA[snapshots] = stateA; snapD[snapshots] = stateD;                   /* K */
           published = snapshots;                                                  /* P */
           snapshot = published
        fi
     fi;
     unlock(me)
  od;
  found = (wantA -> snapA[snapshot] : snapD[snapshot])
}

proctype Registrar() {
  changeAddingA(REGISTRAR);
  addedA = true
}

proctype Deferrer() {
  lock(DEFERRER);
  deferred++;                                                                      /* D */
  published = 0;
  unlock(DEFERRER);
  deferredD = true
}

proctype Reader(byte me) {
  bool found, afterA, afterD;
  byte round;
  for (round : 1 .. 2) {
    afterA = addedA;
    lookup(me, found, true);
    assert(!afterA || found);                                                      /* F */
    afterD = deferredD;
    lookup(me, found, false);
    assert(!afterD || found)                                                       /* F */
  }
}

init {
  atomic {
    run Registrar();
    run Deferrer();
    run Reader(0);
    run Reader(1)
  }
}
