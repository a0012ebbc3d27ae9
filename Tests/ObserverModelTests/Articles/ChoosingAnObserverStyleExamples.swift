import Observation
import ObserverModel

// The code of the article "Choosing an observer style" (ObserverModel.docc), compiled here.
// `ArticleCodeTests` checks that every code block of the article is one of the snippets below,
// verbatim, and runs them. Inside the examples `print` records into a transcript.

// snippet: choosing-protocol-typed
protocol DownloadObserver: AnyObject {
  func progressed(to percent: Int)
}

final class Download: ObservableThreadSafeClass, @unchecked Sendable {
  func report(_ percent: Int) {
    withObservers { (observer: DownloadObserver) in observer.progressed(to: percent) }
  }
}

final class ProgressLog: DownloadObserver {
  private(set) var percents: [Int] = []
  func progressed(to percent: Int) { percents.append(percent) }
}
// snippet-end

// snippet: choosing-key-paths
@Observable final class Player {
  var volume = 5
}
// snippet-end

/// The article's examples as functions; each returns what its last comment describes.
struct ChoosingAnObserverStyleExamples: Sendable {
  let transcript = Transcript()

  func print(_ line: String) { transcript.append(line) }

  func protocolTyped() -> [Int] {
    // snippet: choosing-protocol-typed
    let download = Download()
    let log = ProgressLog()
    download.addObserver(log)
    download.report(40)
    download.report(100)
    // log.percents == [40, 100]
    // snippet-end
    return log.percents
  }

  func valueWithSubscriptions() {
    // snippet: choosing-value
    let temperature = Observer(20)
    var subscriptions: [Disposable] = []
    temperature.observe { celsius in
      print("\(celsius) °C")
    }.add(to: &subscriptions)
    temperature.update(21)
    // prints "20 °C", then "21 °C"
    subscriptions.removeAll()  // releasing the disposable ends the subscription
    temperature.update(22)  // prints nothing
    // snippet-end
  }

  func eventStream() {
    // snippet: choosing-stream
    let (transmitter, receiver) = Receiver<String>.make(with: .warm(upTo: 1))
    transmitter.broadcast("connecting")
    transmitter.broadcast("connected")
    let listening = receiver.listen { event in
      print(event)
    }
    transmitter.broadcast("closed")
    // prints "connected" (the replay), then "closed"
    listening.dispose()
    // snippet-end
  }

  func keyPaths() {
    // snippet: choosing-key-paths
    let player = Player()
    let handle = player.observe(\.volume) { volume in
      print("volume \(volume)")
    }
    player.volume = 7
    // prints "volume 5", then "volume 7"
    handle.cancel()
    // snippet-end
  }
}
