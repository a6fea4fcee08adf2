// Storage for the header's thread-locals, and the slow paths of read sections.
#include "CInjectKitAtomics.h"

#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

CINJECTKIT_TLS void *cinjectkit_active_frame = 0;
CINJECTKIT_TLS uint64_t cinjectkit_frame_generation = 0;
CINJECTKIT_TLS cinjectkit_reader *cinjectkit_current_reader = 0;
int cinjectkit_root_state = 0;
cinjectkit_unbound_root_hook cinjectkit_unbound_root_hook_function = 0;
uintptr_t cinjectkit_registry_epoch = 0;

static uintptr_t container_identities = 0;

uintptr_t cinjectkit_next_container_identity(void) {
  return __atomic_add_fetch(&container_identities, 1, __ATOMIC_RELAXED);
}

void cinjectkit_skip_container_identities(uintptr_t next) {
  uintptr_t last = __atomic_load_n(&container_identities, __ATOMIC_RELAXED);
  while (last + 1 < next &&
         !__atomic_compare_exchange_n(&container_identities, &last, next - 1, true, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
  }
}

// Blocks of frame generations handed out so far (block 0 is never used: generation 0 means none).
static uint64_t frame_generation_blocks = 0;

uint64_t cinjectkit_reserve_frame_generations(void) {
  uint64_t block = __atomic_add_fetch(&frame_generation_blocks, 1, __ATOMIC_RELAXED);
  return (block << CINJECTKIT_GENERATION_BLOCK_BITS) | 1;
}

// MARK: Read sections
//
// The protocol (its model: models/read_section.pml, checked by .ci/models). What a writer unpublishes
// is never read after the writer frees it, because two pairs of sequentially consistent operations
// are each in one total order:
// - a reader's announcement (`cinjectkit_read_begin`'s store) before its load of the published
//   pointer, against the writer's unpublishing store before its load of that reader's sequence;
// - a new reader's push on `readers` before its first announcement, against the writer's load of
//   the list's head after its unpublishing store.
// Either the writer's load sees the reader (and waits for its section), or the reader's load comes
// later in the total order than the writer's store (and sees the new value). Acquire and release are
// not enough for the second pair: on Apple Silicon macOS and arm64e, clang compiles an acquire load to
// `ldapr`, which may be satisfied before the writer's earlier `stlr` is visible, so the writer could
// miss a reader that still loads the old pointer.

// Every record ever made; pushed at the head, never removed, so a walk needs no lock.
static cinjectkit_reader *readers = 0;
static pthread_key_t reader_key;
static pthread_once_t reader_key_once = PTHREAD_ONCE_INIT;

// A thread that exits gives its record back. It cannot be inside a read section then.
// Should a later destructor read again, it registers anew (and is released again).
static void release_reader(void *record) {
  cinjectkit_current_reader = 0;
  __atomic_store_n(&((cinjectkit_reader *)record)->inUse, 0, __ATOMIC_RELEASE);
}

static void make_reader_key(void) { pthread_key_create(&reader_key, release_reader); }

cinjectkit_reader *cinjectkit_reader_register(void) {
  pthread_once(&reader_key_once, make_reader_key);
  cinjectkit_reader *reader = 0;
  for (cinjectkit_reader *r = __atomic_load_n(&readers, __ATOMIC_ACQUIRE); r; r = r->next) {
    int idle = 0;
    if (__atomic_compare_exchange_n(&r->inUse, &idle, 1, false, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED)) {
      reader = r;
      break;
    }
  }
  if (!reader) {
    // 128 bytes, aligned: a record never shares a cache line (or a prefetched pair) with another.
    void *memory = 0;
    if (posix_memalign(&memory, 128, 128) != 0) abort();
    memset(memory, 0, 128);
    reader = memory;
    reader->inUse = 1;
    cinjectkit_reader *head = __atomic_load_n(&readers, __ATOMIC_RELAXED);
    do {
      reader->next = head;
      // Sequentially consistent, not release: the push is in the total order before this thread's
      // first announcement (see "The protocol" above).
    } while (!__atomic_compare_exchange_n(&readers, &head, reader, true, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));
  }
  pthread_setspecific(reader_key, reader);
  cinjectkit_current_reader = reader;
  return reader;
}

// Out of line, and kept so (`noinline`, should the library ever be built with link-time optimisation):
// the Swift optimizer must not see that this call releases nothing, or it may move the retain of a
// value copied inside the section past it, to where a writer may already have freed the value.
__attribute__((noinline)) void cinjectkit_read_end(cinjectkit_reader *reader) {
  uint64_t sequence = __atomic_load_n(&reader->sequence, __ATOMIC_RELAXED);
  __atomic_store_n(&reader->sequence, sequence + 1, __ATOMIC_RELEASE);
}

void cinjectkit_wait_for_readers(void) {
#if DEBUG
  if (cinjectkit_in_read_section()) {
    fputs("InjectKit: a writer waits for readers inside a read section: it would wait for itself forever\n", stderr);
    abort();
  }
#endif
  // Sequentially consistent, not acquire: after the caller's unpublishing store in the total order
  // (see "The protocol" above).
  for (cinjectkit_reader *r = __atomic_load_n(&readers, __ATOMIC_SEQ_CST); r; r = r->next) {
    uint64_t sequence = __atomic_load_n(&r->sequence, __ATOMIC_SEQ_CST);
    if ((sequence & 1) == 0) continue;
    // Open when we looked: wait until it has moved on (closed, or closed and reopened later,
    // which then saw the value already unpublished). A section is a few instructions long.
    while (__atomic_load_n(&r->sequence, __ATOMIC_ACQUIRE) == sequence) sched_yield();
  }
}
