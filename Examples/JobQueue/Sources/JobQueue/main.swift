import Foundation

// A job takes 0.2 to 2 ms; every 50th fails.
let (board, queue) = makeJobBoard { job in
  usleep(UInt32.random(in: 200...2_000))
  return job % 50 != 0
}
withExtendedLifetime(queue) { board.run() }
