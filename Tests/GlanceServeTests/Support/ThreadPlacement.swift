import Foundation

/// The kernel's id of the calling thread (`/proc/thread-self`), which `taskset -p` and
/// `setpriority` take to act on one thread of the process.
func currentThreadID() throws -> Int32 {
  let link = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")
  guard let id = link.split(separator: "/").last.flatMap({ Int32($0) }) else {
    throw ShellError("no thread id in /proc/thread-self -> \(link)")
  }
  return id
}

/// The CPUs thread `id` may run on, as `taskset -c` lists them ("0-3,6").
func allowedCPUs(ofThread id: Int32) throws -> String {
  let printed = try shell("taskset -cp \(id)")
  guard let list = printed.split(separator: ":").last?.trimmingCharacters(in: .whitespaces),
    !list.isEmpty
  else { throw ShellError("no affinity list in: \(printed)") }
  return list
}

/// Lets thread `id` run on `cpus` alone (a `taskset -c` list).
func pinThread(_ id: Int32, to cpus: String) throws {
  _ = try shell("taskset -cp \(cpus) \(id)")
}

/// Puts the calling thread under the idle scheduling policy (`SCHED_IDLE`, Linux's 5, which
/// Glibc's Swift module leaves out): any other thread that wakes on its CPU runs at once, and
/// until it blocks. Nice 19 was not enough: the kernel's scheduler (EEVDF) lets a running
/// thread finish its slice before a woken one of higher priority.
func makeCurrentThreadIdle() throws {
  var parameters = sched_param()
  parameters.sched_priority = 0
  let failure = pthread_setschedparam(pthread_self(), 5, &parameters)
  guard failure == 0 else {
    throw ShellError("pthread_setschedparam(SCHED_IDLE) failed: \(failure)")
  }
}
