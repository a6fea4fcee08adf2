// InjectKitTesting's load-time step: nothing to call from Swift (see hook.c).
#ifndef CINJECTKIT_TESTING_HOOK_H
#define CINJECTKIT_TESTING_HOOK_H
#endif
