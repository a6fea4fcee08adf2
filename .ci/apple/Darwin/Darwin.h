// Stand-in for Apple's Darwin module: the declarations InjectKit's `#if canImport(Darwin)` code
// uses, copied in the form Apple's SDK headers give them (macOS 15 / iOS 18 SDKs, libpthread and
// Libc), so that Swift imports them with the same types and optionality as on a Mac:
// `pthread_t` is a pointer, `pthread_key_t` is `unsigned long`, and pthread.h is inside
// `assume_nonnull`, so pthread_key_create's destructor takes a non-optional pointer.
// Every function here exists below InjectKit's deployment targets (since macOS 10.4 / iOS 2.0,
// os_unfair_lock since macOS 10.12 / iOS 10.0), so the SDK's availability attributes
// (`__API_AVAILABLE(macos(10.4), ios(2.0))`) are left out.
#ifndef INJECTKIT_DARWIN_STAND_IN_H
#define INJECTKIT_DARWIN_STAND_IN_H

#include <stddef.h>  // size_t (clang's builtin header, as in the SDK)

// <sys/_types.h>, <sys/_types/_ssize_t.h>, <sys/_types/_useconds_t.h>
typedef long __darwin_ssize_t;
typedef __darwin_ssize_t ssize_t;
typedef unsigned int __uint32_t;
typedef __uint32_t __darwin_useconds_t;
typedef __darwin_useconds_t useconds_t;

// <sys/_pthread/_pthread_types.h> (LP64 sizes)
#define __PTHREAD_SIZE__ 8176
#define __PTHREAD_MUTEX_SIZE__ 56
#define __PTHREAD_MUTEXATTR_SIZE__ 8
#define __PTHREAD_COND_SIZE__ 40
#define __PTHREAD_CONDATTR_SIZE__ 8
struct __darwin_pthread_handler_rec {
  void (*__routine)(void *);
  void *__arg;
  struct __darwin_pthread_handler_rec *__next;
};
struct _opaque_pthread_t {
  long __sig;
  struct __darwin_pthread_handler_rec *__cleanup_stack;
  char __opaque[__PTHREAD_SIZE__];
};
struct _opaque_pthread_mutex_t { long __sig; char __opaque[__PTHREAD_MUTEX_SIZE__]; };
struct _opaque_pthread_mutexattr_t { long __sig; char __opaque[__PTHREAD_MUTEXATTR_SIZE__]; };
struct _opaque_pthread_cond_t { long __sig; char __opaque[__PTHREAD_COND_SIZE__]; };
struct _opaque_pthread_condattr_t { long __sig; char __opaque[__PTHREAD_CONDATTR_SIZE__]; };
typedef struct _opaque_pthread_t *__darwin_pthread_t;
typedef unsigned long __darwin_pthread_key_t;
typedef struct _opaque_pthread_mutex_t __darwin_pthread_mutex_t;
typedef struct _opaque_pthread_mutexattr_t __darwin_pthread_mutexattr_t;
typedef struct _opaque_pthread_cond_t __darwin_pthread_cond_t;
typedef struct _opaque_pthread_condattr_t __darwin_pthread_condattr_t;

// <sys/_pthread/_pthread_t.h>, _pthread_key_t.h, _pthread_mutex_t.h, … (one typedef each)
typedef __darwin_pthread_t pthread_t;
typedef __darwin_pthread_key_t pthread_key_t;
typedef __darwin_pthread_mutex_t pthread_mutex_t;
typedef __darwin_pthread_mutexattr_t pthread_mutexattr_t;
typedef __darwin_pthread_cond_t pthread_cond_t;
typedef __darwin_pthread_condattr_t pthread_condattr_t;

// <pthread/pthread.h>
#define PTHREAD_MUTEX_RECURSIVE 2
_Pragma("clang assume_nonnull begin")
int pthread_cond_broadcast(pthread_cond_t *);
int pthread_cond_destroy(pthread_cond_t *);
int pthread_cond_init(pthread_cond_t *__restrict, const pthread_condattr_t *_Nullable __restrict);
int pthread_cond_wait(pthread_cond_t *__restrict, pthread_mutex_t *__restrict);
void *_Nullable pthread_getspecific(pthread_key_t);
int pthread_key_create(pthread_key_t *, void (*_Nullable)(void *));
int pthread_mutex_destroy(pthread_mutex_t *);
int pthread_mutex_init(pthread_mutex_t *__restrict, const pthread_mutexattr_t *_Nullable __restrict);
int pthread_mutex_lock(pthread_mutex_t *);
int pthread_mutex_unlock(pthread_mutex_t *);
int pthread_mutexattr_destroy(pthread_mutexattr_t *);
int pthread_mutexattr_init(pthread_mutexattr_t *);
int pthread_mutexattr_settype(pthread_mutexattr_t *, int);
pthread_t pthread_self(void);
int pthread_setspecific(pthread_key_t, const void *_Nullable);
// Non-portable (the _np functions, declared in the same header).
void *pthread_get_stackaddr_np(pthread_t);
size_t pthread_get_stacksize_np(pthread_t);
int pthread_main_np(void);
_Pragma("clang assume_nonnull end")

// <os/lock.h> (since macOS 10.12 / iOS 10.0 / tvOS 10.0 / watchOS 3.0, below InjectKit's targets;
// the SDK's `OS_UNFAIR_LOCK_AVAILABILITY` left out as above)
#include <stdint.h>
typedef struct os_unfair_lock_s {
  uint32_t _os_unfair_lock_opaque;
} os_unfair_lock, *os_unfair_lock_t;
_Pragma("clang assume_nonnull begin")
void os_unfair_lock_lock(os_unfair_lock_t lock);
void os_unfair_lock_unlock(os_unfair_lock_t lock);
_Pragma("clang assume_nonnull end")

// <unistd.h>, <stdlib.h> (no nullability annotations there: Swift imports the pointers as `!`)
ssize_t write(int __fd, const void *__buf, size_t __nbyte);
int usleep(useconds_t);
char *getenv(const char *);

#endif
