// Storage for the header's thread-locals and counters.
#include "CInjectKitAtomics.h"

#include <stdlib.h>
#include <string.h>

CINJECTKIT_TLS void *cinjectkit_active_frame = 0;
CINJECTKIT_TLS uint64_t cinjectkit_frame_generation = 0;
int cinjectkit_root_state = 0;
cinjectkit_unbound_root_hook cinjectkit_unbound_root_hook_function = 0;
uintptr_t cinjectkit_registry_epoch = 0;

// Blocks of frame generations handed out so far (block 0 is never used: generation 0 means none).
static uint64_t frame_generation_blocks = 0;

uint64_t cinjectkit_reserve_frame_generations(void) {
  uint64_t block = __atomic_add_fetch(&frame_generation_blocks, 1, __ATOMIC_RELAXED);
  return (block << CINJECTKIT_GENERATION_BLOCK_BITS) | 1;
}

int cinjectkit_trace_state = 0;

// `INJECTKIT_TRACE=1`: read as the library loads, so that no resolve ever reads the environment.
__attribute__((constructor)) static void cinjectkit_read_trace_environment(void) {
  const char *value = getenv("INJECTKIT_TRACE");
  if (value != 0 && strcmp(value, "1") == 0) __atomic_or_fetch(&cinjectkit_trace_state, 2, __ATOMIC_RELAXED);
}

static uint64_t thread_numbers = 0;

uint64_t cinjectkit_next_thread_number(void) { return __atomic_add_fetch(&thread_numbers, 1, __ATOMIC_RELAXED); }
