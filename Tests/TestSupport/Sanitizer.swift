import Foundation

/// Whether this test process runs under ThreadSanitizer or AddressSanitizer (CI's sanitizer
/// stages): their runtimes, linked into the test bundle, instrument every memory access, and a
/// test runs 5-15 times slower than in the plain debug build. Found by the runtimes' entry
/// points, which they export for their interceptors.
package let runsUnderSanitizer: Bool = {
  guard let process = dlopen(nil, RTLD_NOW) else { return false }
  defer { dlclose(process) }
  return dlsym(process, "__tsan_init") != nil || dlsym(process, "__asan_init") != nil
}()

/// `count` in the plain debug builds (the fast and the safe runtime), a tenth of it under a
/// sanitizer. For the heavy repetitions of a check that holds at any count (a flood, a burst, a
/// randomised sequence): the plain runs keep their strength, and a sanitized run, which looks
/// for races rather than for rare interleavings, does the same kinds of work without holding
/// the main actor (or a core) for seconds. Every test of the process shares the main actor, so
/// a test that holds it that long delays every other test's hop.
package func scaledForSanitizer(_ count: Int) -> Int {
  runsUnderSanitizer ? max(1, count / 10) : count
}
