// The few atomics and thread-locals InjectKit needs. The Swift standard library's `Atomic`
// needs macOS 15 / iOS 18, above the deployment targets InjectKit supports, so these are C.
#ifndef CINJECTKIT_ATOMICS_H
#define CINJECTKIT_ATOMICS_H

#include <stdbool.h>
#include <stdint.h>

// MARK: Pointers published to lock-free readers (registry slots and tables).

static inline void *_Nullable cinjectkit_load_acquire(void *_Nullable const *_Nonnull slot) {
  return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}

static inline void cinjectkit_store_release(void *_Nullable *_Nonnull slot, void *_Nullable value) {
  __atomic_store_n(slot, value, __ATOMIC_RELEASE);
}

/// A pointer a read section reads (the registry's table): sequentially consistent on both sides,
/// so that a reader's announcement orders before its load (see the read sections below).
static inline void *_Nullable cinjectkit_word_load_seqcst_pointer(void *_Nullable const *_Nonnull slot) {
  return __atomic_load_n(slot, __ATOMIC_SEQ_CST);
}

static inline void cinjectkit_word_store_seqcst_pointer(void *_Nullable *_Nonnull slot, void *_Nullable value) {
  __atomic_store_n(slot, value, __ATOMIC_SEQ_CST);
}

// MARK: Words: a cached instance's state (see InstanceSlot.swift).

static inline uintptr_t cinjectkit_word_load_acquire(const uintptr_t *_Nonnull word) {
  return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

/// Sequentially consistent, so that it is ordered after a reader's announcement (ReadSection).
static inline uintptr_t cinjectkit_word_load_seqcst(const uintptr_t *_Nonnull word) {
  return __atomic_load_n(word, __ATOMIC_SEQ_CST);
}

static inline void cinjectkit_word_store_release(uintptr_t *_Nonnull word, uintptr_t value) {
  __atomic_store_n(word, value, __ATOMIC_RELEASE);
}

static inline uintptr_t cinjectkit_word_exchange(uintptr_t *_Nonnull word, uintptr_t value) {
  return __atomic_exchange_n(word, value, __ATOMIC_SEQ_CST);
}

static inline bool cinjectkit_word_compare_exchange(uintptr_t *_Nonnull word, uintptr_t expected, uintptr_t desired) {
  return __atomic_compare_exchange_n(word, &expected, desired, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

/// Replaces `*slot` with `desired` if it holds `expected`, sequentially consistent; returns what
/// `*slot` held (`expected` when it was replaced). A registry's pending records (Registry+Pending.swift).
static inline void *_Nullable cinjectkit_compare_exchange_pointer(
    void *_Nullable *_Nonnull slot, void *_Nullable expected, void *_Nullable desired) {
  __atomic_compare_exchange_n(slot, &expected, desired, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  return expected;
}

// MARK: What autowired registrations remember (ParameterCache.swift).

/// Moves on after every change to any container's registrations: a remembered lookup is
/// current while the epoch it was made in is.
extern uintptr_t cinjectkit_registry_epoch;

/// The epoch, read before the lookups it vouches for: acquire, so they cannot be read earlier.
static inline uintptr_t cinjectkit_epoch_load(void) {
  return __atomic_load_n(&cinjectkit_registry_epoch, __ATOMIC_ACQUIRE);
}

/// Stores a registry table's slot, then moves the epoch on: whoever sees the new epoch sees
/// the slot. One call, so that Swift keeps no extra reference around a second one.
static inline void cinjectkit_store_release_advancing_epoch(void *_Nullable *_Nonnull slot, void *_Nullable value) {
  __atomic_store_n(slot, value, __ATOMIC_RELEASE);
  __atomic_fetch_add(&cinjectkit_registry_epoch, 1, __ATOMIC_SEQ_CST);
}

/// A number no other container of this process has had, never 0.
uintptr_t cinjectkit_next_container_identity(void);
/// Tests only: moves the identities on, so that the next one is `next` (or a later one).
void cinjectkit_skip_container_identities(uintptr_t next);

static inline uintptr_t cinjectkit_word_load_relaxed(const uintptr_t *_Nonnull word) {
  return __atomic_load_n(word, __ATOMIC_RELAXED);
}

static inline void cinjectkit_word_store_relaxed(uintptr_t *_Nonnull word, uintptr_t value) {
  __atomic_store_n(word, value, __ATOMIC_RELAXED);
}

/// A sequence lock's reader, between its relaxed loads and the second look at the sequence.
static inline void cinjectkit_fence_acquire(void) { __atomic_thread_fence(__ATOMIC_ACQUIRE); }

/// A sequence lock's writer, between claiming the sequence and its relaxed stores.
static inline void cinjectkit_fence_release(void) { __atomic_thread_fence(__ATOMIC_RELEASE); }

// MARK: The resolution running on this thread (Frame.swift).

#if defined(__ELF__)
#define CINJECTKIT_TLS __thread __attribute__((tls_model("initial-exec")))
#else
#define CINJECTKIT_TLS __thread
#endif

/// The innermost frame of the resolution running on this thread, or NULL.
extern CINJECTKIT_TLS void *_Nullable cinjectkit_active_frame;
/// The next frame generation this thread hands out. Generations are unique in the process: a
/// thread takes them from blocks of 2^16 reserved from a process-wide counter, so a frame is told
/// apart from every other, even one at the same address on a later thread that reuses a dead
/// thread's stack. 0 (a new thread) or a multiple of 2^16 (a block used up): reserve a block.
extern CINJECTKIT_TLS uint64_t cinjectkit_frame_generation;
#define CINJECTKIT_GENERATION_BLOCK_BITS 16
/// The first generation of a newly reserved block (out of line: once per 2^16 frames of a thread).
uint64_t cinjectkit_reserve_frame_generations(void);

static inline void *_Nullable cinjectkit_get_active_frame(void) { return cinjectkit_active_frame; }
static inline void cinjectkit_set_active_frame(void *_Nullable frame) { cinjectkit_active_frame = frame; }
static inline uint64_t cinjectkit_next_frame_generation(void) {
  uint64_t next = cinjectkit_frame_generation;
  if (__builtin_expect((next & ((1u << CINJECTKIT_GENERATION_BLOCK_BITS) - 1)) == 0, 0)) {
    next = cinjectkit_reserve_frame_generations();
  }
  cinjectkit_frame_generation = next + 1;
  return next;
}

// MARK: What `Dependencies.root` must check beyond returning the process-wide container.

/// Bit 1: `Dependencies.withRoot` was called once (then `root` must ask the task-locals).
/// Bit 2: a hook watches unbound reads of the root (InjectKitTesting, linked into a test binary).
/// Zero in an app: `root` is then one load and a compare.
extern int cinjectkit_root_state;
static inline int cinjectkit_get_root_state(void) {
  return __atomic_load_n(&cinjectkit_root_state, __ATOMIC_RELAXED);
}
static inline bool cinjectkit_get_root_was_bound(void) { return (cinjectkit_get_root_state() & 1) != 0; }
static inline void cinjectkit_set_root_was_bound(void) {
  __atomic_or_fetch(&cinjectkit_root_state, 1, __ATOMIC_RELAXED);
}

/// Called when `Dependencies.root` is read while no `withRoot` binding is in place for the
/// task, if set. InjectKitTesting sets it as its image loads (`CInjectKitTestingHook`).
typedef void (*cinjectkit_unbound_root_hook)(void);
extern cinjectkit_unbound_root_hook _Nullable cinjectkit_unbound_root_hook_function;
static inline cinjectkit_unbound_root_hook _Nullable cinjectkit_get_unbound_root_hook(void) {
  return __atomic_load_n(&cinjectkit_unbound_root_hook_function, __ATOMIC_ACQUIRE);
}
static inline void cinjectkit_set_unbound_root_hook(cinjectkit_unbound_root_hook _Nullable hook) {
  __atomic_store_n(&cinjectkit_unbound_root_hook_function, hook, __ATOMIC_RELEASE);
  if (hook) __atomic_or_fetch(&cinjectkit_root_state, 2, __ATOMIC_RELAXED);
}

#endif
