#ifndef C_OBSERVER_RUNTIME_H
#define C_OBSERVER_RUNTIME_H

/// Retains `object` (a native Swift object whose memory is known to be allocated) and returns it,
/// or returns NULL without retaining it when the object has begun to deinitialize.
///
/// A thin wrapper around the Swift runtime's exported `swift_tryRetain`, which Swift code cannot
/// name directly (the compiler reserves `swift_` symbols). See Registration.swift.
void *_Nullable observer_model_try_retain(void *_Nonnull object);

#endif
