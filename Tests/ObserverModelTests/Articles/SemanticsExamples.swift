import ObserverModel

/// The code of the article "Semantics: order, re-entrancy, replay" (ObserverModel.docc), compiled
/// and run by `ArticleCodeTests`, which also checks that the article shows it verbatim. Inside
/// the examples `print` records into a transcript.
struct SemanticsExamples: Sendable {
  let transcript = Transcript()

  func print(_ line: String) { transcript.append(line) }

  func order() {
    // snippet: semantics-order
    let status = Observer("idle")
    let first = status.observe { print("first sees \($0)") }
    let second = status.observe { print("second sees \($0)") }
    status.update("busy")
    // prints "first sees idle", "second sees idle",
    // then "first sees busy", "second sees busy"
    first.dispose()
    second.dispose()
    // snippet-end
  }

  func nestedBroadcast() {
    // snippet: semantics-nested-broadcast
    let (transmitter, receiver) = Receiver<Int>.make()
    let echo = receiver.listen { wave in
      print("A hears \(wave)")
      if wave == 1 { transmitter.broadcast(2) }
    }
    let tail = receiver.listen { wave in
      print("B hears \(wave)")
    }
    transmitter.broadcast(1)
    // prints "A hears 1", "B hears 1", "A hears 2", "B hears 2"
    echo.dispose()
    tail.dispose()
    // snippet-end
  }

  func disposeFromInside() {
    // snippet: semantics-dispose-inside
    let ticks = Observer(0)
    let bag = DisposeBag()
    ticks.observe(skippingInitialValue: true) { tick in
      print("tick \(tick)")
      bag.dispose()
    }.disposed(by: bag)
    ticks.update(1)
    ticks.update(2)
    // prints "tick 1" only
    // snippet-end
  }

  func replay() {
    // snippet: semantics-replay
    let (transmitter, receiver) = Receiver<String>.make(with: .cold)
    transmitter.broadcast("a")
    transmitter.broadcast("b")
    let early = receiver.listen { print("early hears \($0)") }
    transmitter.broadcast("c")
    let late = receiver.listen { print("late hears \($0)") }
    // prints "early hears a", "early hears b", "early hears c",
    // then "late hears a", "late hears b", "late hears c"; early hears nothing again
    early.dispose()
    late.dispose()
    // snippet-end
  }
}
