#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

/// The number of heap allocations (malloc, calloc, realloc, memalign and friends) made so far
/// by the calling thread.
unsigned long long malloc_counter_thread_allocations(void);

#endif
