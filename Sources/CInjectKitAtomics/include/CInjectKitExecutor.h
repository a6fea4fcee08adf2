// Whether the caller runs on the main actor's executor, asked of the Swift runtime.
//
// The main actor is not always the main thread: under `swift test` on Linux, `@MainActor` code
// runs on another thread that the main executor owns. The public APIs that could answer
// (`SerialExecutor.isIsolatingCurrentContext`, `isMainExecutor`) need macOS 26, and
// `MainActor.assumeIsolated` traps instead of answering. The two runtime entry points below are
// exported by the Swift runtime that ships with the toolchain on Linux (they back
// `assumeIsolated`) and use the Swift calling convention, which clang's `swiftcall` reproduces
// for this two-word struct. Tests/InjectKitTests/MainActorTests checks the answer both ways.
#ifndef CINJECTKIT_EXECUTOR_H
#define CINJECTKIT_EXECUTOR_H

#include <stdbool.h>
#include <stdint.h>

#if !defined(__APPLE__)
typedef struct {
  const void *_Nullable identity;
  uintptr_t implementation;
} cinjectkit_serial_executor_ref;

__attribute__((swiftcall)) extern cinjectkit_serial_executor_ref swift_task_getMainExecutor(void);
// Flags 0: answer without asserting (the flagless variant may trap through `checkIsolated`).
__attribute__((swiftcall)) extern bool swift_task_isCurrentExecutorWithFlags(
    cinjectkit_serial_executor_ref executor, uint64_t flags);
#endif

static inline bool cinjectkit_is_on_main_executor(void) {
#if defined(__APPLE__)
  // Apple's main actor is the main thread, which the caller checks first. Older OS runtimes
  // (iOS 13 onwards is supported) lack the WithFlags entry point, so it is not referenced here.
  return false;
#else
  return swift_task_isCurrentExecutorWithFlags(swift_task_getMainExecutor(), 0);
#endif
}

#endif
