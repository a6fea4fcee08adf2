// The few atomics and thread-locals InjectKit needs. The Swift standard library's `Atomic`
// needs macOS 15 / iOS 18, above the deployment targets InjectKit supports, so these are C.
#ifndef CINJECTKIT_ATOMICS_H
#define CINJECTKIT_ATOMICS_H

#include <stdbool.h>
#include <stdint.h>

// MARK: A reference published to lock-free readers (Publication.swift: the registry's snapshot).

static inline void *_Nullable cinjectkit_load_acquire(void *_Nullable const *_Nonnull slot) {
  return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}

static inline void cinjectkit_store_release(void *_Nullable *_Nonnull slot, void *_Nullable value) {
  __atomic_store_n(slot, value, __ATOMIC_RELEASE);
}

// MARK: A word published once (Publication.swift's `OnceCell`).

static inline uintptr_t cinjectkit_word_load_acquire(const uintptr_t *_Nonnull word) {
  return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

static inline void cinjectkit_word_store_release(uintptr_t *_Nonnull word, uintptr_t value) {
  __atomic_store_n(word, value, __ATOMIC_RELEASE);
}

// MARK: The registries' epoch (Publication.swift's `RegistryEpoch`, read by `Reach`).

/// Moves on after every change to any container's registrations: a remembered lookup is
/// current while the epoch it was made in is.
extern uintptr_t cinjectkit_registry_epoch;

/// The epoch, read before the lookups it vouches for: acquire, so they cannot be read earlier.
static inline uintptr_t cinjectkit_epoch_load(void) {
  return __atomic_load_n(&cinjectkit_registry_epoch, __ATOMIC_ACQUIRE);
}

/// Stores a published pointer, then moves the epoch on: whoever sees the new epoch sees the
/// store. One call, so that Swift keeps no extra reference around a second one.
static inline void cinjectkit_store_release_advancing_epoch(void *_Nullable *_Nonnull slot, void *_Nullable value) {
  __atomic_store_n(slot, value, __ATOMIC_RELEASE);
  __atomic_fetch_add(&cinjectkit_registry_epoch, 1, __ATOMIC_SEQ_CST);
}

// MARK: The resolution running on this thread (`Frame`, Pipeline/Resolution.swift).

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

// MARK: Tracing (Sources/InjectKit/Tracing): whether anyone asked to see what resolves do.

/// Bit 1: at least one `Dependencies.trace` is running. Bit 2: `INJECTKIT_TRACE=1` was in the
/// environment when the library loaded (read once, by a constructor in atomics.c).
/// Zero in an app that asks for neither: each resolve then pays one relaxed load and a branch.
extern int cinjectkit_trace_state;
static inline int cinjectkit_get_trace_state(void) {
  return __atomic_load_n(&cinjectkit_trace_state, __ATOMIC_RELAXED);
}
/// Sets or clears bit 1 (the caller counts the traces running, under its lock).
static inline void cinjectkit_set_trace_running(bool running) {
  if (running) {
    __atomic_or_fetch(&cinjectkit_trace_state, 1, __ATOMIC_RELAXED);
  } else {
    __atomic_and_fetch(&cinjectkit_trace_state, ~1, __ATOMIC_RELAXED);
  }
}
/// Sets bit 2, as `INJECTKIT_TRACE=1` does (a test's subprocess, which cannot change its environment
/// before the library loads).
static inline void cinjectkit_set_trace_printing(void) { __atomic_or_fetch(&cinjectkit_trace_state, 2, __ATOMIC_RELAXED); }
/// A number for the calling thread's record, in the order threads first ask (1 is the first).
uint64_t cinjectkit_next_thread_number(void);

#endif
