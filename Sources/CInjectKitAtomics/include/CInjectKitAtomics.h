// Acquire/release loads and stores of one pointer: the only atomics InjectKit needs, so that
// reading a registry never takes a lock. The Swift standard library's `Atomic` needs macOS 15 /
// iOS 18, above the deployment targets InjectKit supports.
#ifndef CINJECTKIT_ATOMICS_H
#define CINJECTKIT_ATOMICS_H

static inline void *_Nullable cinjectkit_load_acquire(void *_Nullable const *_Nonnull slot) {
  return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}

static inline void cinjectkit_store_release(void *_Nullable *_Nonnull slot, void *_Nullable value) {
  __atomic_store_n(slot, value, __ATOMIC_RELEASE);
}

/// The calling thread's stripe in `0..<count`, handed out round-robin on a thread's first call
/// and kept in a C thread-local (cheaper than pthread_getspecific on the read path).
int cinjectkit_thread_stripe(int count);

#include "CInjectKitExecutor.h"

#endif
