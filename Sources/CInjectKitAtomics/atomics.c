// The header's functions are inline; this file gives the C target a source to compile.
#include "CInjectKitAtomics.h"
