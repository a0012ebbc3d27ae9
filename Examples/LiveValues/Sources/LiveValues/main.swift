import Foundation
import Glance
import GlanceCore
import ObserverModel

// snippet: live-values
let signal = Observer<Double>(0)
let (log, lines) = Receiver<String>.make(with: .hot)
Thread.detachNewThread {
  for tick in 1... {
    signal.update(sin(Double(tick) / 3_000) * 100)
    if tick % 20_000 == 0 { log.broadcast("tick \(tick): \(Int(signal.getValue()))") }
    usleep(100)
  }
}
let board = Board("Live values")
board.panel("signal").show(signal) { BigNumberWidget(Int($0)) }
board.panel("trend").showHistory(of: signal, last: 200) { SparklineWidget($0) }
board.panel("log").log(lines)
board.handoffPanel()
board.key("r", "reset the signal") { signal.update(0) }
board.run()
// end snippet
