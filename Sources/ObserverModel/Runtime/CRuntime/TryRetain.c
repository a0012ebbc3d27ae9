#include "CObserverRuntime.h"

// Exported by libswiftCore on every platform: `HeapObject *swift_tryRetain(HeapObject *)`. It
// increments the strong count unless the object is deinitializing, and returns the object on
// success or NULL.
extern void *_Nullable swift_tryRetain(void *_Nonnull object);

void *_Nullable observer_model_try_retain(void *_Nonnull object) {
  return swift_tryRetain(object);
}
