#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

#include <stdbool.h>

/// Whether this process counts its heap allocations: false when a sanitizer that replaces the
/// allocator itself (AddressSanitizer, ThreadSanitizer) is built in, or off glibc, since the
/// counter then defines no allocation functions and reads stay at zero.
bool allocation_counter_is_counting(void);

/// How many heap allocations (malloc, calloc, realloc and the aligned variants) the calling
/// thread has made so far.
unsigned long long allocation_counter_thread_allocations(void);

#endif
