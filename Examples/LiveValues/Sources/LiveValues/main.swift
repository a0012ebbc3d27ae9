import Foundation
import Glance
import GlanceCore
import ObserverModel

let signal = Observer<Double>(0)
let (log, lines) = Receiver<String>.make(with: .hot)
Thread.detachNewThread {
  for tick in 1... {
    signal.update(sin(Double(tick) / 3_000) * 100)
    if tick % 20_000 == 0 { log.broadcast("tick \(tick): \(Int(signal.getValue()))") }
    usleep(100)
  }
}
let board = Board("Live values", handoffPanel: true)
board.panel("signal").show(signal) { BigNumberWidget(Int($0)) }
board.panel("trend").showHistory(of: signal, last: 200) { SparklineWidget($0) }
board.panel("log").log(lines)
board.key("r", "reset the signal") { signal.update(0) }
board.run()
