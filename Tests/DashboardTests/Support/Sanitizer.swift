import Foundation

/// Whether this test process runs under ThreadSanitizer or AddressSanitizer (`swift test
/// --sanitize=...`): their runtimes, linked into the test bundle, instrument every memory
/// access, and a test runs 5-15 times slower than in the plain debug build. Heavy randomised
/// checks run fewer iterations there; the plain debug runs (fast and safe runtimes) keep their
/// full count. Found by the runtimes' entry points, which they export for their interceptors.
let runsUnderSanitizer: Bool = {
  guard let process = dlopen(nil, RTLD_NOW) else { return false }
  defer { dlclose(process) }
  return dlsym(process, "__tsan_init") != nil || dlsym(process, "__asan_init") != nil
}()
