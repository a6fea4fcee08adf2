// Most of the header's functions are inline; the thread's lock stripe needs storage of its own.
#include "CInjectKitAtomics.h"

#include <stdatomic.h>

static atomic_int cinjectkit_next_stripe = 0;
// 0 until the thread first asks; then its stripe plus one.
static _Thread_local int cinjectkit_stripe_plus_one = 0;

int cinjectkit_thread_stripe(int count) {
  int stripe = cinjectkit_stripe_plus_one;
  if (stripe == 0) {
    stripe = atomic_fetch_add_explicit(&cinjectkit_next_stripe, 1, memory_order_relaxed) % count + 1;
    cinjectkit_stripe_plus_one = stripe;
  }
  return stripe - 1;
}
