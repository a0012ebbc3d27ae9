// A job takes 0.2 to 2 ms; every 50th fails.
let (board, queue) = makeJobBoard(jobTime: 200...2_000)
withExtendedLifetime(queue) { board.run() }
