#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One `read(2)` of at most `buffer.count` bytes from `descriptor` into `buffer`, read again
/// while a signal interrupts it (`EINTR`): what `read` returns otherwise, with `errno` as it
/// left it. The kit's readers (the recording file, the captured output's pipe, the signal
/// pipe) each decide what an end or an error means; none of them repeats the retry.
package func readRetryingInterruptions(
  _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer
) -> Int {
  while true {
    let count = read(descriptor, buffer.baseAddress, buffer.count)
    if count < 0, errno == EINTR { continue }
    return count
  }
}
