// The test process's allocation counter, for the zero-allocation guards in ObserverModelTests:
// the C library's allocation entry points are defined here, so the dynamic linker binds every
// call in the process (the Swift runtime's included) to them; each adds one to a thread-local
// count and forwards to glibc's implementation. Thread-local, so that tests running in parallel
// on other threads never show up in a test's count. The same technique as the benchmarks'
// MallocCounter (Benchmarks/Sources/MallocCounter), kept separate because the test bundle is
// built in debug and under sanitizers.
//
// AddressSanitizer and ThreadSanitizer supply their own allocator under these names; defining
// them too would bypass it. Under either, and off glibc (macOS has no `__libc_malloc`), nothing
// is defined and the counter reports that it does not count, so the guards skip themselves.
#include "CAllocationCounter.h"

#include <errno.h>
#include <stddef.h>
#include <stdlib.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define ALLOCATION_COUNTER_OFF 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ALLOCATION_COUNTER_OFF 1
#endif
#if !defined(__GLIBC__)
#define ALLOCATION_COUNTER_OFF 1
#endif

static __thread unsigned long long thread_allocations;

unsigned long long allocation_counter_thread_allocations(void) { return thread_allocations; }

#ifdef ALLOCATION_COUNTER_OFF

bool allocation_counter_is_counting(void) { return false; }

#else

bool allocation_counter_is_counting(void) { return true; }

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

void *malloc(size_t size) {
  thread_allocations += 1;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  thread_allocations += 1;
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  thread_allocations += 1;
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  thread_allocations += 1;
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  thread_allocations += 1;
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  thread_allocations += 1;
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

#endif
