// Interposes the allocation entry points of the C library for the whole process (symbols
// defined in the executable win the dynamic lookup over libc's), counts each call per thread and
// forwards it to glibc's own implementation. Counting is a thread-local increment, so it costs
// about a nanosecond per allocation and never contends.
#include "MallocCounter.h"
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static __thread unsigned long long allocations;

unsigned long long malloc_counter_thread_allocations(void) { return allocations; }

void *malloc(size_t size) {
  allocations++;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  allocations++;
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  allocations++;
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  allocations++;
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  allocations++;
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  allocations++;
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return 12;  // ENOMEM
  *result = pointer;
  return 0;
}
